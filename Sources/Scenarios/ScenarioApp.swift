import Devices
import VirtualClock

/// An app as scenario scripts drive it (docs/plugins.md): its model on the virtual clock, what
/// it adds to the scenario format, and what its own steps and checks do.
///
/// The harness reads everything every app shares — the top level (`name`, `description`,
/// `devices`, `orientation`, `steps`), the shared steps (`tap`, `touches`, `wait`, `at`,
/// `expect`, `snapshot`) and the gesture steps (`double-tap`, `long-press`, `drag`, `flick`,
/// `edge-swipe`, `pinch`, `rotate` with a mapping, `two-finger-tap`), located errors with
/// did-you-mean — and asks the app only for its own words and where its targets are, through
/// these requirements. The conforming type is usually an enum with no cases: a
/// namespace for the app's vocabulary.
public protocol ScenarioApp: Sendable {
    /// The app's state on the clock.
    associatedtype Model: AppModel
    /// What the app's own top-level keys say (options, photos, …), read before the steps;
    /// `NoSettings` by default.
    associatedtype Settings: Sendable & Equatable = NoSettings
    /// What the app reads of one participant's entry in a world (docs/worlds.md); `NoSettings`
    /// for an app of one phone.
    associatedtype ParticipantSettings: Sendable & Equatable = NoSettings
    /// One of the app's own steps, parsed.
    associatedtype AppStep: Sendable & Equatable
    /// A named tap target of the app, parsed.
    associatedtype AppTarget: Sendable & Equatable
    /// An `expect` step's checks, parsed (the app owns every key, `time` included, so that the
    /// differences come out in the order its page documents).
    associatedtype AppExpectation: Sendable & Equatable

    /// The app's words: its `app:` value, top-level keys, steps, `expect` keys and targets.
    static var vocabulary: Vocabulary { get }

    /// Settings when the scenario gives none of the app's top-level keys.
    static var defaultSettings: Settings { get }

    /// Reads the app's top-level keys (each field's name is one of
    /// ``Vocabulary/topLevelKeys``). Errors are collected, not thrown, so that whatever a later
    /// step names (a photo alias) is known even when its value was wrong.
    static func settings(_ fields: [ScenarioParser<Self>.Field], in parser: inout ScenarioParser<Self>,
                         errors: inout [ScenarioError]) -> Settings

    /// What one participant's entry says besides `device` (each field's name is one of
    /// ``WorldWords/participantKeys``); called for every participant, in order, fields or not.
    static func participant(_ name: String, _ fields: [ScenarioParser<Self>.Field],
                            in parser: inout ScenarioParser<Self>) throws(ScenarioError) -> ParticipantSettings

    /// The input a recorded or idealized touch sends to the phone of `participant` (0 in a
    /// scenario of one phone). Apps whose input is a `TouchAction` get this for free.
    static func touch(_ phase: TouchSample.Phase, id: Int, at point: Point, on participant: Int) -> Model.Action

    /// One of the app's steps (its key is in ``Vocabulary/steps`` and is not a shared step). It
    /// moves the parser's static clock by what the step takes (``ScenarioParser/time``).
    static func step(_ field: ScenarioParser<Self>.Field, in parser: inout ScenarioParser<Self>)
        throws(ScenarioError) -> AppStep

    /// A `tap` target that is not a point `{x:, y:}`: a name, or any other form the app reads.
    static func target(_ node: ScenarioParser<Self>.Node, in parser: ScenarioParser<Self>)
        throws(ScenarioError) -> AppTarget

    /// An `expect` step's checks; `fields` is not empty and every name is in
    /// ``Vocabulary/expectKeys``.
    static func expectation(_ fields: [ScenarioParser<Self>.Field], in parser: inout ScenarioParser<Self>)
        throws(ScenarioError) -> AppExpectation

    /// The step's key in the script.
    static func keyword(of step: AppStep) -> String

    /// Inputs the step sends when it runs, for ``ScenarioLimits/maxInputs``.
    static func inputCount(of step: AppStep) -> Int

    /// Whether the step touches the screen with the idealized touch (``IdealGesture/touchID``),
    /// so that it cannot run while a recorded touch of that id is down.
    static func usesIdealTouch(_ step: AppStep) -> Bool

    /// The state a run starts in.
    static func initialState(on device: Device, for scenario: Scenario<Self>) -> Model

    /// Inputs sent at time 0, before the first step: what the app does as it launches (a
    /// world's phones asking their backend for what they show). None by default.
    static func launchInputs(for scenario: Scenario<Self>) -> [Model.Action]

