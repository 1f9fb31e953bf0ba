import Foundation
import GestureLabApp
import GestureLabModel
import GestureLabScenario
import Harness
import ImageCodec
import Scenarios
import Testing
@testable import Studio

/// The lab in the studio through the socket and the router: a phone started from a lab
/// scenario's setup (checked as the player checks a name), its panel in each frame, a saved
/// recording that replays to the page's trace, and the lab's scenarios in the player.
@Suite struct GestureLabSessionTests {
    static let apps: [HarnessApp] = StudioFixture.apps + [.gestureLab]
    static let setup = "GestureLab/tap-or-double-tap"

    static func connection(_ label: String) throws -> SessionConnection {
        let project = try StudioFixture.project(label, scenarios: [setup, "CountOnMe/digits"], goldens: [])
        return try SessionConnection(project: project, apps: apps)
    }

    /// The `panel` of the last frame message among `replies`.
    static func panel(_ replies: [SessionConnection.Reply]) throws -> [String: Any] {
        let frame = try #require(SessionConnectionTests.texts(replies).last { $0.contains(#""type":"frame""#) })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any])
        return try #require(object["panel"] as? [String: Any], "\(frame)")
    }

    static func tap(_ connection: inout SessionConnection, x: Double, y: Double, at t: Double) -> [SessionConnection.Reply] {
        _ = connection.handle(#"{"type":"pointer","phase":"down","id":3,"t":\#(t),"x":\#(x),"y":\#(y)}"#, second: 0)
        return connection.handle(#"{"type":"pointer","phase":"up","id":3,"t":\#(t + 50),"x":\#(x),"y":\#(y)}"#, second: 0)
    }

    @Test func theLabStartsFromAScenariosSetupShowsItsPanelAndSavesAFileThatReplays() throws {
        var connection = try Self.connection("lab-socket")
        let replies = connection.handle(#"{"type":"start","app":"gesture-lab","device":"iphone-8","setup":"\#(Self.setup)"}"#,
                                        second: 0)
        let started = try #require(SessionConnectionTests.texts(replies).first)
        #expect(started.contains(#""setups":true"#) && started.contains(#""setup":"\#(Self.setup)""#), "\(started)")
        #expect(started.contains(#""portraitOnly":true"#) && started.contains(#""timeline":true"#))
        let panel = try Self.panel(replies)
        #expect(panel["title"] as? String == "Recognizers")
        #expect(panel["columns"] as? [String] == ["recognizer", "state", "recognized"])
        #expect(panel["rows"] as? [[String]] == [["double", "possible", "0"], ["single", "possible", "0"]])
        #expect(panel["log"] as? [String] == [])
        _ = Self.tap(&connection, x: 187, y: 300, at: 100)
        let second = Self.tap(&connection, x: 190, y: 302, at: 250)
        let after = try Self.panel(second)
        #expect(after["rows"] as? [[String]] == [["double", "ended", "1"], ["single", "failed", "0"]], "\(after)")
        #expect((after["log"] as? [String])?.contains("0.200  double ended") == true, "\(after)")
        _ = connection.handle(#"{"type":"expect","t":900}"#, second: 0)
        let steps = connection.phone.status.steps
        #expect(steps.prefix(3) == ["tap: card", "wait: 0.1", "tap: card"], "\(steps)")
        let (path, _) = try SessionConnectionTests.saveAndReplay(&connection, name: "lab", app: "gesture-lab",
                                                                 apps: Self.apps, on: connection.phone.device)
        let scenario = try ScenarioParser<GestureLab>.parse(contentsOf: path)
        #expect(scenario.settings.views.map(\.name) == ["card"])
        #expect(scenario.settings.recognizers.map(\.name) == ["double", "single"])
        // The page's Timeline is the lab's lanes.
        let timeline = try #require(SessionConnectionTests.texts(connection.handle(#"{"type":"timeline"}"#, second: 0)).first)
        #expect(timeline.contains(#""type":"timeline""#) && timeline.contains("double"))
        // A new recording keeps the setup; another app starts from its own.
        let cleared = connection.handle(#"{"type":"clear"}"#, second: 0)
        #expect(try Self.panel(cleared)["rows"] as? [[String]] == [["double", "possible", "0"], ["single", "possible", "0"]])
        let other = SessionConnectionTests.texts(connection.handle(#"{"type":"start","app":"countonme"}"#, second: 0))
        #expect(other.first?.contains(#""setup":null"#) == true && other.first?.contains(#""setups":false"#) == true)
        #expect(other.contains { $0.contains(#""panel":null"#) })
    }

    @Test func withoutASetupTheLabIsTheBuiltInArrangement() throws {
        var connection = try Self.connection("lab-builtin")
        let replies = connection.handle(#"{"type":"start","app":"gesture-lab","setup":""}"#, second: 0)
        #expect(SessionConnectionTests.texts(replies).first?.contains(#""setup":null"#) == true)
        let rows = try #require(try Self.panel(replies)["rows"] as? [[String]])
        #expect(rows.map { $0[0] } == ["list.pan", "double", "single", "hold", "move"])
    }

    @Test(arguments: [
        (#""app":"gesture-lab","setup":"../escape""#, "refused path"),
        (#""app":"gesture-lab","setup":"GestureLab/../../etc/passwd""#, "refused path"),
        (#""app":"gesture-lab","setup":"a/b/c/d/e/f""#, "at most 4 folders deep"),
        (#""app":"gesture-lab","setup":".hidden""#, "refused path"),
        (#""app":"gesture-lab","setup":"missing""#, "no scenario missing in Scenarios/"),
        (#""app":"gesture-lab","setup":"CountOnMe/digits""#, "Scenarios/CountOnMe/digits.yaml is a scenario of countonme, not of gesture-lab"),
        (#""app":"countonme","setup":"CountOnMe/digits""#, "countonme starts from no scenario's setup"),
        (#""app":"gesture-lab","setup":"broken""#, "broken.yaml:3:"),
        (#""app":"gesture-lab","setup":"outside""#, "symbolic link out of Scenarios/"),
    ])
    func aSetupOutsideTheProjectOrNotTheLabsIsRefusedAndTheSessionGoesOn(fields: String, error: String) throws {
        var connection = try Self.connection("lab-hostile")
        let scenarios = connection.project.scenarios
        try "app: gesture-lab\nviews:\n  - card: { frame: [0, 0, -1, 10] }\n".write(
            toFile: scenarios + "/broken.yaml", atomically: true, encoding: .utf8)
        let outside = FileManager.default.temporaryDirectory.path + "/lab-outside-\(UUID().uuidString).yaml"
        try "app: gesture-lab\nviews:\n  - secret: { frame: [0, 0, 10, 10] }\n".write(
            toFile: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: scenarios + "/outside.yaml", withDestinationPath: outside)
        _ = connection.handle(#"{"type":"start","app":"gesture-lab"}"#, second: 0)
        let errors = SessionConnectionTests.errors(connection.handle(#"{"type":"start",\#(fields)}"#, second: 0))
        #expect(errors.count == 1)
        #expect(errors.first?.contains(error) == true, "\(errors)")
        #expect(errors.first?.contains("secret") == false)
        // Nothing changed: the same phone on the built-in arrangement.
        #expect(connection.phone.app == "gesture-lab" && connection.setup == nil)
        #expect(SessionConnectionTests.frames(connection.handle(#"{"type":"frame","t":10}"#, second: 0)) == 1)
    }

    @Test func theRouterListsAndPlaysTheLabsScenarios() async throws {
        let project = try StudioFixture.project("lab-player", scenarios: [Self.setup], goldens: [])
        try FileManager.default.copyItem(atPath: StudioFixture.packageRoot + "/Goldens/lab-tap-or-double-tap",
                                         toPath: project.goldens + "/lab-tap-or-double-tap")
        let token = StudioServerTests.token
        let studio = try StudioServer(projectPath: project.root, port: 0, apps: Self.apps, token: token)
        try await studio.routerClient().test { client in
            let list = try await client.execute(uri: "/api/scenarios?token=\(token)", method: .get)
            #expect(StudioServerTests.text(list).contains(#"{"app":"gesture-lab","id":"\#(Self.setup)"}"#),
                    "\(StudioServerTests.text(list))")
            let opened = try await client.execute(uri: "/api/scenario?name=\(Self.setup)&token=\(token)", method: .get)
            #expect(StudioServerTests.text(opened).contains(#""passed":true"#), "\(StudioServerTests.text(opened))")
            let frame = try await client.execute(uri: "/api/scenario/frame?name=\(Self.setup)&t=0.05&token=\(token)",
                                                 method: .get)
            #expect(frame.status == .ok)
            let golden = try ImageFile.read(project.goldens + "/lab-tap-or-double-tap/iphone-8-portrait/waiting.png")
            #expect(try PNGCodec.decode(Array(buffer: frame.body)) == golden)
        }
    }
}
