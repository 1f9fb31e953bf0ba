import Foundation
import ImageCodec
import InstagridTesting
import Raster
import Testing

/// `assertGoldens`: the verify run of the command line, one issue per problem, at the caller.
@Suite("assertGoldens: scenario goldens from a test")
struct AssertGoldensTests {
    /// A copy of `Scenarios/layouts.yaml` with its photos and goldens in a temporary folder;
    /// returns the folder.
    static func layoutsCopy() throws -> String {
        let folder = try temporaryDirectory("layouts")
        try copy("Scenarios/layouts.yaml", into: folder)
        try copy("Scenarios/Photos", into: folder)
        try copy("Goldens/layouts", into: folder)
        return folder
    }

    /// Replaces the pixel at (5, 6) of the PNG at `path`; returns the largest channel change.
    @discardableResult
    static func alterPixel(of path: String) throws -> Int {
        var image = try ImageFile.read(path)
        let old = image[5, 6], new = RGBA(1, 2, 3)
        image[5, 6] = new
        try ImageFile.writePNG(image, to: path)
        return [abs(Int(old.r) - Int(new.r)), abs(Int(old.g) - Int(new.g)), abs(Int(old.b) - Int(new.b)),
                abs(Int(old.a) - Int(new.a))].max() ?? 0
    }

    @Test func theProjectsLayoutsScenarioMatchesItsGoldens() {
        // Relative to the package root found from this file, whatever the working directory.
        assertGoldens("Scenarios/layouts.yaml", record: .never)
    }

