/// Exactly specified integer compositing (source-over, straight alpha).
///
/// With effective source alpha `a` (0...255, colour alpha already multiplied by coverage), source
/// colour `s`, destination colour `d` and alpha `da`:
///
/// * `a == 0`: the destination is unchanged; `a == 255`: the destination becomes the source.
/// * `da == 255`: `out = (s·a + d·(255 − a) + 127) / 255` (integer division), alpha 255.
/// * otherwise with `W = a·255 + da·(255 − a)`: `out = (s·a·255 + d·da·(255 − a) + W/2) / W`,
///   `outAlpha = (W + 127) / 255`; `W == 0` gives transparent black.
///
/// Coverage to alpha: a coverage count `n` of 256 samples gives `(alpha·n + 128) >> 8`; an 8-bit
/// glyph coverage `g` gives `(alpha·g + 127) / 255`.
public enum Compositing {
    /// Composites colour (r, g, b) with effective alpha `a` over the pixel at `p`.
    @inline(__always)
    static func over(_ p: UnsafeMutablePointer<UInt8>, _ r: Int, _ g: Int, _ b: Int, _ a: Int) {
        if a <= 0 { return }
        if a >= 255 {
            p[0] = UInt8(truncatingIfNeeded: r)
            p[1] = UInt8(truncatingIfNeeded: g)
            p[2] = UInt8(truncatingIfNeeded: b)
            p[3] = 255
            return
        }
        let da = Int(p[3])
        let ia = 255 &- a
        if da == 255 {
            p[0] = UInt8(truncatingIfNeeded: (r &* a &+ Int(p[0]) &* ia &+ 127) / 255)
            p[1] = UInt8(truncatingIfNeeded: (g &* a &+ Int(p[1]) &* ia &+ 127) / 255)
            p[2] = UInt8(truncatingIfNeeded: (b &* a &+ Int(p[2]) &* ia &+ 127) / 255)
            return
        }
        overTranslucent(p, r, g, b, a)
    }

    /// The general case of `over` (destination alpha below 255).
    static func overTranslucent(_ p: UnsafeMutablePointer<UInt8>, _ r: Int, _ g: Int, _ b: Int, _ a: Int) {
        let sw = a * 255
        let dw = Int(p[3]) * (255 - a)
        let w = sw + dw
        let half = w / 2
        p[0] = UInt8(truncatingIfNeeded: (r * sw + Int(p[0]) * dw + half) / w)
        p[1] = UInt8(truncatingIfNeeded: (g * sw + Int(p[1]) * dw + half) / w)
        p[2] = UInt8(truncatingIfNeeded: (b * sw + Int(p[2]) * dw + half) / w)
        p[3] = UInt8(truncatingIfNeeded: (w + 127) / 255)
    }

    /// Composites one colour with one effective alpha over `count` pixels from `p` (same result
    /// as `over` per pixel, faster).
    @inline(__always)
    static func overSpan(_ p: UnsafeMutablePointer<UInt8>, count: Int, _ r: Int, _ g: Int, _ b: Int, _ a: Int) {
        if a <= 0 || count <= 0 { return }
        if a >= 255 {
            let word = UInt32(truncatingIfNeeded: r) | UInt32(truncatingIfNeeded: g) << 8
                | UInt32(truncatingIfNeeded: b) << 16 | 0xFF00_0000
            let raw = UnsafeMutableRawPointer(p)
            let value = word.littleEndian
            for i in 0 ..< count { raw.storeBytes(of: value, toByteOffset: 4 &* i, as: UInt32.self) }
            return
        }
        let ia = UInt32(255 - a)
        let kr = UInt32(r * a + 127), kg = UInt32(g * a + 127), kb = UInt32(b * a + 127)
        if count < 64 {
            var q = p
            for _ in 0 ..< count {
                if q[3] == 255 {
                    q[0] = UInt8(truncatingIfNeeded: (kr &+ UInt32(q[0]) &* ia) / 255)
                    q[1] = UInt8(truncatingIfNeeded: (kg &+ UInt32(q[1]) &* ia) / 255)
                    q[2] = UInt8(truncatingIfNeeded: (kb &+ UInt32(q[2]) &* ia) / 255)
                } else {
                    overTranslucent(q, r, g, b, a)
                }
                q += 4
            }
            return
        }
        // Long spans: the opaque-destination formula tabulated per channel.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 768) { table in
            for d in 0 ..< 256 {
                let m = UInt32(d) &* ia
                table[d] = UInt8(truncatingIfNeeded: (kr &+ m) / 255)
                table[256 + d] = UInt8(truncatingIfNeeded: (kg &+ m) / 255)
                table[512 + d] = UInt8(truncatingIfNeeded: (kb &+ m) / 255)
            }
            var q = p
            for _ in 0 ..< count {
                if q[3] == 255 {
                    q[0] = table[Int(q[0])]
                    q[1] = table[256 &+ Int(q[1])]
                    q[2] = table[512 &+ Int(q[2])]
                } else {
                    overTranslucent(q, r, g, b, a)
                }
                q += 4
            }
        }
    }

    /// `source` composited over `destination` with the source alpha scaled by `coverage`
    /// (0...256 samples of 256), by the rules above.
    public static func over(_ source: RGBA, _ destination: RGBA, coverage: Int = 256) -> RGBA {
        var bytes: [UInt8] = [destination.r, destination.g, destination.b, destination.a]
        let a = (Int(source.a) * min(max(coverage, 0), 256) + 128) >> 8
        bytes.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress {
                over(base, Int(source.r), Int(source.g), Int(source.b), a)
            }
        }
        return RGBA(bytes[0], bytes[1], bytes[2], bytes[3])
    }

    /// Effective alpha of a colour alpha at a coverage count of 256 samples.
    @inline(__always)
    static func alpha(_ colorAlpha: Int, coverage256 n: Int) -> Int { (colorAlpha * n + 128) >> 8 }
}
