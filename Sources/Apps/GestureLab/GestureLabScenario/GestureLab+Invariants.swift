import GestureLabModel
import Gestures
import Scenarios

/// The kit's invariants (docs/gestures.md, "Exploring arrangements"), which `explore --app
/// gesture-lab` checks after every touch and timer and a lab scenario checks with `expect: {
/// invariants: […] }`.
extension GestureLab {
    public static let invariants: [AppInvariant<LabState>] = [
        AppInvariant("transitions-allowed", checkpoint: LabCheckpoint.init) { before, after in
            var last = before.states
            for entry in after.history.entries.dropFirst(before.entries) {
                guard case let .report(.recognizer(id, state)) = entry.event, id < last.count else { continue }
                let discrete = after.arena.recognizers[id].kind.isDiscrete
                if !allowed(from: last[id], to: state, discrete: discrete) {
                    return "\(after.arena.recognizers[id].name) went from \(last[id].rawValue) to \(state.rawValue)"
                }
                last[id] = state
            }
            return nil
        },
        AppInvariant("one-at-a-time") { state in
            let arena = state.arena
            for a in arena.recognizers.indices where isPast(arena.state(of: a)) {
                for b in arena.recognizers.indices where b > a && isPast(arena.state(of: b)) {
                    if arena.shareTouch(a, b), !arena.maySimultaneously(a, b) {
                        return "\(arena.recognizers[a].name) is \(arena.state(of: a).rawValue) and "
                            + "\(arena.recognizers[b].name) is \(arena.state(of: b).rawValue), sharing a touch"
                    }
                }
            }
            return nil
        },
        AppInvariant("no-wait-after-requirement") { state in
            let arena = state.arena
            for a in arena.recognizers.indices where arena.isWaiting(a) {
                for b in arena.recognizers.indices where arena.requires(a, b) && arena.shareTouch(a, b) {
                    let other = arena.state(of: b)
                    if other == .began || other == .changed || other == .ended {
                        return "\(arena.recognizers[a].name) waits though \(arena.recognizers[b].name) is \(other.rawValue)"
                    }
                }
            }
            return nil
        },
        AppInvariant("deliveries-end", moment: .atRest) { state in
            guard state.arena.touchesDown().isEmpty else { return nil }
            var open: [String: Int] = [:]
            for entry in state.history.entries {
                guard case let .report(.delivered(view, touch, phase)) = entry.event else { continue }
                let key = "\(state.arena.views[view].name) touch \(touch)"
                switch phase {
                case .began: open[key, default: 0] += 1
                case .ended, .cancelled: open[key, default: 0] -= 1
                case .moved: break
                }
            }
            return open.sorted { $0.key < $1.key }.first { $0.value != 0 }.map { "\($0.key) never ended there" }
        },
    ]

    /// What `explore --guided` tells states apart by (docs/explore.md, "Guided exploration"):
    /// a line per recognizer, its badge as the panel shows it after its kind instead of its name
    /// (`pan began`, `tap waiting`), so that the states of two arrangements compare.
    public static func visible(_ state: LabState) -> String {
        state.arena.recognizers.indices.map { id in
            "\(state.arena.recognizers[id].kind.name) \(state.arena.isWaiting(id) ? "waiting" : state.arena.state(of: id).rawValue)"
        }.joined(separator: "\n")
    }

    static func isPast(_ state: RecognizerState) -> Bool {
        state == .began || state == .changed || state == .ended || state == .cancelled
    }

    /// UIKit's transitions: a discrete recognizer `possible → ended | failed`, a continuous one
    /// `possible → began → changed… → ended | cancelled` or `possible → failed`; any finished one
    /// back to `possible`.
    static func allowed(from old: RecognizerState, to new: RecognizerState, discrete: Bool) -> Bool {
        switch (old, new) {
        case (.ended, .possible), (.cancelled, .possible), (.failed, .possible): true
        case (.possible, .failed): true
        case (.possible, .ended): discrete
        case (.possible, .began): !discrete
        case (.began, .changed), (.began, .ended), (.began, .cancelled): !discrete
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): !discrete
        default: false
        }
    }
}

/// What the transitions invariant keeps of the state before an event: each recognizer's state
/// and how long the history was.
struct LabCheckpoint: Sendable {
    var states: [RecognizerState]
    var entries: Int

    init(_ state: LabState) {
        states = state.arena.recognizers.indices.map { state.arena.state(of: $0) }
        entries = state.history.entries.count
    }
}
