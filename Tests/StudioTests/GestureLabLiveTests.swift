import Devices
import Foundation
import GestureLabApp
import GestureLabModel
import GestureLabScenario
import Gestures
import Harness
import Scenarios
import Testing
@testable import Studio

/// The gesture lab's live phone (docs/studio.md, "The gesture lab"): touches on its views are
/// named taps or tracks, "Expect the current state" states every lab key with the log since the
/// previous expect, the panel shows every recognizer and the log as it happens, and a recording
/// saved, read back and replayed gives the phone's trace bit for bit.
@Suite struct GestureLabLiveTests {
    static let iPhone8 = Device.all.first { $0.id == "iphone-8" } ?? .studioDefault

    static func steps(_ phone: LivePhone) -> [StepKind<GestureLab>] {
        phone.recording(GestureLab.self)?.steps ?? []
    }

    static func state(_ phone: LivePhone) throws -> LabState {
        try #require(phone.recording(GestureLab.self)).run.finalState
    }

    /// The centre of the view `name` on the phone's screen at the end of the recording.
    static func centre(_ name: String, on phone: LivePhone) throws -> Point {
        let state = try state(phone)
        let view = try #require(state.arena.view(named: name))
        return state.arena.frameOnScreen(of: view, at: state.now).center
    }

    /// A short touch at `point`, `drift` points to the right at its end.
    static func tap(_ phone: inout LivePhone, at point: Point, ms: Double, drift: Double = 0) throws {
        try phone.touch(.began, pointer: 9, at: ms, x: point.x, y: point.y)
        try phone.touch(.ended, pointer: 9, at: ms + 60, x: point.x + drift, y: point.y)
    }

    static func lastExpectation(_ phone: LivePhone) throws -> LabExpectation {
        guard case .expect(let expectation)? = steps(phone).last else {
            throw Failure("expected an expect step, got \(steps(phone))")
        }
        return expectation
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    @Test func aDoubleTapIsTwoNamedTapsThePanelShowsItAndTheRecordingReplaysBitForBit() throws {
        let project = try StudioFixture.project("lab-live")
        var phone = try HarnessApp.gestureLab.startPhone(LiveStart(device: Self.iPhone8))
        #expect(phone.app == "gesture-lab")
        #expect(phone.buttons.isEmpty)
        #expect(phone.hasTimeline)
        let drawn = phone.frame(at: 0, force: true)
        let panel = try #require(drawn?.panel)
        #expect(panel.title == "Recognizers")
        #expect(panel.columns == ["recognizer", "state", "recognized"])
        #expect(panel.rows == [["list.pan", "possible", "0"], ["double", "possible", "0"], ["single", "possible", "0"],
                               ["hold", "possible", "0"], ["move", "possible", "0"]])
        #expect(panel.log.isEmpty)

