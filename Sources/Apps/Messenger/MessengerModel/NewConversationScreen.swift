/// New Conversation (M5), presented over Chats: the search bar's text, the users read once,
/// the results of the last search, and the spinner. Its list's scroll position is the kit's
/// (``MessengerPhone/offset(of:)-(NewConversationScreen)``).
public struct NewConversationScreen: Sendable, Equatable {
    public var query = ""
    /// `users` once read (the tutorial's `hasFetched`); nil before.
    public var users: [UserEntry]?
    public var results: [UserEntry] = []
    /// Whether a search has shown its results ("No Results" when empty).
    public var hasResults = false
    public var spinner = false
    /// Which presentation of New Conversation this is (1 for the first), naming its list.
    public var number: Int

    public init(number: Int = 0) {
        self.number = number
    }

    /// The results for `query`: users whose name, lower-cased, starts with it lower-cased,
    /// without the user (`ownSafeEmail`), in stored order.
    public static func results(in users: [UserEntry], query: String, ownSafeEmail: String) -> [UserEntry] {
        let term = query.lowercased()
        return users.filter { $0.email != ownSafeEmail && $0.name.lowercased().hasPrefix(term) }
    }

    /// Whether the search term has something other than spaces (the tutorial's check).
    public static func isSearchable(_ query: String) -> Bool {
        query.contains { $0 != " " }
    }
}
