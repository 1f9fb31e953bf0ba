import CPixelKernels

/// Deterministic image resampling with fixed-point weights.
///
/// Output pixel `o` along an axis samples the source at `u = (o + off)·k + base` (source pixels,
/// pixel centres at j + ½), where `k` is source pixels per output pixel. When `k ≥ 3` the source
/// is first halved L times with exact 2 × 2 box averages (`(a+b+c+d+2) >> 2`) until `k/2^L < 3`.
/// Then each output pixel is a tent-filter average: tap `j` of the (halved) source gets weight
/// `max(0, R − |j + ½ − u|)` with radius `R = max(k, 1.5)` for a reduction (k > 1) and `R = 1`
/// (bilinear) otherwise; centre and radius are quantized to 1/4096 pixel, taps beyond the edge
/// are clamped to the edge pixel, and weights are normalised to 16384 (floor, remainder to the
/// first largest; taps of weight 0 are skipped). Rows are filtered first into 16-bit
/// intermediates (`(Σ + 32) >> 6`), then columns (`(Σ + 2²¹) >> 22`). Channels, alpha
/// included, are filtered independently (exact for opaque images). A 1-pixel checkerboard becomes an even grey at every reduction.
package enum Resample {
    /// The pixels `pixels` (canvas grid) of `source` scaled uniformly to cover `dest` (canvas
    /// pixels), centred, cropping the overflow: aspect-fill. The result is `pixels.width ×
    /// pixels.height`; pixel (i, j) of it lies at canvas pixel (pixels.x + i, pixels.y + j).
    package static func aspectFill(_ source: RGBAImage, cover dest: FRect, pixels: PixelRect) -> RGBAImage {
        guard source.width > 0, source.height > 0, dest.width > 0, dest.height > 0 else {
            return RGBAImage(width: max(0, pixels.width), height: max(0, pixels.height))
        }
        let scale = max(dest.width / Double(source.width), dest.height / Double(source.height))
        let k = 1 / scale
        let baseX = (Double(source.width) - dest.width * k) / 2
        let baseY = (Double(source.height) - dest.height * k) / 2
        return resample(source, out: pixels, kx: k, ky: k,
                        offX: Double(pixels.x) + 0.5 - dest.x, offY: Double(pixels.y) + 0.5 - dest.y,
                        baseX: baseX, baseY: baseY)
    }

    /// The pixels `pixels` of `source` stretched (not uniformly) to fill `dest` exactly.
    package static func stretch(_ source: RGBAImage, into dest: FRect, pixels: PixelRect) -> RGBAImage {
        guard source.width > 0, source.height > 0, dest.width > 0, dest.height > 0 else {
            return RGBAImage(width: max(0, pixels.width), height: max(0, pixels.height))
        }
        return resample(source, out: pixels, kx: Double(source.width) / dest.width, ky: Double(source.height) / dest.height,
                        offX: Double(pixels.x) + 0.5 - dest.x, offY: Double(pixels.y) + 0.5 - dest.y,
                        baseX: 0, baseY: 0)
    }

    /// `source` resized to `width × height` (stretching; e.g. thumbnails for contact sheets).
    package static func resized(_ source: RGBAImage, width: Int, height: Int) -> RGBAImage {
        stretch(source, into: FRect(x: 0, y: 0, width: Double(width), height: Double(height)),
                pixels: PixelRect(x: 0, y: 0, width: width, height: height))
    }

    static let one = 16384

    /// Per-output taps along one axis: output `o` reads `taps` source pixels from `start[o]`.
    struct AxisTable {
        var start: [Int]
        var taps: Int
        var weights: [Int]

        init(count: Int, k: Double, off: Double, base: Double, level: Int, sourceCount n: Int) {
            let levelScale = Double(1 << level)
            let kl = k / levelScale
            let radius = kl > 1 ? max(kl, 1.5) : 1
            let rq = Int((radius * 4096).rounded())
            // Each output's weights go to one flat buffer (no array per output): `taken[o]` is
            // (first source pixel, offset in `flat`, tap count) after dropping zero-weight ends.
            var flat: [Int] = []
            flat.reserveCapacity(count * (2 * rq / 4096 + 3))
            var taken: [(lo: Int, offset: Int, count: Int)] = []
            taken.reserveCapacity(count)
            var maxTaps = 1
            for o in 0 ..< count {
                let u = ((Double(o) + off) * k + base) / levelScale
                let c = Int((min(max(u, -Samples.limit), Samples.limit) * 4096).rounded())
                let j0 = IntMath.floorDiv(c - rq - 2048, 4096), j1 = IntMath.floorDiv(c + rq - 2048, 4096) + 1
                let lo = min(max(j0, 0), n - 1), hi = min(max(j1, 0), n - 1)
                let b = flat.count, width = hi - lo + 1
                flat.append(contentsOf: repeatElement(0, count: width))
                var total = 0
                for j in j0 ... j1 {
                    let v = rq - abs(4096 * j + 2048 - c)
                    if v > 0 {
                        flat[b + min(max(j, 0), n - 1) - lo] += v
                        total += v
                    }
                }
                if total == 0 {
                    flat[b + min(max(IntMath.floorDiv(c, 4096), 0), n - 1) - lo] = 1
                    total = 1
                }
                var sum = 0
                var largest = 0
                for t in 0 ..< width {
                    flat[b + t] = flat[b + t] * Resample.one / total
                    sum += flat[b + t]
                    if flat[b + t] > flat[b + largest] { largest = t }
                }
                flat[b + largest] += Resample.one - sum
                // Taps of weight 0 at either end add nothing: dropping them changes no sum and
                // lets the kernels take their unrolled paths (6 taps become 4 for a 3× screen
                // reduced to a thumbnail).
                var first = largest, last = largest
                if let f = (0 ..< width).first(where: { flat[b + $0] != 0 }),
                   let l = (0 ..< width).last(where: { flat[b + $0] != 0 }) {
                    first = f
                    last = l
                }
                taken.append((lo + first, b + first, last - first + 1))
                maxTaps = max(maxTaps, last - first + 1)
            }
            taps = min(maxTaps, n)
            start = []
            weights = []
            start.reserveCapacity(count)
            weights.reserveCapacity(count * taps)
            for (lo, offset, width) in taken {
                let s = min(lo, n - taps)
                start.append(s)
                for t in 0 ..< taps {
                    let j = s + t - lo
                    weights.append(j >= 0 && j < width ? flat[offset + j] : 0)
                }
            }
        }

        var lowest: Int { start.min() ?? 0 }
        var highest: Int { (start.max() ?? 0) + taps }
    }

    static func resample(_ source: RGBAImage, out: PixelRect, kx: Double, ky: Double,
                         offX: Double, offY: Double, baseX: Double, baseY: Double) -> RGBAImage {
        let ow = max(0, out.width), oh = max(0, out.height)
        if ow == 0 || oh == 0 { return RGBAImage(width: ow, height: oh) }
        var level = 0
        while min(kx, ky) / Double(1 << level) >= 3,
              source.width >> (level + 1) >= 1, source.height >> (level + 1) >= 1 {
            level += 1
        }
        let nw = source.width >> level, nh = source.height >> level
        let tx = AxisTable(count: ow, k: kx, off: offX, base: baseX, level: level, sourceCount: nw)
        let ty = AxisTable(count: oh, k: ky, off: offY, base: baseY, level: level, sourceCount: nh)
        let region = PixelRect(x: tx.lowest, y: ty.lowest,
                               width: tx.highest - tx.lowest, height: ty.highest - ty.lowest)
        // Without reduction the passes read the region straight from the source (no copy).
        if level == 0 { return filter(source, at: (region.x, region.y), region: region, tx: tx, ty: ty, ow: ow, oh: oh) }
        let reduced = Pyramid.reduce(source, region: region, levels: level)
        return filter(reduced, at: (0, 0), region: region, tx: tx, ty: ty, ow: ow, oh: oh)
    }

    /// The two separable passes over the reduced region, whose pixel (0, 0) is level pixel
    /// (region.x, region.y) and pixel `at` of `src`. Sums fit in Int32: 16384 · 65280 < 2³¹.
    static func filter(_ src: RGBAImage, at origin: (x: Int, y: Int), region: PixelRect, tx: AxisTable, ty: AxisTable,
                       ow: Int, oh: Int) -> RGBAImage {
        let rowLength = ow * 4
        let wx = tx.weights.map { Int32(truncatingIfNeeded: $0) }
        let wy = ty.weights.map { Int32(truncatingIfNeeded: $0) }
        let columns = tx.start.map { $0 - region.x }
        let rows = ty.start.map { $0 - region.y }
        // Both buffers are written whole by their pass, so neither is zeroed first.
        let midCount = region.height * rowLength
        let mid = [UInt16](unsafeUninitializedCapacity: midCount) { m, initialized in
            src.pixels.withUnsafeBufferPointer { s in
                wx.withUnsafeBufferPointer { w in
                    columns.withUnsafeBufferPointer { start in
                        if let sb = s.baseAddress, let wb = w.baseAddress, let st = start.baseAddress,
                           let mb = m.baseAddress {
                            pk_resample_rows(sb + (origin.y * src.width + origin.x) * 4, src.width, region.height,
                                             st, wb, tx.taps, ow, mb)
                        } else {
                            m.initialize(repeating: 0)
                        }
                    }
                }
            }
            initialized = midCount
        }
        let pixels = [UInt8](unsafeUninitializedCapacity: oh * rowLength) { d, initialized in
            mid.withUnsafeBufferPointer { m in
                wy.withUnsafeBufferPointer { w in
                    rows.withUnsafeBufferPointer { first in
                        if let mb = m.baseAddress, let wb = w.baseAddress, let fb = first.baseAddress,
                           let db = d.baseAddress {
                            pk_resample_columns(mb, rowLength, fb, wb, ty.taps, oh, db)
                        } else {
                            d.initialize(repeating: 0)
                        }
                    }
                }
            }
            initialized = oh * rowLength
        }
        return RGBAImage(width: ow, height: oh, pixels: pixels)
    }
}
