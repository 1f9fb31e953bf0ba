import MessengerWorld
import Scenarios

/// A world's invariants (docs/explore.md, "Worlds"): what `explore --app messenger` checks once
/// a world has come to rest, and what a world scenario checks with
/// `expect: { invariants: [NAME…] }`, in the order they are checked: W5 first (the others are
/// statements about a quiet world), then W2 (a lost message is the worst of them, and a world
/// that also duplicates a conversation would otherwise hide it), W1, W3, W4. Each is a true
/// statement about the atomic data layer's tree, which the tutorial's races break.
extension Messenger {
    public static let invariants: [AppInvariant<MessengerWorld>] = [
        AppInvariant("W5", moment: .atRest, broken: WorldInvariant.quiet),
        AppInvariant("W2", moment: .atRest, broken: WorldInvariant.sentStoredOnce),
        AppInvariant("W1", moment: .atRest, broken: WorldInvariant.oneConversationPerPair),
        AppInvariant("W3", moment: .atRest, broken: WorldInvariant.entriesAgree),
        AppInvariant("W4", moment: .atRest, broken: WorldInvariant.chatsShowServer),
    ]
}
