#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file given to the package could not be read (see ``RegularFile``). Each module turns it
/// into its own error, in its own words for the common cases.
package struct FileReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    package enum Problem: Sendable, Equatable {
        /// Nothing exists at the path.
        case notFound
        /// The path names something other than a regular file: `a folder`, `a FIFO`, ….
        case notRegular(String)
        /// The file has more than `limit` bytes (`size` is what was seen, at least `limit + 1`).
        case tooLarge(size: Int, limit: Int)
        /// The path holds a NUL character, which no file name can.
        case invalidPath
        /// The operating system's reason, e.g. "Permission denied".
        case system(String)
    }

    package var problem: Problem
    package var path: String

    package init(_ problem: Problem, path: String) {
        self.problem = problem
        self.path = path
    }

    /// The error `errno` reports for `path`.
    init(path: String, errno code: Int32) {
        self.init(code == ENOENT ? .notFound : .system(String(cString: strerror(code))), path: path)
    }

    /// What is wrong, without the path: `No such file or directory`, `is a FIFO, not a regular
    /// file`, `is 3.8 MiB, more than the limit of 1 MiB`.
    package var reason: String {
        switch problem {
        case .notFound: String(cString: strerror(ENOENT))
        case .notRegular(let kind): "is \(kind), not a regular file"
        case let .tooLarge(size, limit):
            formatBytes(size) == formatBytes(limit)
                ? "is larger than the limit of \(formatBytes(limit)) (\(limit) bytes)"
                : "is \(formatBytes(size)), more than the limit of \(formatBytes(limit))"
        case .invalidPath: "the path contains a NUL character"
        case .system(let reason): reason
        }
    }

    /// `path: reason`.
    package var description: String { "\(path): \(reason)" }
}
