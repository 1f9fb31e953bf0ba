import MessengerScenario
import Scenarios

/// One thing a user or the network does in an explored world (docs/explore.md, "Worlds"), as
/// the scenario steps that do it: a user opening a conversation through New Conversation's
/// search, sending, going back, deleting, logging out and in, a link going offline or online,
/// or the world waiting. Its steps apply together or not at all.
package struct WorldAction: Sendable, Equatable {
    /// What the action is.
    package enum Kind: String, Sendable, Equatable, CaseIterable {
        case open, openRow, send, back, delete, logOut, logIn, chatsTab, offline, online, wait
    }

    package var kind: Kind
    /// The user acting (their index in `users:`); nil for the world's own steps.
    package var user: Int?
    package var steps: [StepKind<Messenger>]

    package init(_ kind: Kind, user: Int?, steps: [StepKind<Messenger>]) {
        self.kind = kind
        self.user = user
        self.steps = steps
    }

    /// The action's steps: waits and links at the world's level, the rest addressed to its user.
    var located: [Step<Messenger>] {
        steps.map { step in
            switch step {
            case .wait, .app(.network): Step(step, at: WorldExploration.location)
            default: Step(step, at: WorldExploration.location, participant: user)
            }
        }
    }
}
