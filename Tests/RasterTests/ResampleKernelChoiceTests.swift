import CPixelKernels
import Testing
@testable import Raster
import VirtualClock

/// The resampling passes run AVX2 code where the processor has it and SSE2 / plain C elsewhere
/// (`pk_kernels`): goldens are byte-identical on every machine only if both give the same bytes.
/// Each case runs both on the same input and compares every byte, and against the rule written
/// out in Swift (`PixelKernelTests.referenceFilter`). On a processor without AVX2 both runs are
/// the baseline and the comparison with the written-out rule is what is checked.
@Suite("Resample kernel choice")
struct ResampleKernelChoiceTests {
    
    /// Random bytes, or (one image in four) every byte 255: the largest sums.
    static func image(width: Int, height: Int, using generator: inout SeededGenerator) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        let saturated = generator.next() % 4 == 0
        for i in 0 ..< image.pixels.count {
            image.pixels[i] = saturated ? 255 : UInt8(truncatingIfNeeded: generator.next())
        }
        return image
    }

    /// Both kernel choices on `source` read in place; they and the written-out rule must agree.
    static func compare(_ source: RGBAImage, tx: Resample.AxisTable, ty: Resample.AxisTable, ow: Int, oh: Int) -> Bool {
        let region = PixelRect(x: tx.lowest, y: ty.lowest, width: tx.highest - tx.lowest, height: ty.highest - ty.lowest)
        let fastest = Resample.filter(source, at: (region.x, region.y), region: region, tx: tx, ty: ty, ow: ow, oh: oh,
                                      kernels: PK_KERNELS_FASTEST)
        let baseline = Resample.filter(source, at: (region.x, region.y), region: region, tx: tx, ty: ty, ow: ow, oh: oh,
                                       kernels: PK_KERNELS_BASELINE)
        guard fastest == baseline else { return false }
        // The written-out rule is slow in a debug build: checked on the smaller cases.
        if ow * oh <= 2048 {
            let reduced = Pyramid.reduce(source, region: region, levels: 0)
            return baseline == PixelKernelTests.referenceFilter(reduced, region: region, tx: tx, ty: ty, ow: ow, oh: oh)
        }
        return true
    }

    /// Tables the renderer makes: stretches between random sizes from 1 pixel, up and down, at
    /// random sub-pixel offsets (1 to 7 taps; edge pixels clamped).
    @Test("real tables: every byte the same", arguments: 0 ..< 6)
    func realTables(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var mismatches: [String] = []
        for _ in 0 ..< 30 {
            let sw = Int.random(in: 1 ... 90, using: &generator), sh = Int.random(in: 1 ... 40, using: &generator)
            let ow = Int.random(in: 1 ... 70, using: &generator), oh = Int.random(in: 1 ... 30, using: &generator)
            let offX = 0.5 + Double(Int.random(in: -8 ... 8, using: &generator)) / 16
            let offY = 0.5 + Double(Int.random(in: -8 ... 8, using: &generator)) / 16
            let tx = Resample.AxisTable(count: ow, k: Double(sw) / Double(ow), off: offX, base: 0, level: 0, sourceCount: sw)
            let ty = Resample.AxisTable(count: oh, k: Double(sh) / Double(oh), off: offY, base: 0, level: 0, sourceCount: sh)
            let source = Self.image(width: sw, height: sh, using: &generator)
            if !Self.compare(source, tx: tx, ty: ty, ow: ow, oh: oh) {
                mismatches.append("\(sw)×\(sh) → \(ow)×\(oh), taps \(tx.taps)×\(ty.taps)")
            }
        }
        #expect(mismatches.isEmpty)
    }

    /// Random tables of each tap count: weights summing to 16384 split at random (one tap may
    /// hold them all, others 0), first taps anywhere from the first column to the last that
    /// fits, output widths around the vector widths (4 outputs per AVX2 step, 16 column values).
    @Test("every tap count: every byte the same", arguments: 1 ... 8)
    func tapCounts(taps: Int) {
        var generator = SeededGenerator(seed: UInt64(taps) &* 7919)
        var mismatches: [String] = []
        func table(count: Int, sourceCount n: Int) -> Resample.AxisTable {
            var start: [Int] = [], weights: [Int] = []
            for o in 0 ..< count {
                // The first and the last outputs read the source's edge columns.
                start.append(o == 0 ? 0 : o == count - 1 ? n - taps : Int.random(in: 0 ... n - taps, using: &generator))
                var left = Resample.one
                for t in 0 ..< taps {
                    let w = t == taps - 1 ? left : generator.next() % 5 == 0 ? left : Int.random(in: 0 ... left, using: &generator)
                    weights.append(w)
                    left -= w
                }
            }
            return Resample.AxisTable(start: start, taps: taps, weights: weights)
        }
        for ow in [1, 2, 3, 4, 5, 7, 8, 9, 31, 64, 65] {
            let oh = Int.random(in: 1 ... 9, using: &generator)
            let sw = taps + Int.random(in: 0 ... 40, using: &generator), sh = taps + Int.random(in: 0 ... 5, using: &generator)
            let source = Self.image(width: sw, height: sh, using: &generator)
            let tx = table(count: ow, sourceCount: sw), ty = table(count: oh, sourceCount: sh)
            if !Self.compare(source, tx: tx, ty: ty, ow: ow, oh: oh) { mismatches.append("\(sw)×\(sh) → \(ow)×\(oh)") }
        }
        #expect(mismatches.isEmpty)
    }

    /// A photo into a slot as the screen draws it, large enough for many vector steps per row.
    @Test("a photo aspect-filled into a slot", arguments: [(800, 600, 431, 431), (640, 480, 900, 431), (1600, 200, 431, 431)])
    func slot(sw: Int, sh: Int, ow: Int, oh: Int) {
        var generator = SeededGenerator(seed: UInt64(sw * sh + ow))
        let source = Self.image(width: sw, height: sh, using: &generator)
        let scale = max(Double(ow) / Double(sw), Double(oh) / Double(sh))
        let k = 1 / scale
        let tx = Resample.AxisTable(count: ow, k: k, off: 0.5, base: (Double(sw) - Double(ow) * k) / 2, level: 0, sourceCount: sw)
        let ty = Resample.AxisTable(count: oh, k: k, off: 0.5, base: (Double(sh) - Double(oh) * k) / 2, level: 0, sourceCount: sh)
        #expect(Self.compare(source, tx: tx, ty: ty, ow: ow, oh: oh))
    }
}
