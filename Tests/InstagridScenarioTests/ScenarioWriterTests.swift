import Foundation
import InstagridModel
import Testing
@testable import InstagridScenario
@testable import Scenarios

@Suite("ScenarioWriter: scenarios written as YAML read back the same")
struct ScenarioWriterTests {
    static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios").path

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: scenarios)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test("Every project scenario reads back to the same scenario", arguments: files)
    func roundTrip(file: String) throws {
        let path = Self.scenarios + "/" + file
        let original = try ScenarioParser<Instagrid>.parse(contentsOf: path)
        let yaml = ScenarioWriter.yaml(original)
        let reread = try ScenarioParser<Instagrid>.parse(yaml: yaml, path: path)
        #expect(reread.name == original.name)
        #expect(reread.description == original.description)
        #expect(reread.devices == original.devices)
        #expect(reread.orientation == original.orientation)
        #expect(reread.options == original.options)
        #expect(reread.photos.mapValues(\.relativePath) == original.photos.mapValues(\.relativePath))
        #expect(reread.steps.map(\.kind) == original.steps.map(\.kind))
    }

    @Test("Every option, step and expect key reads back")
    func everyForm() throws {
        var options = AppOptions()
        options.incompleteGrid = .block
        options.slideDuration = 0.25
        options.returnDuration = 1e-5
        options.curve = .cubicBezier(x1: 0.1, y1: -0.5, x2: 0.9, y2: 1.5)
        options.initialLayout = .three
        options.exportScale = .fixed(1)
        options.gestures.tapSlop = 12.5
        options.gestures.swipeAcrossRate = 0.1
        var expectation = InstagridExpectation()
        expectation.phase = .slidingBack
        expectation.layout = .one
        expectation.orientation = .landscapeRight
        expectation.slots = [1: .photo("null-ish"), 2: .empty]
        expectation.visibleSlots = [1, 3, 4]
        expectation.gridOffset = Point(x: -0.5, y: 12)
        expectation.picker = .hidden
        expectation.alert = .shown(.gridIncomplete)
        expectation.shares = [.failed, .completed]
        expectation.time = 1.25
        let location = SourceLocation(path: "s.yaml", line: 1, column: 1)
        let kinds: [StepKind<Instagrid>] = [
            .tap(.control(.slot(4))), .tap(.point(Point(x: -3.5, y: 1e-3))), .pick(slot: 2, photo: "null-ish"),
            .picker(.cancel), .picker(.choose(photo: "it's: #1")), .rotate(.landscapeLeft), .swipe(.direction(.down)),
            .swipe(.track(from: Point(x: 1, y: 2), to: Point(x: 3, y: 4), duration: 0.2)),
            .touches([TouchSample(time: 0, id: 3, phase: .began, point: Point(x: 5, y: 6)),
                      TouchSample(time: 0.1, id: 3, phase: .cancelled, point: Point(x: 5, y: 7))]),
            .wait(0.1), .at(12), .share(.cancelled), .alert(.dismiss), .expect(expectation),
            .snapshot(SnapshotRequest(name: "still")),
            .snapshot(SnapshotRequest(name: "moving", window: AnimationWindow(from: 12, to: 12.5, fps: 30))),
            .gesture(.doubleTap(.button("Don't Allow"))), .gesture(.longPress(.button("OK"), duration: 0.7)),
            .gesture(.pinch(.control(.slot(2)), scale: 0.5, distance: 80, duration: 0.3)),
            .gesture(.rotate(.point(Point(x: 10, y: 20)), angle: -30, distance: 100, duration: 0.4)),
            .gesture(.drag(from: .control(.layoutButton(.one)), to: .to(.control(.slot(1))), duration: 0.3, hold: 0.1)),
            .gesture(.edgeSwipe(.top, distance: 120, duration: 0.2, position: 100)),
        ]
        let photos = ["null-ish": "Photos/a b.png", "it's: #1": "Photos/\u{85}ü.png"].mapValues {
            PhotoSource(alias: "", relativePath: $0, resolvedPath: $0, location: location)
        }
        let scenario = Scenario(name: "all-forms", description: "Quotes \" and\nlines", path: "s.yaml",
                                devices: Device.all, orientation: .landscapeLeft, options: options,
                                photos: photos, steps: kinds.map { Step($0, at: location) })
        // A line separator (an `explore --options` value) would end the comment in YAML: it is escaped.
        let yaml = ScenarioWriter.yaml(scenario, comments: ["two\nlines", "options: {a: 1}\u{2028}steps: []"])
        #expect(yaml.hasPrefix("# two\\u{A}lines\n# options: {a: 1}\\u{2028}steps: []\n"))
        let reread = try ScenarioParser<Instagrid>.parseSteps(yaml: yaml, path: "s.yaml")
        #expect(reread.description == scenario.description)
        #expect(reread.devices == scenario.devices)
        #expect(reread.orientation == .landscapeLeft)
        #expect(reread.options == options)
        #expect(reread.photos.mapValues(\.relativePath) == photos.mapValues(\.relativePath))
        #expect(reread.steps.map(\.kind) == kinds)
    }

    @Test("Numbers are the shortest text that reads back", arguments: [
        (0.15, "0.15"), (5, "5"), (-0.5, "-0.5"), (1e-5, "1.0e-05"), (2.5e-7, "2.5e-07"), (123456.75, "123456.75"),
    ])
    func numbers(value: Double, text: String) {
        #expect(ScenarioWriter.number(value) == text)
    }
}
