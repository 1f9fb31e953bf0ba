import Harness
import InstagridModel
import InstagridScenario
import Scenarios
import VirtualClock

/// What `instagrid-sim explore` draws for Instagrid (docs/explore.md, "What is drawn"): from a
/// seed, one step at a time for the state the steps before left (``ExploreInput``), which the
/// harness's explorer runs with the rules' invariants (``Instagrid/invariants``), shrinks and
/// prints. A seed draws the same steps on every machine.
public enum InstagridExploration {
    /// The photo aliases a picker chooses from, and the files the printed scenarios give them:
    /// the project's sample photos, next to its scenarios.
    public static let photos: [(alias: String, path: String)] = [
        ("a", "Photos/square.png"), ("b", "Photos/landscape-4x3.png"), ("c", "Photos/portrait-3x4.png"),
    ]

    /// The most steps a sequence may have: it stays well inside a scenario's limits.
    public static let maxInputs = 2_000

    /// Instagrid's plan for the harness's explorer: `--options` read as a scenario's `options`,
    /// the device and orientation of the request, the sample photos; one drawn step per action.
    public static var plan: ExplorePlan<Instagrid> {
        ExplorePlan<Instagrid>(
            start: { request, _ in
                var options = AppOptions()
                if let text = request.options {
                    options = try ScenarioParser<Instagrid>.parseOptions(yaml: text, path: "--options")
                }
                return scenario(device: request.device, orientation: request.orientation, options: options)
            },
            draw: { random, runner in
                let state = runner.state
                let kind = ExploreInput.draw(using: &random, in: state)
                    .step(using: &random, in: state, photos: aliases)
                return [Step(kind, at: location)]
            },
            simplify: simpler)
    }

    /// A scenario with no steps yet on `device`, with the sample photos.
    public static func scenario(device: Device, orientation: Orientation = .portrait,
                                options: AppOptions = AppOptions()) -> Scenario<Instagrid> {
        var sources: [String: PhotoSource] = [:]
        for photo in photos {
            sources[photo.alias] = PhotoSource(alias: photo.alias, relativePath: photo.path, resolvedPath: photo.path,
                                               location: location)
        }
        return Scenario(name: "explore", path: location.path, devices: [device], orientation: orientation,
                        settings: InstagridSettings(options: options, photos: sources), steps: [])
    }

    static let aliases = photos.map(\.alias)
    static let location = SourceLocation(path: "explore.yaml", line: 0, column: 0)

    /// Simpler forms of a step, simplest first, tried while shrinking: a recorded touch becomes a
    /// tap or a drawn swipe, a drawn swipe a tap or an idealized swipe, an activity's outcome the
    /// plain outcome, a tap on a point a tap on a named control.
    static func simpler(_ kind: StepKind<Instagrid>) -> [StepKind<Instagrid>] {
        switch kind {
        case .touches(let samples):
            guard let began = samples.first, let last = samples.last else { return [] }
            let single = samples.filter { $0.id == began.id }
            return [.tap(.point(began.point)),
                    .swipe(.track(from: began.point, to: last.point, duration: max(last.time, 0.01)))]
                + (single.count < samples.count ? [.touches(single)] : [])
        case let .app(.swipe(.track(from, to, duration))):
            return [.tap(.point(from))] + Direction.allCases.map { .swipe(.direction($0)) }
                + (duration == IdealGesture.swipeDuration
                    ? [] : [.swipe(.track(from: from, to: to, duration: IdealGesture.swipeDuration))])
        case .app(.shareActivity(_, let completed, _)):
            return [.share(completed ? .completed : .cancelled)]
        case .tap(.point):
            return (Layout.allCases.map(Control.layoutButton) + (1...4).map(Control.slot)).map { .tap(.control($0)) }
        default:
            return []
        }
    }
}
