import Foundation
import Testing

/// The gesture kit's and the apps' mutants added for measuring `explore` (docs/explore.md,
/// "Mutants"): with one switched on — read once per process, so each run is a process of its
/// own — `explore`, guided or not, finds it, and the scenario it prints fails on replay with the
/// mutant and passes without it (``ExploreReproTests/repro(_:mutant:)``).
@Suite("Mutants: explore finds the kit's and the apps' planted bugs")
struct MutantTests {
    @Test("The gesture kit: a tap's timers left running after it finishes", arguments: [false, true])
    func kitTapTimers(guided: Bool) throws {
        let invariant = try ExploreReproTests.repro(
            ["--app", "gesture-lab", "--seed", "1", "--runs", "200", "--inputs", "30"] + (guided ? ["--guided"] : []),
            mutant: "gestures-tap-stale-timer")
        #expect(invariant == "transitions-allowed")
    }

    @Test("The gesture kit: recognizers sharing a touch that do not take turns, found guided")
    func kitExclusion() throws {
        let invariant = try ExploreReproTests.repro(
            ["--app", "gesture-lab", "--seed", "1", "--runs", "200", "--inputs", "30", "--guided"],
            mutant: "gestures-exclusion-forgotten")
        #expect(invariant == "one-at-a-time")
    }

    @Test("The gesture lab: a history that coalesces a recognizer's reports, found guided")
    func labCoalesced() throws {
        let invariant = try ExploreReproTests.repro(
            ["--app", "gesture-lab", "--seed", "1", "--runs", "300", "--inputs", "30", "--guided"],
            mutant: "gesture-lab-reports-coalesced")
        #expect(invariant == "transitions-allowed")
    }

    @Test("Messenger: the atomic layer's update without the recipient's entry")
    func messengerRecipientEntry() throws {
        try ExploreReproTests.repro(["--app", "messenger", "--options", "{dataLayer: atomic}", "--seed", "1",
                                     "--runs", "20", "--inputs", "40"],
                                    mutant: "messenger-recipient-entry-left-out")
    }
}
