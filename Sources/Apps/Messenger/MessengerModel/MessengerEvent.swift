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
}
