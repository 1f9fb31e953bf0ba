import Devices
import Gestures
import VirtualClock

/// The gesture lab's phone (docs/gestures.md, "The gesture lab"): the views and recognizers a
/// scenario declares, in a ``GestureArena`` on the harness's clock, and everything that happened
/// on it, in order.
public struct LabState: AppModel {
    public typealias Action = LabAction
    public typealias Timer = GestureTimer
    public typealias Event = LabEvent

    public var now = 0.0
    /// The phone the lab runs on (portrait only).
    public let device: Device
    /// The views, the recognizers and the touches on them.
    public private(set) var arena: GestureArena
    /// What happened, in order: every touch, transition, waiting, delivery and control event,
    /// with when.
    public private(set) var history = GestureHistory()

    public init(device: Device, arena: GestureArena) {
        self.device = device
        self.arena = arena
    }

    public mutating func reduce(_ action: LabAction) -> [Effect<GestureTimer, LabEvent>] {
        var reports: [GestureReport] = []
        switch action {
        case let .touch(phase, id, point):
            history.record(phase, id: id, at: now)
            arena.handle(phase, id: id, at: point, time: now, into: &reports)
        case .timerFired(let timer):
            arena.fire(timer, at: now, into: &reports)
        }
        history.record(Mutants.kept(reports), at: now)
        var effects: [Effect<GestureTimer, LabEvent>] = reports.timerEffects { $0 }
        for report in reports {
            if let entry = arena.logEntry(for: report) { effects.append(.log(LabEvent(entry))) }
        }
        return effects
    }

    public static func action(firing timer: GestureTimer) -> LabAction { .timerFired(timer) }

    /// The arena's timers fire after the touches of their instant.
    public static func firesAfterInputs(_ timer: GestureTimer) -> Bool { true }

    /// Every recognizer's state, as `NAME STATE` (a waiting one `NAME waiting`).
    public var summary: String {
        arena.recognizers.indices.map { id in
            let name = arena.recognizers[id].name
            return arena.isWaiting(id) ? "\(name) waiting" : "\(name) \(arena.state(of: id).rawValue)"
        }.joined(separator: ", ")
    }

    /// The log entries (docs/gestures.md, "The log") of the history from entry `start` on.
    public func logEntries(from start: Int = 0) -> [String] {
        history.log(from: start, arena: arena)
    }
}

/// What the lab's phone takes: touches, and its arena's timers.
public enum LabAction: TouchAction, Sendable, Equatable {
    case touch(TouchPhase, id: Int, at: Point)
    case timerFired(GestureTimer)

    public static func touchBegan(id: Int, at point: Point) -> LabAction { .touch(.began, id: id, at: point) }
    public static func touchMoved(id: Int, at point: Point) -> LabAction { .touch(.moved, id: id, at: point) }
    public static func touchEnded(id: Int, at point: Point) -> LabAction { .touch(.ended, id: id, at: point) }
    public static func touchCancelled(id: Int, at point: Point) -> LabAction { .touch(.cancelled, id: id, at: point) }
}

/// One entry of the log, as the trace shows what an input did.
public struct LabEvent: Sendable, Equatable {
    public var text: String

    public init(_ text: String) {
        self.text = text
    }
}
