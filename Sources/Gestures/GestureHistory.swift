/// What happened on a ``GestureArena``, in order, with when (docs/gestures.md, "Pictures of a
/// decision"): the touches handed to it and what it reported. An app keeps one to draw its
/// recognizers, views and touches as lanes (``addLanes(to:arena:prefix:)``), and the lab reads
/// its log from it. An app whose screen changes (``GestureArena/update(screen:views:recognizers:)``)
/// records its reports with the arena they came from (``record(_:at:on:)``), so that each keeps
/// the name of its recognizer or view as it was then.
public struct GestureHistory: Sendable, Equatable {
    /// One thing that happened.
    public struct Entry: Sendable, Equatable {
        /// A touch handed to the arena, or what the arena reported.
        public enum Event: Sendable, Equatable {
            case touch(TouchPhase, id: Int)
            case report(GestureReport)
        }

        /// When, on the clock.
        public var time: Double
        /// Touches handed to the arena when it happened (at that touch, or at a timer after it).
        public var touches: Int
        public var event: Event
        /// The name of the recognizer or view a report is about, as the arena named it when it
        /// was recorded (``GestureHistory/record(_:at:on:)``); nil for a touch, and for a report
        /// recorded without its arena.
        public var name: String?
    }

    public private(set) var entries: [Entry] = []
    /// Touches recorded so far.
    public private(set) var touches = 0

    public init() {}

    /// Records a touch handed to the arena at `time`.
    public mutating func record(_ phase: TouchPhase, id: Int, at time: Double) {
        touches += 1
        entries.append(Entry(time: time, touches: touches, event: .touch(phase, id: id)))
    }

    /// Records what the arena reported at `time`, but its timers.
    public mutating func record(_ reports: [GestureReport], at time: Double) {
        for report in reports {
            switch report {
            case .schedule, .cancel: continue
            default: entries.append(Entry(time: time, touches: touches, event: .report(report)))
            }
        }
    }

    /// Records what `arena` reported at `time`, but its timers, each with the name of its
    /// recognizer or view there: the lanes then follow names, whatever the screen becomes.
    public mutating func record(_ reports: [GestureReport], at time: Double, on arena: GestureArena) {
        for report in reports {
            let name: String
            switch report {
            case .schedule, .cancel: continue
            case .recognizer(let id, _), .waiting(let id): name = arena.recognizers[id].name
            case .delivered(let view, _, _), .control(let view, _): name = arena.views[view].name
            }
            entries.append(Entry(time: time, touches: touches, event: .report(report), name: name))
        }
    }

    /// The log entries (``GestureArena/logEntry(for:)``) from entry `start` on.
    public func log(from start: Int = 0, arena: GestureArena) -> [String] {
        entries[min(max(start, 0), entries.count)...].compactMap { entry in
            if case .report(let report) = entry.event { return arena.logEntry(for: report) }
            return nil
        }
    }
}
