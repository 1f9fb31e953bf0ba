import Foundation
import Harness
import MessengerApp
import MessengerModel
import MessengerScenario
import MessengerWorld
import Scenarios
import Testing
import Timelines
@testable import Studio

/// The live world (docs/studio.md, "Worlds"): Messenger's two phones side by side, each
/// touchable; touches are addressed to the user they land on, the world's controls record their
/// steps, and the saved world replays to the page's trace.
@Suite struct MessengerLiveTests {
    static let apps: [HarnessApp] = StudioFixture.apps + [.messenger]

    /// The world `seconds` after the recording's end, as the page shows it then.
    static func world(_ phone: LivePhone, after seconds: Double) throws -> MessengerWorld {
        let run = try #require(phone.recording(Messenger.self)).run
        return run.timeline.state(at: run.timeline.end + seconds)
    }

    /// A short touch on `target` of `user`'s phone at `ms`, `wait` seconds after the last input.
    static func tap(_ phone: inout LivePhone, _ target: Target, of user: String, at ms: Double, wait: Double) throws {
        let index = try #require(phone.users.firstIndex(of: user))
        let frame = try #require(try world(phone, after: wait).phone(index).frame(of: target), "\(target) on \(user)")
        let point = frame.center
        try phone.touch(.began, pointer: 3, at: ms, x: point.x, y: point.y, user: user)
        try phone.touch(.ended, pointer: 3, at: ms + 60, x: point.x + 1, y: point.y, user: user)
    }

    @Test func touchesAreAddressedToTheirUserAndTheWorldReplaysBitForBit() throws {
        let project = try StudioFixture.project("world")
        var phone = try HarnessApp.messenger.startPhone(LiveStart(device: .studioDefault, photos: project.photos()))
        #expect(phone.users == ["alice", "bob"])
        #expect(phone.buttons.contains { $0.id == "alice-type" && $0.takesText })
        let drawn = phone.frame(at: 0, force: true)
        let first = try #require(drawn)
        #expect(first.areas.map(\.name) == ["alice", "bob"])
        #expect(first.areas.first.map { Double(first.image.width) > $0.x + $0.width } == true)
        #expect(first.panel?.title == "Server")
        #expect(first.panel?.text.contains("\"alice-example-com\"") == true)

        try Self.tap(&phone, .compose, of: "alice", at: 1000, wait: 1)
        try phone.press("alice-type", text: "Bo", at: 1600)
        try Self.tap(&phone, .returnKey, of: "alice", at: 1700, wait: 0.1)
        try Self.tap(&phone, .result(1), of: "alice", at: 2300, wait: 0.5)
        try Self.tap(&phone, .message, of: "alice", at: 3400, wait: 1)
        try phone.press("alice-type", text: "Hello Bob", at: 3600)
        try phone.press("bob-offline", at: 3700)
        try Self.tap(&phone, .send, of: "alice", at: 3800, wait: 0.1)
        try phone.expectState(at: 6000)
        let lines = phone.status.steps
        // The clock starts at the first input: what comes before it is not a pause.
        #expect(lines.prefix(3) == ["alice: { tap: compose }", "wait: 0.54", "alice: { type: Bo }"], "\(lines)")
        #expect(lines.contains("alice: { type: Bo }"))
        #expect(lines.contains(#"alice: { type: "Hello Bob" }"#))
        #expect(lines.contains("network: { bob: offline }"))
        #expect(lines.contains("alice: { tap: send }"))
        #expect(lines.contains { $0.hasPrefix("bob: { expect: { screen: chats") })
        #expect(lines.last?.hasPrefix("expect: { quiet: ") == true)

        // A touch names its user; a user that is not in the world is refused, and nothing is recorded.
        #expect(throws: LiveError.badInput("unknown user 'carol'; users: alice, bob")) {
            try phone.touch(.began, pointer: 1, at: 7000, x: 10, y: 10, user: "carol")
        }
        #expect(throws: LiveError.self) { try phone.touch(.began, pointer: 1, at: 7000, x: 10, y: 10) }
        #expect(throws: LiveError.badInput("'alice-type' needs a text")) { try phone.press("alice-type", at: 7000) }
        #expect(phone.status.steps == lines)