        // Off the centre but on the card, each touch is `tap: card`: it does what the tap on the
        // card's centre does.
        let card = try Self.centre("card", on: phone)
        try Self.tap(&phone, at: Point(x: card.x + 30, y: card.y - 20), ms: 1000, drift: 3)
        let waiting = phone.frame(at: 1100)
        #expect(waiting?.panel?.rows[2] == ["single", "waiting", "0"], "\(String(describing: waiting?.panel))")
        try Self.tap(&phone, at: card, ms: 1200)
        #expect(Self.steps(phone) == [.tap(.named("card")), .wait(0.14), .tap(.named("card"))])
        let recognized = phone.frame(at: 1300)
        #expect(recognized?.panel?.rows[1] == ["double", "ended", "1"])
        #expect(recognized?.panel?.rows[2] == ["single", "failed", "0"])
        #expect(recognized?.panel?.log.contains { $0.hasSuffix("  double ended") } == true,
                "\(String(describing: recognized?.panel?.log))")
        #expect(recognized?.panel?.log.first == "0.000  card began")

        try phone.expectState(at: 1500)
        let expectation = try Self.lastExpectation(phone)
        #expect(expectation.recognized.first { $0.name == "double" }?.value == 1)
        #expect(expectation.state.first { $0.name == "single" }?.value == .failed)
        // Each tap fails the long press and the pan on the card; the second recognizes the double
        // tap, which fails the single tap and cancels both touches in the card.
        #expect(expectation.log == ["card began", "hold failed", "move failed", "card began", "double ended", "single failed",
                                    "hold failed", "move failed", "card cancelled", "card cancelled"])
        #expect(expectation.translation.map(\.name) == ["list.pan", "move"])
        #expect(expectation.offset.map(\.name) == ["list"])
        #expect(expectation.highlighted == [])

        // The like button, then a drag on the card and one on the list: a named tap and tracks.
        try Self.tap(&phone, at: try Self.centre("like", on: phone), ms: 2500)
        #expect(Self.steps(phone).last == .tap(.named("like")))
        try LivePhoneTests.drag(&phone, from: card, to: Point(x: card.x + 80, y: card.y + 40), start: 3500,
                                duration: 300)
        let row = try Self.centre("row-2", on: phone)
        try LivePhoneTests.drag(&phone, from: row, to: Point(x: row.x, y: row.y - 90), start: 4500, duration: 200)
        try phone.expectState(at: 6000)
        let later = try Self.lastExpectation(phone)
        // The log since the previous expect only.
        #expect(later.log?.first == "like began", "\(String(describing: later.log))")
        #expect(later.log?.contains("move began") == true)
        #expect(later.log?.contains("list.pan ended") == true)
        #expect(later.recognized.first { $0.name == "move" }?.value == 1)
        let offset = try #require(later.offset.first?.value)
        #expect(offset.y > 0)
        try phone.expectState(at: 6500)
        #expect(try Self.lastExpectation(phone).log == [])

        let run = try #require(phone.recording(GestureLab.self)).run
        #expect(run.failures.isEmpty, "\(run.failures)")
        try LivePhoneTests.expectReplayMatches(phone, GestureLab.self, in: project)
        // The file names the arrangement: replayed alone, it is the same phone.
        let yaml = try phone.scenario(named: "recorded", path: project.scenarios + "/recorded.yaml")
        #expect(yaml.contains("views: [{ card: { frame: [20, 40, 335, 407] } }, { card/like: "), "\(yaml)")
        #expect(yaml.contains("{ single: { kind: tap, view: card, requires: [double] } }"))
        #expect(yaml.contains("\n  - tap: card\n"))
    }

    @Test func aPhoneStartsFromTheSetupOfALabScenarioNotItsSteps() throws {
        let path = StudioFixture.packageRoot + "/Scenarios/GestureLab/tap-or-double-tap.yaml"
        let loaded = try HarnessApp.load(path, apps: [.gestureLab])
        var phone = try HarnessApp.gestureLab.startPhone(LiveStart(device: Self.iPhone8, setup: loaded))
        #expect(phone.status.steps.isEmpty)
        let frame = phone.frame(at: 0, force: true)
        #expect(frame?.panel?.rows.map { $0[0] } == ["double", "single"])
        try Self.tap(&phone, at: Point(x: 187, y: 300), ms: 100)
        #expect(Self.steps(phone) == [.tap(.named("card"))])
        phone.clear()
        #expect(phone.frame(at: 0, force: true)?.panel?.rows.count == 2, "a cleared phone keeps its setup")
        let yaml = try phone.scenario(named: "again", path: "Scenarios/again.yaml")
        #expect(yaml.contains("views: [{ card: { frame: [37, 100, 300, 400] } }]"), "\(yaml)")
        #expect(yaml.contains("{ double: { kind: tap, view: card, taps: 2 } }"))
    }

    @Test func aSetupIsOnlyForAnAppThatTakesOneAndOnlyOneOfItsOwn() throws {
        let lab = try HarnessApp.load(StudioFixture.packageRoot + "/Scenarios/GestureLab/tap-or-double-tap.yaml",
                                      apps: [.gestureLab])
        #expect(throws: LiveError.badInput("countonme starts from no scenario's setup")) {
            try HarnessApp.countOnMe.startPhone(LiveStart(device: Self.iPhone8, setup: lab))
        }
        let digits = try HarnessApp.load(StudioFixture.packageRoot + "/Scenarios/CountOnMe/digits.yaml",
                                         apps: [.countOnMe])
        #expect(throws: LiveError.self) {
            try HarnessApp.gestureLab.startPhone(LiveStart(device: Self.iPhone8, setup: digits))
        }
    }

    @Test func theBuiltInArrangementFitsEveryIPhone() throws {
        for device in Device.all {
            let setup = LabSetup.example(on: device)
            let arena = try setup.arena(on: device)
            for view in arena.views.indices where arena.parent(of: view) == 0 {
                let frame = arena.frameOnScreen(of: view, at: 0)
                #expect(frame.x >= 0 && frame.maxX <= device.portraitSize.width, "\(device.id) \(arena.views[view].name)")
                #expect(frame.y >= 0 && frame.maxY <= device.portraitSize.height, "\(device.id) \(arena.views[view].name)")
            }
            #expect(setup.recognizers.map(\.name) == ["double", "single", "hold", "move"])
        }
    }

    @Test func aPanelIsBoundedAndSaysWhatItLeftOut() {
        var limits = LiveLimits.standard
        limits.maxPanelRows = 2
        limits.maxPanelLogLines = 3
        limits.maxPanelLineBytes = 8
        let content = LivePanelContent(columns: ["name"], rows: [["a"], ["b"], ["c"]],
                                       log: ["1", "2", "3", "4", "0123456789"])
        let text = LivePanelText(title: "T", content: content, limits: limits)
        #expect(text.rows == [["a"], ["b"], ["… 1 more rows"]])
        #expect(text.log == ["… 2 earlier lines", "3", "4", "01234567…"])
        #expect(text.text == "" && text.cutFrom == nil)
    }
}
