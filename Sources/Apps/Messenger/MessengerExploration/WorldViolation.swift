import MessengerScenario

/// An invariant of an explored world that failed: which, what was found, and the check a final
/// `expect` states so that the printed scenario fails where the invariant does.
package struct WorldViolation: Sendable, Equatable, CustomStringConvertible {
    /// The invariants of docs/explore.md, "Worlds".
    package enum Invariant: String, Sendable, Equatable, CaseIterable {
        case w1 = "W1", w2 = "W2", w3 = "W3", w4 = "W4", w5 = "W5"

        /// What it says.
        package var statement: String {
            switch self {
            case .w1: "at most one conversation per pair of users"
            case .w2: "every message whose send reported success is stored exactly once, in its conversation"
            case .w3: "every list entry points to a stored conversation whose last message is its latest_message"
            case .w4: "each phone's open chat shows what the server holds"
            case .w5: "no step traps, and the world comes to rest"
            }
        }
    }

    package var invariant: Invariant
    package var message: String
    /// The checks of the final `expect`: of the world (`participant` nil) or of one user's phone.
    package var expectation: [MessengerCheck]
    package var participant: Int?

    package init(invariant: Invariant, message: String, expectation: [MessengerCheck], participant: Int? = nil) {
        self.invariant = invariant
        self.message = message
        self.expectation = expectation
        self.participant = participant
    }

    package var description: String {
        "invariant \(invariant.rawValue) (\(invariant.statement)) failed: \(message)"
    }
}
