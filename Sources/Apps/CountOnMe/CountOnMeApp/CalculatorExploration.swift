import CountOnMeModel
import CountOnMeScenario
import Devices
import Harness
import Scenarios
import VirtualClock

/// What `explore --app countonme` draws (docs/explore.md, "The calculator"): from each seed,
/// taps on the keys (digits most often), taps that miss, double and two-finger taps, long
/// presses, drags that leave a key or end on another and waits, which the harness's explorer
/// runs with the calculator's invariants (``CountOnMe/invariants``).
public enum CalculatorExploration {
    /// One step on `device`: a key's tap (a digit half the time), a tap on a point, a double or
    /// two-finger tap, a long press, a drag from a key, or a wait.
    public static func step(using random: inout SeededGenerator, on device: Device) -> StepKind<CountOnMe> {
        let size = device.portraitSize
        func key() -> CalculatorKey {
            random.chance(1, in: 2) ? .digit(random.int(in: 0...9)) : random.element(CalculatorKey.allCases)
        }
        func point() -> Point {
            Point(x: random.value(0, size.width - 1, steps: 1), y: random.value(0, size.height - 1, steps: 1))
        }
        switch random.int(in: 0...19) {
        case 0...11: return .tap(.named(key()))
        case 12: return .tap(.point(point()))
        case 13: return .gesture(.doubleTap(.named(key())))
        case 14: return .gesture(.twoFingerTap(.named(key())))
        case 15: return .gesture(.longPress(.named(key()), duration: random.element([0.3, 0.8, 1.5])))
        case 16...17:
            let end: DragEnd<CalculatorKey> = random.chance(1, in: 2)
                ? .to(.named(key()))
                : .by(Point(x: random.value(-150, 150, steps: 1), y: random.value(-150, 150, steps: 1)))
            return .gesture(.drag(from: .named(key()), to: end, duration: random.element([0.1, 0.3, 0.6]), hold: 0))
        default: return .wait(random.element([0.05, 0.2, 0.5, 1]))
        }
    }

    /// The calculator's plan for the harness's explorer: portrait, no options, one drawn step
    /// per action.
    public static var plan: ExplorePlan<CountOnMe> {
        ExplorePlan<CountOnMe>(
            start: { request, _ in
                guard request.options == nil else { throw ScenarioError("countonme has no options", path: "--options") }
                guard request.orientation == .portrait else {
                    throw ScenarioError("countonme runs in portrait only", path: "--orientation")
                }
                return Scenario(name: "explore", path: location.path, devices: [request.device], settings: NoSettings(),
                                steps: [])
            },
            draw: { random, runner in
                [Step(step(using: &random, on: runner.device), at: location)]
            },
            simplify: { kind in
                switch kind {
                case .gesture(.doubleTap(let target)), .gesture(.twoFingerTap(let target)),
                     .gesture(.longPress(let target, _)):
                    return [.tap(target)]
                case .gesture(.drag(let from, _, _, _)):
                    return [.tap(from)]
                default:
                    return []
                }
            })
    }

    static let location = SourceLocation(path: "explore.yaml", line: 0, column: 0)
}
