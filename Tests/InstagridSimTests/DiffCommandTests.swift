import Foundation
import ImageCodec
import Raster
import Testing

/// `instagrid-sim diff A.png B.png [--out DIFF.png]`.
@Suite("instagrid-sim diff: summary, diff image and exit status")
struct DiffCommandTests {
    /// A 40×30 image of colour blocks.
    static func base() -> RGBAImage {
        var image = RGBAImage(width: 40, height: 30, fill: RGBA(255, 255, 255))
        for y in 0..<30 {
            for x in 0..<40 { image[x, y] = RGBA(UInt8(x * 6), UInt8(y * 8), 128) }
        }
        return image
    }

    static func write(_ image: RGBAImage, _ name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("Identical files exit 0")
    func identical() throws {
        let folder = try CLI.temporaryFolder()
        let a = try Self.write(Self.base(), "a.png", in: folder)
        let b = try Self.write(Self.base(), "b.png", in: folder)
        let result = try CLI.run(["diff", a, b])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "images are identical\n")
    }

    @Test("Files differing in 7 pixels exit 1 with the count and box; --out writes a diff of the same size")
    func differing() throws {
        let folder = try CLI.temporaryFolder()
        var changed = Self.base()
        for (x, y) in [(3, 4), (4, 4), (5, 4), (10, 20), (11, 21), (12, 22), (13, 23)] { changed[x, y] = RGBA(0, 0, 0) }
        let a = try Self.write(Self.base(), "a.png", in: folder)
        let b = try Self.write(changed, "b.png", in: folder)
        let out = folder + "/diff.png"
        let result = try CLI.run(["diff", a, b, "--out", out])
        #expect(result.status == 1)
        #expect(result.stdout.contains("7 pixels differ (0.583 %), max channel difference"))
        #expect(result.stdout.contains("in 11×20 at (3, 4)"))
        #expect(result.stdout.contains("diff: \(out)"))
        let diff = try ImageFile.read(out)
        #expect(diff.width == 40 && diff.height == 30)
        #expect(diff[3, 4] == RGBA(255, 0, 0))
        #expect(diff[0, 0] != RGBA(255, 0, 0))

        let tolerated = try CLI.run(["diff", a, b, "--max-pixels", "7"])
        #expect(tolerated.status == 0)
        #expect(tolerated.stdout.contains("(within limits)"))
    }

    @Test("Images of different sizes are a failure, not a crash")
    func sizeMismatch() throws {
        let folder = try CLI.temporaryFolder()
        let a = try Self.write(Self.base(), "a.png", in: folder)
        let b = try Self.write(RGBAImage(width: 20, height: 30, fill: RGBA(0, 0, 0)), "b.png", in: folder)
        let out = folder + "/diff.png"
        let result = try CLI.run(["diff", a, b, "--out", out])
        #expect(result.status == 1)
        #expect(result.stdout.contains("size differs: expected 40×30, actual 20×30"))
        #expect(try ImageFile.read(out).width == 40)
    }

    @Test("A missing or invalid file exits 2 and names it")
    func unreadable() throws {
        let folder = try CLI.temporaryFolder()
        let a = try Self.write(Self.base(), "a.png", in: folder)
        let missing = folder + "/missing.png"
        let result = try CLI.run(["diff", a, missing])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(missing): cannot read file"))

        let text = try CLI.write("not an image", to: "text.png", in: folder)
        let invalid = try CLI.run(["diff", text, a])
        #expect(invalid.status == 2)
        #expect(invalid.stderr.contains("\(text): not a PNG or JPEG image"))
    }

    @Test("Bad comparison flags exit 2", arguments: [
        ["--channel-threshold", "300"], ["--perceptual-threshold", "0.2"], ["--max-share", "2"], ["--frobnicate"],
    ])
    func badFlags(flags: [String]) throws {
        let folder = try CLI.temporaryFolder()
        let a = try Self.write(Self.base(), "a.png", in: folder)
        let result = try CLI.run(["diff", a, a] + flags)
        #expect(result.status == 2, "\(flags): \(result.stdout)")
    }

    @Test("--perceptual passes an anti-aliasing-only change; exact and --include-antialiasing do not")
    func perceptualAntialiasing() throws {
        // Black columns 0–2, white 3–4; the actual image has a grey pixel on the edge.
        var expected = RGBAImage(width: 5, height: 5, fill: RGBA(255, 255, 255))
        for y in 0..<5 { for x in 0..<3 { expected[x, y] = RGBA(0, 0, 0) } }
        var actual = expected
        actual[2, 2] = RGBA(128, 128, 128)
        let folder = try CLI.temporaryFolder()
        let a = try Self.write(expected, "a.png", in: folder)
        let b = try Self.write(actual, "b.png", in: folder)
        let out = folder + "/diff.png"

        let perceptual = try CLI.run(["diff", a, b, "--perceptual", "--out", out])
        #expect(perceptual.status == 0, "\(perceptual.stdout)")
        #expect(perceptual.stdout.contains("1 anti-aliased ignored"))
        #expect(try ImageFile.read(out)[2, 2] == RGBA(255, 255, 0))
        #expect(try CLI.run(["diff", a, b]).status == 1)
        #expect(try CLI.run(["diff", a, b, "--perceptual", "--include-antialiasing"]).status == 1)
    }
}
