import InstagridModel
import Foundation
import InstagridScenario
import Testing

@Suite struct ScenarioParserTests {
    static let specExample = """
        name: share-portrait            # optional; default: the file name without extension
        description: Pick two photos, share, cancel.
        devices: [iphone-se, iphone-xs-max]   # or one id, or `all`; default iphone-8
        orientation: portrait           # initial; default portrait
        options: { incompleteGrid: allow, slideDuration: 0.5, returnDuration: 0.5, curve: ease-in-out,
                   initialLayout: 2, exportScale: device }
        photos:                         # aliases; paths are relative to the scenario file
          beach: Photos/landscape-4x3.png
        steps:
          - tap: layout-1               # layout-1..3, slot-1..4, or {x: 120, y: 600} in points
          - pick: { slot: 1, photo: beach }   # tap the slot, then choose the photo in the picker
          - tap: slot-3
          - picker: cancel              # or { choose: beach }
          - rotate: landscape-left
          - swipe: left                 # idealized: from the grid centre, 150 pt in 0.15 s
          - swipe: { from: [200, 500], to: [200, 300], duration: 0.2 }
          - touches:                    # raw recording: [t, id, phase, x, y]; t relative to this step
              - [0.000, 1, began, 160, 400]
              - [0.050, 1, moved, 161, 330]
              - [0.100, 1, ended, 162, 250]
          - wait: 0.6                   # advance the clock (seconds)
          - at: 3.0                     # advance the clock to an absolute time
          - share: cancelled            # completed | cancelled | failed
          - alert: dismiss
          - expect: { phase: idle, layout: 1, slots: { 1: beach, 2: null }, visibleSlots: [1, 3, 4] }
          - snapshot: after-cancel      # render now and compare with the golden of that name

        """

    func at(_ line: Int, _ column: Int = 5) -> ScenarioLocation {
        ScenarioLocation(path: Fixture.scenarioPath, line: line, column: column)
    }

    @Test func specExampleParsesToTheExpectedScenario() throws {
        try Self.specExample.write(toFile: Fixture.scenarioPath, atomically: true, encoding: .utf8)
        let scenario = try ScenarioParser<Instagrid>.parse(contentsOf: Fixture.scenarioPath)

        var expect = InstagridExpectation()
        expect.phase = .idle
        expect.layout = .one
        expect.slots = [1: .photo("beach"), 2: .empty]
        expect.visibleSlots = [1, 3, 4]
        let expected = Scenario(
            name: "share-portrait",
            description: "Pick two photos, share, cancel.",
            path: Fixture.scenarioPath,
            devices: [Device.all[0], Device.all[5]],
            orientation: .portrait,
            options: AppOptions(),
            photos: ["beach": PhotoSource(alias: "beach", relativePath: "Photos/landscape-4x3.png",
                                          resolvedPath: Fixture.directory + "/Photos/landscape-4x3.png",
                                          location: at(8, 10))],
            steps: [
                Step(.tap(.control(.layoutButton(.one))), at: at(10)),
                Step(.pick(slot: 1, photo: "beach"), at: at(11)),
                Step(.tap(.control(.slot(3))), at: at(12)),
                Step(.picker(.cancel), at: at(13)),
                Step(.rotate(.landscapeLeft), at: at(14)),
                Step(.swipe(.direction(.left)), at: at(15)),
                Step(.swipe(.track(from: Point(x: 200, y: 500), to: Point(x: 200, y: 300), duration: 0.2)), at: at(16)),
                Step(.touches([
                    TouchSample(time: 0, id: 1, phase: .began, point: Point(x: 160, y: 400)),
                    TouchSample(time: 0.05, id: 1, phase: .moved, point: Point(x: 161, y: 330)),
                    TouchSample(time: 0.1, id: 1, phase: .ended, point: Point(x: 162, y: 250)),
                ]), at: at(17)),
                Step(.wait(0.6), at: at(21)),
                Step(.at(3), at: at(22)),
                Step(.share(.cancelled), at: at(23)),
                Step(.alert(.dismiss), at: at(24)),
                Step(.expect(expect), at: at(25)),
                Step(.snapshot(SnapshotRequest(name: "after-cancel")), at: at(26)),
            ])
        #expect(scenario == expected)
    }