        let path = project.scenarios + "/world.yaml"
        let yaml = try phone.scenario(named: "world", path: path)
        #expect(yaml.contains("users:\n  alice: { device: iphone-8, name: \"Alice Martin\" }\n"))
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let loaded = try HarnessApp.load(path, apps: Self.apps)
        let replay = HarnessApp.run(loaded, on: phone.device, tracing: true)
        #expect(replay.summary.passed, "\(replay.summary)")
        #expect(replay.traceLines(.text, []) == phone.traceLines())
    }

    @Test func aSessionOnTheSocketSavesAWorldThatReplaysToItsTrace() throws {
        var connection = try SessionConnection(project: StudioFixture.project("world-socket"), apps: Self.apps)
        let started = SessionConnectionTests.texts(connection.handle(#"{"type":"start","app":"messenger"}"#, second: 0))
        #expect(started.first?.contains(#""users":["alice","bob"]"#) == true, "\(started)")
        #expect(started.first?.contains(#""timeline":true"#) == true)
        #expect(started.contains { $0.contains(#""areas":[{"height":667"#) && $0.contains(#""panel":{"columns":[],"log":[],"rows":[],"text":"#) })
        let compose = try #require(try Self.world(connection.phone, after: 0.5).phone(1).frame(of: .compose))
        // bob's phone is the second area: the page sends points of bob's own screen and his name.
        for (phase, t) in [("down", 500.0), ("up", 560.0)] {
            _ = connection.handle(#"{"type":"pointer","phase":"\#(phase)","id":4,"t":\#(t),"x":\#(compose.center.x),"y":\#(compose.center.y),"user":"bob"}"#, second: 0)
        }
        let typed = SessionConnectionTests.texts(connection.handle(#"{"type":"control","control":"bob-type","text":"Al","t":900}"#, second: 0))
        #expect(typed.contains { $0.contains(#"bob: { type: Al }"#) }, "\(typed)")
        let refused = connection.handle(#"{"type":"control","control":"bob-type","text":"a\u0007","t":950}"#, second: 0)
        #expect(SessionConnectionTests.errors(refused).first?.contains("no control characters") == true)
        _ = connection.handle(#"{"type":"control","control":"alice-offline","t":1000}"#, second: 0)
        _ = connection.handle(#"{"type":"expect","t":1500}"#, second: 0)
        let device = connection.phone.device
        let (path, replay) = try SessionConnectionTests.saveAndReplay(&connection, name: "world", app: "messenger",
                                                                      apps: Self.apps, on: device)
        // The page's timeline is the one `replay --timeline` draws for the saved file, byte for
        // byte but for its title: the recording is `live` until it is saved under a name.
        let reply = try #require(SessionConnectionTests.texts(connection.handle(#"{"type":"timeline"}"#, second: 0)).first)
        let object = try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any]
        let svg = try #require(object?["svg"] as? String)
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
        let titled = svg.replacingOccurrences(of: #"font-weight="bold">live</text>"#,
                                              with: #"font-weight="bold">world</text>"#)
        #expect(titled != svg)
        #expect(titled == replay.timeline.map { $0().svg() })
        let scenario = try ScenarioParser<Messenger>.parse(contentsOf: path)
        #expect(scenario.steps.map(\.participant).prefix(3) == [1, nil, 1])
    }

    @Test func aLongPanelIsCutWithANote() {
        let text = String(repeating: "é", count: 40)
        let cut = LivePanelText(title: "Server", text: text, limit: 11)
        #expect(cut.text == "ééééé\n… cut at 11 of 80 bytes")
        #expect(cut.cutFrom == 80)
        #expect(LivePanelText(title: "Server", text: text, limit: 80).text == text)
    }
}
