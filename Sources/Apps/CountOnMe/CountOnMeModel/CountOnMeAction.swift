/// Everything that can happen to the calculator, named for what happened: touches in screen
/// points (portrait).
public enum CountOnMeAction: Sendable, Equatable {
    case touchBegan(id: Int, at: Point)
    case touchMoved(id: Int, at: Point)
    case touchEnded(id: Int, at: Point)
    case touchCancelled(id: Int, at: Point)
}

/// What the calculator did with an input, for the trace.
public enum CountOnMeEvent: Sendable, Equatable {
    case touchDown(id: Int, on: CalculatorKey?)
    case touchMovedTo(id: Int)
    case touchLifted(id: Int)
    /// The touch ended outside the button's frame enlarged by the slop (R13).
    case tapMissed(CalculatorKey, slop: Double)
    /// The button fired; the display after it.
    case keyPressed(CalculatorKey, display: String)
    /// A touch id that is not down.
    case unknownTouch(id: Int)
    /// A touch id that is already down.
    case duplicateTouch(id: Int)

    /// Whether the event says the app ignored its input.
    public var isIgnored: Bool {
        switch self {
        case .unknownTouch, .duplicateTouch: true
        default: false
        }
    }
}

extension CountOnMeAction: TouchAction {}
