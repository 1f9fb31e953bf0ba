import Foundation
import Testing

/// The gesture kit's and the apps' mutants added for measuring `explore` (docs/explore.md,
/// "Mutants"): with one switched on — read once per process, so each run is a process of its
/// own — `explore`, guided or not, finds it, and the scenario it prints fails on replay with the
/// mutant and passes without it (``ExploreReproTests/repro(_:mutant:)``).
@Suite("Mutants: explore finds the kit's and the apps' planted bugs")
struct MutantTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var mutant: String
        var arguments: [String]
        /// The invariant that catches it; nil for any.
        var invariant: String?

        var testDescription: String { "\(mutant) \(arguments.contains("--guided") ? "guided" : "unguided")" }
    }

    static let lab = ["--app", "gesture-lab", "--seed", "1", "--runs", "300", "--inputs", "30"]

    @Test("explore finds the mutant and prints a scenario that fails with it", arguments: [
        Case(mutant: "gestures-tap-stale-timer", arguments: lab, invariant: "transitions-allowed"),
        Case(mutant: "gestures-tap-stale-timer", arguments: lab + ["--guided"], invariant: "transitions-allowed"),
        Case(mutant: "gestures-exclusion-forgotten", arguments: lab + ["--guided"], invariant: "one-at-a-time"),
        Case(mutant: "gesture-lab-reports-coalesced", arguments: lab + ["--guided"], invariant: "transitions-allowed"),
        Case(mutant: "messenger-recipient-entry-left-out",
             arguments: ["--app", "messenger", "--options", "{dataLayer: atomic}", "--seed", "1", "--runs", "20",
                         "--inputs", "40"], invariant: nil),
    ])
    func found(_ example: Case) throws {
        let invariant = try ExploreReproTests.repro(example.arguments, mutant: example.mutant)
        if let expected = example.invariant { #expect(invariant == expected) }
    }
}