    /// Where `target` is now on the phone of ``ScenarioRunner/participant`` (usually its frame's
    /// centre in ``ScenarioRunner/state``), or why it is not on screen: the one answer a `tap`
    /// and every gesture step touching the target go by.
    static func point(of target: AppTarget, in runner: ScenarioRunner<Self>) -> TargetPoint

    /// The screen's size in points, in its current orientation, on the phone of
    /// ``ScenarioRunner/participant``: where an `edge-swipe` starts. By default the
    /// participant's device (the scenario's in an app of one phone) in the scenario's
    /// orientation; an app that turns its screen tells its current one.
    static func screenSize(in runner: ScenarioRunner<Self>) -> Size

    /// Runs one of the app's steps; a failure when it cannot apply.
    static func perform(_ step: AppStep, at location: Step<Self>, in runner: inout ScenarioRunner<Self>)
        -> StepFailure?

    /// The keys of `expectation` that do not hold in `state`, in the app's documented order.
    static func differences(_ expectation: AppExpectation, in state: Model) -> [ExpectationDifference]

    /// The keys of `expectation` that do not hold at this point of the run (`runner.state`, and
    /// the steps performed so far). By default the differences in the state alone; an
    /// app whose checks read the run so far implements it (the gesture lab's `log`: what
    /// happened since the previous `expect` with a log).
    static func differences(_ expectation: AppExpectation, in runner: ScenarioRunner<Self>) -> [ExpectationDifference]

    /// The app's invariants (docs/explore.md): the rules `explore` checks, which a scenario checks
    /// with `expect: { invariants: [NAME…] }`. None by default.
    static var invariants: [AppInvariant<Model>] { get }

    /// One trace line for an input the run sent.
    static func traceLine(_ entry: TraceEntry<Model>) -> TraceLine

    /// What a person sees of a state, as text: `explore --guided` keeps a sequence that moves
    /// what is shown in a way no earlier sequence did (docs/explore.md, "Guided exploration"),
    /// so two states that look the same should give the same text. By default the trace's
    /// summary of the state (`AppModel.summary`).
    static func visible(_ state: Model) -> String
}

extension ScenarioApp where AppStep == Never {
    public static func step(_ field: ScenarioParser<Self>.Field, in parser: inout ScenarioParser<Self>)
        throws(ScenarioError) -> AppStep {
        throw parser.error("'\(field.name)' is not an input of \(vocabulary.app)", at: field.key)
    }

    public static func keyword(of step: Never) -> String {}

    public static func inputCount(of step: Never) -> Int {}

    public static func usesIdealTouch(_ step: Never) -> Bool {}

    public static func perform(_ step: Never, at location: Step<Self>, in runner: inout ScenarioRunner<Self>)
        -> StepFailure? {}
}

extension ScenarioApp where Settings == NoSettings {
    public static var defaultSettings: NoSettings { NoSettings() }

    public static func settings(_ fields: [ScenarioParser<Self>.Field], in parser: inout ScenarioParser<Self>,
                                errors: inout [ScenarioError]) -> NoSettings {
        NoSettings()
    }
}

extension ScenarioApp {
    public static func launchInputs(for scenario: Scenario<Self>) -> [Model.Action] { [] }

    public static var invariants: [AppInvariant<Model>] { [] }

    public static func visible(_ state: Model) -> String {
        String(describing: state.summary)
    }

    public static func differences(_ expectation: AppExpectation, in runner: ScenarioRunner<Self>)
        -> [ExpectationDifference] {
        differences(expectation, in: runner.state)
    }

    public static func screenSize(in runner: ScenarioRunner<Self>) -> Size {
        let participants = runner.scenario.participants
        let device = participants.indices.contains(runner.participant)
            ? participants[runner.participant].device : runner.device
        return device.screenSize(runner.scenario.orientation)
    }
}

extension ScenarioApp where ParticipantSettings == NoSettings {
    public static func participant(_ name: String, _ fields: [ScenarioParser<Self>.Field],
                                   in parser: inout ScenarioParser<Self>) throws(ScenarioError) -> NoSettings {
        NoSettings()
    }
}

extension ScenarioApp where Model.Action: TouchAction {
    public static func touch(_ phase: TouchSample.Phase, id: Int, at point: Point, on participant: Int)
        -> Model.Action {
        switch phase {
        case .began: .touchBegan(id: id, at: point)
        case .moved: .touchMoved(id: id, at: point)
        case .ended: .touchEnded(id: id, at: point)
        case .cancelled: .touchCancelled(id: id, at: point)
        }
    }
}

/// The settings of an app with no top-level keys of its own.
public struct NoSettings: Sendable, Equatable, Hashable {
    public init() {}
}
