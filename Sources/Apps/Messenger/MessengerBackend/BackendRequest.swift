/// What a phone asks of the backend, as the SDKs' calls (docs/messenger.md, "The backend").
/// A request goes in ``BackendAction/request(client:_:tag:)`` with a tag; every answer to it
/// comes back as a ``BackendCallback`` carrying that tag.
public enum BackendRequest: Sendable, Equatable {
    /// `ref.setValue(value)` at `path` (`nil` deletes). The phone's view changes at once; the
    /// completion (``BackendCallback/Answer/written(error:)``) runs when the server's
    /// acknowledgement arrives.
    case setValue(DatabasePath, DatabaseValue?)
    /// `updateChildValues`: several paths written together, atomically, by the server. Paths
    /// are from the root and must not contain one another. An empty update completes at once.
    case updateChildValues([DatabaseChange])
    /// `observeSingleEvent(of: .value)`: one answer (``BackendCallback/Answer/read(_:_:)``) a
    /// round trip later; offline, at once from the cache when the phone holds the path, else
    /// when the link is back.
    case observeSingleEvent(DatabasePath)
    /// `observe(.value)`: an answer (``BackendCallback/Answer/observed(_:_:)``) when the value is
    /// first known and after every change of what the phone sees at the path. Removed by
    /// ``removeTaggedObservers``, ``removeObservers(at:)`` or ``removeAllObservers``.
    case observe(DatabasePath)
    /// Removes this phone's observers registered with a tag equal to the request's tag.
    case removeTaggedObservers
    /// `ref.removeAllObservers()`: removes this phone's observers at exactly this path.
    case removeObservers(at: DatabasePath)
    /// Removes every observer of this phone.
    case removeAllObservers
    /// `Auth.createUser(withEmail:password:)`; on success the phone is signed in as the new user.
    case createUser(email: String, password: String)
    /// `Auth.signIn(withEmail:password:)`.
    case signIn(email: String, password: String)
    /// `Auth.signOut()`: at once, with no answer and no message; the phone's cache is cleared, as
    /// the app does on Log Out.
    case signOut
    /// `Storage.putData` of the file named `content` (a scenario's photo) to `file`'s path,
    /// answered (``BackendCallback/Answer/uploaded(_:)``) after a round trip plus the upload time.
    case upload(StorageFile, content: String)
}
