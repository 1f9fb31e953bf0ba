import Devices
import GestureLabModel
import GestureLabScenario
import Gestures
import Harness
import Scenarios
import VirtualClock

/// What `explore --app gesture-lab` draws (docs/gestures.md, "Exploring arrangements"): from
/// each seed, an arrangement of views and recognizers and gesture steps over it, which the
/// harness's explorer runs with the kit's invariants (``GestureLab/invariants``).
public struct LabExploration: Sendable {
    /// The device the sequences run on (portrait).
    public var device: Device
    /// Steps per sequence.
    public var steps: Int

    public init(device: Device, steps: Int) {
        self.device = device
        self.steps = steps
    }

    /// An arrangement drawn: 1–6 views nested up to three deep, some of them buttons, hidden,
    /// inert or scrolling, and 1–8 recognizers of every kind with requirements that make no cycle.
    public func arrangement(using random: inout SeededGenerator) -> LabSetup {
        let screen = device.portraitSize
        var views: [GestureView] = []
        for index in 0..<random.int(in: 1...6) {
            let parent = index > 0 && random.chance(1, in: 2) ? random.element(views) : nil
            let bounds = parent.map { Rect(x: 0, y: 0, width: $0.scroll?.content.width ?? $0.frame.width,
                                           height: $0.scroll?.content.height ?? $0.frame.height) }
                ?? Rect(x: 0, y: 0, width: screen.width, height: screen.height)
            let depth = parent.map { depthOf($0, in: views) + 1 } ?? 1
            let width = random.value(40, max(40, (bounds.width * 0.9).rounded(.down)), steps: 1)
            let height = random.value(40, max(40, (bounds.height * 0.9).rounded(.down)), steps: 1)
            let frame = Rect(x: random.value(0, max(0, (bounds.width - width).rounded(.down)), steps: 1),
                             y: random.value(0, max(0, (bounds.height - height).rounded(.down)), steps: 1),
                             width: width, height: height)
            var view = GestureView(name: "v\(index + 1)", parent: depth > 3 ? nil : parent?.name, frame: frame)
            switch random.int(in: 0...9) {
            case 0...2: view.button = .init()
            case 3: view.isHidden = true
            case 4: view.isInteractionEnabled = false
            case 5...6:
                let tall = random.chance(2, in: 3)
                view.scroll = GestureView.Scroll(content: Size(width: tall ? width : width * 3, height: tall ? height * 4 : height),
                                                 isPaging: random.chance(1, in: 4),
                                                 delaysContentTouches: random.chance(3, in: 4))
            default: break
            }
            views.append(view)
        }
        let viewNames = [GestureArena.rootName] + views.map(\.name)
        var recognizers: [GestureRecognizer] = []
        for index in 0..<random.int(in: 1...8) {
            var recognizer = GestureRecognizer(name: "r\(index + 1)", kind: kind(&random), view: random.element(viewNames))
            if !recognizers.isEmpty, random.chance(1, in: 3) {
                // Only earlier recognizers: no cycle.
                recognizer.requires = [random.element(recognizers).name]
            }
            if !recognizers.isEmpty, random.chance(1, in: 3) {
                recognizer.simultaneous = [random.element(recognizers).name]
            }
            if random.chance(1, in: 6) { recognizer.cancelsTouchesInView = false }
            if random.chance(1, in: 6) { recognizer.delaysTouchesBegan.toggle() }
            if random.chance(1, in: 6) { recognizer.delaysTouchesEnded = false }
            recognizers.append(recognizer)
        }
        return LabSetup(views: views, recognizers: recognizers)
    }

    private func depthOf(_ view: GestureView, in views: [GestureView]) -> Int {
        var depth = 1
        var parent = view.parent
        while let name = parent, let next = views.first(where: { $0.name == name }) {
            depth += 1
            parent = next.parent
        }
        return depth
    }

