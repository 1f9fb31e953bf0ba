import Raster

extension ImageComparison {
    /// A perceptual comparison that counts exactly the pixels pixelmatch
    /// (github.com/mapbox/pixelmatch, 5.x semantics) counts for the same images and options.
    ///
    /// - A pixel differs when the squared YIQ distance between its two colours exceeds
    ///   `35215 * threshold * threshold` (35215 is the largest possible distance). Colours with
    ///   alpha below 255 are blended onto white first. `threshold` is 0...1, smaller is stricter;
    ///   0.1 is pixelmatch's default. A negative threshold counts as 0.
    /// - With `detectAntialiasing` (pixelmatch's `includeAA: false`), a differing pixel that looks
    ///   like anti-aliasing in either image is not counted but reported in `antialiasedPixels`.
    /// - The comparison passes under `maxDifferingPixels` and `maxDifferingShare` as in
    ///   ``tolerant(channelThreshold:maxDifferingPixels:maxDifferingShare:)``.
    public static func perceptual(
        threshold: Double = 0.1,
        detectAntialiasing: Bool = true,
        maxDifferingPixels: Int? = nil,
        maxDifferingShare: Double? = nil
    ) -> ImageComparison {
        let t = max(0, threshold)
        let limits = DifferenceLimits(maxPixels: maxDifferingPixels, maxShare: maxDifferingShare)
        let yiq = YIQJudge(maxDelta: 35215 * t * t, detectAntialiasing: detectAntialiasing)
        let judge: PixelScan.Judge = { e, a, pixel in yiq.verdict(e, a, pixel) }
        var name = "perceptual(threshold \(t)"
        if !detectAntialiasing { name += ", anti-aliasing counted" }
        let limitText = describe(channel: nil, limits: limits)
        name += limitText.isEmpty ? ")" : ", " + limitText + ")"
        return ImageComparison(
            name: name,
            compare: { expected, actual in
                if let mismatch = PixelScan.sizeCheck(expected, actual) { return mismatch }
                let tally = PixelScan.scan(expected, actual, judge: judge)
                return PixelScan.result(tally, total: expected.width * expected.height, limits: limits)
            },
            classify: { expected, actual in PixelScan.mask(expected, actual, judge: judge) }
        )
    }
}

/// The per-pixel decision of the perceptual comparison: YIQ colour distance and the
/// anti-aliasing detector of V. Vysniauskas, "Anti-aliased Pixel and Intensity Slope Detector"
/// (2009), in the form pixelmatch uses.
struct YIQJudge: Sendable {
    /// Largest accepted squared YIQ distance.
    var maxDelta: Double
    /// Whether differences that look like anti-aliasing are left out of the count.
    var detectAntialiasing: Bool

    func verdict(_ e: UnsafePointer<UInt8>, _ a: UnsafePointer<UInt8>, _ pixel: PixelScan.Pixel) -> PixelVerdict {
        let delta = Self.colorDelta(e, pixel.offset, a, pixel.offset, brightnessOnly: false)
        guard delta > maxDelta else { return .tolerated }
        if detectAntialiasing {
            let image = SiblingImage(width: pixel.width, height: pixel.height)
            if image.isAntialiased(e, other: a, x: pixel.x, y: pixel.y)
                || image.isAntialiased(a, other: e, x: pixel.x, y: pixel.y) {
                return .antialiased
            }
        }
        return .differs
    }

    /// Squared YIQ distance between the pixel at byte offset `k` of `img1` and the one at `m` of
    /// `img2`, or, with `brightnessOnly`, the signed difference of their Y (brightness) values.
    /// Translucent colours are blended onto white.
    static func colorDelta(
        _ img1: UnsafePointer<UInt8>, _ k: Int, _ img2: UnsafePointer<UInt8>, _ m: Int, brightnessOnly: Bool
    ) -> Double {
        let a1 = img1[k + 3], a2 = img2[m + 3]
        if a1 == a2 && img1[k] == img2[m] && img1[k + 1] == img2[m + 1] && img1[k + 2] == img2[m + 2] {
            return 0
        }
        var r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2])
        var r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2])
        if a1 < 255 {
            let alpha = Double(a1) / 255
            r1 = blend(r1, alpha); g1 = blend(g1, alpha); b1 = blend(b1, alpha)
        }
        if a2 < 255 {
            let alpha = Double(a2) / 255
            r2 = blend(r2, alpha); g2 = blend(g2, alpha); b2 = blend(b2, alpha)
        }
        let y = luma(r1, g1, b1) - luma(r2, g2, b2)
        if brightnessOnly { return y }
        let i = inPhase(r1, g1, b1) - inPhase(r2, g2, b2)
        let q = quadrature(r1, g1, b1) - quadrature(r2, g2, b2)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// A colour channel with opacity `alpha` (0...1) over white.
    static func blend(_ c: Double, _ alpha: Double) -> Double { 255 + (c - 255) * alpha }

    /// The Y (brightness) component of YIQ.
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }
}

/// Neighbourhood tests on an RGBA buffer of a given size.
struct SiblingImage {
    var width: Int
    var height: Int

    /// Whether the pixel at (x1, y1) of `img` is likely part of anti-aliasing: among its (up to
    /// eight) neighbours at most two have the same brightness (a pixel on the image border counts
    /// one extra), there is both a darker and a brighter neighbour, and the darkest or the
    /// brightest of them lies in a flat area (three or more identical neighbours) in both images.
    /// Neighbours are visited column by column; the first extreme found wins ties.
    func isAntialiased(_ img: UnsafePointer<UInt8>, other: UnsafePointer<UInt8>, x x1: Int, y y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkX = 0, darkY = 0, brightX = 0, brightY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = YIQJudge.colorDelta(img, center, img, (y * width + x) * 4, brightnessOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkX = x
                    darkY = y
                } else if delta > brightest {
                    brightest = delta
                    brightX = x
                    brightY = y
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(img, x: darkX, y: darkY) && hasManySiblings(other, x: darkX, y: darkY))
            || (hasManySiblings(img, x: brightX, y: brightY) && hasManySiblings(other, x: brightX, y: brightY))
    }

    /// Whether the pixel at (x1, y1) has three or more neighbours of exactly the same RGBA value
    /// (a pixel on the image border counts one extra).
    func hasManySiblings(_ img: UnsafePointer<UInt8>, x x1: Int, y y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = (y1 * width + x1) * 4
        let raw = UnsafeRawPointer(img)
        let value = raw.loadUnaligned(fromByteOffset: center, as: UInt32.self)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if raw.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self) == value {
                    zeroes += 1
                }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
