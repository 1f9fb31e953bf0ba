import Foundation
import Testing

@Suite("instagrid-sim replay --timeline: a run drawn as lanes, written atomically")
struct ReplayTimelineCommandTests {
    static let race = "Scenarios/Messenger/duplicate-conversations-tutorial.yaml"

    @Test("a world's timeline is written, the same bytes on every run, and the replay's status kept")
    func writes() throws {
        let folder = try CLI.temporaryFolder()
        let first = try CLI.run(["replay", Self.race, "--timeline", folder + "/a.svg"])
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.contains("timeline: \(folder)/a.svg (3 lanes, "))
        let second = try CLI.run(["replay", Self.race, "--timeline", folder + "/b.svg"])
        #expect(second.status == 0)
        let a = try String(contentsOfFile: folder + "/a.svg", encoding: .utf8)
        let b = try String(contentsOfFile: folder + "/b.svg", encoding: .utf8)
        #expect(a.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(a.hasSuffix("</svg>\n"))
        #expect(a == b)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == ["a.svg", "b.svg"], "no temporary file left beside them")
    }

    @Test("Instagrid and the calculator draw their recognizers, the views that received touches, and the touches",
          arguments: [("Scenarios/tap-slop.yaml", "8 lanes", ["share-swipe", "slot-1", "layout-1", "touch-up-inside"]),
                      ("Scenarios/CountOnMe/touch-slop.yaml", "4 lanes", ["digit-7", "touch-up-outside", "touches"])])
    func appsOnTheKit(scenario: String, lanes: String, texts: [String]) throws {
        let folder = try CLI.temporaryFolder()
        let result = try CLI.run(["replay", scenario, "--timeline", folder + "/t.svg"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("timeline: \(folder)/t.svg (\(lanes), 0 messages, "))
        let svg = try String(contentsOfFile: folder + "/t.svg", encoding: .utf8)
        for text in texts { #expect(svg.contains(">\(text)<"), "\(text)") }
    }

    @Test("a failing expect still writes the timeline, and the replay exits 1")
    func failingRace() throws {
        let folder = try CLI.temporaryFolder()
        let source = try String(contentsOfFile: CLI.root + "/" + Self.race, encoding: .utf8)
        let file = try CLI.write(source.replacingOccurrences(of: "count: 2", with: "count: 1"), to: "race.yaml",
                                 in: folder)
        let result = try CLI.run(["replay", file, "--timeline", folder + "/race.svg"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("conversations: expected 1, found 2"))
        let svg = try String(contentsOfFile: folder + "/race.svg", encoding: .utf8)
        #expect(svg.contains("✘ line 35 expect: conversations: expected 1, found 2"))
    }

    @Test("a message typed in the scenario comes out escaped")
    func hostileText() throws {
        let folder = try CLI.temporaryFolder()
        let file = try CLI.write("""
            app: messenger
            users: { alice: {}, bob: {} }
            steps:
              - alice: { tap: compose }
              - wait: 0.5
              - alice: { type: "<script>alert('&')</script>\\u0007" }
            """, to: "hostile.yaml", in: folder)
        let result = try CLI.run(["replay", file, "--timeline", folder + "/t.svg"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let svg = try String(contentsOfFile: folder + "/t.svg", encoding: .utf8)
        #expect(!svg.contains("<script"))
        #expect(svg.contains("type: &quot;&lt;script&gt;alert(&apos;&amp;&apos;)&lt;/script&gt;\\u0007&quot;"))
    }

    @Test("refusals exit 2 with what to do", arguments: [
        (["replay", "Scenarios/tap-slop.yaml", "--timeline", "/nonexistent-folder/t.svg"],
         "error: cannot write the timeline /nonexistent-folder/t.svg: the folder /nonexistent-folder does not exist"),
        (["replay", "Scenarios/tap-slop.yaml", race, "--timeline", "TEMP/t.svg"],
         "Error: --timeline draws one run: give one scenario file, not 2"),
    ])
    func refusals(arguments: [String], message: String) throws {
        let folder = try CLI.temporaryFolder()
        let result = try CLI.run(arguments.map { $0.replacingOccurrences(of: "TEMP", with: folder) })
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/t.svg"))
    }
}
