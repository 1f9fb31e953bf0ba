import CPixelKernels
import Testing
import VirtualClock

/// `pk_png_unfilter` against PNG's definitions of the filters, written plainly here.
@Suite("PNG unfilter kernel")
struct UnfilterKernelTests {
    /// Paeth's predictor as PNG 1.2 (6.6) defines it.
    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = p > a ? p - a : a - p, pb = p > b ? p - b : b - p, pc = p > c ? p - c : c - p
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Every pair of bytes once as neighbours: a de Bruijn sequence of order 2 over 256 symbols
    /// (Lyndon words of length 1 and 2 in order), 65,537 bytes.
    static let everyPair: [UInt8] = {
        var sequence: [UInt8] = []
        for a in 0..<256 {
            sequence.append(UInt8(a))
            for b in (a + 1)..<256 { sequence += [UInt8(a), UInt8(b)] }
        }
        return sequence + [0]
    }()

    /// The values of a (left) around which Paeth's choice can change for above `b` and
    /// above-left `c`: where two of |a − c|, |b − c| and |a + b − 2c| are equal (a = b, 2c − b,
    /// c, 3c − 2b, (3c − b) / 2), one either side of each, and the ends 0 and 255; sorted, each
    /// once, repeated up to `count` values.
    static func bounds(_ b: Int, _ c: Int, count: Int) -> [UInt8] {
        var values = [0, 255]
        for point in [b, 2 * c - b, c, 3 * c - 2 * b, (3 * c - b) >> 1, (3 * c - b + 1) >> 1] {
            for value in (point - 1)...(point + 1) { values.append(min(255, max(0, value))) }
        }
        values.sort()
        var distinct: [UInt8] = []
        for value in values where distinct.last.map({ Int($0) != value }) ?? true { distinct.append(UInt8(value)) }
        while distinct.count < count, let last = distinct.last { distinct.append(last) }
        return distinct
    }

    @Test("Paeth, 3- and 4-byte pixels: every (above-left, above) pair of each channel, left on every side of every bound", arguments: [3, 4])
    func paethEveryBound(bpp: Int) {
        // Above is the de Bruijn sequence, so each pixel n meets a new (above-left, above) pair;
        // row variant k gives its left pixel the k-th value of that pair's bounds (repeating the
        // last), channel j the bounds of its own pair shifted by j positions.
        let pixels = Self.everyPair.count
        let length = pixels * bpp
        var above = [UInt8](repeating: 0, count: length)
        for n in 0..<pixels {
            for j in 0..<bpp { above[n * bpp + j] = Self.everyPair[(n + j) % pixels] }
        }
        // The left value of pixel i + bpp is pixel i's unfiltered value: variant k sets it to the
        // k-th bound of pixel i + bpp's pair (the last one again when there are fewer).
        let variants = 19
        var byPair = [UInt8](repeating: 0, count: 65_536 * variants)
        var longest = 0
        for c in 0..<256 {
            for b in 0..<256 {
                let bounds = Self.bounds(b, c, count: variants)
                longest = max(longest, bounds.count)
                byPair.replaceSubrange(((c * 256 + b) * variants)..<((c * 256 + b) * variants + variants), with: bounds.prefix(variants))
            }
        }
        #expect(longest == variants, "a pair has more bounds than row variants")
        var lefts = [UInt8](repeating: 0, count: length * variants)
        for i in 0..<(length - bpp) {
            let pair = (Int(above[i]) * 256 + Int(above[i + bpp])) * variants
            lefts.replaceSubrange((i * variants)..<((i + 1) * variants), with: byPair[pair..<(pair + variants)])
        }
        var wrong = 0
        for k in 0..<variants {
            var wanted = [UInt8](repeating: 0, count: length)
            var filtered = wanted
            wanted.withUnsafeMutableBufferPointer { wanted in
                filtered.withUnsafeMutableBufferPointer { filtered in
                    above.withUnsafeBufferPointer { above in
                        lefts.withUnsafeBufferPointer { lefts in
                            for i in 0..<length {
                                wanted[i] = lefts[i * variants + k]
                                let a = i >= bpp ? Int(wanted[i - bpp]) : 0
                                let c = i >= bpp ? Int(above[i - bpp]) : 0
                                filtered[i] = UInt8(truncatingIfNeeded: Int(wanted[i]) - Self.paeth(a, Int(above[i]), c))
                            }
                        }
                    }
                }
            }
            var out = [UInt8](repeating: 0, count: length)
            #expect(pk_png_unfilter(4, filtered, above, &out, length, bpp) == 1)
            for i in 0..<length where out[i] != wanted[i] { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    @Test("every filter, every pixel size from 1 to 8 bytes, with and without a row above", arguments: 1...8)
    func everyFilter(bpp: Int) {
        var generator = SeededGenerator(seed: UInt64(bpp))
        for length in [bpp, 5 * bpp, 67 * bpp] {
            let above = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let row = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            for filter in 0...4 {
                for hasAbove in [false, true] {
                    var expected = row
                    for i in 0..<length {
                        let a = i >= bpp ? Int(expected[i - bpp]) : 0
                        let b = hasAbove ? Int(above[i]) : 0
                        let c = hasAbove && i >= bpp ? Int(above[i - bpp]) : 0
                        let predictor = [0, a, b, (a + b) / 2, Self.paeth(a, b, c)][filter]
                        expected[i] = UInt8(truncatingIfNeeded: Int(row[i]) + predictor)
                    }
                    var out = [UInt8](repeating: 0, count: length)
                    let ok = hasAbove ? pk_png_unfilter(Int32(filter), row, above, &out, length, bpp)
                        : pk_png_unfilter(Int32(filter), row, nil, &out, length, bpp)
                    #expect(ok == 1)
                    #expect(out == expected, "filter \(filter), \(length) bytes, above: \(hasAbove)")
                }
            }
        }
        var out = [UInt8](repeating: 7, count: 4)
        #expect(pk_png_unfilter(5, [1, 2, 3, 4], nil, &out, 4, 1) == 0)
        #expect(out == [7, 7, 7, 7])
    }
}
