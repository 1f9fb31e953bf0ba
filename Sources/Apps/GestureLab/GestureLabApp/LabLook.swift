import Devices
import Gestures
import GestureLabModel
import Harness

/// What the lab's live phone shows of a state (docs/studio.md, "The gesture lab"): what
/// `LabRenderer` draws — every view where it is on screen now, the buttons highlighted, each
/// recognizer's badge (its state, or waiting), the touches down — and what the panel beside it
/// shows: the recognized counts and how long the log is. Two states that look the same draw the
/// same picture and the same panel.
struct LabLook: Equatable, Sendable {
    var frames: [Rect]
    var highlighted: [ViewID]
    var badges: [String]
    var recognized: [Int]
    var touches: [Point]
    var entries: Int

    init(_ state: LabState) {
        let arena = state.arena
        frames = arena.views.indices.map { arena.frameOnScreen(of: $0, at: state.now) }
        highlighted = arena.highlightedButtons()
        badges = arena.recognizers.indices.map(state.badge)
        recognized = arena.recognizers.indices.map(arena.recognizedCount)
        touches = arena.touchesDown().map(\.location)
        entries = state.history.entries.count
    }
}

/// What a person sees of the lab once a gesture is over, for telling a touch that did what the
/// idealized tap does: the views, highlights, badges and counts, and the log's words (not where
/// the touch was, nor when).
struct LabOutcome: Equatable, Sendable {
    var frames: [Rect]
    var highlighted: [ViewID]
    var badges: [String]
    var recognized: [Int]
    var log: [String]

    init(_ state: LabState) {
        let look = LabLook(state)
        frames = look.frames
        highlighted = look.highlighted
        badges = look.badges
        recognized = look.recognized
        log = state.logEntries()
    }
}

extension LabState {
    /// A recognizer's state as its badge says it: `waiting` for a possible one that waits for
    /// another to fail.
    func badge(_ recognizer: RecognizerID) -> String {
        arena.isWaiting(recognizer) ? "waiting" : arena.state(of: recognizer).rawValue
    }

    /// The panel beside the lab's phone: a row per recognizer (its name, state or `waiting`, and
    /// how many times it recognized), and the newest `lines` entries of the log, each after the
    /// time it happened (`0.350  double ended`), newest last.
    func panel(logLines lines: Int) -> LivePanelContent {
        let rows = arena.recognizers.indices.map { id in
            [arena.recognizers[id].name, badge(id), String(arena.recognizedCount(of: id))]
        }
        var log: [String] = []
        for entry in history.entries.reversed() where log.count < lines {
            if case .report(let report) = entry.event, let text = arena.logEntry(for: report) {
                log.append(Self.seconds(entry.time) + "  " + text)
            }
        }
        return LivePanelContent(columns: ["recognizer", "state", "recognized"], rows: rows, log: log.reversed())
    }

    /// Seconds to the millisecond: `0.350`.
    static func seconds(_ time: Double) -> String {
        let ms = Int((time * 1000).rounded())
        let fraction = String(ms % 1000)
        return "\(ms / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
