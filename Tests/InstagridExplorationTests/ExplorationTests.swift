import Harness
import InstagridExploration
import InstagridModel
import InstagridScenario
import Testing

@Suite("explore: random input sequences keep every invariant of R1–R28")
struct ExplorationTests {
    static let optionSets: [(String, String)] = [
        ("defaults", "{}"),
        ("alert on an incomplete grid, spring", "{incompleteGrid: alert, curve: spring}"),
        ("blocked incomplete grid, overshooting curve, quick slides",
         "{incompleteGrid: block, curve: {cubic-bezier: [0.3, -0.5, 0.7, 1.6]}, slideDuration: 0.1, returnDuration: 0.05}"),
        ("layout 3 first, lenient swipes", "{initialLayout: 3, swipeDistance: 5, swipeMaxDuration: 2, tapSlop: 0}"),
        ("profile camera-sheet, library checked too", "{profile: camera-sheet, libraryAccess: read-write}"),
        ("profile library-alerts, reset after a share, cleared on layout change",
         "{profile: library-alerts, completedShare: reset, layoutChange: clear, addPermission: not-determined}"),
        ("profile share-with-slide, rotation dismisses, device orientation",
         "{profile: share-with-slide, rotationWhileSharing: dismiss, orientationSource: device, addPermission: not-determined}"),
        ("no camera, hidden action", "{imageSource: ask, camera: unavailable, cameraUnavailable: hide}"),
    ]

    @Test("Every device and option set keeps every invariant (R1–R28)",
          arguments: Device.all.map(\.id), optionSets.indices)
    func invariantsHold(device id: String, optionSet: Int) throws {
        for orientation in [Orientation.portrait, .landscapeLeft] {
            let engine = ExploreFixture.engine(device: id, orientation: orientation, options: Self.optionSets[optionSet].1,
                                               inputs: 150)
            for seed in UInt64(1)...3 {
                let outcome = try engine.run(seed: seed)
                #expect(outcome.violation == nil, "\(engine.printed(engine.shrink(outcome)))")
                #expect(outcome.actions.count == 150)
            }
        }
    }

    @Test("Same seed, same steps and same trace; another seed, other steps; the printed scenario reads back (R15)")
    func sameSeedSameTrace() throws {
        let engine = ExploreFixture.engine(device: "iphone-xs", inputs: 120)
        let first = try engine.run(seed: 42)
        #expect(ExploreFixture.steps(first) == ExploreFixture.steps(try engine.run(seed: 42)))
        #expect(ExploreFixture.steps(first) != ExploreFixture.steps(try engine.run(seed: 43)))
        let scenario = ExploreFixture.scenario(first)
        let device = try #require(Device.named("iphone-xs"))
        let run = ScenarioRunner<Instagrid>.run(scenario, on: device)
        #expect(run.trace == ScenarioRunner<Instagrid>.run(scenario, on: device).trace)
        let reread = try ScenarioParser<Instagrid>.parseSteps(yaml: ScenarioWriter.yaml(scenario), path: "explore-42.yaml")
        #expect(reread.steps.map(\.kind) == scenario.steps.map(\.kind))
        #expect(reread.options == scenario.options)
        #expect(ScenarioRunner<Instagrid>.run(reread, on: device).trace == run.trace)
    }

    @Test("The sequences reach every phase and draw every kind of input")
    func coverage() throws {
        // `pick` needs the picker at once; the source sheet, prompts and the alerts of R17–R28 need their options.
        let optionSets = ["{incompleteGrid: alert}",
                          "{profile: camera-sheet, libraryAccess: read-write, libraryPermission: not-determined}"]
        let device = try #require(Device.named("iphone-8"))
        var phases: Set<Phase> = []
        var keywords: Set<String> = []
        var swipes = (drawn: false, ideal: false, twoFingers: false)
        for yaml in optionSets {
            let engine = ExploreFixture.engine(options: yaml, inputs: 200)
            for seed in UInt64(1)...10 {
                let scenario = ExploreFixture.scenario(try engine.run(seed: seed))
                for step in scenario.steps {
                    keywords.insert(step.kind.keyword)
                    switch step.kind {
                    case .app(.swipe(.track)): swipes.drawn = true
                    case .app(.swipe(.direction)): swipes.ideal = true
                    case .touches(let samples) where samples.contains(where: { $0.id == 2 }): swipes.twoFingers = true
                    default: break
                    }
                }
                phases.formUnion(ScenarioRunner<Instagrid>.run(scenario, on: device).trace.map(\.phase))
            }
        }
        #expect(phases == Set(Phase.allCases))
        #expect(keywords == ["tap", "pick", "picker", "rotate", "swipe", "touches", "wait", "share", "alert",
                             "source", "permission", "settings", "app"])
        #expect(swipes.drawn && swipes.ideal && swipes.twoFingers)
    }

    @Test("The drawn steps stay within a scenario's limits and read back from their YAML")
    func stepsReadBack() throws {
        let engine = ExploreFixture.engine(device: "iphone-se", inputs: 300)
        let scenario = ExploreFixture.scenario(try engine.run(seed: 7))
        let yaml = ScenarioWriter.yaml(scenario)
        let reread = try ScenarioParser<Instagrid>.parseSteps(yaml: yaml, path: "explore-7.yaml")
        #expect(reread.steps.map(\.kind) == scenario.steps.map(\.kind))
        #expect(reread.photos.mapValues(\.relativePath) == scenario.photos.mapValues(\.relativePath))
    }
}
