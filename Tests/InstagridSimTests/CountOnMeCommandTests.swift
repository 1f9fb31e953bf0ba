import Foundation
import ImageCodec
import Raster
import Testing

@Suite("instagrid-sim with CountOnMe scenarios: replay, render, frames, verify")
struct CountOnMeCommandTests {
    @Test("Every scenario under Scenarios/CountOnMe replays and passes")
    func replayAll() throws {
        let result = try CLI.run(["replay"] + (try Self.files()))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("✔ countonme-precedence on iphone-se (portrait)"))
    }

    static func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: "Scenarios/CountOnMe").filter { $0.hasSuffix(".yaml") }
            .sorted().map { "Scenarios/CountOnMe/" + $0 }
    }

    @Test("A wrong display or result exits 1 with expected and found at the step's line")
    func wrongExpectation() throws {
        let folder = try CLI.temporaryFolder()
        let file = try CLI.write("""
            app: countonme
            steps:
              - tap: digit-2
              - tap: plus
              - tap: digit-3
              - tap: times
              - tap: digit-4
              - tap: equal
              - expect: { display: "2 + 3 x 4 = 20", result: 20 }
            """, to: "wrong.yaml", in: folder)
        let result = try CLI.run(["replay", file])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(file):9:5: error: expect: display: expected \"2 + 3 x 4 = 20\", "
                                       + "found \"2 + 3 x 4 = 14\"\n"), "\(result.stdout)")
        #expect(result.stdout.contains("\(file):9:5: error: expect: result: expected 20, found 14\n"))
    }

    @Test("A step of the other app exits 2 with its line")
    func otherAppsStep() throws {
        let folder = try CLI.temporaryFolder()
        let file = try CLI.write("app: countonme\nsteps:\n  - tap: digit-1\n  - swipe: up\n", to: "s.yaml", in: folder)
        let result = try CLI.run(["replay", file])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(file):4:5: error: 'swipe' is not an input of countonme"))
    }

    @Test("The JSON trace has the display after each input")
    func trace() throws {
        let result = try CLI.run(["replay", "Scenarios/CountOnMe/equal-twice.yaml", "--device", "iphone-se",
                                  "--trace", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines[7].hasSuffix("\"display\":\"6 x 7 = 42\"}"), "\(lines[7])")
    }

    @Test("render draws the calculator on a chosen device; frames dumps it", arguments: ["iphone-se", "iphone-xs-max"])
    func renderAndFrames(device: String) throws {
        let folder = try CLI.temporaryFolder()
        let result = try CLI.run(["render", "Scenarios/CountOnMe/precedence.yaml", "--device", device, "--out",
                                  folder + "/a.png", "--at", "0.3"])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try ImageFile.read(folder + "/a.png")
        let size = device == "iphone-se" ? "640×1136" : "1242×2688"
        #expect(result.stdout == "\(folder)/a.png: \(size), countonme-precedence on \(device) (portrait) at 0.3 s, "
                + "phase idle\n")
        #expect(image[0, 0] == RGBA(0, 0, 0))
        let frames = try CLI.run(["frames", "Scenarios/CountOnMe/equal-twice.yaml", "--device", "iphone-se",
                                  "--out", folder + "/frames", "--fps", "10"])
        #expect(frames.status == 0, "\(frames.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/frames")
        #expect(files.contains("manifest.json") && files.contains("sheet.png") && files.contains("animation.png"))
        #expect(files.filter { $0.hasPrefix("frame-") }.count == 4)
    }

    @Test("verify checks the CountOnMe goldens and refuses a changed one")
    func verify() throws {
        let result = try CLI.run(["verify", "Scenarios/CountOnMe/equal-twice.yaml", "--record", "never"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("4 checks: 4 passed"), "\(result.stdout)")
        let goldens = try CLI.temporaryFolder()
        let other = try CLI.run(["verify", "Scenarios/CountOnMe/equal-twice.yaml", "--record", "never",
                                 "--goldens", goldens])
        #expect(other.status == 1)
    }
}
