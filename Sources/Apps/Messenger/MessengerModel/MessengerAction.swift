/// Everything that can happen to one phone, named for what happened: the user's touches and
/// typing, the system's answers (pickers), the data layer's answers and pushes, and timers.
public enum MessengerAction: Sendable, Equatable {
    /// A finger went down at a point (screen points, portrait).
    case touchBegan(id: Int, at: Point)
    case touchMoved(id: Int, at: Point)
    case touchEnded(id: Int, at: Point)
    /// The system cancelled a touch.
    case touchCancelled(id: Int, at: Point)
    /// Text typed into the focused field (M9): appended, or replacing the field's text as
    /// select-all and typing would.
    case type(String, replacing: Bool)
    /// `keyboard: dismiss` (M9): the keyboard lowers and the field loses focus.
    case keyboardDismissed
    /// The picker's photo (R4's `picker: { choose: ALIAS }`).
    case pickerChose(photo: String)
    case pickerCancelled
    /// A button of the presented alert or action sheet, by its title (as a tap on it).
    case dialogAnswered(String)
    /// The data layer answered the request with this ticket.
    case answered(ticket: Int, DataAnswer)
    /// The observed `conversations` changed (M4); empty when absent.
    case conversationsChanged([ConversationRow])
    /// The observed messages of a conversation changed (M6); empty when absent.
    case messagesChanged(conversation: String, [ChatMessage])
    /// A timer the phone scheduled fired.
    case timerFired(MessengerTimer)
}

extension MessengerAction: TouchAction {
    /// Whether it is a finger's phase.
    public var isTouch: Bool {
        switch self {
        case .touchBegan, .touchMoved, .touchEnded, .touchCancelled: true
        default: false
        }
    }
}

/// The phone's timers: a transition's end (by its id).
public enum MessengerTimer: Sendable, Equatable, Hashable {
    case transitionEnded(Int)
}
