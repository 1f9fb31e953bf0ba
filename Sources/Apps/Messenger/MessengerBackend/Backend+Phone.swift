// A phone: what it does with each message from the server, at the instant it arrives. The
// answer to the phone's own request comes first, then its observers whose view changed, in the
// order they were registered.

extension Backend {
    mutating func receive(_ envelope: MessageEnvelope, into effects: inout [BackendEffect<Tag>]) {
        let client = envelope.client
        // Where the phone's cache or pending writes changed: only observers there are looked at.
        var touched: [DatabasePath] = []
        switch envelope.content {
        case .acknowledge(let request):
            guard let index = phones[client].writes.firstIndex(where: { $0.request == request }) else { return }
            let write = phones[client].removeWrite(at: index)
            touched = write.changes.map { $0.path }
            log(BackendTrace(kind: .acknowledged, message: envelope.id, client: client, route: .down,
                             content: .write(request: request, changes: write.changes)), into: &effects)
            effects.append(callback(client, write.tag, .written(error: nil)))
        case let .answer(request, path, value):
            phones[client].receive(value, at: path)
            touched = [path]
            if let tag = phones[client].answered(request) {
                effects.append(callback(client, tag, .read(path, phones[client].view(at: path))))
            }
        case let .data(path, value):
            phones[client].receive(value, at: path)
            touched = [path]
        case let .authResult(request, result):
            if case .signedIn(let email) = result { phones[client].user = email }
            if let tag = phones[client].answered(request) {
                effects.append(callback(client, tag, .auth(result)))
            }
        case let .uploadResult(request, file):
            if let tag = phones[client].answered(request) {
                effects.append(callback(client, tag, .uploaded(file)))
            }
        case .write, .read, .listen, .unlisten, .createUser, .signIn, .upload, .storing:
            return
        }
        phones[client].refreshObservers(client: client, touched: touched, into: &effects)
    }
}
