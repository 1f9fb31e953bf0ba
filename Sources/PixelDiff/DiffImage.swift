import CPixelKernels
import ImageCodec
import Raster

/// Draws diff images from two images and a comparison.
public enum DiffImage {
    /// Colour of differing pixels.
    public static let differenceColor = RGBA(255, 0, 0)
    /// Colour of pixels taken for anti-aliasing (perceptual comparison).
    public static let antialiasColor = RGBA(255, 255, 0)
    /// Colour of the gaps and padding of side-by-side images.
    public static let backgroundColor = RGBA(128, 128, 128)
    /// Opacity of the faded expected image under the differences (pixelmatch's `alpha: 0.1`).
    public static let fadeAlpha = 0.1

    /// The diff image: every pixel that differs in red, every anti-aliased pixel in yellow, over a
    /// grey copy of `expected` faded towards white (its brightness at 10 % opacity over white,
    /// as pixelmatch draws it).
    ///
    /// For images of different sizes the diff covers the larger of both sizes: the region both
    /// cover is compared with `comparison`, every pixel outside it is red.
    ///
    /// - Throws: ``PixelDiffError/diffImageTooLarge(kind:width:height:limit:)`` when the diff would
    ///   have more than ``maxPixels`` pixels (two images of different shapes, such as 1×40000
    ///   and 40000×1); nothing is allocated then.
    public static func make(expected: RGBAImage, actual: RGBAImage,
                            comparison: ImageComparison = .exact) throws(PixelDiffError) -> RGBAImage {
        let width = max(expected.width, actual.width)
        let height = max(expected.height, actual.height)
        try checkCanvas("diff image", width: width, height: height)
        if let mask = comparison.classify(expected, actual) {
            return draw(expected: expected, mask: mask)
        }
        let common = PixelRect(
            x: 0, y: 0, width: min(expected.width, actual.width), height: min(expected.height, actual.height)
        )
        // The crops are gone before the canvas is allocated, so that at most one of them and the
        // canvas are in memory beside the two images.
        let overlap: RGBAImage? = {
            let overlapExpected = crop(expected, to: common)
            return comparison.classify(overlapExpected, crop(actual, to: common))
                .map { draw(expected: overlapExpected, mask: $0) }
        }()
        var image = RGBAImage(width: width, height: height, fill: differenceColor)
        if let overlap { paste(overlap, into: &image, x: 0, y: 0) }
        return image
    }

    /// Draws a mask over the faded `expected`; the sizes must be equal.
    public static func draw(expected: RGBAImage, mask: DiffMask) -> RGBAImage {
        precondition(mask.width == expected.width && mask.height == expected.height, "mask and image sizes differ")
        let codes = pk_verdict_codes(tolerated: PixelVerdict.tolerated.byte, antialiased: PixelVerdict.antialiased.byte,
                                     differs: PixelVerdict.differs.byte)
        let difference = [differenceColor.r, differenceColor.g, differenceColor.b, 255]
        let antialias = [antialiasColor.r, antialiasColor.g, antialiasColor.b, 255]
        let count = expected.pixels.count
        // pk_draw_diff writes every byte of the output.
        let output = [UInt8](unsafeUninitializedCapacity: count) { dst, initialized in
            pk_prefer_huge_pages(dst.baseAddress, count)
            expected.pixels.withUnsafeBufferPointer { src in
                mask.verdicts.withUnsafeBytes { verdicts in
                    pk_draw_diff(src.baseAddress, verdicts.baseAddress?.assumingMemoryBound(to: UInt8.self),
                                 mask.verdicts.count, codes, difference, antialias, fadeAlpha, dst.baseAddress)
                }
            }
            initialized = count
        }
        return RGBAImage(width: expected.width, height: expected.height, pixels: output)
    }

