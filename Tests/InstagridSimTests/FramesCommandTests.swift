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

    @Test("Bad rates and ranges exit 2 with a message and write nothing", arguments: [
        (["--fps", "0"], "--fps 0"),
        (["--fps", "-5"], "--fps -5: the frame rate must be above 0 and at most 1000"),
        (["--fps", "nan"], "--fps nan: the frame rate must be above 0 and at most 1000"),
        (["--fps", "inf"], "--fps inf: the frame rate must be above 0 and at most 1000"),
        (["--from", "2", "--to", "1"], "--to 1 is before --from 2"),
        (["--from", "-1"], "--from -1: times must be finite and at least 0"),
        (["--to", "-0.5"], "--to -0.5: times must be finite and at least 0"),
        (["--device", "iphone-8", "--from", "30"], "--from 30 is after the end of the scenario (2.051 s)"),
        (["--scale", "2"], "--scale must be in (0, 1]"),
        (["--scale", "-0.5"], "--scale must be in (0, 1], found -0.5"),
        (["--jobs", "0"], "--jobs 0: the job count must be at least 1"),
        (["--jobs", "-2"], "--jobs -2: the job count must be at least 1"),
    ])
    func badInput(flags: [String], message: String) throws {
        let folder = try CLI.temporaryFolder()
        let result = try CLI.run(["frames", "Scenarios/share-portrait.yaml", "--out", folder + "/dump"] + flags)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/dump"))
    }

    @Test("The default range of a scenario that rotates: each frame at its own size, the animation on a square canvas")
    func rotation() throws {
        let folder = try CLI.temporaryFolder()
        let out = folder + "/dump"
        let result = try CLI.run(["frames", "Scenarios/rotate-during-slide.yaml", "--out", out, "--fps", "10"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("22 frames at 10 fps from 0 s to 2.1 s"), "\(result.stdout)")
        // Portrait until the rotation at 1.3 s, landscape until 1.85 s, portrait again.
        let portrait = try ImageFile.read(out + "/frame-00012.png")
        let landscape = try ImageFile.read(out + "/frame-00013.png")
        #expect(portrait.width == 750 && portrait.height == 1334)
        #expect(landscape.width == 1334 && landscape.height == 750)
        let data = try Data(contentsOf: URL(fileURLWithPath: out + "/manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(manifest["size"] as? [Int] == [750, 1334])
        #expect(manifest["canvas"] as? [Int] == [1334, 1334])
        let frames = try #require(manifest["frames"] as? [[String: Any]])
        #expect(frames[13]["size"] as? [Int] == [1334, 750])
        #expect(frames[13]["orientation"] as? String == "landscape-left")
        #expect(frames[21]["size"] as? [Int] == [750, 1334])
        let apng = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out + "/animation.png")))
        #expect(Array(apng[16..<24]) == [0, 0, 5, 0x36, 0, 0, 5, 0x36])  // 1334×1334
        let sheet = try ImageFile.read(out + "/sheet.png")
        #expect(sheet.width == 8 + 6 * (180 + 8))  // square tiles, six columns
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["dump"])
    }

    @Test("A scenario with several devices needs --device")
    func severalDevices() throws {
        let folder = try CLI.temporaryFolder()
        let result = try CLI.run(["frames", "Scenarios/layouts.yaml", "--out", folder + "/dump", "--fps", "5"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: Scenarios/layouts.yaml lists 3 devices (iphone-se, iphone-8, iphone-xs-max): "
            + "frames draws one, chosen with --device, e.g. --device iphone-se"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/dump"))
    }

    @Test("A world's frames: every phone side by side, or with --user one phone at its device's size")
    func worldUser() throws {
        let world = try CLI.temporaryFolder(), bob = try CLI.temporaryFolder()
        let arguments = ["frames", "Scenarios/Messenger/first-conversation.yaml", "--fps", "1", "--to", "1"]
        let whole = try CLI.run(arguments + ["--out", world])
        #expect(whole.status == 0, "\(whole.stderr)")
        let phone = try CLI.run(arguments + ["--out", bob, "--user", "bob"])
        #expect(phone.status == 0, "\(phone.stderr)")
        #expect(phone.stdout.contains("2 frames at 1 fps from 0 s to 1 s"), "\(phone.stdout)")
        let sideBySide = try ImageFile.read(world + "/frame-00000.png")
        let alone = try ImageFile.read(bob + "/frame-00000.png")
        // Two iPhone 8 screens at 1× (375 points wide each) with three gaps of 16, against one at 2×.
        #expect(sideBySide.width == 2 * 375 + 3 * 16)
        #expect(alone.width == 750 && alone.height == 1334)
    }

    @Test("A world's phone drawn alone names its own device in the manifest")
    func worldUserManifest() throws {
        let carol = try CLI.temporaryFolder()
        let result = try CLI.run(["frames", "Scenarios/Messenger/launch-accounts.yaml", "--fps", "1", "--to", "1",
                                  "--out", carol, "--user", "carol"])
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try String(contentsOfFile: carol + "/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"device\": \"iphone-xs-max\","), "carol's, not alice's iphone-8: \(manifest)")
        #expect(try ImageFile.read(carol + "/frame-00000.png").width == 1242)
    }

    @Test("--user needs a world and one of its users", arguments: [
        ("Scenarios/share-portrait.yaml", "bob",
         "error: --user 'bob': Scenarios/share-portrait.yaml is not a world (a scenario with users); "
            + "its frames draw its one phone without --user"),
        ("Scenarios/Messenger/first-conversation.yaml", "bobb",
         "error: --user 'bobb' is not a user of Scenarios/Messenger/first-conversation.yaml (users: alice, bob); "
            + "did you mean 'bob'?"),
        ("Scenarios/Messenger/first-conversation.yaml", "carol",
         "error: --user 'carol' is not a user of Scenarios/Messenger/first-conversation.yaml (users: alice, bob)\n"),
    ])
    func badUser(file: String, user: String, message: String) throws {
        let folder = try CLI.temporaryFolder()
        let result = try CLI.run(["frames", file, "--out", folder + "/dump", "--user", user])
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/dump"))
    }

    @Test("An output path that cannot be a folder exits 2 and creates nothing")
    func unwritable() throws {
        let folder = try CLI.temporaryFolder()
        _ = FileManager.default.createFile(atPath: folder + "/file", contents: Data())
        let result = try CLI.run(["frames", "Scenarios/tap-slop.yaml", "--out", folder + "/file/dump", "--to", "0"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: \(folder)/file/dump: cannot write:"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["file"])
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
