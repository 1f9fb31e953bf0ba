// The server: what it does with each message that reaches it, at the instant it arrives.

extension Backend {
    mutating func serve(_ envelope: MessageEnvelope, into effects: inout [BackendEffect<Tag>]) {
        let client = envelope.client
        switch envelope.content {
        case let .write(request, changes):
            apply(changes, request: request, message: envelope.id, from: client, into: &effects)
        case let .read(request, path):
            send(.answer(request: request, path: path, value: tree.value(at: path)), client: client, route: .down, into: &effects)
        case .listen(let path):
            DatabasePath.insert(path, into: &listens[client])
            send(.data(path: path, value: tree.value(at: path)), client: client, route: .down, into: &effects)
        case .unlisten(let path):
            listens[client].removeAll { $0 == path }
        case let .createUser(request, email, password):
            let result = createUser(email: email, password: password)
            send(.authResult(request: request, result: result), client: client, route: .down, into: &effects)
        case let .signIn(request, email, password):
            let result = signIn(email: email, password: password)
            send(.authResult(request: request, result: result), client: client, route: .down, into: &effects)
        case let .upload(request, file, content):
            send(.storing(request: request, file: file, content: content), client: client, route: .storage, into: &effects)
        case let .storing(request, file, content):
            let stored = StoredFile(path: file.path, content: content)
            StoredFile.store(stored, in: &files)
            send(.uploadResult(request: request, file: stored), client: client, route: .down, into: &effects)
        case .acknowledge, .answer, .data, .authResult, .uploadResult:
            break
        }
    }

    /// Applies a write at the server's clock (timestamps resolved now), sends the new value of
    /// every listened path whose value it changed (phones in `users:` order, paths in order),
    /// then the acknowledgement to the writer.
    mutating func apply(_ changes: [DatabaseChange], request: Int, message: Int,
                        from client: Int, into effects: inout [BackendEffect<Tag>]) {
        let resolved = changes.map { $0.resolvingTimestamps(BackendDates.timestamp(at: now)) }
        var touched: [(client: Int, path: DatabasePath, before: DatabaseValue?)] = []
        for listener in listens.indices {
            for path in listens[listener] where resolved.contains(where: { $0.path.overlaps(path) }) {
                touched.append((listener, path, tree.value(at: path)))
            }
        }
        for change in resolved {
            tree.set(change.value, at: change.path)
        }
        log(BackendTrace(kind: .applied, message: message, client: client, route: .up,
                         content: .write(request: request, changes: resolved)), into: &effects)
        for (listener, path, before) in touched {
            let after = tree.value(at: path)
            if after != before {
                send(.data(path: path, value: after), client: listener, route: .down, into: &effects)
            }
        }
        send(.acknowledge(request: request), client: client, route: .down, into: &effects)
    }

    /// Authentication's create: a badly formatted e-mail, then a weak password, then an e-mail
    /// in use, are refused, in that order.
    mutating func createUser(email: String, password: String) -> AuthResult {
        guard AuthError.isWellFormed(email: email) else { return .failed(.invalidEmail) }
        guard password.count >= AuthError.minPasswordLength else { return .failed(.weakPassword) }
        let account = BackendAccount(email: email, password: password)
        guard !accounts.contains(where: { $0.email == account.email }) else { return .failed(.emailAlreadyInUse) }
        accounts.append(account)
        return .signedIn(email: account.email)
    }

    /// Authentication's sign-in: a badly formatted e-mail, an unknown one, a wrong password.
    func signIn(email: String, password: String) -> AuthResult {
        guard AuthError.isWellFormed(email: email) else { return .failed(.invalidEmail) }
        let wanted = email.lowercased()
        guard let account = accounts.first(where: { $0.email == wanted }) else { return .failed(.userNotFound) }
        guard account.password == password else { return .failed(.wrongPassword) }
        return .signedIn(email: account.email)
    }
}
