import Foundation
import Gestures
import Testing
import VirtualClock

/// The kit against a second, plain reading of the rules (docs/gestures.md): random arrangements
/// of views and recognizers with random touches, compared after every touch and every instant at
/// which a timer fires (``PlainComparison``).
@Suite struct PlainArenaTests {
    /// How many random cases the test compares.
    static let caseCount = 2000

    /// The seeds compared.
    static let seeds: [UInt64] = Array(0..<UInt64(caseCount))

    /// The seeds in slices, compared in parallel.
    static let slices = 8

    @Test(arguments: 0..<slices)
    func theKitAgreesWithAPlainReadingOfTheRules(slice: Int) {
        var disagreements: [String] = []
        for (index, seed) in Self.seeds.enumerated() where index % Self.slices == slice {
            if let mismatch = PlainComparison.firstMismatch(PlainCase.random(seed: seed)) {
                disagreements.append("seed \(seed): \(mismatch)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) cases disagree:\n\(disagreements.prefix(5).joined(separator: "\n"))")
    }

    @Test func theCasesAreTheRightNumber() {
        #expect(Self.seeds.count == Self.caseCount)
    }

    /// `PLAIN_ARENA_SURVEY=N swift test --filter PlainArenaTests/survey` compares N seeds (from
    /// `PLAIN_ARENA_FIRST`, or those listed in `PLAIN_ARENA_SEEDS=1,2,…`) and prints each
    /// disagreement, the first `PLAIN_ARENA_SHRINK` (3) of them shrunk to a minimal case.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["PLAIN_ARENA_SURVEY"] != nil))
    func survey() {
        let environment = ProcessInfo.processInfo.environment
        let count = UInt64(environment["PLAIN_ARENA_SURVEY"] ?? "") ?? 2000
        let first = UInt64(environment["PLAIN_ARENA_FIRST"] ?? "") ?? 0
        let shrink = Int(environment["PLAIN_ARENA_SHRINK"] ?? "") ?? 3
        let listed = (environment["PLAIN_ARENA_SEEDS"] ?? "").split(separator: ",").compactMap { UInt64($0) }
        var found = 0
        for seed in listed.isEmpty ? Array(first..<(first + count)) : listed {
            let c = PlainCase.random(seed: seed)
            guard let mismatch = PlainComparison.firstMismatch(c) else { continue }
            found += 1
            print("seed \(seed): \(mismatch)")
            if found <= shrink {
                let small = PlainMinimizer.minimize(c)
                print(PlainMinimizer.describe(small))
                if let m = PlainComparison.firstMismatch(small) { print("  -> \(m)") }
            }
        }
        print("\(found) of \(listed.isEmpty ? Int(count) : listed.count) cases disagree")
    }
}
