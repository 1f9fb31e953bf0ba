import Foundation
import Frames
import Harness
import InstagridApp
import InstagridModel
import InstagridScenario
import Scenarios
import Testing
@testable import Studio

/// The recorder through the harness's live phone: gestures become steps, and the saved scenario
/// replays to the live trace.
@Suite struct LivePhoneTests {
    static func phone(_ app: HarnessApp = .instagrid, _ device: Device = .studioDefault,
                      _ orientation: Orientation = .portrait) throws -> (LivePhone, StudioProject) {
        let project = try StudioFixture.project("live")
        let phone = try app.startPhone(LiveStart(device: device, orientation: orientation, photos: project.photos()))
        return (phone, project)
    }

    static func steps(_ phone: LivePhone) -> [StepKind<Instagrid>] {
        phone.recording(Instagrid.self)?.steps ?? []
    }

    static func run(_ phone: LivePhone) throws -> ScenarioRun<Instagrid> {
        try #require(phone.recording(Instagrid.self)).run
    }

    /// A straight one-finger drag, with moves every `step` ms.
    static func drag(_ phone: inout LivePhone, from: Point, to: Point, start: Double, duration: Double,
                     step: Double = 16, pointer: Int = 7) throws {
        try phone.touch(.began, pointer: pointer, at: start, x: from.x, y: from.y)
        var t = step
        while t < duration {
            let f = t / duration
            try phone.touch(.moved, pointer: pointer, at: start + t, x: from.x + (to.x - from.x) * f,
                            y: from.y + (to.y - from.y) * f)
            t += step
        }
        try phone.touch(.ended, pointer: pointer, at: start + duration, x: to.x, y: to.y)
    }

    /// The saved text replayed by the runner gives the phone's trace, entry for entry, and its
    /// final state.
    static func expectReplayMatches<App: ScenarioWritable>(_ phone: LivePhone, _ app: App.Type, in project: StudioProject)
        throws where App.Model: FrameState, App.Model.Action: TouchAction {
        let path = project.scenarios + "/recorded.yaml"
        let yaml = try phone.scenario(named: "recorded", path: path)
        let parsed = try ScenarioParser<App>.parse(yaml: yaml, path: path)
        let live = try #require(phone.recording(App.self))
        #expect(parsed.steps.map(\.kind) == live.steps)
        let replay = ScenarioRunner<App>.run(parsed, on: phone.device)
        #expect(replay.trace == live.run.trace)
        #expect(replay.finalState == live.run.finalState)
        #expect(replay.traceLines(.text) == phone.traceLines())
    }

    @Test func aTapOnASlotIsTheIdealizedTapAndAChoiceMakesItAPick() throws {
        var (phone, project) = try Self.phone()
        let state = try Self.run(phone).finalState
        let slot = try #require(state.geometry.frame(of: .slot(2), layout: state.layout, gridOffset: .zero))
        try phone.touch(.began, pointer: 1, at: 1000, x: slot.center.x + 3, y: slot.center.y - 2)
        try phone.touch(.ended, pointer: 1, at: 1090, x: slot.center.x + 4, y: slot.center.y - 2)
        #expect(Self.steps(phone) == [.tap(.control(.slot(2)))])
        #expect(try Self.run(phone).finalState.phase == .picking)
        let picking = phone.frame(at: 1200, force: true)
        #expect(picking?.onScreen.contains("choose-square") == true)
        try phone.press("choose-square", at: 2500)
        #expect(Self.steps(phone) == [.pick(slot: 2, photo: "square")])
        #expect(phone.status.steps == ["pick: { slot: 2, photo: square }"])
        #expect(try Self.run(phone).finalState.photos[2] == "square")
        try Self.expectReplayMatches(phone, Instagrid.self, in: project)
    }

    @Test func aSwipeUpIsATrackAndEndsShared() throws {
        var (phone, project) = try Self.phone()
        try Self.drag(&phone, from: Point(x: 187, y: 400), to: Point(x: 187, y: 250), start: 500, duration: 120)
        guard case .touches(let samples) = Self.steps(phone).last else {
            Issue.record("expected a touches step, got \(Self.steps(phone))")
            return
        }
        #expect(samples.first?.phase == .began && samples.last?.phase == .ended)
        let frame = phone.frame(at: 1500, force: true)
        let sharing = try #require(frame)
        #expect(sharing.phase == "sharing")
        #expect(sharing.onScreen == ["share-completed", "share-cancelled", "share-failed"])
        try phone.press("share-completed", at: 2000)
        #expect(Self.steps(phone).first == .touches(samples))
        #expect(Self.steps(phone).dropFirst().first == .wait(1.38))
        #expect(try Self.run(phone).finalState.shares == [.completed])
        try Self.expectReplayMatches(phone, Instagrid.self, in: project)
    }

