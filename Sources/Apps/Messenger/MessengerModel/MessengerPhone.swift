import Gestures

/// One phone running Messenger (docs/messenger.md, "Screens and gestures", rules M1–M12): its
/// screens and their stacks, fields and keyboard, lists, gestures and transitions in flight,
/// as a value that only ``reduce(_:)`` changes.
///
/// The phone does not know the backend: what it asks of its data layer goes into ``outbox``
/// as ``DataRequest`` values, in the order the app asks, and the answers come back as inputs
/// (``MessengerAction/answered(ticket:_:)``, `conversationsChanged`, `messagesChanged`).
public struct MessengerPhone: Sendable, Equatable {
    /// The virtual time; the driver keeps it.
    public var now: Double = 0
    public let device: Device
    /// Every frame of the app on this device.
    public let layout: MessengerLayout

    /// Who is signed in (`expect: signedIn`), with the cached name.
    public internal(set) var account: Account?
    public internal(set) var tab: Tab = .chats
    /// The chat pushed on Chats, if any.
    public internal(set) var chat: ChatScreen?
    /// Log In presented over the tabs, if it is.
    public internal(set) var login: LoginScreen?
    /// New Conversation presented over Chats, if it is.
    public internal(set) var newConversation: NewConversationScreen?
    /// The presented alert or action sheet.
    public internal(set) var dialog: Dialog?
    /// The presented picker.
    public internal(set) var picker: PickerRequest?
    /// The focused field.
    public internal(set) var focus: TextField?
    public internal(set) var keyboard = Keyboard()

    /// The conversations last loaded (M4). An update with none hides the table and shows
    /// "No Conversations!" but keeps these, as the tutorial's controller does, so M5 still
    /// finds them.
    public internal(set) var conversations: [ConversationRow] = []
    /// Whether "No Conversations!" shows instead of the table.
    public internal(set) var showsNoConversations = false
    /// A row being swiped, open, or sliding (M8).
    public internal(set) var rowSwipe: RowSwipe?
    /// Deleted rows still collapsing (M8).
    public internal(set) var rowRemovals: [RowRemoval] = []

    /// Screens moving on or off (M2, M3, M5, M6, M7, M11).
    public internal(set) var transitions: [Transition] = []
    /// An edge pop following its finger (M7).
    public internal(set) var edgePop: EdgePopDrag?
    /// The screen's views and recognizers as the kit runs them, with the fingers on them and the
    /// lists' offsets (docs/messenger.md, "The screens as views"); brought up to date before each
    /// touch.
    public internal(set) var arena: GestureArena
    /// What happened on the arena while the driver keeps a trace (``traceKept(_:)``).
    var gestureTrace = GestureTrace()
    /// The screen the arena holds.
    var shownScreen = ShownScreen()

    /// The requests made and not yet taken by the data layer, oldest first.
    public var outbox: [DataRequest] = []
    var pending: [Int: PendingRequest] = [:]
    var lastTicket = 0
    var lastSerial = 0
    /// New Conversations presented so far: each one's number names its list.
    var presentedSearches = 0

    /// A phone at launch (M1): signed in as `account`, on Chats, asking to observe the
    /// conversations (in ``outbox``); or, with no account, on Log In presented over the tabs.
    public init(device: Device, account: Account? = nil) {
        self.device = device
        layout = MessengerLayout(device: device)
        arena = GestureArena(screen: Size(width: layout.width, height: layout.height))
        self.account = account
        if let account {
            request(.observeConversations(email: account.email), nil)
        } else {
            login = LoginScreen()
        }
    }

    /// Takes the requests made so far, leaving the outbox empty.
    public mutating func drainOutbox() -> [DataRequest] {
        defer { outbox = [] }
        return outbox
    }

    /// Whether a request with this ticket still waits for its answer.
    public func isWaiting(forTicket ticket: Int) -> Bool { pending[ticket] != nil }

    /// Whether a user is signed in.
    public var isSignedIn: Bool { account != nil }

    /// Whether a finger is down.
    public var hasTouchesDown: Bool { !arena.touchesDown().isEmpty }

    /// What happened on the arena — touches, recognizers' states, views' phases — while the
    /// driver keeps a trace; nil otherwise. A world's timeline draws it (docs/timeline.md).
    public var gestureHistory: GestureHistory? { gestureTrace.history }

    /// The screen's size in points (portrait).
    var screenSize: Size { Size(width: layout.width, height: layout.height) }

    // MARK: - Requests

    /// Puts a request in the outbox and remembers what it was for; returns its event.
    @discardableResult
    mutating func request(_ kind: DataRequest.Kind, _ context: PendingRequest?) -> MessengerEvent {
        lastTicket += 1
        let request = DataRequest(ticket: lastTicket, kind: kind)
        outbox.append(request)
        if let context { pending[lastTicket] = context }
        return .requested(request)
    }

    /// A new number for a chat or a transition.
    mutating func nextSerial() -> Int {
        lastSerial += 1
        return lastSerial
    }
}

extension MessengerPhone: AppModel {
    public static func action(firing timer: MessengerTimer) -> MessengerAction { .timerFired(timer) }

    /// Keeps a ``GestureHistory`` while the trace is kept; nothing else changes with it.
    public mutating func traceKept(_ isKept: Bool) {
        gestureTrace.history = isKept ? gestureTrace.history ?? GestureHistory() : nil
    }

    /// The trace shows the screen on top after each input.
    public var summary: ScreenName { screen }
}
