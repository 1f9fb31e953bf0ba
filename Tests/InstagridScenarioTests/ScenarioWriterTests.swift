import InstagridModel
import Testing
@testable import InstagridScenario

/// `ScenarioWriter` writes what the parser reads back to the same steps.
@Suite struct ScenarioWriterTests {
    static let location = SourceLocation(path: "w.yaml", line: 1, column: 1)

    /// An absolute path, since the parser checks that photo files exist.
    static let photoPath: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Scenarios/Photos/square.png"
    }()

    static func scenario(_ kinds: [StepKind]) -> Scenario {
        let photo = PhotoSource(alias: "beach", relativePath: photoPath, resolvedPath: photoPath, location: location)
        return Scenario(name: "written", path: "w.yaml", devices: [Device.all[0]], orientation: .landscapeLeft,
                        photos: ["beach": photo], steps: kinds.map { Step($0, at: location) })
    }

    static func fullExpectation() -> InstagridScenario.Expectation {
        var state = AppState(device: Device.all[0])
        state.photos[2] = "beach"
        state.now = 1.2345678
        return InstagridScenario.Expectation(everythingIn: state)
    }

    @Test func everyStepKindReadsBackTheSame() throws {
        let kinds: [StepKind] = [
            .tap(.control(.slot(2))), .tap(.control(.layoutButton(.three))), .tap(.point(Point(x: 10.25, y: 600))),
            .pick(slot: 1, photo: "beach"), .picker(.cancel), .picker(.choose(photo: "beach")),
            .rotate(.portrait), .swipe(.direction(.up)),
            .swipe(.track(from: Point(x: 1, y: 2), to: Point(x: 3.5, y: -4), duration: 0.123)),
            .touches([
                TouchSample(time: 0, id: 1, phase: .began, point: Point(x: 187.37, y: 300.01)),
                TouchSample(time: 0.017, id: 1, phase: .moved, point: Point(x: 187.37, y: 250.5)),
                TouchSample(time: 0.033, id: 1, phase: .ended, point: Point(x: 187.37, y: 200.99)),
            ]),
            .wait(0.001), .wait(2.5), .share(.completed), .alert(.dismiss),
            .snapshot(SnapshotRequest(name: "after-tap")),
            .snapshot(SnapshotRequest(name: "slide", window: AnimationWindow(from: 0.1, to: 0.6, fps: 30))),
            .expect(Self.fullExpectation()),
        ]
        let yaml = ScenarioWriter.yaml(Self.scenario(kinds))
        let parsed = try ScenarioParser.parse(yaml: yaml, path: "/tmp/w.yaml")
        #expect(parsed.steps.map(\.kind) == kinds)
        #expect(parsed.orientation == .landscapeLeft)
        #expect(parsed.name == "written")
    }

    @Test(arguments: [0.1, 0.001, 1.0 / 3.0, 123.456, -0.5, 1e-7, 3600.0])
    func numbersReadBackExactly(value: Double) throws {
        let text = ScenarioWriter.number(value)
        #expect(!text.contains("e"))
        if abs(value) >= 1e-6 { #expect(Double(text) == value) }
    }

    @Test func quotedTextStaysText() {
        #expect(ScenarioWriter.quoted("it's") == "'it''s'")
        #expect(ScenarioWriter.quoted("null") == "'null'")
    }
}
