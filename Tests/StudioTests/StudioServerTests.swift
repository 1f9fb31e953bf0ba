import Foundation
import HTTPTypes
import Hummingbird
import ImageCodec
import Testing
@testable import Studio

/// The server in process: the guard, the pages, the player and the review.
@Suite struct StudioServerTests {
    static let token = "0123456789abcdef0123456789abcdef"

    static func studio(_ project: StudioProject, environment: [String: String] = [:]) throws -> StudioServer {
        try StudioServer(projectPath: project.root, port: 0, apps: StudioFixture.apps, token: token, environment: environment)
    }

    static func text(_ response: RouterResponse) -> String { String(buffer: response.body) }

    @Test func requestsWithoutTheTokenAreForbidden() async throws {
        let app = try Self.studio(StudioFixture.project("guard")).routerClient()
        try await app.test { client in
            for uri in ["/", "/site/studio.js", "/api/scenarios", "/session", "/api/photo?name=square"] {
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.status == .forbidden, "\(uri)")
                #expect(Self.text(response).contains("open the URL the studio printed"))
            }
            let wrong = try await client.execute(uri: "/?token=" + String(Self.token.reversed()), method: .get)
            #expect(wrong.status == .forbidden)
            let page = try await client.execute(uri: "/?token=\(Self.token)", method: .get)
            #expect(page.status == .ok)
            #expect(Self.text(page).contains("Instagrid Studio"))
            #expect(page.headers[.setCookie]?.contains("studio-token=\(Self.token)") == true)
            let cookie = try await client.execute(uri: "/site/phone.js", method: .get,
                                                  headers: [.cookie: "studio-token=\(Self.token)"])
            #expect(cookie.status == .ok)
            let header = try await client.execute(uri: "/api/scenarios", method: .get,
                                                  headers: [AccessGuard<BasicRequestContext>.headerName: Self.token])
            #expect(header.status == .ok)
        }
    }

    @Test func aForeignOriginIsForbidden() async throws {
        let app = try Self.studio(StudioFixture.project("origin")).routerClient()
        try await app.test { client in
            let foreign = try await client.execute(uri: "/api/scenarios?token=\(Self.token)", method: .get,
                                                   headers: [.origin: "http://evil.example"])
            #expect(foreign.status == .forbidden)
            #expect(Self.text(foreign).contains("requests from http://evil.example are not accepted"))
            let own = try await client.execute(uri: "/api/scenarios?token=\(Self.token)", method: .get,
                                               headers: [.origin: "http://localhost"])
            #expect(own.status == .ok)
        }
    }

    @Test(arguments: [
        ("127.0.0.1:8421", true), ("localhost:80", true), ("[::1]:9", true), ("localhost", true),
        ("evil.example:8421", false), ("127.0.0.1.evil.example", false), ("localhost:x", false), ("[::2]:1", false),
    ])
    func onlyLoopbackHostsPass(host: String, passes: Bool) {
        #expect(AccessGuard<BasicRequestContext>.isLoopback(host: host) == passes)
    }

    @Test func pathsOutsideTheProjectAreRefused() async throws {
        let project = try StudioFixture.project("paths", scenarios: ["launch"])
        let app = try Self.studio(project).routerClient()
        try await app.test { client in
            for uri in ["/api/scenario?name=../../etc/passwd", "/api/scenario?name=.hidden",
                        "/api/scenario/frame?name=..%2Flaunch&t=0", "/site/..%2F..%2FPackage.swift"] {
                let response = try await client.execute(uri: uri + "&token=\(Self.token)", method: .get)
                #expect(response.status == .forbidden || response.status == .notFound, "\(uri)")
            }
            let accept = try await client.execute(uri: "/api/review/accept?run=0&check=../../../x&token=\(Self.token)",
                                                  method: .post)
            #expect(accept.status == .forbidden)
        }
        #expect(throws: StudioError.self) { try project.goldenPath(check: "a/../b") }
        #expect(throws: StudioError.self) { try project.goldenPath(check: "a/b") }
        #expect(throws: StudioError.self) { try project.scenarioPath(named: "a/b") }
        #expect(try project.goldenPath(check: "launch/iphone-8-portrait/final") == project.root + "/Goldens/launch/iphone-8-portrait/final.png")
    }

    @Test func thePlayerRendersTheStateAtAnInstant() async throws {
        let project = try StudioFixture.project("player", scenarios: ["launch"])
        let app = try Self.studio(project).routerClient()
        try await app.test { client in
            let list = try await client.execute(uri: "/api/scenarios?token=\(Self.token)", method: .get)
            #expect(Self.text(list).contains(#""names":["launch"]"#))
            #expect(Self.text(list).contains(#""scenarios":[{"app":"instagrid","id":"launch"}]"#))
            let opened = try await client.execute(uri: "/api/scenario?name=launch&device=iphone-8&token=\(Self.token)", method: .get)
            #expect(Self.text(opened).contains(#""device":"iphone-8""#), "\(Self.text(opened))")
            let frame = try await client.execute(uri: "/api/scenario/frame?name=launch&device=iphone-8&t=0&token=\(Self.token)", method: .get)
            #expect(frame.status == .ok)
            #expect(frame.headers[.contentType] == "image/png")
            #expect(frame.headers[HTTPField.Name("X-Instagrid-State")!] == "t=0 phase=idle offset=0,0")
            let golden = try ImageFile.read(project.goldens + "/launch/iphone-8-portrait/launch.png")
            #expect(try PNGCodec.decode(Array(buffer: frame.body)) == golden)
            let absurd = try await client.execute(uri: "/api/scenario/frame?name=launch&t=1e300&token=\(Self.token)", method: .get)
            #expect(absurd.status == .badRequest)
        }
    }

    /// Runs verify through the router and returns the run's number.
    static func verify(_ client: RouterClient) async throws -> Int {
        let run = try await client.execute(uri: "/api/review/run?token=\(token)", method: .post)
        let lines = text(run).split(separator: "\n")
        #expect(lines.first?.contains(#""type":"progress""#) == true)
        let done = try #require(lines.last)
        #expect(done.contains(#""type":"done""#))
        let number = done.split(separator: "\"run\":")[1].prefix { $0.isNumber }
        return try #require(Int(number))
    }

    @Test func acceptingAFailedCheckWritesTheActualImageAndVerifyThenPasses() async throws {
        let project = try StudioFixture.project("review", scenarios: ["launch"])
        let golden = project.goldens + "/launch/iphone-8-portrait/launch.png"
        let other = try Data(contentsOf: URL(fileURLWithPath: project.goldens + "/launch/iphone-se-portrait/launch.png"))
        try other.write(to: URL(fileURLWithPath: golden))
        let app = try Self.studio(project).routerClient()
        try await app.test { client in
            let run = try await Self.verify(client)
            let report = try await client.execute(uri: "/api/review/report?run=\(run)&token=\(Self.token)", method: .get)
            #expect(Self.text(report).contains(#""id":"launch/iphone-8-portrait/launch""#), "\(Self.text(report))")
            let notInRun = try await client.execute(
                uri: "/api/review/accept?run=\(run)&check=launch/iphone-se-portrait/launch&token=\(Self.token)", method: .post)
            #expect(notInRun.status == .forbidden)
            let stale = try await client.execute(
                uri: "/api/review/accept?run=\(run + 1)&check=launch/iphone-8-portrait/launch&token=\(Self.token)", method: .post)
            #expect(stale.status == .forbidden)
            let actual = try await client.execute(
                uri: "/api/review/image?run=\(run)&check=launch/iphone-8-portrait/launch&kind=actual&token=\(Self.token)", method: .get)
            let accepted = try await client.execute(
                uri: "/api/review/accept?run=\(run)&check=launch/iphone-8-portrait/launch&token=\(Self.token)", method: .post)
            #expect(accepted.status == .ok)
            #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == Data(buffer: actual.body))
            let second = try await Self.verify(client)
            let clean = try await client.execute(uri: "/api/review/report?run=\(second)&token=\(Self.token)", method: .get)
            #expect(Self.text(clean).contains(#""findings":[]"#), "\(Self.text(clean))")
        }
    }

    @Test func acceptingIsRefusedOnCI() async throws {
        let project = try StudioFixture.project("ci", scenarios: ["launch"])
        let golden = project.goldens + "/launch/iphone-8-portrait/launch.png"
        try FileManager.default.removeItem(atPath: golden)
        let app = try Self.studio(project, environment: ["CI": "true"]).routerClient()
        try await app.test { client in
            let run = try await Self.verify(client)
            let refused = try await client.execute(
                uri: "/api/review/accept-all?run=\(run)&token=\(Self.token)", method: .post)
            #expect(refused.status == .forbidden)
            #expect(Self.text(refused).contains("CI is set"))
        }
        #expect(!FileManager.default.fileExists(atPath: golden))
    }
}
