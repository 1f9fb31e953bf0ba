import Testing
@testable import Raster

/// The C pixel loops (CPixelKernels) against the rules of docs/raster.md written out plainly.
@Suite("Pixel kernels")
struct PixelKernelTests {
    /// Source-over by the documented formulas, with plain integer division.
    static func reference(_ s: RGBA, over d: RGBA, alpha a: Int) -> RGBA {
        if a <= 0 { return d }
        if a >= 255 { return RGBA(s.r, s.g, s.b, 255) }
        if d.a == 255 {
            func mix(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8((Int(s) * a + Int(d) * (255 - a) + 127) / 255) }
            return RGBA(mix(s.r, d.r), mix(s.g, d.g), mix(s.b, d.b), 255)
        }
        let sw = a * 255, dw = Int(d.a) * (255 - a), w = sw + dw
        func mix(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8((Int(s) * sw + Int(d) * dw + w / 2) / w) }
        return RGBA(mix(s.r, d.r), mix(s.g, d.g), mix(s.b, d.b), UInt8((w + 127) / 255))
    }

    @Test("over an opaque pixel: every alpha and destination value, exact division by 255")
    func opaqueDestination() {
        var mismatches = 0
        for a in 0 ... 255 {
            for d in 0 ... 255 {
                for s in [0, 1, 127, 128, 254, 255] {
                    let source = RGBA(UInt8(s), UInt8(255 - s), UInt8(s / 2), UInt8(a))
                    let destination = RGBA(UInt8(d), UInt8(255 - d), UInt8(d / 3), 255)
                    if Compositing.over(source, destination) != Self.reference(source, over: destination, alpha: a) {
                        mismatches += 1
                    }
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test("over a translucent pixel")
    func translucentDestination() {
        var mismatches = 0
        for a in stride(from: 0, through: 255, by: 3) {
            for da in stride(from: 0, through: 254, by: 7) {
                for d in stride(from: 0, through: 255, by: 17) {
                    let source = RGBA(200, 10, 99, UInt8(a))
                    let destination = RGBA(UInt8(d), UInt8(255 - d), 7, UInt8(da))
                    if Compositing.over(source, destination) != Self.reference(source, over: destination, alpha: a) {
                        mismatches += 1
                    }
                }
            }
        }
        #expect(mismatches == 0)
    }

    /// Spans of 64 pixels or more use a per-channel table: same bytes as pixel by pixel.
    @Test("long and short spans composite alike", arguments: [1, 63, 64, 200])
    func spans(width: Int) {
        var destination = RGBAImage(width: width, height: 1)
        for x in 0 ..< width { destination[x, 0] = RGBA(UInt8(x % 256), UInt8((x * 7) % 256), 9, x % 5 == 0 ? 120 : 255) }
        var canvas = Canvas(image: destination)
        let color = RGBA(30, 140, 250, 77)
        canvas.fill(PixelRect(x: 0, y: 0, width: width, height: 1), color: color)
        for x in 0 ..< width {
            #expect(canvas.image[x, 0] == Self.reference(color, over: destination[x, 0], alpha: 77))
        }
    }

    /// Long spans reuse the result of a pixel equal to the one before (runs of one colour, four
    /// pixels at a time): runs of every length up to 19, opaque and translucent, at every phase.
    @Test("spans over runs of equal pixels composite pixel by pixel", arguments: [77, 200])
    func spanRuns(alpha: Int) {
        var destination = RGBAImage(width: 400, height: 1)
        var x = 0, run = 1
        while x < destination.width {
            let pixel = RGBA(UInt8(run * 37 % 256), UInt8(run * 11 % 256), UInt8(x % 256), run % 3 == 0 ? 90 : 255)
            for i in x ..< min(destination.width, x + run) { destination[i, 0] = pixel }
            x += run
            run = run % 19 + 1
        }
        var canvas = Canvas(image: destination)
        let color = RGBA(30, 140, 250, UInt8(alpha))
        canvas.fill(PixelRect(x: 0, y: 0, width: destination.width, height: 1), color: color)
        for x in 0 ..< destination.width {
            #expect(canvas.image[x, 0] == Self.reference(color, over: destination[x, 0], alpha: alpha))
        }
    }

    /// The two resampling passes written out in Swift (docs/raster.md, Passes).
    static func referenceFilter(_ src: RGBAImage, region: PixelRect, tx: Resample.AxisTable, ty: Resample.AxisTable,
                                ow: Int, oh: Int) -> RGBAImage {
        var mid = [Int](repeating: 0, count: region.height * ow * 4)
        for row in 0 ..< region.height {
            for o in 0 ..< ow {
                for c in 0 ..< 4 {
                    var sum = 32
                    for t in 0 ..< tx.taps {
                        sum += Int(src.pixels[(row * src.width + tx.start[o] - region.x + t) * 4 + c]) * tx.weights[o * tx.taps + t]
                    }
                    mid[(row * ow + o) * 4 + c] = sum >> 6
                }
            }
        }
        var out = RGBAImage(width: ow, height: oh)
        for o in 0 ..< oh {
            for i in 0 ..< ow * 4 {
                var sum = 1 << 21
                for t in 0 ..< ty.taps {
                    sum += mid[(ty.start[o] - region.y + t) * ow * 4 + i] * ty.weights[o * ty.taps + t]
                }
                out.pixels[o * ow * 4 + i] = UInt8(min(255, sum >> 22))
            }
        }
        return out
    }

    /// Sizes giving 1 to 7 taps per axis: the kernels write up to six taps out and loop beyond.
    @Test("resampling passes match the written-out rule", arguments: [
        (1, 5, 3, 9), (2, 3, 5, 7), (31, 23, 80, 61), (97, 61, 50, 30), (97, 61, 36, 23), (120, 90, 43, 33), (64, 48, 64, 48),
        (60, 50, 50, 40), (97, 61, 40, 26), (120, 90, 36, 27),
    ])
    func resamplePasses(sw: Int, sh: Int, ow: Int, oh: Int) {
        var source = RGBAImage(width: sw, height: sh)
        for i in 0 ..< source.pixels.count { source.pixels[i] = UInt8(truncatingIfNeeded: i &* 2_654_435_761 >> 7) }
        let kx = Double(sw) / Double(ow), ky = Double(sh) / Double(oh)
        let tx = Resample.AxisTable(count: ow, k: kx, off: 0.5, base: 0, level: 0, sourceCount: sw)
        let ty = Resample.AxisTable(count: oh, k: ky, off: 0.5, base: 0, level: 0, sourceCount: sh)
        let region = PixelRect(x: tx.lowest, y: ty.lowest, width: tx.highest - tx.lowest, height: ty.highest - ty.lowest)
        let reduced = Pyramid.reduce(source, region: region, levels: 0)
        let fast = Resample.filter(reduced, at: (0, 0), region: region, tx: tx, ty: ty, ow: ow, oh: oh)
        let reference = Self.referenceFilter(reduced, region: region, tx: tx, ty: ty, ow: ow, oh: oh)
        #expect(fast == reference)
        // Read in place from the source, as a resample without reduction does.
        #expect(Resample.filter(source, at: (region.x, region.y), region: region, tx: tx, ty: ty, ow: ow, oh: oh) == reference)
    }

    /// A screen reduced to a contact-sheet thumbnail: the tent's ends that fall between pixels
    /// get weight 0 and are not taps, so 3× and 2× screens take the written-out kernels.
    @Test("zero-weight taps are dropped", arguments: [(1242, 180, 2, 4), (2688, 390, 2, 4), (750, 180, 1, 5), (1334, 320, 1, 5)])
    func zeroWeightTapsDropped(source: Int, count: Int, level: Int, taps: Int) {
        let table = Resample.AxisTable(count: count, k: Double(source) / Double(count), off: 0.5, base: 0, level: level,
                                       sourceCount: source >> level)
        #expect(table.taps == taps)
        for o in 0 ..< count {
            let weights = table.weights[o * table.taps ..< (o + 1) * table.taps]
            #expect(weights.reduce(0, +) == Resample.one)
            #expect(weights.allSatisfy { $0 >= 0 })
        }
    }

    @Test("equality compares sizes and bytes")
    func equality() {
        let a = RGBAImage(width: 2, height: 1, fill: RGBA(1, 2, 3))
        var b = RGBAImage(width: 2, height: 1, fill: RGBA(1, 2, 3))
        #expect(a == b)
        #expect(a != RGBAImage(width: 1, height: 2, fill: RGBA(1, 2, 3)))
        b[1, 0] = RGBA(1, 2, 3, 254)
        #expect(a != b)
        #expect(RGBAImage(width: 0, height: 3) == RGBAImage(width: 0, height: 3))
        #expect(RGBAImage(width: 0, height: 3) != RGBAImage(width: 3, height: 0))
    }

    @Test("opacity is every alpha at 255", arguments: [0, 1, 2, 6])
    func opacity(translucent index: Int) {
        var image = RGBAImage(width: 7, height: 1, fill: RGBA(5, 5, 5))
        #expect(image.isOpaque)
        image[index, 0] = RGBA(5, 5, 5, 254)
        #expect(!image.isOpaque)
        #expect(RGBAImage(width: 0, height: 0).isOpaque)
    }
}
