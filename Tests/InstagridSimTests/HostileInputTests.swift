import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files from a pull request, run through the binary: each is invalid input (exit 2, one
/// message, nothing written), never a crash, a hang or a write outside the folders given.
/// Runs have a timeout, so a regression that hangs fails the test instead of stopping the run.
@Suite("instagrid-sim on hostile scenarios and images")
struct HostileInputTests {
    /// Long enough for a loaded machine, far shorter than a hang.
    static let timeout = 120.0

    /// Every path under `folder`, relative to it, sorted.
    static func listing(_ folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
    }

    @Test("A scenario file named '...yaml' is refused and nothing is written, above the goldens or anywhere",
          arguments: [["--record", "all"], ["--record", "missing", "--junit", "out/junit.xml", "--report", "out/html"]])
    func dotDotName(flags: [String]) throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let work = root + "/work"
        try FileManager.default.createDirectory(atPath: work + "/Scenarios", withIntermediateDirectories: true)
        _ = try CLI.write("steps:\n  - tap: slot-1\n", to: "Scenarios/...yaml", in: work)
        let result = try CLI.run(["verify", "Scenarios", "--goldens", "Goldens", "--artifacts", "artifacts"] + flags,
                                 in: work, timeout: Self.timeout)
        #expect(result.status == 2)
        #expect(result.stderr == "Scenarios/...yaml: error: the file name gives the scenario name '..', which names "
                    + "the parent folder; rename the file or set name:\n")
        #expect(result.stdout.isEmpty)
        #expect(Self.listing(root) == ["work", "work/Scenarios", "work/Scenarios/...yaml"])
    }

    @Test("A FIFO as a scenario, in a scenario folder or as a photo exits 2 at once, saying what it is")
    func fifos() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(mkfifo(root + "/pipe.yaml", 0o600) == 0)
        #expect(mkfifo(root + "/pipe.png", 0o600) == 0)
        let scenario = try CLI.run(["replay", "pipe.yaml"], in: root, timeout: Self.timeout)
        #expect(scenario.status == 2)
        #expect(scenario.stderr == "pipe.yaml: error: expected a scenario file, found a FIFO\n")

        let folder = try CLI.run(["verify", ".", "--goldens", "g", "--artifacts", "a"], in: root, timeout: Self.timeout)
        #expect(folder.status == 2)
        #expect(folder.stderr == "./pipe.yaml: error: expected a scenario file, found a FIFO\n")

        _ = try CLI.write("photos: {a: pipe.png}\nsteps: []\n", to: "photo.yaml", in: root)
        for command in [["replay", "photo.yaml"], ["render", "photo.yaml", "--out", "out.png"]] {
            let result = try CLI.run(command, in: root, timeout: Self.timeout)
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr == "photo.yaml:1:13: error: photo path is a FIFO, not a file: pipe.png\n")
        }

        let diff = try CLI.run(["diff", "pipe.png", "pipe.png"], in: root, timeout: Self.timeout)
        #expect(diff.status == 2)
        #expect(diff.stderr == "error: pipe.png: cannot read file: is a FIFO, not a regular file; "
                    + "give a readable PNG or JPEG file\n")
        #expect(Self.listing(root) == ["photo.yaml", "pipe.png", "pipe.yaml"])
    }

    @Test("A golden that is a FIFO fails its check at once; nothing waits on it")
    func fifoGolden() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try CLI.write("steps: []\n", to: "empty.yaml", in: root)
        try FileManager.default.createDirectory(atPath: root + "/g/empty/iphone-8-portrait", withIntermediateDirectories: true)
        #expect(mkfifo(root + "/g/empty/iphone-8-portrait/final.png", 0o600) == 0)
        let result = try CLI.run(["verify", "empty.yaml", "--goldens", "g", "--artifacts", "a", "--record", "never"],
                                 in: root, timeout: Self.timeout)
        #expect(result.status == 1)
        #expect(result.stdout.contains("✘ empty/iphone-8-portrait/final [failed] — golden is not a readable PNG: "
                                       + "g/empty/iphone-8-portrait/final.png: cannot read file: is a FIFO, not a regular file"))
    }

    @Test("A 4 MB unknown device name: refused by size, and with the limit raised, echoed in 60 characters")
    func hugeWord() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try CLI.write("devices: " + String(repeating: "x", count: 4_000_000) + "\nsteps: []\n", to: "big.yaml", in: root)
        let refused = try CLI.run(["replay", "big.yaml"], in: root, timeout: Self.timeout)
        #expect(refused.status == 2)
        #expect(refused.stderr == "big.yaml: error: the scenario file is 3.8 MiB, more than the limit of 1 MiB; "
                    + "--max-scenario-size raises the limit\n")
        let raised = try CLI.run(["replay", "--max-scenario-size", "4MiB", "big.yaml"], in: root, timeout: Self.timeout)
        #expect(raised.status == 2)
        #expect(raised.stderr == "big.yaml:1:10: error: unknown device '\(String(repeating: "x", count: 60))…'; "
                    + "expected iphone-se, iphone-8, iphone-8-plus, iphone-xs, iphone-xr, iphone-xs-max or all\n")
    }

    @Test("A file name or value that is not UTF-8 is refused, naming the argument, for every command",
          arguments: ["replay", "render", "verify", "frames", "diff", "merge-reports", "explore"])
    func nonUTF8Argument(command: String) throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try CLI.write("steps: []\n", to: "caf\u{E9}.yaml", in: root)
        // The shell passes the name's Latin-1 bytes (0xE9), which no UTF-8 file name holds.
        let result = try CLI.run(["-c", "exec \"$0\" \(command) \"$(printf 'caf\\351.yaml')\" --out o", CLI.binary],
                                 program: "/bin/sh", in: root, timeout: Self.timeout)
        #expect(result.status == 2)
        #expect(result.stderr == "error: argument 2 ('caf\u{FFFD}.yaml') is not UTF-8 text; instagrid-sim reads file "
                    + "names and values as UTF-8: rename the file or pass the value in UTF-8\n")
        #expect(Self.listing(root) == ["caf\u{E9}.yaml"])
    }

    @Test("A scenario in a folder whose file name is not UTF-8 is an error naming it, not a file not found")
    func nonUTF8FileName() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let setup = try CLI.run(["-c", "mkdir S && printf 'steps: []\\n' > \"S/$(printf 'caf\\351.yaml')\""],
                                program: "/bin/sh", in: root)
        #expect(setup.status == 0)
        let result = try CLI.run(["verify", "S", "--goldens", "G", "--record", "all"], in: root, timeout: Self.timeout)
        #expect(result.status == 2)
        #expect(result.stderr == "S/caf\u{FFFD}.yaml: error: the file name is not UTF-8 text, so it cannot be opened; "
                    + "rename the file\n")
        #expect(!FileManager.default.fileExists(atPath: root + "/G"))
    }

    @Test("Absurd numbers exit 2 at the value, never trap", arguments: [
        ("steps:\n  - swipe: {from: [10, 10], to: [100, 100], duration: 1e300}\n",
         "s.yaml:2:55: error: 'duration' must be at most 3600 s, the longest a scenario may run; found 1e+300"),
        ("steps:\n  - snapshot: {name: a, from: 0, to: 1e300, fps: 1e300}\n",
         "s.yaml:2:38: error: 'to' must be at most 3600 s, the longest a scenario may run; found 1e+300"),
        ("options: {curve: {cubic-bezier: [0.5, 1e300, 0.5, 1]}}\nsteps:\n  - swipe: up\n",
         "s.yaml:1:39: error: y1 of 'cubic-bezier' must be between -100 and 100, found 1e+300"),
    ])
    func numbers(yaml: String, message: String) throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try CLI.write(yaml, to: "s.yaml", in: root)
        let result = try CLI.run(["render", "s.yaml", "--out", "out.png", "--at", "0.3"], in: root, timeout: Self.timeout)
        #expect(result.status == 2)
        #expect(result.stderr == message + "\n")
        #expect(Self.listing(root) == ["s.yaml"])
    }

    @Test("Photo files are bounded in bytes and pixels; both bounds can be raised or lowered")
    func photoLimits() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.copyItem(atPath: CLI.root + "/Scenarios/Photos/landscape-4x3.png",
                                         toPath: root + "/small.png")
        #expect(FileManager.default.createFile(atPath: root + "/huge.png", contents: nil))
        #expect(truncate(root + "/huge.png", 1 << 40) == 0)
        _ = try CLI.write("photos: {a: huge.png}\nsteps: []\n", to: "huge.yaml", in: root)
        _ = try CLI.write("photos: {a: small.png}\nsteps: []\n", to: "small.yaml", in: root)
        let huge = try CLI.run(["replay", "huge.yaml"], in: root, timeout: Self.timeout)
        #expect(huge.status == 2)
        #expect(huge.stderr == "huge.yaml:1:13: error: photo 'a' is not a valid image: image too large: the file is "
                    + "1 TiB, more than the limit of 256 MiB\n")
        let bytes = try CLI.run(["replay", "small.yaml", "--max-photo-size", "100"], in: root, timeout: Self.timeout)
        #expect(bytes.status == 2)
        #expect(bytes.stderr.hasPrefix("small.yaml:1:13: error: photo 'a' is not a valid image: image too large: the file is "))
        #expect(bytes.stderr.hasSuffix(", more than the limit of 100 bytes\n"))
        let pixels = try CLI.run(["replay", "small.yaml", "--max-photo-pixels", "100"], in: root, timeout: Self.timeout)
        #expect(pixels.status == 2)
        #expect(pixels.stderr == "small.yaml:1:13: error: photo 'a' is not a valid image: image too large: 800×600 is "
                    + "480000 pixels, limit is 100\n")
        #expect(try CLI.run(["replay", "small.yaml", "--max-photo-pixels", "480000"], in: root).status == 0)
    }

    @Test("Bad limit flags exit 2", arguments: [
        ["--max-scenario-size", "0"], ["--max-scenario-size", "1.5MiB"], ["--max-photo-size", "9999999999999G"],
        ["--max-photo-pixels", "0"],
    ])
    func badLimitFlags(flags: [String]) throws {
        let result = try CLI.run(["replay", "Scenarios/launch.yaml"] + flags)
        #expect(result.status == 2)
        #expect(result.stderr.contains(flags[0]))
    }

    @Test("Two scenario files with the same name (ignoring case) are refused: their goldens would collide")
    func sameName() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/s", withIntermediateDirectories: true)
        _ = try CLI.write("name: same\nsteps: []\n", to: "s/a.yaml", in: root)
        _ = try CLI.write("name: Same\nsteps: []\n", to: "s/b.yaml", in: root)
        let result = try CLI.run(["verify", "s", "--goldens", "g", "--record", "all"], in: root, timeout: Self.timeout)
        #expect(result.status == 2)
        #expect(result.stderr == "s/b.yaml: error: the scenario name 'Same' is taken by s/a.yaml; their goldens would "
                    + "share a folder; rename one of them or set name:\n")
        #expect(Self.listing(root) == ["s", "s/a.yaml", "s/b.yaml"])
    }
}
