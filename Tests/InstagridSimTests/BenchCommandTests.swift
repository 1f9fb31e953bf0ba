import Foundation
import Testing

@Suite("instagrid-bench: finding the checkout, the png stage's image and options")
struct BenchCommandTests {
    @Test("Outside the checkout it says where it looked and what to do")
    func outside() throws {
        let folder = try CLI.temporaryFolder()
        let result = try CLI.run(["png", "--quick", "--repeats", "1"], program: CLI.bench, in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot find the instagrid-sim checkout: no folder holding Package.swift and "
            + "Scenarios/ in \(folder) or above; run inside the checkout or pass --project DIR"), "\(result.stderr)")
    }

    @Test("--project names the checkout from anywhere; a wrong one is reported")
    func project() throws {
        let folder = try CLI.temporaryFolder()
        let wrong = try CLI.run(["png", "--quick", "--repeats", "1", "--project", folder], program: CLI.bench, in: folder)
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("--project \(folder): not the instagrid-sim checkout"), "\(wrong.stderr)")
        let right = try CLI.run(["png", "--quick", "--repeats", "1", "--project", CLI.root], program: CLI.bench, in: folder)
        #expect(right.status == 0, "\(right.stderr)")
    }

    @Test("png measures render's screen from a subfolder, says which, and its default row is render's PNG size")
    func pngImage() throws {
        let png = try CLI.run(["png", "--quick", "--repeats", "1"], program: CLI.bench, in: CLI.root + "/Sources")
        #expect(png.status == 0, "\(png.stderr)")
        let lines = png.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("# instagrid-bench png --quick --repeats 1 · "))
        #expect(lines[0].contains(" cores"))
        #expect(lines[1] == "image: busy screen of `instagrid-bench render`: iphone-xs-max (iPhone XS Max, 3×), "
            + "portrait, layout 3, four photos from Scenarios/Photos; 1242×2688, opaque (RGB files)")
        #expect(lines.filter { $0.hasPrefix("| ") && !$0.hasPrefix("| filter") }.count == 15)
        let defaultRow = try #require(lines.first { $0.hasPrefix("| none | screen | 1 | default |") })
        let bytes = try #require(defaultRow.split(separator: "|").last?.trimmingCharacters(in: .whitespaces))

        let render = try CLI.run(["render", "--repeats", "1"], program: CLI.bench, in: CLI.root + "/Sources")
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("PNG \(bytes) bytes (default settings: screen deflater)"), "\(bytes) vs \(render.stdout)")
    }

    @Test("png on a scenario's screen names the scenario, device, time and size")
    func pngScenario() throws {
        let result = try CLI.run(["png", "--quick", "--repeats", "1", "--scenario", "Scenarios/tap-slop.yaml"],
                                 program: CLI.bench)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("image: Scenarios/tap-slop.yaml on iphone-8 at "), "\(result.stdout)")
        #expect(result.stdout.contains("750×1334, opaque (RGB files)"), "\(result.stdout)")
    }

    @Test("Bad counts are rejected", arguments: [
        (["png", "--repeats", "0"], "--repeats must be 1 or more, found 0"),
        (["png", "--repeats", "-2"], "--repeats must be 1 or more, found -2"),
        (["png", "--synthetic", "--scenario", "Scenarios/tap-slop.yaml"], "--synthetic and --scenario cannot be combined"),
        (["frames", "--jobs", "-1"], "--jobs must be 1 or more, found -1"),
        (["verify", "--jobs", "0"], "--jobs must be 1 or more, found 0"),
        (["replay", "--inputs", "-5"], "--inputs must be 1 or more, found -5"),
        (["scaling", "--counts", "10,x"], "--counts takes numbers from 1 to 10000, comma-separated, found '10,x'"),
        (["scaling", "--counts", "0"], "--counts takes numbers from 1 to 10000, comma-separated, found '0'"),
        (["scaling", "--jobs", ""], "--jobs takes numbers from 1 to 64, comma-separated, found ''"),
    ])
    func badCounts(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments, program: CLI.bench)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("scaling generates that many scenarios, records their goldens and verifies them: one row per count and job count")
    func scaling() throws {
        let result = try CLI.run(["scaling", "--counts", "2,4", "--jobs", "1,2"], program: CLI.bench)
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| scenarios") }
        let leading = rows.map { $0.split(separator: "|").prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } }
        #expect(leading == [["2", "6", "1"], ["2", "6", "2"], ["4", "12", "1"], ["4", "12", "2"]], "\(result.stdout)")
    }
}
