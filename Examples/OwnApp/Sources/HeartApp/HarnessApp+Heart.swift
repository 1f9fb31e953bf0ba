import Devices
import Frames
import Harness
import Scenarios

extension HarnessApp {
    /// Heart as the harness drives it: its scenario files read by `Heart`'s words, each run drawn
    /// by `HeartRenderer` (a still per snapshot, a contact sheet per animation window), and
    /// `explore` through ``Explorer/heart``.
    public static let heart = HarnessApp(
        vocabulary: Heart.vocabulary,
        load: { document, options in
            let scenario = try ScenarioParser<Heart>.parse(document, others: options.others)
            return LoadedScenario.Content(header: ScenarioHeader(scenario), payload: scenario)
        },
        session: {
            { loaded in
                let scenario = loaded.payload as? Scenario<Heart>
                return { device, tracing in
                    guard let scenario else { preconditionFailure("a Heart run of another app's scenario") }
                    let run = ScenarioRunner.run(scenario, on: device, tracing: tracing)
                    return HarnessRun(run, screen: HeartRenderer.render, sheet: { states in
                        ContactSheet.compose(states) {
                            ContactSheet.Tile(image: HeartRenderer.render($0),
                                              label: ContactSheet.label(now: $0.now, phase: $0.phaseName))
                        }
                    })
                }
            }
        },
        explorer: .heart)
}

extension Explorer {
    /// Heart's `explore`: the harness's explorer over ``HeartExploration/plan``, with Heart's
    /// invariants, in portrait; Heart has no options.
    public static let heart = Explorer(maxInputs: 10_000, plan: HeartExploration.plan)
}

/// What `frames` and contact sheets say of a state: portrait, its phase, and whether it is liked.
extension HeartState: FrameState {
    /// Heart runs in portrait only.
    public var orientation: Orientation { .portrait }

    /// `peeking`, `bursting`, `touching`, `waiting` (for a second tap) or `idle`.
    public var phaseName: String {
        if isPeeking { return "peeking" }
        if burstStart != nil { return "bursting" }
        if !arena.touchesDown().isEmpty { return "touching" }
        return awaitsSecondTap ? "waiting" : "idle"
    }

    /// Whether the post is liked, in each frame of the manifest.
    public var manifestFields: [ManifestField] { [ManifestField("liked", json: liked ? "true" : "false")] }
}
