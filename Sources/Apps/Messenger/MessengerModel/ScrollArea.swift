/// The lists of M10, each a scroll view of the kit (docs/messenger.md, "The screens as views").
public enum ScrollArea: String, Sendable, Equatable, Hashable, CaseIterable {
    case chats, results, chat, profile
}
