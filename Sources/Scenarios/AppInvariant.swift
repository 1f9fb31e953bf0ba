import VirtualClock

/// A rule of an app that holds whatever its inputs (docs/explore.md): `explore` checks it after
/// every input and timer of its random sequences, or once a sequence has come to rest, and a
/// scenario checks it with `expect: { invariants: [NAME…] }`.
public struct AppInvariant<Model: AppModel>: Sendable {
    /// When the rule is checked.
    public enum Moment: String, Sendable, Equatable {
        /// After every input and every timer.
        case everyInput
        /// Once the run has come to rest (a world's messages delivered, its timers fired).
        case atRest
    }

    /// The rule's name, as `expect: { invariants: […] }` and a failure write it: letters,
    /// digits and `-`.
    public var name: String
    public var moment: Moment
    let checkpoint: @Sendable (Model) -> any Sendable
    let broken: @Sendable (any Sendable, Model) -> String?
    /// For a rule of inputs, what judges one: the state before, its trace entry, the state after.
    let input: (@Sendable (Model, TraceEntry<Model>, Model) -> String?)?

    /// A rule of a state: `broken` says what breaks it in a state, nil when it holds.
    public init(_ name: String, moment: Moment = .everyInput, broken: @escaping @Sendable (Model) -> String?) {
        self.name = name
        self.moment = moment
        self.checkpoint = { _ in 0 }
        self.broken = { _, state in broken(state) }
        self.input = nil
    }

    /// A rule of a change: `checkpoint` keeps what the rule needs of the state before an input
    /// (a small value, not the state), `broken` says what breaks it in the state after.
    public init<Checkpoint: Sendable>(_ name: String, moment: Moment = .everyInput,
                                      checkpoint: @escaping @Sendable (Model) -> Checkpoint,
                                      broken: @escaping @Sendable (Checkpoint, Model) -> String?) {
        self.name = name
        self.moment = moment
        self.checkpoint = { checkpoint($0) }
        self.broken = { before, after in (before as? Checkpoint).flatMap { broken($0, after) } }
        self.input = nil
    }

    /// A rule of an input, checked after every input and timer: `broken` is given the state
    /// before it, its trace entry (the input, what the app logged, its summary) and the state
    /// after it, and says what breaks the rule, nil when it holds. When several timers fire at
    /// one instant, each of their entries is judged from the state before the instant to the
    /// state after it. The run is replayed with its trace kept while such a rule is checked.
    public init(_ name: String, input broken: @escaping @Sendable (_ before: Model, _ entry: TraceEntry<Model>,
                                                                  _ after: Model) -> String?) {
        self.name = name
        self.moment = .everyInput
        self.checkpoint = { _ in 0 }
        self.broken = { _, _ in nil }
        self.input = broken
    }

    /// What breaks the rule from `before` to `after`, nil when it holds.
    func check(before: any Sendable, after: Model) -> String? {
        broken(before, after)
    }

    /// The first of `invariants`, all checked at rest, that `state` at `time` breaks; nil when
    /// every one holds. For a run already at rest, every timer due by then fired: the same as
    /// `Timeline.firstViolation(of:)` of its inputs, without driving them again.
    public static func firstViolation(of invariants: [AppInvariant], atRest state: Model, time: Double)
        -> InvariantViolation? {
        for invariant in invariants where invariant.moment == .atRest {
            if let detail = invariant.check(before: 0, after: state) {
                return InvariantViolation(invariant: invariant.name, detail: detail, time: time)
            }
        }
        return nil
    }
}

/// An invariant that did not hold: which, what broke it, and when.
public struct InvariantViolation: Sendable, Equatable {
    public var invariant: String
    public var detail: String
    /// The virtual time at which it broke.
    public var time: Double

    public init(invariant: String, detail: String, time: Double) {
        self.invariant = invariant
        self.detail = detail
        self.time = time
    }
}
