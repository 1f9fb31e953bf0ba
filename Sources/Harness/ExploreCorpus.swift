import Scenarios

/// The sequences `explore --guided` keeps (docs/explore.md, "Guided exploration"): each run that
/// moved what the app shows in a way no earlier run did — a new transition, from what a line of
/// it showed before an action, by an action of a kind, to what the line showed after it — and
/// every transition covered so far. Later runs mutate the kept sequences.
///
/// A transition is a 64-bit fingerprint of the line's two texts in ``ScenarioApp/visible(_:)``
/// and the action's step keywords (FNV-1a, the same in every process and on every machine), so
/// that the transitions of several machines' reports can be merged.
struct ExploreCorpus<App: ScenarioWritable>: Sendable {
    /// A kept sequence: the scenario it ran from and the actions that applied.
    struct Entry: Sendable {
        var scenario: Scenario<App>
        var actions: [[Step<App>]]
    }

    /// The most sequences kept; past it the oldest give way, their transitions still counted.
    static var capacity: Int { 512 }

    private(set) var entries: [Entry] = []
    private(set) var transitions: Set<UInt64> = []

    /// Keeps `outcome`'s sequence when one of the transitions it `covered` is new, and adds them
    /// to those covered. Returns whether it was kept.
    @discardableResult
    mutating func absorb(_ outcome: ExploreOutcome<App>, covered: [UInt64]) -> Bool {
        var isNew = false
        for transition in covered where transitions.insert(transition).inserted {
            isNew = true
        }
        guard isNew, !outcome.actions.isEmpty else { return false }
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append(Entry(scenario: outcome.scenario, actions: outcome.actions))
        return true
    }

    /// The fingerprint of one transition: what was shown before, the action's kind, what was
    /// shown after.
    static func transition(from before: UInt64, kind: String, to after: UInt64) -> UInt64 {
        var hash = fnv(kind)
        for word in [before, after] {
            for shift in stride(from: 0, to: 64, by: 8) {
                hash = (hash ^ (word >> UInt64(shift) & 0xFF)) &* 0x100_0000_01B3
            }
        }
        return hash
    }

    /// The fingerprints of the lines of what an app shows (``ScenarioApp/visible(_:)``), each a
    /// part followed on its own.
    static func parts(_ visible: String) -> [UInt64] {
        visible.split(separator: "\n", omittingEmptySubsequences: false).map { fnv(String($0)) }
    }

    /// FNV-1a of a text's UTF-8 bytes.
    static func fnv(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return hash
    }
}
