import Foundation
import ImageCodec
import Raster
import Testing

/// The command line on hostile worlds and file names (docs/security.md, docs/limits.md): echoed
/// names escaped, photos decoded once within one budget, options that cannot apply refused.
@Suite("Commands on hostile worlds and names")
struct HostileWorldCommandTests {
    static let timeout = 300.0

    static let world = "app: messenger\nusers: { alice: { device: iphone-8 }, bob: {} }\nsteps:\n  - wait: 1\n"

    @Test("the scenario name taken by a file whose name holds a newline is quoted on one line")
    func takenNameEscaped() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/s", withIntermediateDirectories: true)
        _ = try CLI.write("name: same\nsteps: []\n", to: "s/a\nok: all checks passed.yaml", in: root)
        _ = try CLI.write("name: Same\nsteps: []\n", to: "s/b.yaml", in: root)
        let result = try CLI.run(["verify", "s", "--goldens", "g", "--record", "never"], in: root, timeout: Self.timeout)
        #expect(result.status == 2)
        #expect(result.stderr == "s/b.yaml: error: the scenario name 'Same' is taken by s/a\\u{A}ok: all checks "
                    + "passed.yaml; their goldens would share a folder; rename one of them or set name:\n")
    }

    @Test("--timeline naming the scenario replayed (by any name) is refused, and the scenario is left as it was")
    func timelineOverScenario() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = try CLI.write(Self.world, to: "w.yaml", in: root)
        let result = try CLI.run(["replay", "w.yaml", "--timeline", "./w.yaml"], in: root, timeout: Self.timeout)
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: cannot write the timeline ./w.yaml: it is the scenario file w.yaml, "
                                       + "which it would replace"), "\(result.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.world)
    }

    @Test("--device is refused for a world, whose users name their devices", arguments: [
        ["replay", "w.yaml", "--device", "iphone-se"], ["render", "w.yaml", "--device", "iphone-se", "--out", "o.png"],
        ["verify", "w.yaml", "--device", "iphone-se", "--goldens", "g"],
    ])
    func deviceForWorld(arguments: [String]) throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try CLI.write(Self.world, to: "w.yaml", in: root)
        let result = try CLI.run(arguments, in: root, timeout: Self.timeout)
        #expect(result.status == 2)
        #expect(result.stderr.contains("w.yaml: error: --device does not apply to a world: each user's phone runs on the "
                                       + "device its entry under 'users:' names (iphone-8 for alice)"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root + "/g"))
        #expect(!FileManager.default.fileExists(atPath: root + "/o.png"))
    }

    @Test("verify --device of a folder runs its worlds as written and its other scenarios on the device")
    func deviceForFolderWithAWorld() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/s", withIntermediateDirectories: true)
        _ = try CLI.write(Self.world, to: "s/w.yaml", in: root)
        _ = try CLI.write("name: launch\nsteps:\n  - wait: 0.1\n", to: "s/launch.yaml", in: root)
        let result = try CLI.run(["verify", "s", "--device", "iphone-se", "--goldens", "g", "--record", "missing"],
                                 in: root, timeout: Self.timeout)
        // Recording a missing golden fails the run (exit 1), and says which were recorded.
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("launch/iphone-se-portrait/final [recorded]"), "\(result.stdout)")
        #expect(result.stdout.contains("w/alice-iphone-8-portrait/final [recorded]"), "\(result.stdout)")
        #expect(FileManager.default.fileExists(atPath: root + "/g/launch/iphone-se-portrait/final.png"))
        #expect(!FileManager.default.fileExists(atPath: root + "/g/launch/iphone-8-portrait"))
        let world = try FileManager.default.contentsOfDirectory(atPath: root + "/g/w")
        #expect(world.contains { $0.hasPrefix("alice-iphone-8") }, "\(world)")
    }

    /// A folder with `photos` of `count` aliases, naming `files` PNGs of 10×10 pixels in turn.
    static func photoWorld(aliases: Int, files: Int) throws -> String {
        let root = try CLI.temporaryFolder()
        let grey = RGBAImage(width: 10, height: 10, pixels: [UInt8](repeating: 128, count: 10 * 10 * 4))
        for index in 0..<files {
            try Data(try PNGCodec.encode(grey)).write(to: URL(fileURLWithPath: root + "/p\(index).png"))
        }
        let photos = (0..<aliases).map { "  a\($0): p\($0 % files).png\n" }.joined()
        _ = try CLI.write("app: messenger\nusers: { alice: {} }\nphotos:\n" + photos + "steps:\n  - wait: 1\n",
                          to: "w.yaml", in: root)
        return root
    }

    @Test("twelve aliases of one photo decode it once, within a budget of one photo's pixels")
    func aliasesDecodeOnce() throws {
        let root = try Self.photoWorld(aliases: 12, files: 1)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try CLI.run(["replay", "w.yaml", "--max-photo-pixels", "100"], in: root, timeout: Self.timeout)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test("photos past the budget of decoded pixels are refused at the alias that goes over")
    func photoBudget() throws {
        let root = try Self.photoWorld(aliases: 3, files: 3)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try CLI.run(["replay", "w.yaml", "--max-photo-pixels", "250"], in: root, timeout: Self.timeout)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("w.yaml:6:7: error: photo 'a2' (p2.png) is not a readable image: the photos of "
                                        + "this world would decode to more than 250 pixels in all (200 before this one; "
                                        + "a file is counted once, however many aliases name it); --max-photo-pixels "
                                        + "raises the limit"), "\(result.stderr)")
    }

    @Test("a photo that cannot be read is an error at its line, not at the top of the file")
    func photoErrorLocated() throws {
        let root = try Self.photoWorld(aliases: 2, files: 1)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: root + "/p0.png"))
        let result = try CLI.run(["replay", "w.yaml"], in: root, timeout: Self.timeout)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("w.yaml:4:7: error: photo 'a0' (p0.png) is not a readable image"), "\(result.stderr)")
    }
}
