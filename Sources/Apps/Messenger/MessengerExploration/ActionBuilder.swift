import MessengerModel
import MessengerScenario
import MessengerWorld
import Scenarios

/// Builds one action step by step on a copy of the world's runner: each step is performed as
/// it is added, and a wait is as long as the world takes to reach a state (found by running a
/// copy of the clock ahead), in twentieths of a second so that it is written back exactly.
struct ActionBuilder {
    var runner: ScenarioRunner<Messenger>
    let kind: WorldAction.Kind
    let user: Int?
    private(set) var steps: [StepKind<Messenger>] = []

    init(_ kind: WorldAction.Kind, user: Int?, on runner: ScenarioRunner<Messenger>) {
        self.kind = kind
        self.user = user
        self.runner = runner
    }

    /// The acting user's phone at the world's time.
    var phone: MessengerPhone { runner.state.phone(user ?? 0) }

    /// Performs `step`; false when it does not apply.
    @discardableResult
    mutating func perform(_ step: StepKind<Messenger>) -> Bool {
        let action = WorldAction(kind, user: user, steps: [step])
        guard let located = action.located.first, runner.perform(located) == nil else { return false }
        steps.append(step)
        return true
    }

    /// A named tap by the acting user; false when the target is not on screen.
    mutating func tap(_ target: Target) -> Bool {
        perform(.tap(.named(target)))
    }

    /// Waits until `holds` is true of the acting user's phone, at most `bound` seconds; false
    /// when it does not come true by then.
    mutating func wait(atMost bound: Double, until holds: (MessengerPhone) -> Bool) -> Bool {
        var probe = runner.driver
        var twentieths = 0
        let index = user ?? 0
        while !holds(probe.state.phone(index)) {
            twentieths += 1
            guard Double(twentieths) / 20 <= bound else { return false }
            probe.advance(to: runner.clock + Double(twentieths) / 20)
        }
        return twentieths == 0 || perform(.wait(Double(twentieths) / 20))
    }

    /// The action built.
    var action: WorldAction { WorldAction(kind, user: user, steps: steps) }
}

extension MessengerPhone {
    /// Nothing moving or presented on top of the screen: no transition, dialog, picker,
    /// spinner, swipe or finger down.
    var isAtRest: Bool {
        transitions.isEmpty && dialog == nil && picker == nil && edgePop == nil && rowSwipe == nil
            && !hasTouchesDown && !showsSpinner
    }
}
