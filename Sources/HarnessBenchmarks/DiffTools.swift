import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The commands `instagrid-bench diff` runs and times: instagrid-sim's `diff`, ImageMagick's
/// `compare`, and pixelmatch from PyPI, which ships no command-line tool (0.4.0 has no entry
/// point), so it runs as `python3 -c` with its Pillow helper, `pixelmatch.contrib.PIL`.
enum DiffTools {
    /// One command that compares two image files and reports a count of differing pixels.
    enum Tool {
        /// `instagrid-sim diff A B`, exact or `--perceptual`.
        case sim(String, perceptual: Bool)
        /// `compare -metric AE -fuzz 0 A B null:`: the count of differing pixels, on stderr.
        case imageMagick(String)
        /// pixelmatch with its defaults (threshold 0.1, anti-aliased pixels not counted).
        case pixelmatch(String)

        /// The command line for one pair; with `out`, the command writes its diff image there
        /// (pixelmatch writes none).
        func arguments(_ a: String, _ b: String, out: String? = nil) -> [String] {
            switch self {
            case let .sim(path, perceptual):
                [path, "diff", a, b] + (perceptual ? ["--perceptual"] : []) + (out.map { ["--out", $0] } ?? [])
            case let .imageMagick(path): [path, "-precision", "16", "-metric", "AE", "-fuzz", "0", a, b, out ?? "null:"]
            case let .pixelmatch(python): [python, "-c", DiffTools.pixelmatchScript, a, b]
            }
        }

        /// The command as the table shows it, writing a diff image or not.
        func label(out: Bool = false) -> String {
            switch self {
            case .sim(_, let perceptual):
                perceptual ? "`instagrid-sim diff --perceptual`" : out ? "`instagrid-sim diff A B --out D`" : "`instagrid-sim diff A B`"
            case .imageMagick: out ? "`compare -metric AE -fuzz 0 A B D` (ImageMagick)" : "`compare -metric AE -fuzz 0 A B null:` (ImageMagick)"
            case .pixelmatch: "pixelmatch (PyPI, Python)"
            }
        }

        /// pixelmatch runs in pure Python: seconds a pair.
        var isSlow: Bool {
            if case .pixelmatch = self { return true }
            return false
        }
    }

    /// pixelmatch on two files with its defaults, printing the count.
    static let pixelmatchScript = """
        import sys
        from PIL import Image
        from pixelmatch.contrib.PIL import pixelmatch
        print(pixelmatch(Image.open(sys.argv[1]), Image.open(sys.argv[2])))
        """

    /// Two files to compare.
    struct Pair {
        var name: String
        var a: String
        var b: String
    }

    /// Best and mean wall time in seconds.
    struct Timing {
        var best: Double
        var mean: Double
    }

    /// What one tool did on one pair.
    struct Measurement {
        var tool: Tool
        var count: Int
        var timing: Timing
        /// Whether the command wrote a diff image.
        var out = false
    }

