import Harness

/// Everything the studio refuses, worded for the person at the page.
enum StudioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A message that is not what the page sends.
    case badMessage(String)
    /// What the live phone refused (a step the app cannot take now, fingers down, a full
    /// recording…).
    case live(LiveError)
    /// A name or path that does not stay inside the project's folders.
    case badPath(String)
    /// A file that exists and may only be replaced on request.
    case exists(String)
    /// Reading or writing a file failed.
    case file(String)
    /// A request the studio refuses (CI, a check not in the run shown…).
    case refused(String)

    var description: String {
        switch self {
        case .badMessage(let why): "bad message: \(why)"
        case .live(let refusal): refusal.description
        case .badPath(let why): "refused path: \(why)"
        case .exists(let path): "\(path) exists: choose another name or overwrite it"
        case .file(let why): why
        case .refused(let why): "refused: \(why)"
        }
    }
}
