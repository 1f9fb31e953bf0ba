import PixelDiff
import Support

extension GoldenError {
    /// The Golden error for a failed file or folder write.
    init(_ error: FileWriteError) {
        switch error.operation {
        case .createFolder: self = .directoryCreationFailed(path: error.path, reason: error.reason)
        case .write: self = .fileWriteFailed(path: error.path, reason: error.reason)
        }
    }
}
