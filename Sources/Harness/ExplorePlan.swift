import Devices
import Scenarios
import VirtualClock

/// What an app gives `explore` (docs/explore.md): how a sequence starts from its seed, what it
/// may draw for the run so far, how it comes to rest, and how its steps are made simpler. The
/// harness's ``ExploreEngine`` does the rest, the same for every app: seeds on every core, the
/// checked replay with the app's invariants (`ScenarioApp.invariants`), the shrinker, and the
/// printed scenario, which ends with `expect: { invariants: [NAME] }` so that replaying it fails
/// where the invariant does.
public struct ExplorePlan<App: ScenarioWritable>: Sendable {
    /// The scenario a sequence runs from, drawn from its seed's generator: its device, settings
    /// and participants, no steps. Throws a located error for `--options` it cannot read.
    public var start: @Sendable (_ request: ExploreRequest, _ random: inout SeededGenerator) throws -> Scenario<App>
    /// One action for the run so far: one step or several performed together (a tap then the
    /// answer to what it opened), each addressed to a participant in a world (`Step`, its
    /// location any); nil when there is nothing to draw. A drawn action whose steps
    /// do not all apply is drawn again.
    public var draw: @Sendable (_ random: inout SeededGenerator, _ runner: ScenarioRunner<App>) -> [Step<App>]?
    /// The steps that bring a run to rest before its at-rest invariants are checked (a world's
    /// links back online, then a wait until nothing is in flight), performed on the runner; nil
    /// when it does not come to rest. By default, none.
    public var settle: @Sendable (_ runner: inout ScenarioRunner<App>) -> [Step<App>]?
    /// Simpler forms of a step, simplest first, tried while shrinking before the harness's own
    /// (shorter waits, fewer moves, rounder numbers): the app's own steps, and any step the app
    /// knows a simpler one for (a recorded touch that is a tap on a named target). By default,
    /// none.
    public var simplify: @Sendable (StepKind<App>) -> [StepKind<App>]
    /// The invariants checked; by default the app's own.
    public var invariants: [AppInvariant<App.Model>]

    public init(start: @escaping @Sendable (ExploreRequest, inout SeededGenerator) throws -> Scenario<App>,
                draw: @escaping @Sendable (inout SeededGenerator, ScenarioRunner<App>) -> [Step<App>]?,
                settle: @escaping @Sendable (inout ScenarioRunner<App>) -> [Step<App>]? = { _ in [] },
                simplify: @escaping @Sendable (StepKind<App>) -> [StepKind<App>] = { _ in [] },
                invariants: [AppInvariant<App.Model>] = App.invariants) {
        self.start = start
        self.draw = draw
        self.settle = settle
        self.simplify = simplify
        self.invariants = invariants
    }
}

/// What one seed's sequence did.
public struct ExploreOutcome<App: ScenarioWritable>: Sendable {
    public var seed: UInt64
    /// The scenario it ran from, and the actions that applied, in order.
    public var scenario: Scenario<App>
    public var actions: [[Step<App>]]
    /// The steps that brought it to rest.
    public var settle: [Step<App>]
    /// Inputs the run sent.
    public var inputs: Int
    public var violation: InvariantViolation?
    /// The steps the seed drew, before any shrinking.
    public var drawn: Int
}
