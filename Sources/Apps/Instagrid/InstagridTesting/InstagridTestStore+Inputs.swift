import InstagridModel
import InstagridScenario
import Scenarios

/// The inputs of ``InstagridTestStore``: one per scenario step, taking the time the step takes
/// in a script (a tap holds `IdealGesture.tapDuration`, a swipe takes `IdealGesture.swipeDuration`).
/// Each takes an optional closure stating the whole expected change of the state; without one,
/// nothing may change.
extension InstagridTestStore {
    /// Taps a layout button or a slot at its centre (`tap: layout-2`, `tap: slot-1`).
    public mutating func tap(
        _ control: Control,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        assert expect: ((inout AppState) -> Void)? = nil
    ) {
        send(.tap(.control(control)), "tap(\(control))",
             at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), expecting: expect)
    }

    /// Taps a point, in screen points of the current orientation (`tap: {x:, y:}`).
    public mutating func tap(
        at point: Point,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        assert expect: ((inout AppState) -> Void)? = nil
    ) {
        send(.tap(.point(point)), "tap(at: \(ScenarioText.point(x: point.x, y: point.y)))",
             at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), expecting: expect)
    }

    /// The idealized swipe from the grid's centre (`swipe: up`).
    public mutating func swipe(
        _ direction: Direction,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        assert expect: ((inout AppState) -> Void)? = nil
    ) {
        send(.swipe(.direction(direction)), "swipe(\(direction.rawValue))",
             at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), expecting: expect)
    }

    /// A straight drag from `start` to `end` taking `duration` seconds (`swipe: {from:, to:, duration:}`).
    public mutating func swipe(
        from start: Point, to end: Point, duration: Double = IdealGesture.defaultTrackDuration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        assert expect: ((inout AppState) -> Void)? = nil
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let input = "swipe(from: \(ScenarioText.point(x: start.x, y: start.y)), to: \(ScenarioText.point(x: end.x, y: end.y)), "
            + "duration: \(ScenarioText.seconds(duration)))"
        guard duration.isFinite, duration > 0 else {
            site.record("\(input) could not apply: a swipe's duration must be a positive number of seconds")
            return
        }
        send(.swipe(.track(from: start, to: end, duration: duration)), input, at: site, expecting: expect)
    }

    /// Turns the device (`rotate: landscape-left`).
    public mutating func rotate(
        to orientation: Orientation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        assert expect: ((inout AppState) -> Void)? = nil
    ) {
        send(.rotate(orientation), "rotate(to: \(orientation.rawValue))",
             at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), expecting: expect)
    }

    /// Taps `slot`, then chooses `photo` (an alias given to the store) in the picker
    /// (`pick: {slot:, photo:}`).
    public mutating func pick(
        slot: Int, photo: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        assert expect: ((inout AppState) -> Void)? = nil
    ) {
        send(.pick(slot: slot, photo: photo), "pick(slot: \(slot), photo: \(photo))",
             at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), expecting: expect)
    }

    /// Chooses `photo` in the open picker (`picker: {choose: photo}`).
    public mutating func choose(
        photo: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        assert expect: ((inout AppState) -> Void)? = nil
    ) {
        send(.picker(.choose(photo: photo)), "choose(photo: \(photo))",
             at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), expecting: expect)
    }

    /// Cancels the open picker (`picker: cancel`).
    public mutating func cancelPicker(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        assert expect: ((inout AppState) -> Void)? = nil
    ) {
        send(.picker(.cancel), "cancelPicker()",
             at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), expecting: expect)
    }

    /// Ends the share sheet with `outcome` (`share: completed`).
    public mutating func share(
        _ outcome: ShareOutcome,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        assert expect: ((inout AppState) -> Void)? = nil
    ) {
        send(.share(outcome), "share(\(outcome.rawValue))",
             at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), expecting: expect)
    }

    /// Dismisses the alert (`alert: dismiss`).
    public mutating func dismissAlert(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        assert expect: ((inout AppState) -> Void)? = nil
    ) {
        send(.alert(.dismiss), "dismissAlert()",
             at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), expecting: expect)
    }

    /// Lets `seconds` of virtual time pass, firing the timers due (`wait: seconds`).
    public mutating func advance(
        by seconds: Double,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        assert expect: ((inout AppState) -> Void)? = nil
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let input = "advance(by: \(ScenarioText.seconds(seconds)))"
        guard seconds.isFinite, seconds >= 0 else {
            site.record("\(input) could not apply: time only moves forward; give a number of seconds ≥ 0")
            return
        }
        send(.wait(seconds), input, at: site, expecting: expect)
    }
}
