import Foundation
import Testing

/// `explore`'s printed failures, saved and replayed as a user would: for every app, the file
/// fails at its last line, the `expect` of the invariant that broke. The bugs are the apps'
/// mutants (docs/explore.md, "Mutants"), on only in the processes started with
/// `INSTAGRID_SIM_MUTANT` naming one; Messenger's tutorial layer has real races of its own.
@Suite("explore: every app's printed failure replays to exit 1 at its last line")
struct ExploreReproTests {
    /// Runs `explore ARGUMENTS` with `mutant` on, saves what it prints in a folder of its own
    /// (beside the sample photos) and replays it: with the mutant it fails at the last line,
    /// without it (the bug fixed) it passes. Returns the invariant that broke.
    @discardableResult
    static func repro(_ arguments: [String], mutant: String?) throws -> String {
        let environment = mutant.map { ["INSTAGRID_SIM_MUTANT": $0] } ?? [:]
        let found = try CLI.run(["explore"] + arguments, environment: environment, timeout: 900)
        #expect(found.status == 1, "\(found.stdout)\(found.stderr)")
        let lines = found.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let header = try #require(lines.first)
        let invariant = try #require(header.split(separator: "'").dropFirst().first.map(String.init), "\(header)")
        #expect(lines.last == "  - expect: { invariants: [\(invariant)] }", "\(found.stdout)")
        let folder = try CLI.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/Photos", withIntermediateDirectories: true)
        for photo in ["square.png", "landscape-4x3.png", "portrait-3x4.png"] {
            try FileManager.default.copyItem(atPath: CLI.root + "/Scenarios/Photos/" + photo, toPath: folder + "/Photos/" + photo)
        }
        let path = try CLI.write(found.stdout, to: "found.yaml", in: folder)
        let replayed = try CLI.run(["replay", path], environment: environment, timeout: 300)
        #expect(replayed.status == 1, "\(replayed.stdout)\(replayed.stderr)")
        let output = replayed.stdout + replayed.stderr
        #expect(output.contains("found.yaml:\(lines.count):"), "\(output)")
        #expect(output.contains("'\(invariant)' to hold"), "\(output)")
        if mutant != nil {
            let fixed = try CLI.run(["replay", path], timeout: 300)
            #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        }
        return invariant
    }

    @Test("Instagrid: the slots left unlocked during the slide-out are found again, and the repro fails")
    func instagrid() throws {
        let invariant = try Self.repro(["--seed", "1", "--runs", "100"], mutant: "instagrid-unlocked-slide")
        #expect(["phase-graph", "locked-while-busy", "one-modal"].contains(invariant))
    }

    @Test("CountOnMe: a digit appended to 0 is found, and the repro fails")
    func countOnMe() throws {
        let invariant = try Self.repro(["--app", "countonme", "--seed", "1", "--runs", "20"],
                                       mutant: "countonme-leading-zero")
        #expect(invariant == "key-effect")
    }

    @Test("The gesture lab: a cancelled delivery lost from the history is found, and the repro fails")
    func gestureLab() throws {
        let invariant = try Self.repro(["--app", "gesture-lab", "--seed", "1", "--runs", "200", "--inputs", "30"],
                                       mutant: "gesture-lab-cancel-lost")
        #expect(invariant == "deliveries-end")
    }

    @Test("Messenger: the tutorial layer's lost message is printed as a world whose replay fails")
    func messenger() throws {
        try Self.repro(["--app", "messenger", "--seed", "1", "--runs", "5"], mutant: nil)
    }

    @Test("Without a mutant the same runs keep every invariant")
    func withoutMutants() throws {
        for arguments in [["--seed", "1", "--runs", "20"], ["--app", "countonme", "--seed", "1", "--runs", "20"]] {
            let result = try CLI.run(["explore"] + arguments, timeout: 600)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        }
    }
}