    @Test func defaults() throws {
        let scenario = try Fixture.parse("steps: []\n")
        #expect(scenario == Scenario(name: "s", path: Fixture.scenarioPath, devices: [Device.all[1]],
                                     orientation: .portrait, options: AppOptions(), photos: [:], steps: []))
    }

    @Test func nameDefaultsToTheFileNameWithoutExtension() throws {
        let scenario = try ScenarioParser<Instagrid>.parse(yaml: "steps: []", path: "Scenarios/share.portrait.yaml")
        #expect(scenario.name == "share.portrait")
        #expect(try ScenarioParser<Instagrid>.parse(yaml: "steps: []", path: "plain").name == "plain")
    }

    @Test(arguments: [
        ("devices: all", Device.all.map(\.id)),
        ("devices: iphone-xr", ["iphone-xr"]),
        ("devices: [iphone-xs, iphone-se]", ["iphone-xs", "iphone-se"]),
        ("devices:\n  - iphone-8-plus\n  - iphone-8", ["iphone-8-plus", "iphone-8"]),
    ])
    func devices(yaml: String, ids: [String]) throws {
        #expect(try Fixture.parse(yaml + "\nsteps: []\n").devices.map(\.id) == ids)
    }

    @Test(arguments: [
        ("linear", TimingCurve.linear),
        ("ease-in", .easeIn),
        ("ease-out", .easeOut),
        ("ease-in-out", .easeInOut),
        ("spring", .spring(damping: 0.7)),
        ("{spring: {damping: 0.3}}", .spring(damping: 0.3)),
        ("{spring: {}}", .spring(damping: 0.7)),
        ("{cubic-bezier: [0.25, 0.1, 0.25, 1]}", .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
        ("{cubic-bezier: [0, -0.5, 1, 1.5]}", .cubicBezier(x1: 0, y1: -0.5, x2: 1, y2: 1.5)),
    ])
    func curves(yaml: String, curve: TimingCurve) throws {
        #expect(try Fixture.parse("options: {curve: \(yaml)}\nsteps: []").options.curve == curve)
    }

    @Test func everyOption() throws {
        let scenario = try Fixture.parse("""
            options:
              incompleteGrid: alert
              slideDuration: 0.25
              returnDuration: 1
              initialLayout: 3
              exportScale: 1
              tapSlop: 40
              swipeStartDistance: 5
              swipeDistance: 60
              swipeAcrossDistance: 45
              swipeAgainstDistance: 12
              swipeMaxDuration: 0.4
              swipeDistanceRate: 0.1
              swipeAcrossRate: 0.05
            steps: []
            """)
        var options = AppOptions()
        options.incompleteGrid = .alert
        options.slideDuration = 0.25
        options.returnDuration = 1
        options.initialLayout = .three
        options.exportScale = .fixed(1)
        options.gestures.tapSlop = 40
        options.gestures.swipeStartDistance = 5
        options.gestures.swipeDistance = 60
        options.gestures.swipeAcrossDistance = 45
        options.gestures.swipeAgainstDistance = 12
        options.gestures.swipeMaxDuration = 0.4
        options.gestures.swipeDistanceRate = 0.1
        options.gestures.swipeAcrossRate = 0.05
        #expect(scenario.options == options)
    }

    @Test func otherStepForms() throws {
        let scenario = try Fixture.parse("""
            photos: {beach: Photos/landscape-4x3.png, tall: Photos/portrait-3x4.png}
            steps:
              - tap: {x: 120, y: 600.5}
              - picker: {choose: tall}
              - swipe: {from: [10, 20], to: [30, 40]}
              - share: completed
              - expect:
                  orientation: landscape-right
                  gridOffset: [0, -667]
                  picker: null
                  alert: grid-incomplete
                  shares: [completed, failed]
                  time: 1.5
              - expect: {picker: 2, alert: null, slots: {3: tall}}
              - snapshot: {name: slide.out_1, from: 0.5, to: 1, fps: 30}
            """)
        var first = InstagridExpectation()
        first.orientation = .landscapeRight
        first.gridOffset = Point(x: 0, y: -667)
        first.picker = .hidden
        first.alert = .shown(.gridIncomplete)
        first.shares = [.completed, .failed]
        first.time = 1.5
        var second = InstagridExpectation()
        second.picker = .shown(2)
        second.alert = .hidden
        second.slots = [3: .photo("tall")]
        #expect(scenario.steps.map(\.kind) == [
            .tap(.point(Point(x: 120, y: 600.5))),
            .picker(.choose(photo: "tall")),
            .swipe(.track(from: Point(x: 10, y: 20), to: Point(x: 30, y: 40), duration: 0.15)),
            .share(.completed),
            .expect(first),
            .expect(second),
            .snapshot(SnapshotRequest(name: "slide.out_1", window: AnimationWindow(from: 0.5, to: 1, fps: 30))),
        ])
        #expect(scenario.photos.keys.sorted() == ["beach", "tall"])
    }

    @Test func atMayMatchTheTimeReachedWithDecimalSums() throws {
        // 0.1 + 0.2 is 0.30000000000000004 in binary; `at: 0.3` is not earlier.
        let scenario = try Fixture.parse("steps:\n  - wait: 0.1\n  - wait: 0.2\n  - at: 0.3\n  - at: 0.3\n")
        #expect(scenario.steps.count == 4)
    }

    @Test func staticTimelineDurations() throws {
        // tap 0.05 + pick 0.05 + swipe 0.15 + track 0.4 + touches 0.25 + wait 1 = 1.9
        let yaml = """
            photos: {beach: Photos/landscape-4x3.png}
            steps:
              - tap: slot-1
              - pick: {slot: 2, photo: beach}
              - swipe: up
              - swipe: {from: [0, 0], to: [0, 10], duration: 0.4}
              - touches: [[0.1, 1, began, 0, 0], [0.25, 1, cancelled, 0, 0]]
              - rotate: portrait
              - wait: 1
              - at: %@
            """
        #expect(Fixture.error(yaml.replacingOccurrences(of: "%@", with: "1.9")) == nil)
        #expect(Fixture.error(yaml.replacingOccurrences(of: "%@", with: "1.89"))
                == "s.yaml:10:9: error: 'at: 1.89' goes back in time: the scenario is already at 1.9 s here")
    }

    @Test func unreadableFile() {
        #expect(throws: ScenarioError("scenario file not found", path: "/nonexistent/x.yaml")) {
            try ScenarioParser<Instagrid>.parse(contentsOf: "/nonexistent/x.yaml")
        }
        #expect(ScenarioError("scenario file not found", path: "/nonexistent/x.yaml").description
                == "/nonexistent/x.yaml: error: scenario file not found")
    }

    @Test func missingPhotoFile() {
        #expect(Fixture.error("photos:\n  cat: Photos/cat.png\nsteps: []\n")
                == "s.yaml:2:8: error: photo file not found: \(Fixture.directory)/Photos/cat.png")
        #expect(Fixture.error("photos:\n  dir: Photos\nsteps: []\n")
                == "s.yaml:2:8: error: photo path is a folder, not a file: \(Fixture.directory)/Photos")
    }

    @Test func firstErrorInTheFileIsReported() {
        // `steps` is read after `photos`, yet the earlier error in the file wins.
        let yaml = "steps:\n  - wait: x\nphotos:\n  cat: missing.png\n"
        #expect(Fixture.error(yaml) == "s.yaml:2:11: error: expected a number for 'wait', found a string 'x'")
        let reversed = "photos:\n  cat: missing.png\nsteps:\n  - wait: x\n"
        #expect(Fixture.error(reversed) == "s.yaml:2:8: error: photo file not found: \(Fixture.directory)/missing.png")
    }
}
