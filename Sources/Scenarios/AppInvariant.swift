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

    /// A rule of a state: `broken` says what breaks it in a state, nil when it holds.
    public init(_ name: String, moment: Moment = .everyInput, broken: @escaping @Sendable (Model) -> String?) {
        self.name = name
        self.moment = moment
        self.checkpoint = { _ in 0 }
        self.broken = { _, state in broken(state) }
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
    }

    /// What breaks the rule from `before` to `after`, nil when it holds.
    func check(before: any Sendable, after: Model) -> String? {
        broken(before, after)
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
