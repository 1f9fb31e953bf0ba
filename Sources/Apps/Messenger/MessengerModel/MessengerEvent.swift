/// What the phone did with an input, for the trace.
public enum MessengerEvent: Sendable, Equatable {
    /// A recognizer of the screen changed state, as the kit's log writes it (`edge-pop began`);
    /// made while the trace is kept.
    case gesture(String)
    /// A target fired (R13).
    case tapped(Target)
    /// The touch ended outside the target's frame grown by the slop.
    case tapMissed(Target)
    /// A recognized pan took the touch from its target (R13).
    case tapCancelled(Target)
    case focused(TextField?)
    /// The field's text after typing: at most its first ``loggedTextScalars`` scalars, since a
    /// trace repeats at most 4 KiB of a value and a field's text grows with every `type:` (each
    /// event keeping the whole text would keep memory growing with the square of the typing).
    case typed(TextField, text: String)
    case keyboardRaised
    case keyboardLowered
    case tabSelected(Tab)
    case pushed(ScreenName)
    case popped(ScreenName)
    case presented(ScreenName)
    case dismissed(ScreenName)
    case dialogPresented(title: String?, message: String?)
    case dialogAnswered(String)
    case pickerPresented(PickerRequest)
    case pickerAnswered(photo: String?)
    /// The phone asked its data layer.
    case requested(DataRequest)
    /// An answer or push was taken into account.
    case received(String)
    case spinner(shown: Bool)
    /// M7: the interactive pop was released at `progress` with `velocity` (pt/s).
    case edgePopReleased(progress: Double, velocity: Double, finishes: Bool)
    /// M8.
    case rowOpened(Int)
    case rowClosed(Int)
    case rowDeleted(Int, id: String)
    /// M10: a list was released with the content's velocity (pt/s).
    case scrollReleased(ScrollArea, velocity: Double)
    case transitionEnded(Int)
    /// The input did nothing, and why.
    case ignored(String)

    /// The most scalars of a field's text a ``typed(_:text:)`` event keeps: more than a trace
    /// shows.
    public static let loggedTextScalars = 4097

    /// `text` as a ``typed(_:text:)`` event keeps it.
    static func logged(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: loggedTextScalars, limitedBy: scalars.endIndex),
              end < scalars.endIndex else { return text }
        return String(scalars[..<end])
    }
}
