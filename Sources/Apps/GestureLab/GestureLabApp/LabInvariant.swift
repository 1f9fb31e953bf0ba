import GestureLabModel
import Gestures

/// A rule of the kit that holds after every touch and every timer, whatever the arrangement and
/// the touches (docs/gestures.md, "Exploring arrangements").
public struct LabInvariant: Sendable {
    /// What the rule says, as a failure names it.
    public var name: String
    /// What breaks it in `after`, given what the state was before the event (nil when it holds).
    public var broken: @Sendable (_ before: Checkpoint, _ after: LabState) -> String?

    /// What an invariant reads of the state before an event: the recognizers' states and how
    /// long the history was.
    public struct Checkpoint: Sendable {
        public var states: [RecognizerState]
        public var entries: Int

        public init(_ state: LabState) {
            states = state.arena.recognizers.indices.map { state.arena.state(of: $0) }
            entries = state.history.entries.count
        }
    }

    public init(_ name: String, broken: @escaping @Sendable (Checkpoint, LabState) -> String?) {
        self.name = name
        self.broken = broken
    }

    /// The kit's invariants: transitions as UIKit's states allow; no two recognizers that share a
    /// touch and may not recognize together both past `possible`; none waiting whose requirement
    /// has recognized; and, once every touch is up and every timer has fired, every touch a view
    /// received ended there or was cancelled.
    public static let all: [LabInvariant] = [
        LabInvariant("every transition is one that UIKit's states allow") { before, after in
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
        LabInvariant("no two recognizers that share a touch and may not recognize together are both past possible") { _, after in
            let arena = after.arena
            for a in arena.recognizers.indices where isPast(arena.state(of: a)) {
                for b in arena.recognizers.indices where b > a && isPast(arena.state(of: b)) {
                    if arena.shareTouch(a, b), !arena.maySimultaneously(a, b) {
                        return "\(arena.recognizers[a].name) is \(arena.state(of: a).rawValue) and "
                            + "\(arena.recognizers[b].name) is \(arena.state(of: b).rawValue)"
                    }
                }
            }
            return nil
        },
        LabInvariant("none waits whose requirement has recognized") { _, after in
            let arena = after.arena
            for a in arena.recognizers.indices where arena.isWaiting(a) {
                for b in arena.recognizers.indices where arena.requires(a, b) && arena.shareTouch(a, b) {
                    let state = arena.state(of: b)
                    if state == .began || state == .changed || state == .ended {
                        return "\(arena.recognizers[a].name) waits though \(arena.recognizers[b].name) is \(state.rawValue)"
                    }
                }
            }
            return nil
        },
    ]

    /// Checked once a sequence is over: every touch a view received ended there or was cancelled.
    public static let deliveriesEnd = LabInvariant("every touch a view received ends ended or cancelled") { _, after in
        var open: [String: Int] = [:]
        for entry in after.history.entries {
            guard case let .report(.delivered(view, touch, phase)) = entry.event else { continue }
            let key = "\(after.arena.views[view].name) touch \(touch)"
            switch phase {
            case .began: open[key, default: 0] += 1
            case .ended, .cancelled: open[key, default: 0] -= 1
            case .moved: break
            }
        }
        return open.sorted { $0.key < $1.key }.first { $0.value != 0 }.map { "\($0.key) never ended there" }
    }

    static func isPast(_ state: RecognizerState) -> Bool {
        state == .began || state == .changed || state == .ended || state == .cancelled
    }

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
