import Foundation
import Testing

/// File names and file contents reach the terminal and the CI log only through one escaping
/// rule (docs/security.md): control characters, newlines included, are written `\u{…}`, and no
/// printed line starts with `::`, so a hostile name can neither drive the terminal nor send a
/// GitHub Actions workflow command (`::error`, `::add-mask::`). Every line of every output is
/// checked, in text and `--format github`.
@Suite("Names and values from files are escaped before they are printed")
struct TerminalEscapingTests {
    static let timeout = 120.0

    /// A name with a newline followed by workflow commands, ESC and BEL.
    static let hostile = "x\n::error file=a.yaml::pwned\n::add-mask::secret\u{1B}[31m\u{07}\r::warning::y"

    /// Fails the test for any output line that holds a control character or starts with `::`;
    /// `annotations` allows the `::error ` lines that `--format github` prints itself.
    static func expectSafe(_ result: CLI.Result, annotations: Bool = false, _ context: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        for (stream, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let bad = line.unicodeScalars.first { $0.value < 0x20 && $0 != "\t" || (0x7F...0x9F).contains($0.value) }
                #expect(bad == nil, "\(context) \(stream): control character in \(line.debugDescription)",
                        sourceLocation: sourceLocation)
                if line.hasPrefix("::") {
                    let ours = annotations && line.hasPrefix("::error file=") || annotations && line.hasPrefix("::error title=")
                    #expect(ours, "\(context) \(stream): line starts with '::': \(line.debugDescription)",
                            sourceLocation: sourceLocation)
                    if ours {
                        // Our annotation: the hostile text stays inside its message or property.
                        #expect(line.components(separatedBy: "::").count <= 3 || !line.contains("::add-mask::"),
                                "\(context): \(line.debugDescription)", sourceLocation: sourceLocation)
                    }
                }
            }
        }
    }

    @Test("A scenario file name with a newline, '::error', '::add-mask::', ESC and BEL: verify and replay")
    func scenarioFileName() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/s", withIntermediateDirectories: true)
        _ = try CLI.write("steps: []\n", to: "s/\(Self.hostile).yaml", in: root)
        for format in [[], ["--format", "github"]] {
            let verify = try CLI.run(["verify", "s", "--goldens", "g", "--artifacts", "a"] + format, in: root, timeout: Self.timeout)
            #expect(verify.status == 2)
            #expect(verify.stderr.contains("\\u{A}::error file=a.yaml::pwned\\u{A}::add-mask::secret\\u{1B}[31m\\u{7}\\u{D}"),
                    "\(verify.stderr)")
            Self.expectSafe(verify, annotations: !format.isEmpty, "verify \(format)")
        }
        let replay = try CLI.run(["replay", "s/\(Self.hostile).yaml"], in: root, timeout: Self.timeout)
        #expect(replay.status == 2)
        Self.expectSafe(replay, "replay")
    }

    @Test("A scenario whose steps fail, in a file named '::error…': located errors and annotations")
    func locatedErrors() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // `name:` keeps the scenario name valid; the path still carries the hostile text.
        _ = try CLI.write("name: ok\nsteps:\n  - expect: { layout: 3 }\n", to: "::add-mask::\u{1B}x.yaml", in: root)
        let replay = try CLI.run(["replay", "::add-mask::\u{1B}x.yaml"], in: root, timeout: Self.timeout)
        #expect(replay.status == 1, "\(replay.stdout)\(replay.stderr)")
        #expect((replay.stdout + replay.stderr).contains("\\u{3A}:add-mask::\\u{1B}x.yaml:3:"), "\(replay.stdout)\(replay.stderr)")
        Self.expectSafe(replay, "replay")
        for format in [[], ["--format", "github"]] {
            let verify = try CLI.run(["verify", "::add-mask::\u{1B}x.yaml", "--goldens", "g", "--artifacts", "a"] + format,
                                     in: root, timeout: Self.timeout)
            #expect(verify.status == 1, "\(verify.stdout)\(verify.stderr)")
            Self.expectSafe(verify, annotations: !format.isEmpty, "verify \(format)")
        }
    }

    @Test("An orphaned golden whose file name carries workflow commands")
    func orphanedGoldenName() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try CLI.write("steps: []\n", to: "empty.yaml", in: root)
        let record = try CLI.run(["verify", "empty.yaml", "--goldens", "g", "--artifacts", "a", "--record", "all", "--no-cache"],
                                 in: root, timeout: Self.timeout)
        #expect(FileManager.default.fileExists(atPath: root + "/g/empty/iphone-8-portrait/final.png"), "\(record.stdout)\(record.stderr)")
        try FileManager.default.copyItem(atPath: root + "/g/empty/iphone-8-portrait/final.png",
                                         toPath: root + "/g/empty/iphone-8-portrait/\(Self.hostile).png")
        for format in [[], ["--format", "github"]] {
            let verify = try CLI.run(["verify", "empty.yaml", "--goldens", "g", "--artifacts", "a", "--no-cache"] + format,
                                     in: root, timeout: Self.timeout)
            #expect(verify.stdout.contains("orphaned: g/empty/iphone-8-portrait/x\\u{A}::error file=a.yaml::pwned"), "\(verify.stdout)")
            Self.expectSafe(verify, annotations: !format.isEmpty, "verify \(format)")
        }
    }

    @Test("merge-reports prints the strings of a report.json escaped")
    func mergeReportsStrings() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let json = """
        {"format": "instagrid-sim verify report", "version": 1, "shard": "1/1", "recordMode": "never",
         "plan": [\(jsonString("s/\(Self.hostile)/final"))],
         "checks": [{"index": 0, "scenario": "s", "variant": \(jsonString(Self.hostile)), "snapshot": "final", "outcome": "failed",
           "status": "failed", "duration": 0, "message": \(jsonString("differs\n::error::" + Self.hostile)), "artifacts": [], "images": {}}],
         "failedRuns": [{"scenario": \(jsonString(Self.hostile)), "variant": "v", "snapshot": "", "status": "failed",
           "duration": 0, "message": null, "artifacts": []}],
         "orphans": [\(jsonString(Self.hostile))]}
        """
        try FileManager.default.createDirectory(atPath: root + "/shard", withIntermediateDirectories: true)
        _ = try CLI.write(json, to: "shard/report.json", in: root)
        let result = try CLI.run(["merge-reports", "shard", "--junit", "out/junit.xml"], in: root, timeout: Self.timeout)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("orphaned: x\\u{A}::error"), "\(result.stdout)")
        Self.expectSafe(result, "merge-reports")

        // A folder name with the same text, in a message about it.
        let missing = try CLI.run(["merge-reports", Self.hostile, "--junit", "out/junit.xml"], in: root, timeout: Self.timeout)
        #expect(missing.status == 2)
        Self.expectSafe(missing, "merge-reports (missing folder)")
    }

    /// `text` as a JSON string literal.
    func jsonString(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
}
