import Gestures

/// The calculator on one device at one instant: the display, the touches down, the clock. A
/// value; `reduce` is the one place it changes.
public struct CountOnMeState: Sendable, Equatable {
    public let device: Device
    public let geometry: CountOnMeGeometry
    /// The display's text and its rules.
    public var calculator: Calculator
    /// The virtual time.
    public var now: Double = 0
    /// The screen as the kit's views (``screenViews(of:)``): a button per key, and the touches
    /// on them.
    public private(set) var arena: GestureArena
    /// What happened on the arena, kept only while the driver keeps a trace (``traceKept(_:)``).
    var kept = KeptGestureHistory()

    /// R13's slop: a button fires when its touch ends inside its frame enlarged by this much.
    public static let tapSlop: Double = 70

    public init(device: Device, display: String = "0") {
        self.device = device
        self.geometry = CountOnMeGeometry(device: device)
        self.calculator = Calculator(display: display)
        self.arena = (try? GestureArena(screen: geometry.screen, views: Self.screenViews(of: geometry), recognizers: []))
            ?? GestureArena(screen: geometry.screen)
    }

    /// The calculator's screen as the kit's views (C2, C6): each key a button named as scenarios
    /// name it (`digit-7`, `plus`, …) with R13's slop, in `CalculatorKey.allCases` order; no
    /// recognizers.
    public static func screenViews(of geometry: CountOnMeGeometry) -> [GestureView] {
        CalculatorKey.allCases.map { key in
            GestureView(name: key.name, frame: geometry.frame(of: key), button: GestureView.Button(slop: tapSlop))
        }
    }

    /// The display's text (C1).
    public var display: String { calculator.display }

    /// The key whose button the touch `id` that is down began on, if any.
    public func key(ofTouch id: Int) -> CalculatorKey? {
        arena.view(ofTouch: id).flatMap(key(of:))
    }

    /// Applies one input; returns what the calculator did with it, to log (it schedules no
    /// timers). Touches go to the arena, and a key is pressed when its button sends
    /// `touch-up-inside`; touch ids that are not down, or already down, are ignored before the
    /// arena sees them.
    public mutating func reduce(_ action: CountOnMeAction) -> [Effect<Never, CountOnMeEvent>] {
        let (phase, id, point): (TouchPhase, Int, Point) = switch action {
        case let .touchBegan(id, point): (.began, id, point)
        case let .touchMoved(id, point): (.moved, id, point)
        case let .touchEnded(id, point): (.ended, id, point)
        case let .touchCancelled(id, point): (.cancelled, id, point)
        }
        if phase == .began {
            if arena.isTouchDown(id) { return [.log(.duplicateTouch(id: id))] }
        } else if !arena.isTouchDown(id) {
            return [.log(.unknownTouch(id: id))]
        }
        let reports = hand(phase, id: id, at: point)
        let first: CountOnMeEvent = switch phase {
        case .began: .touchDown(id: id, on: key(ofTouch: id))
        case .moved: .touchMovedTo(id: id)
        case .ended, .cancelled: .touchLifted(id: id)
        }
        var effects: [Effect<Never, CountOnMeEvent>] = [.log(first)]
        press(reports, into: &effects)
        return effects
    }

    /// Hands one phase of a touch to the arena, and records both in the history when it is kept.
    private mutating func hand(_ phase: TouchPhase, id: Int, at point: Point) -> [GestureReport] {
        var reports: [GestureReport] = []
        reports.reserveCapacity(8)
        kept.record(phase, id: id, at: now)
        arena.handle(phase, id: id, at: point, time: now, into: &reports)
        kept.record(reports, at: now)
        return reports
    }

    /// The keys' control events (R13), added to `effects`: touch-up-inside presses the key,
    /// touch-up-outside misses it, touch-cancel does nothing.
    private mutating func press(_ reports: [GestureReport], into effects: inout [Effect<Never, CountOnMeEvent>]) {
        for case let .control(view, event) in reports {
            guard let key = key(of: view) else { continue }
            switch event {
            case .touchUpInside:
                calculator.press(key)
                effects.append(.log(.keyPressed(key, display: calculator.display)))
            case .touchUpOutside:
                effects.append(.log(.tapMissed(key, slop: Self.tapSlop)))
            case .touchCancel:
                break
            }
        }
    }

    /// The key of the arena's view `view` (views 1… are the keys in `CalculatorKey.allCases` order).
    private func key(of view: ViewID) -> CalculatorKey? {
        CalculatorKey.allCases.indices.contains(view - 1) ? CalculatorKey.allCases[view - 1] : nil
    }
}

extension CountOnMeState: AppModel {
    /// The trace shows the display after each input.
    public var summary: String { display }

    /// The arena's history is kept while the driver keeps a trace (``gestureHistory``); nothing
    /// else changes with it.
    public mutating func traceKept(_ isKept: Bool) {
        if !isKept {
            kept.history = nil
        } else if kept.history == nil {
            kept.history = GestureHistory()
        }
    }

    /// What happened on the arena since the trace was kept: the touches handed to it and what it
    /// reported; nil while no trace is kept. Never part of the state's equality.
    public var gestureHistory: GestureHistory? { kept.history }
}