    /// `given`, or the instagrid-sim next to this program (`swift build -c release` puts both in one
    /// folder).
    static func simulator(given: String? = nil) throws -> String {
        let own = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0]).resolvingSymlinksInPath()
        let path = given ?? own.deletingLastPathComponent().appendingPathComponent("instagrid-sim").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchError("\(path) not found: build it first (swift build -c release --product instagrid-sim)")
        }
        return path
    }

    /// ImageMagick and pixelmatch, those installed.
    static func others() -> [Tool] {
        var tools: [Tool] = []
        if let compare = imageMagick() { tools.append(.imageMagick(compare)) }
        if let python = pixelmatchPython() { tools.append(.pixelmatch(python)) }
        return tools
    }

    /// What `--compare` could not run, and how to install it.
    static func missing() -> [String] {
        var lines: [String] = []
        if imageMagick() == nil { lines.append("ImageMagick's compare is not installed (apt-get install imagemagick)") }
        if pixelmatchPython() == nil {
            lines.append("pixelmatch is not installed for python3 (pip install pixelmatch pillow)")
        }
        return lines
    }

    /// `compare` on PATH when it is ImageMagick's.
    static func imageMagick() -> String? {
        guard let path = onPath("compare"), let (status, output) = try? run([path, "-version"]),
              status == 0, output.contains("ImageMagick") else { return nil }
        return path
    }

    /// `python3` on PATH when it can import pixelmatch's Pillow helper.
    static func pixelmatchPython() -> String? {
        guard let python = onPath("python3"), let (status, _) = try? run([python, "-c", "import pixelmatch.contrib.PIL"]),
              status == 0 else { return nil }
        return python
    }

    /// The first executable `name` in the folders of PATH.
    static func onPath(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `tool` on `pair` once for its count, then `runs` times for the time; with `out`, each
    /// run writes its diff image there.
    static func measure(_ tool: Tool, _ pair: Pair, runs: Int, out: String? = nil) throws -> Measurement {
        let arguments = tool.arguments(pair.a, pair.b, out: out)
        let (status, output) = try run(arguments)
        guard let count = count(tool, status: status, output: output) else {
            throw BenchError("\(arguments.joined(separator: " ")) failed (exit status \(status)): \(output)")
        }
        if let out, !FileManager.default.fileExists(atPath: out) {
            throw BenchError("\(arguments.joined(separator: " ")) wrote no diff image")
        }
        return Measurement(tool: tool, count: count, timing: try time(arguments, runs: runs), out: out != nil)
    }

    /// The count a tool printed, or `nil` when it failed.
    static func count(_ tool: Tool, status: Int32, output: String) -> Int? {
        switch tool {
        case .sim:
            guard status == 0 || status == 1 else { return nil }
            if output.hasPrefix("images are identical") || output.hasPrefix("no pixels differ") { return 0 }
            return output.split(separator: " ").first.flatMap { Int($0) }
        case .imageMagick:
            guard status == 0 || status == 1 else { return nil }
            return output.split(whereSeparator: \.isWhitespace).first.flatMap { Double($0) }.map { Int($0.rounded()) }
        case .pixelmatch:
            guard status == 0 else { return nil }
            return Int(output.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// Best and mean wall time of `runs` runs of `arguments`, output discarded.
    ///
    /// The processes are started with `posix_spawn`, as a shell starts them: Foundation's
    /// `Process` spends tens of milliseconds on each start here (it closes every descriptor
    /// up to the limit), which would be counted against every tool.
    static func time(_ arguments: [String], runs: Int) throws -> Timing {
        var times: [Double] = []
        for _ in 0..<runs {
            let clock = ContinuousClock()
            let elapsed = try clock.measure { try spawnQuietly(arguments) }
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return Timing(best: times.min() ?? 0, mean: times.reduce(0, +) / Double(times.count))
    }

    /// Runs `arguments` with stdin, stdout and stderr on /dev/null and waits for it.
    static func spawnQuietly(_ arguments: [String]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let started = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
        guard started == 0 else {
            throw BenchError("cannot start \(arguments[0]): \(String(cString: strerror(started)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    }

    /// Runs `arguments` and returns its exit status and its output (stdout then stderr).
    static func run(_ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout + stderr, as: UTF8.self))
    }

    /// One row of the table.
    /// `ratio` is this tool's best time over instagrid-sim's best time with the command `of`.
    static func row(_ pair: String, _ measurement: Measurement, ratio: Double? = nil, of command: String = "") -> String {
        let ratioText = ratio.map { DiffTools.ratio($0) + " (of `\(command)`)" } ?? ""
        return "| \(pair) | \(measurement.tool.label(out: measurement.out)) | \(ms(measurement.timing.best)) | \(ms(measurement.timing.mean)) | "
            + "\(grouped(Double(measurement.count))) | \(ratioText) |"
    }

    /// Milliseconds with one decimal.
    static func ms(_ seconds: Double) -> String {
        String(format: "%.1f", seconds * 1000)
    }

    /// `12.3×`.
    static func ratio(_ value: Double) -> String {
        String(format: "%.1f×", value)
    }
}
