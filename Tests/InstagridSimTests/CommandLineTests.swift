import Foundation
import Testing

@Suite("instagrid-sim: help texts and negative numbers for every command")
struct CommandLineTests {
    static let commands = ["replay", "render", "verify", "frames", "diff", "devices"]

    /// The option entries of a help text: each starts with `  -` and runs to the next.
    static func optionEntries(_ help: String) -> [String] {
        var entries: [String] = []
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  -") {
                entries.append(String(line))
            } else if line.hasPrefix("      "), !entries.isEmpty {
                entries[entries.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            }
        }
        return entries
    }

    @Test("No option states its default twice", arguments: commands)
    func defaultsOnce(command: String) throws {
        let result = try CLI.run([command, "--help"])
        #expect(result.status == 0)
        let entries = Self.optionEntries(result.stdout)
        #expect(!entries.isEmpty)
        for entry in entries {
            #expect(entry.components(separatedBy: "(default").count <= 2, "\(command): \(entry)")
            #expect(entry.components(separatedBy: "values:").count <= 2, "\(command): \(entry)")
        }
    }

    @Test("--jobs says the default is the number of cores, not this machine's count")
    func jobsDefault() throws {
        for command in ["verify", "frames"] {
            let entry = Self.optionEntries(try CLI.run([command, "--help"]).stdout).first { $0.contains("--jobs") }
            #expect(entry?.hasSuffix("(default: the number of cores).") == true, "\(command): \(entry ?? "none")")
        }
    }

    /// Every numeric option with a negative value: the command's own message, never
    /// "Missing value".
    @Test("Negative numbers reach each command's own checks", arguments: [
        (["render", "Scenarios/tap-slop.yaml", "--out", "x.png", "--at", "-1"], "--at -1:"),
        (["frames", "Scenarios/tap-slop.yaml", "--out", "x", "--fps", "-1"], "--fps -1:"),
        (["frames", "Scenarios/tap-slop.yaml", "--out", "x", "--from", "-1"], "--from -1:"),
        (["frames", "Scenarios/tap-slop.yaml", "--out", "x", "--to", "-1"], "--to -1:"),
        (["frames", "Scenarios/tap-slop.yaml", "--out", "x", "--scale", "-1"], "--scale must be in (0, 1], found -1"),
        (["frames", "Scenarios/tap-slop.yaml", "--out", "x", "--jobs", "-1"], "--jobs -1:"),
        (["verify", "--jobs", "-1"], "--jobs must be 1 or more, found -1"),
        (["verify", "--shard", "-1/2"], "The value '-1/2' is invalid for '--shard <shard>': expected I/N"),
        (["verify", "--max-pixels", "-1"], "--max-pixels must be 0 or more, found -1"),
        (["verify", "--max-share", "-0.5"], "--max-share must be 0…1, found -0.5"),
        (["diff", "a.png", "b.png", "--channel-threshold", "-1"], "--channel-threshold must be 0…255, found -1"),
        (["diff", "a.png", "b.png", "--perceptual", "--perceptual-threshold", "-0.1"],
         "--perceptual-threshold must be 0…1, found -0.1"),
    ])
    func negativeNumbers(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("Missing value"), "\(result.stderr)")
    }
}
