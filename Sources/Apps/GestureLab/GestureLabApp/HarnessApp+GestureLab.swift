import Devices
import Frames
import GestureLabModel
import GestureLabRender
import GestureLabScenario
import Harness
import Scenarios

extension HarnessApp {
    /// The gesture lab (docs/gestures.md, "The gesture lab"): any arrangement of views and UIKit
    /// recognizers a scenario declares, drawn by `LabRenderer`, with its recognizers, views and
    /// touches as lanes in `replay --timeline`, and a live phone in the studio (``LiveApp/gestureLab``).
    public static let gestureLab = HarnessApp(
        vocabulary: GestureLab.vocabulary,
        load: { document, options in
            let scenario = try ScenarioParser<GestureLab>.parse(document, others: options.others)
            return LoadedScenario.Content(header: ScenarioHeader(scenario), payload: scenario)
        },
        session: {
            let renderer = LabRenderer()
            return { loaded in
                let scenario = loaded.payload as? Scenario<GestureLab>
                return { device, tracing in
                    guard let scenario else { preconditionFailure("a gesture-lab run of another app's scenario") }
                    let run = ScenarioRunner.run(scenario, on: device, tracing: tracing)
                    var result = HarnessRun(run, screen: { renderer.render($0) }, sheet: { states in
                        ContactSheet.compose(states) {
                            ContactSheet.Tile(image: renderer.render($0), label: ContactSheet.label(now: $0.now, phase: $0.phaseName))
                        }
                    })
                    result.timeline = { GestureLab.timeline(of: run) }
                    return result
                }
            }
        },
        explorer: .gestureLab, live: .gestureLab)
}

/// The lab is portrait only; its phase is whether a touch is down.
extension LabState: FrameState {
    public var phaseName: String { arena.touchesDown().isEmpty ? "idle" : "touching" }
    public var orientation: Orientation { .portrait }
    public var manifestFields: [ManifestField] { [] }
}
