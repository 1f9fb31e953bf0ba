import CountOnMeModel
import CountOnMeRender
import CountOnMeScenario
import Frames
import Harness
import Scenarios

extension HarnessApp {
    /// CountOnMe (docs/countonme.md): its scenarios, drawn by `CountOnMeRenderer` (one for a
    /// whole session, so that each device's buttons are drawn once per run); no files to decode;
    /// its keys and touches as lanes in `replay --timeline`; driven live in the studio.
    public static let countOnMe = HarnessApp(
        vocabulary: CountOnMe.vocabulary,
        load: { document, options in
            let scenario = try ScenarioParser<CountOnMe>.parse(document, others: options.others)
            return LoadedScenario.Content(header: ScenarioHeader(scenario), payload: scenario)
        },
        session: {
            let renderer = CountOnMeRenderer()
            return { loaded in
                let scenario = loaded.payload as? Scenario<CountOnMe>
                return { device, tracing in
                    guard let scenario else { preconditionFailure("a CountOnMe run of another app's scenario") }
                    let run = ScenarioRunner.run(scenario, on: device, tracing: tracing)
                    var result = HarnessRun(run, screen: { renderer.render($0) }, sheet: { states in
                        ContactSheet.compose(states) {
                            ContactSheet.Tile(image: renderer.render($0), label: ContactSheet.label(now: $0.now, phase: $0.phaseName))
                        }
                    })
                    result.timeline = { CountOnMe.timeline(of: run) }
                    return result
                }
            }
        },
        explorer: .countOnMe, live: .countOnMe)
}

/// The calculator has no phases or rotation: idle and portrait, and nothing more to say.
extension CountOnMeState: FrameState {
    public var phaseName: String { "idle" }
    public var orientation: Orientation { .portrait }
    public var manifestFields: [ManifestField] { [] }
}
