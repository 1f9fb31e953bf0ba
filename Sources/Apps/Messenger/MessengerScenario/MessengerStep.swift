import Devices
import MessengerBackend

/// One of Messenger's own steps: typing, the keyboard, the picker, a swipe, a user's link.
public enum MessengerStep: Sendable, Equatable {
    /// `type: TEXT` or `type: { text: TEXT, replacing: true }` (M9).
    case type(String, replacing: Bool)
    /// `keyboard: dismiss` (M9).
    case dismissKeyboard
    /// `picker: { choose: ALIAS }` or `picker: cancel`.
    case choose(String?)
    /// `swipe: { on: TARGET, to: DIRECTION, distance: PT, duration: S }` (M12).
    case swipe(MessengerSwipe)
    /// `rotate: ORIENTATION`: accepted and ignored, as the portrait-only app ignores the turn.
    case rotate(DeviceOrientation)
    /// `network: { bob: offline, … }`, users by index (and key, to be written back), in the
    /// order written.
    case network([(user: Int, name: String, online: Bool)])

    public static func == (a: MessengerStep, b: MessengerStep) -> Bool {
        switch (a, b) {
        case let (.type(x, r), .type(y, s)): x == y && r == s
        case (.dismissKeyboard, .dismissKeyboard): true
        case let (.choose(x), .choose(y)): x == y
        case let (.swipe(x), .swipe(y)): x == y
        case let (.rotate(x), .rotate(y)): x == y
        case let (.network(x), .network(y)): x.map(\.user) == y.map(\.user) && x.map(\.online) == y.map(\.online)
        default: false
        }
    }
}

/// One check of an `expect` step: a phone's (`screen`, `rows`, …) or the world's (`server`,
/// `conversations`, `quiet`).
public enum MessengerCheck: Sendable, Equatable {
    case screen(String)
    case title(String)
    case alert(String?)
    case sheet(String?)
    case keyboard(Bool)
    case focused(String?)
    case input(String)
    case rows([String])
    case messages([String])
    case pending(Int)
    case signedIn(Bool)
    case server(DatabasePath, written: String, DatabaseValue?)
    /// The two users by key, as written.
    case conversations(between: [String], count: Int)
    case quiet(Bool)
}

/// An `expect` step: for one user's phone (`participant`) or for the world (nil).
public struct MessengerExpectation: Sendable, Equatable {
    public var participant: Int?
    public var checks: [MessengerCheck]

    public init(participant: Int?, checks: [MessengerCheck]) {
        self.participant = participant
        self.checks = checks
    }
}
