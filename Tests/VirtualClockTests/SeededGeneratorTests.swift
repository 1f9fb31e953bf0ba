import Testing
import VirtualClock

@Suite("explore: the seeded generator")
struct SeededGeneratorTests {
    @Test("SplitMix64's published first outputs for seed 0, so a seed means the same everywhere")
    func pinned() {
        var random = SeededGenerator(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test("Draws stay in their range and reach both ends", arguments: [0...0, 0...1, -3...3, 5...104])
    func bounds(range: ClosedRange<Int>) {
        var random = SeededGenerator(seed: 9)
        var seen: Set<Int> = []
        for _ in 0..<5_000 {
            let value = random.int(in: range)
            #expect(range.contains(value))
            seen.insert(value)
        }
        #expect(seen.contains(range.lowerBound) && seen.contains(range.upperBound))
    }

    @Test("Values are exact multiples of their step, as a scenario writes them")
    func values() {
        var random = SeededGenerator(seed: 5)
        for _ in 0..<1_000 {
            let value = random.value(0.01, 0.9, steps: 100)
            #expect((0.01...0.9).contains(value))
            #expect(Double("\(value)") == value && (value * 100).rounded() / 100 == value)
        }
    }
}
