import Foundation
import Testing

@Suite("instagrid-sim explore: output and exit status")
struct ExploreCommandTests {
    @Test("Sequences that keep every invariant exit 0 with one summary line")
    func passes() throws {
        let result = try CLI.run(["explore", "--seed", "5", "--runs", "3", "--inputs", "50", "--device", "iphone-xs",
                                  "--orientation", "landscape-right", "--options", "{incompleteGrid: alert}"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("✔ explore instagrid on iphone-xs (landscape-right), seeds 5…7: 3 sequences of "
                                        + "50 steps, 10 invariants held after "), "\(result.stdout)")
        #expect(result.stdout.hasSuffix(" inputs\n"))
        #expect(result.stderr.isEmpty)
    }

    @Test("--options takes a profile and the options of R17–R28")
    func profiles() throws {
        let result = try CLI.run(["explore", "--seed", "3", "--runs", "2", "--inputs", "60", "--options",
                                  "{profile: camera-sheet, rotationWhileSharing: dismiss, addPermission: not-determined}"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("✔ explore instagrid on iphone-8 (portrait), seeds 3…4: 2 sequences of 60 steps, "
                                        + "10 invariants held after "), "\(result.stdout)")
    }

    @Test("--app picks the app explored, and the reproduction command names it")
    func namedApp() throws {
        let named = try CLI.run(["explore", "--app", "instagrid", "--seed", "9", "--runs", "2"])
        let first = try CLI.run(["explore", "--seed", "9", "--runs", "2"])
        #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
        #expect(named.stdout == first.stdout)
    }

    @Test("The same seed prints the same line")
    func deterministic() throws {
        let first = try CLI.run(["explore", "--seed", "9", "--runs", "2"])
        let second = try CLI.run(["explore", "--seed", "9", "--runs", "2"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
    }

    @Test("Bad options exit 2 with the option's location", arguments: [
        (["--options", "{curve: springy}"], "--options:1:9: error: unknown curve 'springy'; did you mean 'spring'?"),
        (["--options", "{slideDuration: -1}"], "--options:1:17: error: 'slideDuration' must be greater than 0, found -1"),
        (["--options", "{tapp: 1}"], "--options:1:2: error: unknown key 'tapp' in options"),
        (["--options", "{profile: camera-shet}"], "--options:1:11: error: unknown profile 'camera-shet'; did you mean 'camera-sheet'?"),
        (["--options", "[1, 2"], "--options:"),
        (["--runs", "0"], "Error: --runs must be between 1 and 9223372036854775807, found 0"),
        (["--inputs", "2001"], "Error: --inputs must be between 1 and 2000, found 2001"),
        (["--device", "iphone8"], "Error: unknown device 'iphone8'; did you mean 'iphone-8'?"),
        (["--orientation", "upside-down"], "Error: unknown orientation 'upside-down'; expected portrait, landscape-left, landscape-right"),
        (["--seed", "x"], "Error: The value 'x' is invalid for '--seed <seed>'"),
        (["--app", "nothing"], "Error: unknown app 'nothing' for explore; expected instagrid, countonme, messenger, gesture-lab"),
        (["--app", "countonme", "--options", "{a: 1}"], "--options: error: countonme has no options"),
        (["--app", "countonme", "--orientation", "landscape-left"], "--orientation: error: countonme runs in portrait only"),
        (["--users", "3"], "Error: --users is for an app whose scenarios are worlds; 'instagrid' has one phone"),
        (["--jitter"], "Error: --jitter is for an app whose scenarios are worlds; 'instagrid' has one phone"),
        (["--app", "messenger", "--users", "7"], "Error: --users must be between 2 and 6 for 'messenger', found 7"),
        (["--app", "messenger", "--users", "1"], "Error: --users must be between 2 and 6 for 'messenger', found 1"),
        (["--app", "messenger", "--options", "{dataLayer: atomc}"],
         "--options:1:13: error: unknown data layer 'atomc'; did you mean 'atomic'?"),
    ])
    func invalid(arguments: [String], message: String) throws {
        let result = try CLI.run(["explore"] + arguments, timeout: 120)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("Messenger's worlds: the atomic layer passes; the tutorial's prints a world and the command with --users and --jitter")
    func messenger() throws {
        let passed = try CLI.run(["explore", "--app", "messenger", "--runs", "3", "--inputs", "30", "--users", "3",
                                  "--options", "{dataLayer: atomic}"])
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        #expect(passed.stdout.hasPrefix("✔ explore messenger on iphone-8 (portrait), seeds 1…3: 3 sequences of "
                                        + "30 steps, 5 invariants held after "), "\(passed.stdout)")
        let failed = try CLI.run(["explore", "--app", "messenger", "--seed", "1", "--runs", "20", "--jitter",
                                  "--users", "2"], timeout: 600)
        #expect(failed.status == 1, "\(failed.stdout)\(failed.stderr)")
        #expect(failed.stdout.contains(" --runs 1 --inputs 200 --device iphone-8 --users 2 --jitter\n"), "\(failed.stdout)")
        #expect(failed.stdout.contains("\napp: messenger\n"))
        #expect(failed.stdout.contains("\nusers:\n  alice: { device: iphone-8 }\n  bob: { device: iphone-8 }\n"))
    }
}
