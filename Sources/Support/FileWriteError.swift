/// The one error type of the `Support` module: a file or folder could not be written.
package struct FileWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being done.
    package enum Operation: Sendable, Equatable {
        /// Creating a folder (or one of its parents).
        case createFolder
        /// Writing a file.
        case write
    }

    /// What was being done.
    package var operation: Operation
    /// The file or folder.
    package var path: String
    /// The operating system's reason, e.g. "Permission denied".
    package var reason: String

    package init(_ operation: Operation, path: String, reason: String) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    /// The reason, preceded by the folder when the folder could not be created: for messages
    /// that name the file being written themselves.
    package var detail: String {
        switch operation {
        case .createFolder: "cannot create folder \(path): \(reason)"
        case .write: reason
        }
    }

    package var description: String {
        switch operation {
        case .createFolder: "cannot create folder \(path): \(reason)"
        case .write: "cannot write \(path): \(reason); the previous file, if any, is unchanged"
        }
    }
}
