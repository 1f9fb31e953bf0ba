import Foundation
import ImageCodec
import Raster
import Testing

@Suite("instagrid-sim frames: files, manifest, exit status")
struct FramesCommandTests {
    @Test("Frames of the slide-out: the first shows the grid at rest, the one at the end shows it gone")
    func slideOut() throws {
        let out = try CLI.temporaryFolder()
        // The swipe starts at 1.0 s and is recognized at 1.05 s; the slide-out ends at 1.55 s, the
        // share is answered at 1.551 s, and at 1.6 s the slide back has barely begun.
        let result = try CLI.run(["frames", "Scenarios/share-portrait.yaml", "--device", "iphone-8",
                                  "--out", out, "--fps", "10", "--from", "1.0", "--to", "1.6"])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(files.filter { $0.hasPrefix("frame-") }.count == 7)
        #expect(files.contains("animation.png"))
        #expect(files.contains("sheet.png"))
        #expect(files.contains("manifest.json"))
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/manifest.json"))) as? [String: Any]
        let frames = try #require(manifest?["frames"] as? [[String: Any]])
        #expect(frames.map { $0["phase"] as? String } == ["idle", "sliding-out", "sliding-out", "sliding-out",
                                                          "sliding-out", "sliding-out", "sliding-back"])
        let first = try ImageFile.read(out + "/frame-00000.png")
        let last = try ImageFile.read(out + "/frame-00006.png")
        #expect(first.width == 750 && first.height == 1334)
        // The grid (#106698) at rest covers (37.5…337.5, 193.5…493.5) pt; at 1.6 s it is off screen.
        #expect(first.countPixels(r: 0x10, g: 0x66, b: 0x98) > 10_000)
        #expect(last.countPixels(r: 0x10, g: 0x66, b: 0x98) == 0)
    }

    @Test("Bad rates and ranges exit 2 with a message", arguments: [
        (["--fps", "0"], "--fps 0"),
        (["--fps", "-5"], "--fps"),
        (["--from", "2", "--to", "1"], "--to 1 is before --from 2"),
        (["--scale", "2"], "--scale must be in (0, 1]"),
    ])
    func badInput(flags: [String], message: String) throws {
        let out = try CLI.temporaryFolder()
        let result = try CLI.run(["frames", "Scenarios/share-portrait.yaml", "--out", out] + flags)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("--jobs 1 and --jobs 2 write identical files")
    func jobs() throws {
        let a = try CLI.temporaryFolder(), b = try CLI.temporaryFolder()
        for (folder, jobs) in [(a, "1"), (b, "2")] {
            let result = try CLI.run(["frames", "Scenarios/swipe-from-plus.yaml", "--out", folder, "--fps", "12",
                                      "--to", "0.7", "--scale", "0.5", "--jobs", jobs])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: a).sorted()
        #expect(files == (try FileManager.default.contentsOfDirectory(atPath: b).sorted()))
        for file in files {
            #expect(FileManager.default.contentsEqual(atPath: a + "/" + file, andPath: b + "/" + file), "\(file) differs")
        }
    }
}

extension RGBAImage {
    /// How many pixels have exactly this colour.
    func countPixels(r: UInt8, g: UInt8, b: UInt8) -> Int {
        var count = 0
        var index = 0
        while index < pixels.count {
            if pixels[index] == r && pixels[index + 1] == g && pixels[index + 2] == b { count += 1 }
            index += 4
        }
        return count
    }
}