    private func kind(_ random: inout SeededGenerator) -> GestureRecognizer.Kind {
        switch random.int(in: 0...9) {
        case 0...2:
            return .tap(.init(taps: random.int(in: 1...3), touches: random.chance(1, in: 5) ? 2 : 1))
        case 3: return .longPress(.init(duration: random.element([0.3, 0.5, 0.8])))
        case 4...5:
            return .pan(.init(maximumTouches: random.chance(1, in: 4) ? 1 : nil,
                              velocityEstimate: random.chance(1, in: 2) ? .blended : .latest))
        case 6:
            let all: [Direction] = [.up, .down, .left, .right]
            let first = random.element(all)
            let second = random.element(all)
            return .swipe(.init(directions: first == second ? [first] : [first, second]))
        case 7: return .edgePan(.init(edges: [random.element(GestureRecognizer.Edge.allCases)],
                                      within: random.chance(1, in: 3) ? nil : 0.25))
        case 8: return .pinch(.init())
        default: return .rotation(.init())
        }
    }

    /// One step over `setup`: a tap, a double or two-finger tap, a long press (some lifted at
    /// exactly a recognizer's duration), a drag, a flick, an edge swipe, a pinch, a rotation or a
    /// wait (some ending at exactly a tap's interval).
    public func step(using random: inout SeededGenerator, over setup: LabSetup) -> StepKind<GestureLab> {
        let targets = setup.views.filter { !$0.isHidden }.map(\.name) + [GestureArena.rootName]
        func target() -> TapTarget<String> {
            random.chance(1, in: 6)
                ? .point(Point(x: random.value(0, device.portraitSize.width - 1, steps: 1),
                               y: random.value(0, device.portraitSize.height - 1, steps: 1)))
                : .named(random.element(targets))
        }
        switch random.int(in: 0...19) {
        case 0...3: return .tap(target())
        case 4...5: return .gesture(.doubleTap(target()))
        case 6...7: return .gesture(.longPress(target(), duration: random.element([0.3, 0.5, 0.6, 0.75, 0.8, 1])))
        case 8...9:
            return .gesture(.drag(from: target(), to: .by(Point(x: random.value(-150, 150, steps: 1),
                                                                y: random.value(-150, 150, steps: 1))),
                                  duration: random.element([0.1, 0.2, 0.3, 0.5]), hold: random.element([0, 0, 0.2])))
        case 10:
            return .gesture(.flick(target(), direction: random.element(Direction.allCases),
                                   distance: random.element([60, 120, 200]), velocity: random.element([300, 1000, 2000])))
        case 11: return .gesture(.edgeSwipe(random.element(ScreenEdge.allCases), distance: 120, duration: 0.2, position: nil))
        case 12: return .gesture(.pinch(target(), scale: random.element([0.5, 1.5, 2]), distance: 100, duration: 0.4))
        case 13: return .gesture(.rotate(target(), angle: random.element([-90, 30, 90]), distance: 100, duration: 0.4))
        case 14: return .gesture(.twoFingerTap(target()))
        default: return .wait(random.element([0.05, 0.1, 0.15, 0.3, 0.35, 0.5, 1]))
        }
    }

    /// The lab's plan for the harness's explorer: an arrangement, then steps over it; a run comes
    /// to rest a couple of seconds after its last step, every timer fired.
    public static var plan: ExplorePlan<GestureLab> {
        ExplorePlan<GestureLab>(
            start: { request, random in
                let example = try usesExample(request.options)
                guard request.orientation == .portrait else {
                    throw ScenarioError("gesture-lab runs in portrait only", path: "--orientation")
                }
                let exploration = LabExploration(device: request.device, steps: request.inputs)
                return Scenario(name: "explore", path: "explore.yaml", devices: [request.device],
                                settings: example ? LabSetup.example(on: request.device)
                                    : exploration.arrangement(using: &random),
                                steps: [])
            },
            draw: { random, runner in
                let exploration = LabExploration(device: runner.device, steps: 0)
                return [Step(exploration.step(using: &random, over: runner.scenario.settings), at: location)]
            },
            settle: { runner in
                let rest = Step<GestureLab>(.wait(2), at: location)
                runner.perform(rest)
                return [rest]
            })
    }

    static let location = SourceLocation(path: "explore.yaml", line: 0, column: 0)

    /// Whether `--options` asks for the built-in arrangement (`{arrangement: example}`, the
    /// studio's card, like button and list, ``LabSetup/example(on:)``) instead of one drawn from
    /// each seed; an error for any other option.
    static func usesExample(_ options: String?) throws -> Bool {
        guard let options else { return false }
        let words = options.filter { !" {}".contains($0) }
        guard words == "arrangement:example" else {
            throw ScenarioError("gesture-lab's only option is {arrangement: example}", path: "--options")
        }
        return true
    }
}
