/// The calculator on one device at one instant: the display, the touches down, the clock. A
/// value; `reduce` is the one place it changes.
public struct CountOnMeState: Sendable, Equatable {
    public let device: Device
    public let geometry: CountOnMeGeometry
    /// The display's text and its rules.
    public var calculator: Calculator
    /// The virtual time.
    public var now: Double = 0
    /// Touches down, in the order they began, with the button each began on.
    public private(set) var touches: [Touch] = []

    /// R13's slop: a button fires when its touch ends inside its frame enlarged by this much.
    public static let tapSlop: Double = 70

    /// A touch that is down.
    public struct Touch: Sendable, Equatable {
        public var id: Int
        public var key: CalculatorKey?
    }

    public init(device: Device, display: String = "0") {
        self.device = device
        self.geometry = CountOnMeGeometry(device: device)
        self.calculator = Calculator(display: display)
    }

    /// The display's text (C1).
    public var display: String { calculator.display }

    /// Applies one input; returns what the calculator did with it, to log (it schedules no
    /// timers).
    public mutating func reduce(_ action: CountOnMeAction) -> [Effect<Never, CountOnMeEvent>] {
        events(for: action).map { .log($0) }
    }

    /// What the calculator does with one input.
    private mutating func events(for action: CountOnMeAction) -> [CountOnMeEvent] {
        switch action {
        case let .touchBegan(id, point):
            if touches.contains(where: { $0.id == id }) { return [.duplicateTouch(id: id)] }
            let key = geometry.hitTest(point)
            touches.append(Touch(id: id, key: key))
            return [.touchDown(id: id, on: key)]
        case let .touchMoved(id, _):
            guard touches.contains(where: { $0.id == id }) else { return [.unknownTouch(id: id)] }
            return [.touchMovedTo(id: id)]
        case let .touchEnded(id, point):
            return touchEnded(id: id, at: point, cancelled: false)
        case let .touchCancelled(id, point):
            return touchEnded(id: id, at: point, cancelled: true)
        }
    }

    private mutating func touchEnded(id: Int, at point: Point, cancelled: Bool) -> [CountOnMeEvent] {
        guard let index = touches.firstIndex(where: { $0.id == id }) else { return [.unknownTouch(id: id)] }
        let touch = touches.remove(at: index)
        guard !cancelled, let key = touch.key else { return [.touchLifted(id: id)] }
        guard geometry.frame(of: key).outset(by: Self.tapSlop).contains(point) else {
            return [.touchLifted(id: id), .tapMissed(key, slop: Self.tapSlop)]
        }
        calculator.press(key)
        return [.touchLifted(id: id), .keyPressed(key, display: calculator.display)]
    }
}

extension CountOnMeState: AppModel {
    /// The trace shows the display after each input.
    public var summary: String { display }
}
