import Foundation
import InstagridModel
import InstagridScenario
import Testing
@testable import InstagridStudio

/// The recorder: gestures become steps, and the saved scenario replays to the live trace.
@Suite struct LiveSessionTests {
    static func session(_ device: Device = .studioDefault, _ orientation: Orientation = .portrait) throws -> LiveSession {
        let project = try StudioFixture.project("live")
        return LiveSession(device: device, orientation: orientation, photos: project.photoSources())
    }

    /// A straight one-finger drag, with moves every `step` ms.
    static func drag(_ session: inout LiveSession, from: Point, to: Point, start: Double, duration: Double,
                     step: Double = 16, pointer: Int = 7) throws {
        try session.pointer(.down, pointer: pointer, at: start, x: from.x, y: from.y)
        var t = step
        while t < duration {
            let f = t / duration
            try session.pointer(.move, pointer: pointer, at: start + t, x: from.x + (to.x - from.x) * f,
                                y: from.y + (to.y - from.y) * f)
            t += step
        }
        try session.pointer(.up, pointer: pointer, at: start + duration, x: to.x, y: to.y)
    }

    /// The saved text replayed by the runner gives the session's trace, entry for entry.
    static func expectReplayMatches(_ session: LiveSession) throws {
        let yaml = ScenarioWriter.yaml(session.scenario(named: "recorded", path: "/tmp/recorded.yaml"))
        var parsed = try ScenarioParser<Instagrid>.parse(yaml: yaml.replacingOccurrences(of: ": Photos/", with: ": \(StudioFixture.packageRoot)/Scenarios/Photos/"),
                                              path: "/tmp/recorded.yaml")
        parsed.photos = session.photos
        #expect(parsed.steps.map(\.kind) == session.steps)
        let replay = ScenarioRunner<Instagrid>.run(parsed, on: session.device)
        let live = session.run
        #expect(replay.trace == live.trace)
        #expect(replay.finalState == live.finalState)
    }

    @Test func aTapOnASlotIsTheIdealizedTapAndAChoiceMakesItAPick() throws {
        var session = try Self.session()
        let state = session.displayState(at: 0)
        let slot = try #require(state.geometry.frame(of: .slot(2), layout: state.layout, gridOffset: .zero))
        try session.pointer(.down, pointer: 1, at: 1000, x: slot.center.x + 3, y: slot.center.y - 2)
        try session.pointer(.up, pointer: 1, at: 1090, x: slot.center.x + 4, y: slot.center.y - 2)
        #expect(session.steps == [.tap(.control(.slot(2)))])
        #expect(session.run.finalState.phase == .picking)
        try session.perform(.picker(.choose(photo: "square")), at: 2500)
        #expect(session.steps == [.pick(slot: 2, photo: "square")])
        #expect(session.run.finalState.photos[2] == "square")
        try Self.expectReplayMatches(session)
    }

    @Test func aSwipeUpIsATrackAndEndsShared() throws {
        var session = try Self.session()
        try Self.drag(&session, from: Point(x: 187, y: 400), to: Point(x: 187, y: 250), start: 500, duration: 120)
        guard case .touches(let samples) = session.steps.last else {
            Issue.record("expected a touches step, got \(session.steps)")
            return
        }
        #expect(samples.first?.phase == .began && samples.last?.phase == .ended)
        #expect(session.displayState(at: 1500).phase == .sharing)
        try session.perform(.share(.completed), at: 2000)
        #expect(session.steps.first == .touches(samples))
        #expect(session.steps.dropFirst().first == .wait(1.38))
        #expect(session.run.finalState.shares == [.completed])
        try Self.expectReplayMatches(session)
    }

    @Test func aSlowSwipeIsATrackThatSharesNothing() throws {
        var session = try Self.session()
        try Self.drag(&session, from: Point(x: 20, y: 400), to: Point(x: 20, y: 360), start: 0, duration: 900)
        #expect(session.steps.count == 1)
        #expect(session.displayState(at: 3000).phase == .idle)
        try Self.expectReplayMatches(session)
    }

    @Test func buttonsPausesRotationExpectAndSnapshotReplayBitForBit() throws {
        var session = try Self.session(Device.all[2])
        try session.perform(.rotate(.landscapeLeft), at: 300)
        try session.perform(.snapshot(SnapshotRequest(name: "turned")), at: 1234.4)
        try Self.drag(&session, from: Point(x: 300, y: 250), to: Point(x: 310, y: 60), start: 2000, duration: 100,
                      step: 7, pointer: 3)
        try session.perform(.expect(InstagridExpectation()), at: 2300)
        guard case .expect(let expectation) = session.steps.last else {
            Issue.record("expected an expect step, got \(session.steps)")
            return
        }
        #expect(expectation.phase == session.run.finalState.phase)
        #expect(expectation.slots?.count == 4)
        #expect(session.run.failures.isEmpty)
        try Self.expectReplayMatches(session)
    }

    @Test func twoFingersMakeOneTrackWithTwoIDs() throws {
        var session = try Self.session()
        try session.pointer(.down, pointer: 11, at: 100, x: 100, y: 400)
        try session.pointer(.down, pointer: 12, at: 110, x: 200, y: 400)
        try session.pointer(.move, pointer: 11, at: 130, x: 100, y: 300)
        try session.pointer(.up, pointer: 11, at: 150, x: 100, y: 250)
        try session.pointer(.up, pointer: 12, at: 160, x: 200, y: 390)
        guard case .touches(let samples) = session.steps.last else {
            Issue.record("expected a touches step")
            return
        }
        #expect(Set(samples.map(\.id)) == [1, 2])
        try Self.expectReplayMatches(session)
    }

    @Test func stepsTheAppCannotTakeAreRefusedAndNothingIsRecorded() throws {
        var session = try Self.session()
        #expect(throws: StudioError.self) { try session.perform(.share(.completed), at: 100) }
        #expect(throws: StudioError.self) { try session.pointer(.move, pointer: 4, at: 100, x: 1, y: 1) }
        #expect(session.steps.isEmpty)
        try session.pointer(.down, pointer: 4, at: 200, x: 10, y: 10)
        #expect(throws: StudioError.busy("lift every finger first")) { try session.perform(.rotate(.portrait), at: 210) }
        #expect(throws: StudioError.self) { try session.pointer(.down, pointer: 4, at: 220, x: 10, y: 10) }
    }
}
