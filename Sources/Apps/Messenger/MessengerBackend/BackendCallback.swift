/// An answer to a phone: the completion of a write, a read's value, an observer's value, an
/// authentication result, an upload's result — with the tag of the request it answers, so the
/// app's data layer resumes where it left off.
public struct BackendCallback<Tag: Sendable & Equatable>: Sendable, Equatable {
    /// The phone answered (its index in `users:` order).
    public var client: Int
    /// The tag of the request answered.
    public var tag: Tag
    /// What it answers.
    public var answer: Answer

    public init(client: Int, tag: Tag, answer: Answer) {
        self.client = client
        self.tag = tag
        self.answer = answer
    }

    /// What the answer says.
    public enum Answer: Sendable, Equatable {
        /// A write's completion: `nil` when the server applied it; the reason when the phone
        /// refused it before sending (an invalid key or value, overlapping paths).
        case written(error: String?)
        /// A single read's value at the path, as the phone sees it (its own pending writes on top).
        case read(DatabasePath, DatabaseValue?)
        /// An observer's value at the path, as the phone sees it.
        case observed(DatabasePath, DatabaseValue?)
        /// The end of a create or sign-in.
        case auth(AuthResult)
        /// The end of an upload.
        case uploaded(StoredFile)
    }
}
