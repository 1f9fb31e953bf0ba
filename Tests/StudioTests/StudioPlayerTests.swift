import Foundation
import HTTPTypes
import Hummingbird
import ImageCodec
import Testing
@testable import Studio

/// The player and the review over every app's scenarios: subfolders of `Scenarios/` listed with
/// their apps, a CountOnMe scenario played and checked, and no file read through a link out of
/// `Scenarios/`.
@Suite struct StudioPlayerTests {
    static let token = StudioServerTests.token

    static func get(_ client: RouterClient, _ uri: String) async throws -> RouterResponse {
        try await client.execute(uri: uri + (uri.contains("?") ? "&" : "?") + "token=\(token)", method: .get)
    }

    /// The start of the step whose text is `text`, in an opened scenario's JSON.
    static func start(of text: String, in json: String) throws -> Double {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let steps = try #require(object["steps"] as? [[String: Any]])
        let step = try #require(steps.first { $0["text"] as? String == text })
        return try #require(step["start"] as? Double)
    }

    @Test func aCountOnMeScenarioInASubfolderIsListedWithItsAppAndPlayed() async throws {
        let project = try StudioFixture.project("apps", scenarios: ["launch", "CountOnMe/digits"],
                                                goldens: ["launch", "countonme-digits"])
        let app = try StudioServerTests.studio(project).routerClient()
        try await app.test { client in
            let list = StudioServerTests.text(try await Self.get(client, "/api/scenarios"))
            #expect(list.contains(#""names":["CountOnMe/digits","launch"]"#), "\(list)")
            #expect(list.contains(#"{"app":"countonme","id":"CountOnMe/digits"}"#))
            let opened = StudioServerTests.text(try await Self.get(client, "/api/scenario?name=CountOnMe/digits&device=iphone-se"))
            #expect(opened.contains(#""app":"countonme""#), "\(opened)")
            #expect(opened.contains(#""name":"countonme-digits""#))
            #expect(opened.contains(#""passed":true"#))
            #expect(opened.contains("digit-4 pressed"))
            let time = try Self.start(of: "snapshot: typed-402", in: opened)
            let frame = try await Self.get(client, "/api/scenario/frame?name=CountOnMe/digits&device=iphone-se&t=\(time)")
            #expect(frame.status == .ok)
            #expect(frame.headers[HTTPField.Name("X-Instagrid-State")!] == "t=0.25 phase=idle display=402")
            let golden = try ImageFile.read(project.goldens + "/countonme-digits/iphone-se-portrait/typed-402.png")
            #expect(try PNGCodec.decode(Array(buffer: frame.body)) == golden)
            let wrongDevice = try await Self.get(client, "/api/scenario?name=CountOnMe/digits&device=iphone-99")
            #expect(wrongDevice.status == .badRequest)
        }
    }

    @Test func linksOutOfScenariosAreNeitherListedNorRead() async throws {
        let project = try StudioFixture.project("links", scenarios: ["launch"])
        let manager = FileManager.default
        let outside = project.root + "/outside"
        try manager.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try "app: countonme\nsteps: [{tap: digit-1}]\n".write(toFile: outside + "/secret.yaml", atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(atPath: project.scenarios + "/leak.yaml", withDestinationPath: outside + "/secret.yaml")
        try manager.createSymbolicLink(atPath: project.scenarios + "/linked", withDestinationPath: outside)
        try manager.createSymbolicLink(atPath: project.scenarios + "/again.yaml", withDestinationPath: project.scenarios + "/launch.yaml")
        try "steps: []\n".write(toFile: project.scenarios + "/bad name.yaml", atomically: true, encoding: .utf8)
        let deep = project.scenarios + "/a/b/c/d/e"
        try manager.createDirectory(atPath: deep, withIntermediateDirectories: true)
        try "steps: []\n".write(toFile: deep + "/deep.yaml", atomically: true, encoding: .utf8)
        try "steps: []\n".write(toFile: project.scenarios + "/a/b/c/d/shallow.yaml", atomically: true, encoding: .utf8)
        #expect(project.scenarioIDs() == ["a/b/c/d/shallow", "again", "launch"])
        let app = try StudioServerTests.studio(project).routerClient()
        try await app.test { client in
            for name in ["leak", "linked/secret", "a/b/c/d/e/deep", "bad%20name"] {
                let response = try await Self.get(client, "/api/scenario?name=\(name)")
                #expect(response.status == .forbidden, "\(name)")
                #expect(!StudioServerTests.text(response).contains("digit-1"))
            }
            let link = try await Self.get(client, "/api/scenario?name=again")
            #expect(link.status == .ok)
        }
    }

    @Test func aCountOnMeGoldenIsReviewedAndAccepted() async throws {
        let project = try StudioFixture.project("review-countonme", scenarios: ["CountOnMe/digits"],
                                                goldens: ["countonme-digits"])
        let golden = project.goldens + "/countonme-digits/iphone-8-portrait/typed-402.png"
        let other = try Data(contentsOf: URL(fileURLWithPath: project.goldens + "/countonme-digits/iphone-se-portrait/typed-402.png"))
        try other.write(to: URL(fileURLWithPath: golden))
        let app = try StudioServerTests.studio(project).routerClient()
        try await app.test { client in
            let run = try await StudioServerTests.verify(client)
            let check = "countonme-digits/iphone-8-portrait/typed-402"
            let report = StudioServerTests.text(try await Self.get(client, "/api/review/report?run=\(run)"))
            #expect(report.contains(#""id":"\#(check)""#), "\(report)")
            let accepted = try await client.execute(uri: "/api/review/accept?run=\(run)&check=\(check)&token=\(Self.token)",
                                                    method: .post)
            #expect(accepted.status == .ok)
            let second = try await StudioServerTests.verify(client)
            let clean = StudioServerTests.text(try await Self.get(client, "/api/review/report?run=\(second)"))
            #expect(clean.contains(#""findings":[]"#), "\(clean)")
        }
    }
}
