/// Where an upload goes in Storage, as the Messenger app names its files.
public enum StorageFile: Sendable, Equatable {
    /// `images/<safe-email>_profile_picture.png`
    case profilePicture(safeEmail: String)
    /// `message_images/photo_message_<message-id>.png`
    case photoMessage(id: String)
    /// `message_images/video_message_<message-id>.mov`
    case videoMessage(id: String)

    /// The file's path in the bucket.
    public var path: String {
        switch self {
        case .profilePicture(let email): "images/\(email)_profile_picture.png"
        case .photoMessage(let id): "message_images/photo_message_\(id).png"
        case .videoMessage(let id): "message_images/video_message_\(id).mov"
        }
    }
}

/// A file in Storage: its path, what was uploaded there (a scenario's photo name) and the
/// download URL the app stores.
public struct StoredFile: Sendable, Equatable {
    /// The path in the bucket.
    public var path: String
    /// The name of what was uploaded (a scenario's photo).
    public var content: String

    public init(path: String, content: String) {
        self.path = path
        self.content = content
    }

    /// Puts `file` in `files` (by path in the database's key order), replacing a file of its
    /// path (a non-generic helper: see ``DatabasePath/insert(_:into:)``).
    @inline(never)
    static func store(_ file: StoredFile, in files: inout [StoredFile]) {
        files.removeAll { $0.path == file.path }
        files.append(file)
        files.sort { DatabaseKeyOrder.precedes($0.path, $1.path) }
    }

    /// The bucket of every world.
    public static let bucket = "messenger-sim.appspot.com"

    /// `https://firebasestorage.googleapis.com/v0/b/messenger-sim.appspot.com/o/images%2Fbob-example-com_profile_picture.png?alt=media`:
    /// the path percent-encoded (everything but letters, digits and `-._~`), as the SDK's
    /// download URLs are, without their access token.
    public var url: String {
        var encoded = ""
        for byte in path.utf8 {
            let unreserved = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
                || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
            if unreserved {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return "https://firebasestorage.googleapis.com/v0/b/\(Self.bucket)/o/\(encoded)?alt=media"
    }
}