    @Test func aSlowSwipeIsATrackThatSharesNothing() throws {
        var (phone, project) = try Self.phone()
        try Self.drag(&phone, from: Point(x: 20, y: 400), to: Point(x: 20, y: 360), start: 0, duration: 900)
        #expect(Self.steps(phone).count == 1)
        let later = phone.frame(at: 3000, force: true)
        #expect(later?.phase == "idle")
        try Self.expectReplayMatches(phone, Instagrid.self, in: project)
    }

    @Test func buttonsPausesRotationExpectAndSnapshotReplayBitForBit() throws {
        var (phone, project) = try Self.phone(.instagrid, Device.all[2])
        try phone.press("rotate-landscape-left", at: 300)
        try phone.snapshot(named: "turned", at: 1234.4)
        try Self.drag(&phone, from: Point(x: 300, y: 250), to: Point(x: 310, y: 60), start: 2000, duration: 100,
                      step: 7, pointer: 3)
        try phone.expectState(at: 2300)
        guard case .expect(let expectation) = Self.steps(phone).last else {
            Issue.record("expected an expect step, got \(Self.steps(phone))")
            return
        }
        let run = try Self.run(phone)
        #expect(expectation.phase == run.finalState.phase)
        #expect(expectation.slots?.count == 4)
        #expect(run.failures.isEmpty)
        #expect(Self.steps(phone).prefix(3) == [.rotate(.landscapeLeft), .wait(0.934), .snapshot(SnapshotRequest(name: "turned"))])
        try Self.expectReplayMatches(phone, Instagrid.self, in: project)
    }

    @Test func twoFingersMakeOneTrackWithTwoIDs() throws {
        var (phone, project) = try Self.phone()
        try phone.touch(.began, pointer: 11, at: 100, x: 100, y: 400)
        try phone.touch(.began, pointer: 12, at: 110, x: 200, y: 400)
        try phone.touch(.moved, pointer: 11, at: 130, x: 100, y: 300)
        try phone.touch(.ended, pointer: 11, at: 150, x: 100, y: 250)
        try phone.touch(.ended, pointer: 12, at: 160, x: 200, y: 390)
        guard case .touches(let samples) = Self.steps(phone).last else {
            Issue.record("expected a touches step")
            return
        }
        #expect(Set(samples.map(\.id)) == [1, 2])
        try Self.expectReplayMatches(phone, Instagrid.self, in: project)
    }

    @Test func stepsTheAppCannotTakeAreRefusedAndNothingIsRecorded() throws {
        var (phone, _) = try Self.phone()
        #expect(throws: LiveError.self) { try phone.press("share-completed", at: 100) }
        #expect(throws: LiveError.self) { try phone.touch(.moved, pointer: 4, at: 100, x: 1, y: 1) }
        #expect(throws: LiveError.self) { try phone.press("fly", at: 100) }
        #expect(Self.steps(phone).isEmpty)
        try phone.touch(.began, pointer: 4, at: 200, x: 10, y: 10)
        #expect(throws: LiveError.busy("lift every finger first")) { try phone.press("rotate-portrait", at: 210) }
        #expect(throws: LiveError.self) { try phone.touch(.began, pointer: 4, at: 220, x: 10, y: 10) }
        #expect(throws: LiveError.self) { try phone.snapshot(named: "final", at: 230) }
    }

    @Test func theRecordingStopsAtItsBounds() throws {
        let project = try StudioFixture.project("bounds")
        let limits = LiveLimits(maxSteps: 3, maxInputs: 4)
        var phone = try HarnessApp.instagrid.startPhone(LiveStart(device: .studioDefault, photos: project.photos(),
                                                                   limits: limits))
        try phone.press("rotate-landscape-left", at: 0)
        try phone.press("rotate-portrait", at: 100)
        #expect(throws: LiveError.recordingFull(steps: 3, inputs: 2)) { try phone.press("rotate-portrait", at: 200) }
        #expect(phone.status.steps.count == 3)
    }
}
