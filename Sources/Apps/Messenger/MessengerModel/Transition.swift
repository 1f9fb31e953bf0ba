/// A screen moving on or off (M2, M3, M5, M6, M7, M11): pushes and pops slide the new screen
/// over the old, which moves a third of its width (0.35 s); modals slide up from the bottom
/// and back down (0.3 s). The model's stacks already hold the final screens; a transition is
/// what a renderer draws until it ends, and its end may do something (`Ending`).
public struct Transition: Sendable, Equatable {
    /// How the moving screen travels.
    public enum Kind: Sendable, Equatable {
        /// Horizontally, from the right edge (fraction 0) to its place (fraction 1).
        case navigation
        /// Vertically, from below the screen (fraction 0) to its place (fraction 1).
        case modal
    }

    /// What happens when the transition ends.
    public enum Ending: Sendable, Equatable {
        case nothing
        /// A pushed chat appeared: its text view is focused and its messages are observed.
        case chatAppeared
        /// New Conversation was dismissed after a tap on this result (M5).
        case resultChosen(UserEntry)
    }

    public var kind: Kind
    /// The screen that moves (for a pop or a dismissal, it is no longer in the stacks).
    public var layer: Layer
    /// The fraction shown at the start and at the end: 0 → 1 for a push or a presentation,
    /// 1 → 0 for a pop or a dismissal; an interactive pop's remainder starts where the finger
    /// left it.
    public var from: Double
    public var to: Double
    public var start: Double
    public var duration: Double
    public var curve: TimingCurve
    public var ending: Ending
    /// The timer that ends it.
    public var id: Int

    /// UIKit's push and pop.
    public static let navigationDuration: Double = 0.35
    /// A modal's presentation and dismissal.
    public static let modalDuration: Double = 0.3

    public init(kind: Kind, layer: Layer, from: Double, to: Double, start: Double, duration: Double,
                curve: TimingCurve, ending: Ending = .nothing, id: Int) {
        self.kind = kind
        self.layer = layer
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.curve = curve
        self.ending = ending
        self.id = id
    }

    /// The moving screen's fraction shown at `time`: 1 in place, 0 off screen.
    public func fraction(at time: Double) -> Double {
        let progress = duration > 0 ? curve.value(at: (time - start) / duration) : 1
        return to + (from - to) * (1 - progress)
    }

    /// Whether it is still under way at `time`.
    public func isRunning(at time: Double) -> Bool { time - start < duration }

    /// Whether the moving screen is coming on (push, presentation, a cancelled pop's return).
    public var isAppearing: Bool { to >= from }
}

/// A screen that can move on or off, with what it shows, so that a pop or a dismissal can
/// still be drawn after the model dropped it.
public enum Layer: Sendable, Equatable {
    /// Log In, presented over the tabs (with Register on it when it was pushed).
    case login(LoginScreen)
    /// Register, pushed on Log In.
    case register(RegisterScreen)
    /// New Conversation, presented over Chats.
    case newConversation(NewConversationScreen)
    /// A chat, pushed on Chats.
    case chat(ChatScreen)
}