    /// Images next to each other, left to right, separated by `gap` pixels of `background`, with
    /// a border of `gap` pixels all round; shorter images are padded at the bottom.
    ///
    /// - Throws: ``PixelDiffError/diffImageTooLarge(kind:width:height:limit:)`` when the strip would
    ///   have more than ``maxPixels`` pixels; nothing is allocated then.
    public static func sideBySide(_ images: [RGBAImage], gap: Int = 8,
                                  background: RGBA = backgroundColor) throws(PixelDiffError) -> RGBAImage {
        let gap = max(0, gap)
        let height = (images.map(\.height).max() ?? 0) + 2 * gap
        let width = images.reduce(gap) { $0 + $1.width + gap }
        try checkCanvas("side-by-side image", width: width, height: height)
        var canvas = RGBAImage(width: width, height: height, fill: background)
        var x = gap
        for image in images {
            paste(image, into: &canvas, x: x, y: gap)
            x += image.width + gap
        }
        return canvas
    }

    /// Expected | actual | diff, the image written as `<name>.side-by-side.png`.
    ///
    /// - Throws: ``PixelDiffError/diffImageTooLarge(kind:width:height:limit:)`` when the strip or
    ///   the diff in it would have more than ``maxPixels`` pixels; nothing is allocated then.
    public static func sideBySide(expected: RGBAImage, actual: RGBAImage,
                                  comparison: ImageComparison = .exact) throws(PixelDiffError) -> RGBAImage {
        // The strip's size is known before the diff is drawn: check it first.
        let diffWidth = max(expected.width, actual.width)
        let diffHeight = max(expected.height, actual.height)
        let gap = 8
        try checkCanvas("side-by-side image", width: 4 * gap + expected.width + actual.width + diffWidth,
                        height: diffHeight + 2 * gap)
        return try sideBySide([expected, actual, make(expected: expected, actual: actual, comparison: comparison)], gap: gap)
    }

    /// The most pixels a diff or side-by-side image may have: the decoders' limit
    /// (`ImageLimits.default`), so drawing never needs more memory than reading an image may.
    public static let maxPixels = ImageLimits.default.maxPixels

    /// Throws unless a `width`×`height` canvas has at most ``maxPixels`` pixels.
    static func checkCanvas(_ kind: String, width: Int, height: Int) throws(PixelDiffError) {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pixels > maxPixels {
            throw .diffImageTooLarge(kind: kind, width: width, height: height, limit: maxPixels)
        }
    }

    /// The part of `image` inside `rect` (clipped to the image).
    static func crop(_ image: RGBAImage, to rect: PixelRect) -> RGBAImage {
        // The whole image shares its pixels (no copy).
        if rect.x <= 0, rect.y <= 0, rect.x + rect.width >= image.width, rect.y + rect.height >= image.height {
            return image
        }
        let x0 = max(0, rect.x), y0 = max(0, rect.y)
        let x1 = min(image.width, rect.x + rect.width), y1 = min(image.height, rect.y + rect.height)
        let width = max(0, x1 - x0), height = max(0, y1 - y0)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for y in y0..<(y0 + height) {
            let start = (y * image.width + x0) * 4
            bytes.append(contentsOf: image.pixels[start..<(start + width * 4)])
        }
        return RGBAImage(width: width, height: height, pixels: bytes)
    }

    /// Copies `image` into `canvas` with its top-left corner at (x, y), clipped to the canvas.
    static func paste(_ image: RGBAImage, into canvas: inout RGBAImage, x: Int, y: Int) {
        let x0 = max(0, x), x1 = min(canvas.width, x + image.width)
        guard x1 > x0 else { return }
        let rowBytes = (x1 - x0) * 4
        for row in 0..<image.height {
            let cy = y + row
            guard cy >= 0 && cy < canvas.height else { continue }
            let src = (row * image.width + (x0 - x)) * 4
            let dst = (cy * canvas.width + x0) * 4
            canvas.pixels.replaceSubrange(dst..<(dst + rowBytes), with: image.pixels[src..<(src + rowBytes)])
        }
    }
}
