import PixelDiff
import Foundation
import ImageCodec
import Raster
import Support
import TestImages
import Testing
@testable import Golden
import Harness
import InstagridApp

/// Diff canvases bounded by the decoders' pixel limit; orphans; what a verify run does with
/// folders and reports it cannot write.
@Suite("Bounded diff images, orphans and write errors of verify runs")
struct BoundedOutputTests {
    static let tall = Images.solid(1, 40_000, RGBA(0, 0, 0))
    static let wide = Images.solid(40_000, 1, RGBA(0, 0, 0))
    static let tooLarge = PixelDiffError.diffImageTooLarge(kind: "diff image", width: 40_000, height: 40_000,
                                                        limit: ImageLimits.default.maxPixels)

    @Test("the diff of 1×40000 and 40000×1 would be 40000×40000: none is drawn")
    func unionOverLimit() {
        #expect(DiffImage.maxPixels == ImageLimits.default.maxPixels)
        #expect(throws: Self.tooLarge) { try DiffImage.make(expected: Self.tall, actual: Self.wide) }
        #expect(Self.tooLarge.description
            == "no diff image drawn: it would be 40000×40000 pixels, more than the limit of 50000000")
        // The comparison itself reports both sizes, as for any size mismatch.
        #expect(ImageComparison.exact.compare(Self.tall, Self.wide).summary
            == "size differs: expected 1×40000, actual 40000×1")
    }

    @Test("the side-by-side strip is checked before anything is drawn, the diff in it too")
    func sideBySideOverLimit() throws {
        #expect(throws: PixelDiffError.diffImageTooLarge(kind: "side-by-side image", width: 80_033, height: 40_016,
                                                      limit: DiffImage.maxPixels)) {
            try DiffImage.sideBySide(expected: Self.tall, actual: Self.wide)
        }
        // Two images of 1×2,000,000: each is fine, the strip of three (gaps included) is 26×2,000,016.
        let strip = Images.solid(1, 2_000_000)
        #expect(throws: PixelDiffError.diffImageTooLarge(kind: "side-by-side image", width: 26, height: 2_000_016,
                                                      limit: DiffImage.maxPixels)) {
            try DiffImage.sideBySide([strip, strip])
        }
        // Within the limit, sizes differing: drawn as before.
        let small = try DiffImage.sideBySide(expected: Images.solid(1, 300), actual: Images.solid(300, 1))
        #expect(small.width == 8 + 1 + 8 + 300 + 8 + 300 + 8 && small.height == 300 + 16)
    }

    @Test("diffing the files: the size mismatch is the result, no diff is written, the outcome says why")
    func imageDiffOverLimit() throws {
        let root = try temporaryDirectory("diff-bound")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data(TestPNG.encode(Self.tall)).write(to: URL(fileURLWithPath: root + "/tall.png"))
        try Data(TestPNG.encode(Self.wide)).write(to: URL(fileURLWithPath: root + "/wide.png"))
        let outcome = try ImageDiff.compare(root + "/tall.png", root + "/wide.png", out: root + "/diff.png")
        #expect(outcome.result.sizeMismatch == SizeMismatch(expected: PixelSize(width: 1, height: 40_000),
                                                            actual: PixelSize(width: 40_000, height: 1)))
        #expect(!outcome.result.passed)
        #expect(outcome.diffNotDrawn == Self.tooLarge)
        #expect(!FileManager.default.fileExists(atPath: root + "/diff.png"))
        let plain = try ImageDiff.compare(root + "/tall.png", root + "/tall.png", out: root + "/same.png")
        #expect(plain.diffNotDrawn == nil && plain.result.passed)
        #expect(try ImageFile.read(root + "/same.png").height == 40_000)
    }

    @Test("a failed check whose diff would be too large writes its other artifacts and says why the diff is missing")
    func artifactsOverLimit() throws {
        let root = try temporaryDirectory("artifacts-bound")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let check = GoldenCheck(scenario: "s", variant: "iphone-8-portrait", name: "final", kind: .final) { Self.wide }
        try Data(TestPNG.encode(Self.tall)).write(to: URL(fileURLWithPath: root + "/g/s/iphone-8-portrait/final.png"),
                                                  createFolder: true)
        let verifier = Verifier(goldens: root + "/g", mode: .never, artifacts: root + "/a", jobs: 1)
        let result = verifier.verify(check)
        #expect(result.outcome == .failed)
        #expect(!result.errored)
        let sideBySide = PixelDiffError.diffImageTooLarge(kind: "side-by-side image", width: 80_033, height: 40_016,
                                                       limit: DiffImage.maxPixels)
        #expect(result.message == "size differs: expected 1×40000, actual 40000×1; \(Self.tooLarge); \(sideBySide)")
        let base = root + "/a/s/iphone-8-portrait/final"
        #expect(result.artifacts == [base + ".actual.png", base + ".txt"])
        #expect(FileManager.default.contents(atPath: base + ".txt") == Data((result.message + "\n").utf8))
    }

    @Test("a golden of more than twice the rendered pixels (and 4 megapixels) is not decoded: a mismatch, said so")
    func oversizedGolden() throws {
        let root = try temporaryDirectory("golden-bound")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let small = RGBAImage(width: 10, height: 10, fill: RGBA(1, 2, 3))
        let check = GoldenCheck(scenario: "s", variant: "iphone-8-portrait", name: "final", kind: .final) { small }
        let path = root + "/g/s/iphone-8-portrait/final.png"
        try Data(TestPNG.encode(RGBAImage(width: 2100, height: 2100, fill: RGBA(1, 2, 3))))
            .write(to: URL(fileURLWithPath: path), createFolder: true)
        let result = Verifier(goldens: root + "/g", mode: .never, artifacts: root + "/a", jobs: 1).verify(check)
        #expect(result.outcome == .failed)
        #expect(result.message.hasPrefix("golden is not a readable PNG: \(path): image too large: 2100×2100 is "
                                         + "4410000 pixels, limit is 4194304"), "\(result.message)")
        // Up to twice the rendered pixels, a golden of another size is decoded and compared.
        let large = RGBAImage(width: 1500, height: 2000, fill: RGBA(1, 2, 3))
        let sized = GoldenCheck(scenario: "s", variant: "iphone-8-portrait", name: "final", kind: .final) { large }
        let compared = Verifier(goldens: root + "/g", mode: .never, artifacts: nil, jobs: 1).verify(sized)
        #expect(compared.message.hasPrefix("size differs: expected 2100×2100, actual 1500×2000"), "\(compared.message)")
    }

    @Test("orphaned goldens include hidden files, not this process's live temporary files")
    func orphans() throws {
        let root = try temporaryDirectory("orphans")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/s/iphone-8-portrait"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["final.png", ".hidden.png", ".writing.png", "notes.txt"] {
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data([0]))
        }
        let live = TemporaryFiles.shared.register(folder + "/.writing.png", kind: .file)
        defer { TemporaryFiles.shared.unregister(live) }
        let found = VerifyReport.orphans(goldens: root, scenarios: ["s"], produced: [folder + "/final.png"])
        #expect(found == [folder + "/.hidden.png"])
    }

    @Test("a goldens path that is a file is an input error before any check")
    func goldensIsAFile() throws {
        let (scenario, goldens, artifacts) = try GoldenAssertionTests.fixture()
        _ = FileManager.default.createFile(atPath: goldens, contents: Data("x".utf8))
        let run = VerifyRun(apps: [.instagrid], paths: [scenario], goldens: goldens, record: .missing, environment: [:],
                            artifacts: artifacts, jobs: 1)
        #expect(throws: GoldenError.goldensNotAFolder(goldens)) { try run.execute() }
        #expect(GoldenError.goldensNotAFolder("G").description
            == "--goldens G is not a folder; give the folder that holds the goldens (it is created when missing)")
        #expect(!FileManager.default.fileExists(atPath: artifacts))
    }

    @Test("reports that cannot be written are in the report, after every check ran")
    func reportErrors() throws {
        let (scenario, goldens, artifacts) = try GoldenAssertionTests.fixture()
        let blocker = artifacts + "-file"
        _ = FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8))
        let run = VerifyRun(apps: [.instagrid], paths: [scenario], goldens: goldens, record: .missing, environment: [:],
                            artifacts: artifacts, jobs: 1, junit: blocker + "/junit.xml", htmlReport: blocker + "/html")
        let report = try run.execute()
        #expect(report.results.count == 1)
        #expect(report.results[0].outcome == .recorded)
        #expect(report.reportErrors == [
            .directoryCreationFailed(path: blocker, reason: "exists and is not a folder"),
            .directoryCreationFailed(path: blocker + "/html/images", reason: "\(blocker) is not a folder"),
        ])
        #expect(report.hasWriteErrors && !report.succeeded)
        #expect(report.lines.count == 4)
    }

    @Test("a recorded golden keeps no pixels in memory; the HTML report shows it read back from its file")
    func recordedKeepNoPixels() throws {
        let (scenario, goldens, artifacts) = try GoldenAssertionTests.fixture()
        let html = artifacts + "-html"
        let run = VerifyRun(apps: [.instagrid], paths: [scenario], goldens: goldens, record: .missing, environment: [:],
                            artifacts: artifacts, jobs: 1, htmlReport: html)
        let report = try run.execute()
        let result = try #require(report.results.first)
        #expect(result.outcome == .recorded)
        #expect(result.actual == nil && result.expected == nil)
        let sidecar = try String(contentsOfFile: html + "/report.json", encoding: .utf8)
        #expect(sidecar.contains(#""images": {"actual": "images/"#), "\(sidecar)")
        let images = try FileManager.default.contentsOfDirectory(atPath: html + "/images")
        let actual = try #require(images.first { $0.hasSuffix("-actual.png") }, "\(images)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: html + "/images/" + actual))
            == Data(contentsOf: URL(fileURLWithPath: result.goldenPath)))

        // A failure still keeps both images for its diff.
        var image = try ImageFile.read(result.goldenPath)
        image[1, 1] = RGBA(1, 2, 3)
        try ImageFile.writePNG(image, to: result.goldenPath)
        let failed = try #require(VerifyRun(apps: [.instagrid], paths: [scenario], goldens: goldens, record: .never, environment: [:],
                                            artifacts: artifacts, jobs: 1, htmlReport: html).execute().results.first)
        #expect(failed.outcome == .failed && failed.actual != nil && failed.expected == image)
    }

    @Test("temporary files that dead processes left in the goldens and artifacts folders are removed at the start")
    func sweepAtStart() throws {
        let (scenario, goldens, artifacts) = try GoldenAssertionTests.fixture()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        let dead = process.processIdentifier
        let stale = [goldens + "/other/v/.final.png.tmp-\(dead)-3", artifacts + "/x/.final.txt.tmp-\(dead)-1"]
        for path in stale {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path, contents: Data([0]))
        }
        _ = try VerifyRun(apps: [.instagrid], paths: [scenario], goldens: goldens, record: .missing, environment: [:],
                          artifacts: artifacts, jobs: 1).execute()
        for path in stale { #expect(!FileManager.default.fileExists(atPath: path)) }
        #expect(FileManager.default.fileExists(atPath: goldens + "/other/v"))
    }
}

extension Data {
    /// Writes to `url`, creating its folder first when `createFolder`.
    func write(to url: URL, createFolder: Bool) throws {
        if createFolder {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        try write(to: url)
    }
}
