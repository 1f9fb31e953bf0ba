// A phone's requests, as the SDK handles them on the phone before anything reaches the server.

extension Backend {
    func callback(_ client: Int, _ tag: Tag, _ answer: BackendCallback<Tag>.Answer) -> BackendEffect<Tag> {
        .log(.callback(BackendCallback(client: client, tag: tag, answer: answer)))
    }

    mutating func handle(_ request: BackendRequest, from client: Int, tag: Tag) -> [BackendEffect<Tag>] {
        switch request {
        case let .setValue(path, value):
            return write([DatabaseChange(path, value)], from: client, tag: tag)
        case .updateChildValues(let changes):
            if let problem = DatabaseChange.overlap(in: changes) {
                return [callback(client, tag, .written(error: problem))]
            }
            if changes.isEmpty { return [callback(client, tag, .written(error: nil))] }
            return write(DatabaseChange.inPathOrder(changes), from: client, tag: tag)
        case .observeSingleEvent(let path):
            return read(path, from: client, tag: tag)
        case .observe(let path):
            return observe(path, from: client, tag: tag)
        case .removeTaggedObservers:
            return removeObservers(of: client) { $0.tag == tag }
        case .removeObservers(let path):
            return removeObservers(of: client) { $0.path == path }
        case .removeAllObservers:
            return removeObservers(of: client) { _ in true }
        case let .createUser(email, password):
            return authenticate(from: client, tag: tag) { .createUser(request: $0, email: email, password: password) }
        case let .signIn(email, password):
            return authenticate(from: client, tag: tag) { .signIn(request: $0, email: email, password: password) }
        case .signOut:
            // Log Out clears the phone's cache: later reads come from the server, or wait for it.
            phones[client].user = nil
            phones[client].cache = DatabaseTree()
            phones[client].forgetReceived()
            return []
        case let .upload(file, content):
            let request = phones[client].takeRequestNumber()
            phones[client].waiting.append(.init(request: request, tag: tag))
            return send(.upload(request: request, file: file, content: content), client: client, route: .up)
        }
    }

    /// A write: refused at once when invalid; else applied to the phone's view at once (its
    /// observers answered), and sent.
    mutating func write(_ changes: [DatabaseChange], from client: Int, tag: Tag) -> [BackendEffect<Tag>] {
        for change in changes {
            if let problem = DatabaseLimits.problem(writing: change.value, at: change.path) {
                return [callback(client, tag, .written(error: problem))]
            }
        }
        let request = phones[client].takeRequestNumber()
        let local = changes.map { $0.resolvingTimestamps(BackendDates.timestamp(at: now)) }
        phones[client].addWrite(.init(request: request, changes: local, tag: tag))
        var effects = send(.write(request: request, changes: changes), client: client, route: .up)
        phones[client].refreshObservers(client: client, touched: local.map { $0.path }, into: &effects)
        return effects
    }

    /// A single read: offline and known, answered at once from the cache; else asked of the
    /// server (held until the link is back when offline).
    mutating func read(_ path: DatabasePath, from client: Int, tag: Tag) -> [BackendEffect<Tag>] {
        if !phones[client].isOnline, phones[client].knows(path) {
            return [callback(client, tag, .read(path, phones[client].view(at: path)))]
        }
        let request = phones[client].takeRequestNumber()
        phones[client].waiting.append(.init(request: request, tag: tag))
        return send(.read(request: request, path: path), client: client, route: .up)
    }

    /// An observer: answered at once when the phone knows the path; the server is asked to
    /// listen unless another observer of this phone already listens at the path.
    mutating func observe(_ path: DatabasePath, from client: Int, tag: Tag) -> [BackendEffect<Tag>] {
        phones[client].observers.append(.init(path: path, tag: tag, shown: nil))
        var effects: [BackendEffect<Tag>] = []
        if !phones[client].listening.contains(path) {
            DatabasePath.insert(path, into: &phones[client].listening)
            effects += send(.listen(path), client: client, route: .up)
        }
        phones[client].refreshObservers(client: client, touched: [], into: &effects)
        return effects
    }

    /// Removes the observers `matching`, and stops listening at the paths no observer is left at.
    mutating func removeObservers(of client: Int, matching: (BackendPhone<Tag>.Observer) -> Bool) -> [BackendEffect<Tag>] {
        phones[client].observers.removeAll(where: matching)
        var effects: [BackendEffect<Tag>] = []
        for path in phones[client].listening where !phones[client].observers.contains(where: { $0.path == path }) {
            phones[client].listening.removeAll { $0 == path }
            effects += send(.unlisten(path), client: client, route: .up)
        }
        return effects
    }

    /// A create or sign-in (`message` for a request number): the network error at once when
    /// offline; else a round trip.
    mutating func authenticate(from client: Int, tag: Tag, _ message: (Int) -> BackendMessage) -> [BackendEffect<Tag>] {
        guard phones[client].isOnline else {
            return [callback(client, tag, .auth(.failed(.network)))]
        }
        let request = phones[client].takeRequestNumber()
        phones[client].waiting.append(.init(request: request, tag: tag))
        return send(message(request), client: client, route: .up)
    }
}