    @Test func aWrongGoldenIsOneIssueAtTheCallersLine() throws {
        let folder = try Self.layoutsCopy()
        let golden = "\(folder)/Goldens/layouts/iphone-8-portrait/final.png"
        let change = try Self.alterPixel(of: golden)
        let artifacts = "\(folder)/artifacts"
        var line = 0
        let issues = recordedIssues {
            line = #line; assertGoldens("\(folder)/Scenarios/layouts.yaml", goldens: "\(folder)/Goldens", artifacts: artifacts, record: .never)
        }
        try #require(issues.count == 1)
        let issue = issues[0]
        #expect(issue.sourceLocation?.fileID == #fileID)
        #expect(issue.sourceLocation?.filePath == #filePath)
        #expect(issue.sourceLocation?.line == line)
        let id = "layouts/iphone-8-portrait/final"
        #expect(issue.message == """
            ✘ \(id) [failed] — 1 pixel differs (0.000 %), max channel difference \(change), in 1×1 at (5, 6)
            golden: \(golden)
            artifacts:
              \(artifacts)/\(id).actual.png
              \(artifacts)/\(id).diff.png
              \(artifacts)/\(id).side-by-side.png
              \(artifacts)/\(id).txt
            To accept the new image, run again with record: .failed or INSTAGRID_RECORD=failed.
            """)
        for suffix in [".actual.png", ".diff.png", ".side-by-side.png", ".txt"] {
            #expect(FileManager.default.fileExists(atPath: "\(artifacts)/\(id)\(suffix)"))
        }
    }

    @Test func devicesSelectTheRuns() throws {
        let folder = try Self.layoutsCopy()
        try Self.alterPixel(of: "\(folder)/Goldens/layouts/iphone-8-portrait/final.png")
        let scenario = "\(folder)/Scenarios/layouts.yaml"
        let goldens = "\(folder)/Goldens"
        // The altered golden belongs to iPhone 8 only.
        assertGoldens(scenario, devices: ["iphone-se", "iphone-xs-max"], goldens: goldens, artifacts: folder, record: .never)
        let issues = recordedIssues {
            assertGoldens(scenario, devices: ["iphone-8"], goldens: goldens, artifacts: folder, record: .never)
        }
        #expect(issues.map { $0.message.prefix(43) } == ["✘ layouts/iphone-8-portrait/final [failed] "])

        let unknown = recordedIssues {
            assertGoldens(scenario, devices: ["iphone-8", "iphone-11"], goldens: goldens, artifacts: folder)
        }
        #expect(unknown.map(\.message) == [
            "unknown device 'iphone-11'; valid devices are: iphone-se, iphone-8, iphone-8-plus, iphone-xs, iphone-xr, iphone-xs-max",
        ])
    }

    @Test func missingGoldensFollowTheRecordMode() throws {
        let folder = try Self.layoutsCopy()
        let golden = "\(folder)/Goldens/layouts/iphone-se-portrait/layout-3-filled.png"
        try FileManager.default.removeItem(atPath: golden)
        let scenario = "\(folder)/Scenarios/layouts.yaml"
        let id = "layouts/iphone-se-portrait/layout-3-filled"

        let never = recordedIssues {
            assertGoldens(scenario, goldens: "\(folder)/Goldens", artifacts: "\(folder)/a", record: .never)
        }
        #expect(never.map(\.message) == ["""
            ✘ \(id) [missing] — no golden at \(golden); none written (record mode never)
            golden: \(golden)
            artifacts:
              \(folder)/a/\(id).actual.png
              \(folder)/a/\(id).txt
            To accept the new image, run again with record: .failed or INSTAGRID_RECORD=failed.
            """])
        #expect(!FileManager.default.fileExists(atPath: golden))

        let recorded = recordedIssues {
            assertGoldens(scenario, goldens: "\(folder)/Goldens", artifacts: "\(folder)/b", record: .missing)
        }
        #expect(recorded.map(\.message) == ["""
            ✘ \(id) [recorded] — no golden at \(golden); recorded it
            golden: \(golden)
            artifacts:
              \(folder)/b/\(id).actual.png
              \(folder)/b/\(id).txt
            Look at the new golden, then run the test again to check against it.
            """])
        // The recorded golden holds the project's pixels; the next run passes.
        #expect(try ImageFile.read(golden) == ImageFile.read("\(packageRoot)/Goldens/\(id).png"))
        assertGoldens(scenario, goldens: "\(folder)/Goldens", artifacts: "\(folder)/c", record: .never)
    }

    @Test func eachFailedRunIsOneIssue() throws {
        let folder = try temporaryDirectory("expect")
        let scenario = "\(folder)/wrong.yaml"
        try """
            devices: [iphone-se, iphone-8]
            steps:
              - tap: layout-3
              - expect: { layout: 1, picker: null }
              - expect: { phase: picking }
            """.write(toFile: scenario, atomically: true, encoding: .utf8)
        let goldens = "\(folder)/Goldens"
        _ = recordedIssues { assertGoldens(scenario, goldens: goldens, artifacts: folder, record: .missing) }

        var line = 0
        let issues = recordedIssues {
            line = #line; assertGoldens(scenario, goldens: goldens, artifacts: folder, record: .never)
        }
        let failures = """
            \(scenario):4:5: error: expect: layout: expected 1, found 3
            \(scenario):5:5: error: expect: phase: expected picking, found idle
            """
        #expect(issues.map(\.message) == [
            "✘ wrong on iphone-se (portrait): expectations failed\n" + failures,
            "✘ wrong on iphone-8 (portrait): expectations failed\n" + failures,
        ])
        #expect(issues.allSatisfy { $0.sourceLocation?.line == line && $0.sourceLocation?.fileID == #fileID })
    }

    @Test func aRunThatCannotStartIsOneIssue() throws {
        let folder = try temporaryDirectory("broken")
        let broken = "\(folder)/broken.yaml"
        try "steps:\n  - tapp: layout-3\n".write(toFile: broken, atomically: true, encoding: .utf8)
        var line = 0
        let malformed = recordedIssues {
            line = #line; assertGoldens(broken, goldens: folder, artifacts: folder)
        }
        #expect(malformed.map(\.message) == [
            "golden check of \(broken) could not run: \(broken):2:5: error: unknown key 'tapp' in step; did you mean 'tap'?",
        ])
        #expect(malformed.first?.sourceLocation?.line == line)

        let missing = recordedIssues { assertGoldens("Scenarios/no-such.yaml") }
        #expect(missing.map(\.message) == [
            "golden check of \(packageRoot)/Scenarios/no-such.yaml could not run: "
                + "\(packageRoot)/Scenarios/no-such.yaml: error: no such file or folder",
        ])
    }

    @Test func aTestFileOutsideAnyPackageIsAnIssue() {
        let issues = recordedIssues {
            assertGoldens("Scenarios/layouts.yaml", filePath: "/no/such/folder/FakeTests.swift")
        }
        #expect(issues.map(\.message) == [
            "no Package.swift in any folder above /no/such/folder/FakeTests.swift; paths are resolved against the package root",
        ])
        #expect(issues.first?.sourceLocation?.filePath == "/no/such/folder/FakeTests.swift")
    }
}
