import Devices
import Harness
import Scenarios
import VirtualClock

/// Heart's `explore`: the harness's explorer (docs/explore.md) over seeded random scenario steps
/// — taps on the photo, the heart and elsewhere, waits, holds, short drags — with Heart's
/// invariants (``Heart/invariants``) checked after every input and timer; the harness shrinks a
/// failing sequence and prints it as a scenario that ends with `expect: { invariants: […] }`.
public enum HeartExploration {
    /// The bug planted for the tests (docs/explore.md, "Mutants"): the burst's timer fires and
    /// the heart keeps bursting. On only in a process started with `INSTAGRID_SIM_MUTANT=heart-burst-kept`.
    public static let burstKept = Mutant("heart-burst-kept")

    /// One step on `device`: a tap on the photo, the heart or the title, a wait, a hold, or a
    /// short drag on the photo.
    public static func step(using random: inout SeededGenerator, on device: Device) -> StepKind<Heart> {
        let layout = HeartLayout(device: device)
        switch random.int(in: 0...10) {
        case 0...2: return .tap(.named(.photo))
        case 3...4: return .tap(.named(.heart))
        case 5: return .tap(.point(layout.title.center))
        case 6...8: return .wait(Double(random.int(in: 1...14)) / 20)
        case 9: return .app(Heart.Hold(seconds: Double(random.int(in: 1...10)) / 10))
        default:
            let start = layout.photo.center
            let end = Point(x: start.x + Double(random.int(in: 5...30)), y: start.y)
            return .touches([TouchSample(time: 0, id: 1, phase: .began, point: start),
                             TouchSample(time: 0.1, id: 1, phase: .moved, point: end),
                             TouchSample(time: 0.2, id: 1, phase: .ended, point: end)])
        }
    }

    /// Heart's plan for the harness's explorer: portrait, no options, one drawn step per action.
    public static var plan: ExplorePlan<Heart> {
        ExplorePlan<Heart>(
            start: { request, _ in
                guard request.options == nil else { throw ScenarioError("heart has no options", path: "--options") }
                guard request.orientation == .portrait else {
                    throw ScenarioError("heart runs in portrait only", path: "--orientation")
                }
                return Scenario(name: "explore", path: "explore.yaml", devices: [request.device], steps: [])
            },
            draw: { random, runner in
                [Step(step(using: &random, on: runner.device), at: SourceLocation(path: "explore.yaml", line: 0, column: 0))]
            },
            simplify: { kind in
                if case .app(let hold) = kind, hold.seconds > 0.1 { return [.app(Heart.Hold(seconds: 0.1))] }
                return []
            })
    }
}
