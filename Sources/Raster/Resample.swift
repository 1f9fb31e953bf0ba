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
public enum Resample {
    /// The pixels `pixels` (canvas grid) of `source` scaled uniformly to cover `dest` (canvas
    /// pixels), centred, cropping the overflow: aspect-fill. The result is `pixels.width ×
    /// pixels.height`; pixel (i, j) of it lies at canvas pixel (pixels.x + i, pixels.y + j).
    public static func aspectFill(_ source: RGBAImage, cover dest: FRect, pixels: PixelRect) -> RGBAImage {
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
    public static func stretch(_ source: RGBAImage, into dest: FRect, pixels: PixelRect) -> RGBAImage {
        guard source.width > 0, source.height > 0, dest.width > 0, dest.height > 0 else {
            return RGBAImage(width: max(0, pixels.width), height: max(0, pixels.height))
        }
        return resample(source, out: pixels, kx: Double(source.width) / dest.width, ky: Double(source.height) / dest.height,
                        offX: Double(pixels.x) + 0.5 - dest.x, offY: Double(pixels.y) + 0.5 - dest.y,
                        baseX: 0, baseY: 0)
    }

    /// `source` resized to `width × height` (stretching; e.g. thumbnails for contact sheets): the
    /// same pixels as ``stretch(_:into:pixels:)`` into the whole `width × height` rectangle.
    public static func resized(_ source: RGBAImage, width: Int, height: Int) -> RGBAImage {
        guard source.width > 0, source.height > 0, width > 0, height > 0 else {
            return RGBAImage(width: max(0, width), height: max(0, height))
        }
        return resizePlan(sourceWidth: source.width, sourceHeight: source.height, width: width, height: height)
            .apply(source)
    }

    /// How ``resized(_:width:height:)`` reduces a `sourceWidth × sourceHeight` image to `width ×
    /// height` (all four at least 1): its pyramid levels, the region of the last level its filter
    /// reads, and the filter. A caller that has that level's pixels some other way (as contact
    /// sheets do, keeping the unchanging part of a screen reduced) calls ``Plan/filter(level:x:y:)``.
    public static func resizePlan(sourceWidth: Int, sourceHeight: Int, width: Int, height: Int) -> Plan {
        plan(sourceWidth: sourceWidth, sourceHeight: sourceHeight, out: PixelRect(x: 0, y: 0, width: width, height: height),
             kx: Double(sourceWidth) / Double(width), ky: Double(sourceHeight) / Double(height),
             offX: 0.5, offY: 0.5, baseX: 0, baseY: 0)
    }

    /// One resampling of a source of a given size: halve it ``levels`` times
    /// (``Pyramid``), then filter ``region`` of that level.
    public struct Plan: Sendable {
        /// How many times the source is halved before the filter.
        public let levels: Int
        /// The pixels of the source halved ``levels`` times that the filter reads.
        public let region: PixelRect
        let tx: AxisTable
        let ty: AxisTable
        /// The result's width.
        public let width: Int
        /// The result's height.
        public let height: Int

        /// The resampled `source` (of the size the plan was made for). Without reduction the
        /// passes read the region straight from the source (no copy).
        public func apply(_ source: RGBAImage) -> RGBAImage {
            if levels == 0 { return filter(level: source, x: 0, y: 0) }
            return filter(level: Pyramid.reduce(source, region: region, levels: levels), x: region.x, y: region.y)
        }

        /// The result from `level`, pixels of the source halved ``levels`` times whose pixel (0, 0)
        /// is that level's pixel (x, y); it must cover ``region``.
        public func filter(level: RGBAImage, x: Int, y: Int) -> RGBAImage {
            filter(level: level, x: x, y: y, outputs: PixelRect(x: 0, y: 0, width: width, height: height))
        }

        /// The pixels `outputs` (inside the result) of the result, from `level` as in
        /// ``filter(level:x:y:)``; it must cover ``reads(outputs:)``.
        public func filter(level: RGBAImage, x: Int, y: Int, outputs: PixelRect) -> RGBAImage {
            let columns = tx.slice(outputs.minX ..< outputs.maxX), rows = ty.slice(outputs.minY ..< outputs.maxY)
            let read = PixelRect(x: columns.lowest, y: rows.lowest, width: columns.highest - columns.lowest,
                                 height: rows.highest - rows.lowest)
            precondition(x <= read.x && y <= read.y && read.maxX - x <= level.width && read.maxY - y <= level.height,
                         "the level image covers the pixels the filter reads")
            return Resample.filter(level, at: (read.x - x, read.y - y), region: read, tx: columns, ty: rows,
                                   ow: outputs.width, oh: outputs.height)
        }

        /// The level pixels the filter reads for the result's pixels `outputs` (not empty).
        public func reads(outputs: PixelRect) -> PixelRect {
            let columns = tx.slice(outputs.minX ..< outputs.maxX), rows = ty.slice(outputs.minY ..< outputs.maxY)
            return PixelRect(x: columns.lowest, y: rows.lowest, width: columns.highest - columns.lowest,
                             height: rows.highest - rows.lowest)
        }

        /// The smallest rectangle of the result holding every pixel whose filter reads a level
        /// pixel of `changed`: the others are the same whatever `changed` holds. Empty when none.
        public func outputs(reading changed: PixelRect) -> PixelRect {
            let columns = tx.outputs(reading: changed.minX ..< changed.maxX)
            let rows = ty.outputs(reading: changed.minY ..< changed.maxY)
            return PixelRect(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)
        }
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

        init(start: [Int], taps: Int, weights: [Int]) {
            self.start = start
            self.taps = taps
            self.weights = weights
        }

        var lowest: Int { start.min() ?? 0 }
        var highest: Int { (start.max() ?? 0) + taps }

        /// The taps of outputs `range` alone.
        func slice(_ range: Range<Int>) -> AxisTable {
            AxisTable(start: Array(start[range]), taps: taps, weights: Array(weights[range.lowerBound * taps ..< range.upperBound * taps]))
        }

        /// The outputs from the first to the last whose taps overlap `sources` (empty when none).
        func outputs(reading sources: Range<Int>) -> Range<Int> {
            let reading = start.indices.filter { start[$0] < sources.upperBound && start[$0] + taps > sources.lowerBound }
            guard let first = reading.first, let last = reading.last else { return 0 ..< 0 }
            return first ..< last + 1
        }
    }

    static func resample(_ source: RGBAImage, out: PixelRect, kx: Double, ky: Double,
                         offX: Double, offY: Double, baseX: Double, baseY: Double) -> RGBAImage {
        let ow = max(0, out.width), oh = max(0, out.height)
        if ow == 0 || oh == 0 { return RGBAImage(width: ow, height: oh) }
        return plan(sourceWidth: source.width, sourceHeight: source.height, out: out, kx: kx, ky: ky,
                    offX: offX, offY: offY, baseX: baseX, baseY: baseY).apply(source)
    }

    /// The levels and taps of a resampling to `out` (not empty) of a non-empty source.
    static func plan(sourceWidth: Int, sourceHeight: Int, out: PixelRect, kx: Double, ky: Double,
                     offX: Double, offY: Double, baseX: Double, baseY: Double) -> Plan {
        let ow = max(0, out.width), oh = max(0, out.height)
        var level = 0
        while min(kx, ky) / Double(1 << level) >= 3,
              sourceWidth >> (level + 1) >= 1, sourceHeight >> (level + 1) >= 1 {
            level += 1
        }
        let nw = sourceWidth >> level, nh = sourceHeight >> level
        let tx = AxisTable(count: ow, k: kx, off: offX, base: baseX, level: level, sourceCount: nw)
        let ty = AxisTable(count: oh, k: ky, off: offY, base: baseY, level: level, sourceCount: nh)
        let region = PixelRect(x: tx.lowest, y: ty.lowest,
                               width: tx.highest - tx.lowest, height: ty.highest - ty.lowest)
        return Plan(levels: level, region: region, tx: tx, ty: ty, width: ow, height: oh)
    }

    /// The two separable passes over the reduced region, whose pixel (0, 0) is level pixel
    /// (region.x, region.y) and pixel `at` of `src`. Sums fit in Int32: 16384 · 65280 < 2³¹.
    /// `kernels` picks the C code (the fastest the processor runs, or the baseline that tests
    /// compare it with); the bytes are the same.
    static func filter(_ src: RGBAImage, at origin: (x: Int, y: Int), region: PixelRect, tx: AxisTable, ty: AxisTable,
                       ow: Int, oh: Int, kernels: pk_kernels = PK_KERNELS_FASTEST) -> RGBAImage {
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
                                             st, wb, tx.taps, ow, mb, kernels)
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
                            pk_resample_columns(mb, rowLength, fb, wb, ty.taps, oh, db, kernels)
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
