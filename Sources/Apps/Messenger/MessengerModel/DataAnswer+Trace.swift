extension DataAnswer {
    /// The answer as the trace shows it: what Swift prints for the value by reflection
    /// (`"\(answer)"`: `messageSent(true)`, `nameLoaded(Optional("Bob Stone"))`), written out
    /// without reflection, which costs at every answer.
    var traceText: String {
        switch self {
        case .signedIn(let error): "signedIn(error: \(Self.optional(error)))"
        case .nameLoaded(let name): "nameLoaded(\(Self.optional(name)))"
        case .emailExists(let exists): "emailExists(\(exists))"
        case .accountCreated(let error): "accountCreated(error: \(Self.optional(error)))"
        case .userInserted(let done): "userInserted(\(done))"
        case .uploaded(let path): "uploaded(\(Self.optional(path)))"
        case .usersLoaded(let users): "usersLoaded(\(users.map(Self.list) ?? "nil"))"
        case .conversationFound(let id): "conversationFound(\(Self.optional(id)))"
        case .conversationCreated(let id): "conversationCreated(\(Self.optional(id)))"
        case .messageSent(let done): "messageSent(\(done))"
        case .conversationDeleted(let done): "conversationDeleted(\(done))"
        }
    }

    /// Users present, as reflection prints them: each entry with its module's name.
    private static func list(_ users: [UserEntry]) -> String {
        let entries = users.map {
            "MessengerModel.UserEntry(name: \($0.name.debugDescription), email: \($0.email.debugDescription))"
        }
        return "Optional([\(entries.joined(separator: ", "))])"
    }

    /// An optional string as reflection prints it: `Optional("text")` (quoted and escaped as
    /// `debugDescription` does) or `nil`.
    private static func optional(_ text: String?) -> String {
        text.map { "Optional(\($0.debugDescription))" } ?? "nil"
    }
}
