import Foundation
import ImageCodec
import Raster
import Testing

/// Every command that cannot write a file exits 2 with the path and the operating system's
/// reason; the checks a verify run made are printed before any report error. Tests run as root,
/// so failures come from a path whose parent is a file or a name too long, never from
/// permissions.
@Suite("Write failures: exit status 2, the path and the reason, for every command")
struct WriteFailureTests {
    /// A file name longer than any file system allows (ENAMETOOLONG).
    static let longName = String(repeating: "n", count: 300)

    @Test("verify: checks are printed before the JUnit and HTML report errors, exit 2")
    func reportError() throws {
        let fixture = try GoldenFixture()
        let blocker = try CLI.write("x", to: "blocker", in: fixture.root)
        let result = try fixture.verify(["--record", "missing", "--junit", blocker + "/junit.xml",
                                         "--report", blocker + "/html"])
        #expect(result.status == 2)
        #expect(result.stdout.hasPrefix("verify: 2 scenarios, 3 runs, record mode missing\n"))
        #expect(GoldenFixture.checkLines(result.stdout).count == GoldenFixture.checkCount)
        #expect(result.stdout.contains("\(GoldenFixture.checkCount) checks: 0 passed"))
        #expect(result.stderr.contains("error: cannot create directory \(blocker): exists and is not a folder"),
                "\(result.stderr)")
        #expect(result.stderr.contains("error: cannot create directory \(blocker)/html"), "\(result.stderr)")
        // The goldens were recorded all the same.
        #expect(FileManager.default.fileExists(atPath: fixture.golden("tap-slop/iphone-8-portrait/final")))
    }

    @Test("verify: --goldens naming a file is invalid input, before any check")
    func goldensIsAFile() throws {
        let fixture = try GoldenFixture()
        let file = try CLI.write("x", to: "goldens-file", in: fixture.root)
        let result = try CLI.run(["verify", fixture.root, "--goldens", file, "--artifacts", fixture.artifacts])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: --goldens \(file) is not a folder; give the folder that holds the goldens "
            + "(it is created when missing)\n")
        #expect(!FileManager.default.fileExists(atPath: fixture.artifacts))
    }

    @Test("verify: goldens that cannot be written are exit 2, each check naming the path and the reason")
    func goldenNotWritten() throws {
        let fixture = try GoldenFixture()
        let goldens = fixture.root + "/" + Self.longName
        let result = try CLI.run(["verify", fixture.root, "--goldens", goldens, "--artifacts", fixture.artifacts,
                                  "--record", "missing"])
        #expect(result.status == 2)
        let lines = GoldenFixture.checkLines(result.stdout)
        #expect(lines.count == GoldenFixture.checkCount)
        #expect(lines.allSatisfy { $0.contains("golden not written: cannot write \(goldens)/") && $0.contains("File name too long") },
                "\(result.stdout)")
        #expect(result.stderr == "error: \(GoldenFixture.checkCount) checks could not write their files (see above)\n")
    }

    @Test("render: --out that cannot be written")
    func render() throws {
        let folder = try CLI.temporaryFolder()
        let out = folder + "/" + Self.longName + ".png"
        let result = try CLI.run(["render", "Scenarios/tap-slop.yaml", "--out", out])
        #expect(result.status == 2)
        #expect(result.stderr == "error: \(out): cannot write file: File name too long\n")
        let file = try CLI.write("x", to: "file", in: folder)
        let under = try CLI.run(["render", "Scenarios/tap-slop.yaml", "--out", file + "/final.png"])
        #expect(under.status == 2)
        #expect(under.stderr.contains("\(file)/final.png") && under.stderr.contains("\(file): exists and is not a folder"),
                "\(under.stderr)")
    }

    @Test("render, diff, verify --junit: a FIFO as the output is refused and left a FIFO", arguments: [
        ["render", "Scenarios/tap-slop.yaml", "--out", "OUT"],
        ["diff", "Scenarios/Photos/square.png", "Scenarios/Photos/tiny-8x6.png", "--out", "OUT"],
        ["verify", "Scenarios/tap-slop.yaml", "--record", "never", "--junit", "OUT"],
    ])
    func specialOutput(arguments: [String]) throws {
        let folder = try CLI.temporaryFolder()
        let fifo = folder + "/out"
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = try CLI.run(arguments.map { $0 == "OUT" ? fifo : $0 }, timeout: 60)
        #expect(result.status == 2)
        #expect(result.stderr.contains(fifo) && result.stderr.contains("it is a FIFO, not a regular file"), "\(result.stderr)")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test("frames: --out naming a file, a folder under a file, a name too long", arguments: [
        ("file", "error: FOLDER/file: cannot write: exists and is not a folder\n"),
        ("file/out", "error: FOLDER/file/out: cannot write: FOLDER/file is not a folder\n"),
        (longName, "error: FOLDER/\(longName): cannot write: cannot create a staging folder in FOLDER: File name too long\n"),
    ])
    func frames(out: String, message: String) throws {
        let folder = try CLI.temporaryFolder()
        _ = try CLI.write("x", to: "file", in: folder)
        let result = try CLI.run(["frames", "Scenarios/tap-slop.yaml", "--out", folder + "/" + out, "--to", "0.05"])
        #expect(result.status == 2)
        #expect(result.stderr == message.replacingOccurrences(of: "FOLDER", with: folder))
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["file"])
    }

    @Test("diff: --out that cannot be written")
    func diffOut() throws {
        let folder = try CLI.temporaryFolder()
        let golden = CLI.root + "/Goldens/tap-slop/iphone-8-portrait/final.png"
        let out = folder + "/" + Self.longName + ".png"
        let result = try CLI.run(["diff", golden, golden, "--out", out])
        #expect(result.status == 2)
        #expect(result.stderr == "error: cannot write \(out): File name too long; the previous file, if any, is unchanged\n")
    }

    @Test("diff: images whose union is over the pixel limit are a mismatch with both sizes, and no diff is drawn")
    func diffTooLarge() throws {
        let folder = try CLI.temporaryFolder()
        let tall = folder + "/tall.png", wide = folder + "/wide.png", out = folder + "/diff.png"
        try Data(PNGCodec.encode(RGBAImage(width: 1, height: 40_000, fill: RGBA(0, 0, 0)))).write(to: URL(fileURLWithPath: tall))
        try Data(PNGCodec.encode(RGBAImage(width: 40_000, height: 1, fill: RGBA(0, 0, 0)))).write(to: URL(fileURLWithPath: wide))
        let result = try CLI.run(["diff", tall, wide, "--out", out], timeout: 120)
        #expect(result.status == 1)
        #expect(result.stdout == "size differs: expected 1×40000, actual 40000×1\n"
            + "diff: \(out) not written: no diff image drawn: it would be 40000×40000 pixels, more than the limit of 50000000\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
