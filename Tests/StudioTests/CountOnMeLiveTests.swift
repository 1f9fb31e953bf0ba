import CountOnMeApp
import CountOnMeModel
import CountOnMeScenario
import Foundation
import Harness
import Scenarios
import Testing
@testable import Studio

/// The second app's live phone, through the same harness API as Instagrid's: taps on the
/// calculator's buttons are recorded as named taps, other touches as tracks, and the saved file
/// replays to the phone's trace.
@Suite struct CountOnMeLiveTests {
    static func steps(_ phone: LivePhone) -> [StepKind<CountOnMe>] {
        phone.recording(CountOnMe.self)?.steps ?? []
    }

    /// A touch down at `point` and up `duration` ms later, `drift` points to the right.
    static func press(_ phone: inout LivePhone, _ point: Point, at ms: Double, duration: Double = 80,
                      drift: Double = 0) throws {
        try phone.touch(.began, pointer: 5, at: ms, x: point.x, y: point.y)
        try phone.touch(.ended, pointer: 5, at: ms + duration, x: point.x + drift, y: point.y)
    }

    @Test func tapsOnButtonsAreNamedTapsAndTheRecordingReplaysBitForBit() throws {
        var (phone, project) = try LivePhoneTests.phone(.countOnMe)
        let geometry = CountOnMeGeometry(device: phone.device)
        #expect(phone.app == "countonme")
        #expect(phone.buttons.isEmpty)
        try Self.press(&phone, geometry.frame(of: .digit(4)).center, at: 1000)
        try Self.press(&phone, geometry.frame(of: .digit(2)).center, at: 1500, drift: 4)
        #expect(Self.steps(phone) == [.tap(.named(.digit(4))), .wait(0.42), .tap(.named(.digit(2)))])
        #expect(phone.status.steps == ["tap: digit-4", "wait: 0.42", "tap: digit-2"])
        let shown = phone.frame(at: 2000, force: true)
        #expect(shown?.fields.map(\.value) == ["42"])
        // Held too long to be a tap: the track is kept, and it presses the button all the same.
        try Self.press(&phone, geometry.frame(of: .plus).center, at: 2500, duration: 800)
        guard case .touches(let samples) = Self.steps(phone).last else {
            Issue.record("expected a touches step, got \(Self.steps(phone))")
            return
        }
        #expect(samples.count == 2)
        // Lifted far from where it went down: a track that presses nothing.
        let one = geometry.frame(of: .digit(1)).center
        try Self.press(&phone, one, at: 4000, drift: 200)
        try phone.snapshot(named: nil, at: 4500)
        try phone.expectState(at: 5000)
        guard case .expect(let expectation) = Self.steps(phone).last else {
            Issue.record("expected an expect step, got \(Self.steps(phone))")
            return
        }
        #expect(expectation.display == "42 + ")
        #expect(expectation.result == .hidden)
        #expect(phone.status.steps.contains("snapshot: snapshot-1"))
        try LivePhoneTests.expectReplayMatches(phone, CountOnMe.self, in: project)
    }

    @Test func theCalculatorHasNoButtonsBesideItsScreen() throws {
        var (phone, _) = try LivePhoneTests.phone(.countOnMe)
        #expect(throws: LiveError.badInput("unknown control 'rotate-portrait'; this app has none")) {
            try phone.press("rotate-portrait", at: 10)
        }
        #expect(Self.steps(phone).isEmpty)
    }

    @Test func aSessionOnTheSocketSavesACountOnMeScenarioThatReplaysToItsTrace() throws {
        var connection = try SessionConnectionTests.connection()
        let started = SessionConnectionTests.texts(connection.handle(#"{"type":"start","app":"countonme","device":"iphone-se"}"#, second: 0))
        #expect(started.first?.contains(#""app":"countonme""#) == true, "\(started)")
        #expect(started.first?.contains(#""portraitOnly":true"#) == true)
        let geometry = CountOnMeGeometry(device: connection.phone.device)
        for (index, key) in [CalculatorKey.digit(7), .times, .digit(6), .equal].enumerated() {
            let point = geometry.frame(of: key).center
            let t = Double(index) * 400 + 100
            _ = connection.handle(#"{"type":"pointer","phase":"down","id":2,"t":\#(t),"x":\#(point.x),"y":\#(point.y)}"#, second: 0)
            _ = connection.handle(#"{"type":"pointer","phase":"up","id":2,"t":\#(t + 60),"x":\#(point.x),"y":\#(point.y)}"#, second: 0)
        }
        _ = connection.handle(#"{"type":"expect","t":2000}"#, second: 0)
        let path = try SessionConnectionTests.saveAndReplay(
            &connection, name: "times", app: "countonme", apps: StudioFixture.apps,
            on: Device.all.first { $0.id == "iphone-se" } ?? .studioDefault).path
        let scenario = try ScenarioParser<CountOnMe>.parse(contentsOf: path)
        #expect(scenario.steps.map(\.kind).prefix(2) == [.tap(.named(.digit(7))), .wait(0.34)])
        #expect(ScenarioRunner.run(scenario, on: scenario.devices[0]).finalState.display == "7 x 6 = 42")
        let timeline = SessionConnectionTests.errors(connection.handle(#"{"type":"timeline"}"#, second: 0))
        #expect(timeline.first?.contains("countonme draws no timeline") == true, "\(timeline)")
    }

    @Test func aCalculatorRunsInPortraitOnly() throws {
        var connection = try SessionConnectionTests.connection()
        let replies = connection.handle(#"{"type":"start","app":"countonme","orientation":"landscape-left"}"#, second: 0)
        #expect(SessionConnectionTests.errors(replies).first?.contains("countonme runs in portrait only") == true)
        #expect(connection.phone.app == "instagrid")
    }
}
