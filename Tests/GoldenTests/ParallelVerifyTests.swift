import Foundation
import ImageCodec
import Raster
import TestImages
import Testing
@testable import Golden
import InstagridApp

/// A verify run on one thread and on four, in process: the same lines, the same goldens, cache
/// entries, artifacts and reports, byte for byte. CI runs this suite under ThreadSanitizer
/// (docs/ci.md), so the parallel paths of `verify --jobs` (the ordered delivery of results, the
/// golden cache written from several threads, the artifacts and reports) are checked for races
/// without building the command-line program under the sanitizer.
@Suite("verify --jobs in process: one thread and four give the same bytes")
struct ParallelVerifyTests {
    /// `tap-slop` on the iPhone 8 (1 check) and `layouts` on the iPhone SE and 8 (3 checks each).
    static let checkCount = 7

    /// A folder with the two scenarios and their photos.
    static func project() throws -> String {
        let folder = try temporaryDirectory("parallel-verify")
        let files = FileManager.default
        let root = GoldenAssertionTests.packageRoot
        try files.copyItem(atPath: root + "/Scenarios/Photos", toPath: folder + "/Photos")
        try files.copyItem(atPath: root + "/Scenarios/tap-slop.yaml", toPath: folder + "/tap-slop.yaml")
        let layouts = try String(contentsOfFile: root + "/Scenarios/layouts.yaml", encoding: .utf8)
            .replacingOccurrences(of: "devices: [iphone-se, iphone-8, iphone-xs-max]", with: "devices: [iphone-se, iphone-8]")
        try layouts.write(toFile: folder + "/layouts.yaml", atomically: true, encoding: .utf8)
        return folder
    }

    /// What a run wrote and printed, with the wall time taken out of the lines and reports.
    struct Outcome: Equatable {
        let lines: [String]
        let goldens: [String: Data]
        let cache: [String: Data]
        let artifacts: [String: Data]
        let junit: String
    }

    static func run(_ project: String, jobs: Int, record: RecordMode, cacheFolder: String) throws -> Outcome {
        let artifacts = project + "/artifacts", junit = project + "/junit.xml"
        try? FileManager.default.removeItem(atPath: artifacts)
        try? FileManager.default.removeItem(atPath: cacheFolder)
        let run = VerifyRun(apps: [.instagrid], paths: [project], goldens: project + "/Goldens", record: record,
                            environment: [:], artifacts: artifacts,
                            cache: GoldenCache(folder: cacheFolder, secretFolder: project + "/secret"),
                            jobs: jobs, junit: junit)
        let report = try run.execute()
        let untimed = { (text: String) in
            text.replacingOccurrences(of: #"time [0-9.]+ s"#, with: "time", options: .regularExpression)
                .replacingOccurrences(of: #"time="[0-9.]+""#, with: "time", options: .regularExpression)
        }
        return Outcome(lines: report.lines.map(untimed), goldens: filesUnder(project + "/Goldens"),
                       cache: filesUnder(cacheFolder), artifacts: filesUnder(artifacts),
                       junit: untimed(try String(contentsOfFile: junit, encoding: .utf8)))
    }

    @Test func recordingThenFailingGiveTheSameBytesOnOneThreadAndOnFour() throws {
        let project = try Self.project()
        let cache = project + "/cache"
        let recorded1 = try Self.run(project, jobs: 1, record: .missing, cacheFolder: cache)
        try FileManager.default.removeItem(atPath: project + "/Goldens")
        let recorded4 = try Self.run(project, jobs: 4, record: .missing, cacheFolder: cache)
        #expect(recorded1.goldens.count == Self.checkCount)
        #expect(recorded1 == recorded4)

        // Passing, with the cache's entries written on four threads.
        let passed = try Self.run(project, jobs: 4, record: .never, cacheFolder: cache)
        #expect(passed.lines.last?.hasPrefix("\(Self.checkCount) checks: \(Self.checkCount) passed, 0 failed") == true)
        #expect(!passed.cache.isEmpty)

        // Two goldens changed: the failures' diff and side-by-side images too.
        for id in ["layouts/iphone-se-portrait/final", "tap-slop/iphone-8-portrait/final"] {
            let path = project + "/Goldens/\(id).png"
            var image = try ImageFile.read(path)
            image[20, 30] = RGBA(1, 2, 3)
            try Data(try PNGCodec.encode(image)).write(to: URL(fileURLWithPath: path))
        }
        let failed1 = try Self.run(project, jobs: 1, record: .never, cacheFolder: cache)
        let failed4 = try Self.run(project, jobs: 4, record: .never, cacheFolder: cache)
        #expect(failed1.artifacts.count == 8)
        #expect(failed1 == failed4)
    }
}
