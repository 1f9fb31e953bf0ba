import CPixelKernels

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
package enum Compositing {
    // The per-pixel loops are in CPixelKernels (kernel.h holds the rules above in C).

    /// `source` composited over `destination` with the source alpha scaled by `coverage`
    /// (0...256 samples of 256), by the rules above.
    package static func over(_ source: RGBA, _ destination: RGBA, coverage: Int = 256) -> RGBA {
        var bytes: (UInt8, UInt8, UInt8, UInt8) = (destination.r, destination.g, destination.b, destination.a)
        let a = (Int(source.a) * min(max(coverage, 0), 256) + 128) >> 8
        withUnsafeMutableBytes(of: &bytes) { raw in
            if let p = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) {
                pk_over(p, Int32(source.r), Int32(source.g), Int32(source.b), Int32(a))
            }
        }
        return RGBA(bytes.0, bytes.1, bytes.2, bytes.3)
    }
}
