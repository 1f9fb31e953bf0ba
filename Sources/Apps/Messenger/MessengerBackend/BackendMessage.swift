/// What a message on a link says. Requests carry the phone's request number (its writes, reads,
/// sign-ins and uploads are numbered from 1 per phone); the tags stay on the phone.
public enum BackendMessage: Sendable, Equatable, CustomStringConvertible {
    // Phone to server.
    /// Changes to apply together (one for `setValue`).
    case write(request: Int, changes: [DatabaseChange])
    case read(request: Int, path: DatabasePath)
    /// Start sending the value at the path, now and after every change.
    case listen(DatabasePath)
    case unlisten(DatabasePath)
    case createUser(request: Int, email: String, password: String)
    case signIn(request: Int, email: String, password: String)
    case upload(request: Int, file: StorageFile, content: String)
    // At the server.
    /// An upload's work, `uploadTime` long.
    case storing(request: Int, file: StorageFile, content: String)
    // Server to phone.
    case acknowledge(request: Int)
    case answer(request: Int, path: DatabasePath, value: DatabaseValue?)
    /// A listened path's value, first or changed.
    case data(path: DatabasePath, value: DatabaseValue?)
    case authResult(request: Int, result: AuthResult)
    case uploadResult(request: Int, file: StoredFile)

    /// One line for the trace; passwords are not shown.
    public var description: String { text(maxBytes: .max) }

    /// ``description``, its values' JSON stopped once longer than `maxBytes` bytes (the start of
    /// the line, for a trace or a timeline that cuts it), so that writing it costs what is kept,
    /// not the size of the value (a whole chat).
    public func text(maxBytes: Int) -> String {
        func json(_ value: DatabaseValue?) -> String { value?.json(maxBytes: maxBytes) ?? "null" }
        switch self {
        case let .write(request, changes):
            var out = "write #\(request) "
            for (index, change) in changes.enumerated() {
                guard out.utf8.count <= maxBytes else { break }
                out += (index > 0 ? ", " : "") + "\(change.path) = " + json(change.value)
            }
            return out
        case let .read(request, path):
            return "read #\(request) \(path)"
        case .listen(let path):
            return "listen \(path)"
        case .unlisten(let path):
            return "unlisten \(path)"
        case let .createUser(request, email, _):
            return "create user #\(request) \(email)"
        case let .signIn(request, email, _):
            return "sign in #\(request) \(email)"
        case let .upload(request, file, content):
            return "upload #\(request) \(content) to \(file.path)"
        case let .storing(request, file, content):
            return "storing #\(request) \(content) at \(file.path)"
        case .acknowledge(let request):
            return "ack #\(request)"
        case let .answer(request, path, value):
            return "answer #\(request) \(path) = " + json(value)
        case let .data(path, value):
            return "data \(path) = " + json(value)
        case let .authResult(request, result):
            return "auth #\(request) \(result)"
        case let .uploadResult(request, file):
            return "uploaded #\(request) \(file.path)"
        }
    }
}
