import CPixelKernels

/// Drawing images onto the canvas.
extension Canvas {
    /// Composites `tile` with its top-left pixel at canvas pixel (x, y), optionally through a
    /// coverage mask (pixels outside the mask's bounds are then not drawn), within the clip.
    /// Each pixel's alpha is `tile alpha × coverage` by the `Compositing` rules.
    public mutating func drawImage(_ tile: RGBAImage, x: Int, y: Int, mask: CoverageMask? = nil) {
        var r = clip.intersection(PixelRect(x: x, y: y, width: tile.width, height: tile.height))
        if let mask { r = r.intersection(mask.bounds) }
        if r.isEmpty { return }
        let width = image.width
        let noCoverage = [UInt16]()
        let cov = mask?.coverage ?? noCoverage
        let mb = mask?.bounds ?? r
        cov.withUnsafeBufferPointer { m in
            tile.pixels.withUnsafeBufferPointer { s in
                image.pixels.withUnsafeMutableBufferPointer { buffer in
                    guard let base = buffer.baseAddress, let source = s.baseAddress else { return }
                    let coverage = mask == nil ? nil : m.baseAddress.map { $0 + (r.minY - mb.y) * mb.width + (r.minX - mb.x) }
                    pk_over_image(base + (r.minY * width + r.minX) * 4, width,
                                  source + ((r.minY - y) * tile.width + (r.minX - x)) * 4, tile.width,
                                  coverage, mb.width, r.width, r.height)
                }
            }
        }
    }

    /// Copies `tile` with its top-left pixel at canvas pixel (x, y) within the clip, replacing
    /// the pixels (no compositing). For an opaque tile the bytes are those `drawImage` gives.
    public mutating func copyImage(_ tile: RGBAImage, x: Int, y: Int) {
        let r = clip.intersection(PixelRect(x: x, y: y, width: tile.width, height: tile.height))
        if r.isEmpty { return }
        let width = image.width
        let rowBytes = r.width * 4
        tile.pixels.withUnsafeBytes { source in
            image.pixels.withUnsafeMutableBytes { destination in
                guard let s = source.baseAddress, let d = destination.baseAddress else { return }
                for py in r.minY ..< r.maxY {
                    let from = s + ((py - y) * tile.width + (r.minX - x)) * 4
                    (d + (py * width + r.minX) * 4).copyMemory(from: from, byteCount: rowBytes)
                }
            }
        }
    }

    /// Draws `photo` aspect-filled into `rect` (canvas pixels: scaled uniformly to cover it,
    /// centred, overflow cropped) and clipped to `rect` rounded by `cornerRadius` pixels with
    /// anti-aliased edges. Only pixels inside the clip are resampled.
    ///
    /// `resampled` gets the pixels to resample (the rectangle's inside the clip) and the function
    /// that resamples them, and returns its result: a caller keeping the resampled photo for the
    /// next screen returns the kept image instead, which must be those bytes.
    public mutating func drawImageAspectFill(_ photo: RGBAImage, in rect: FRect, cornerRadius: Double = 0,
                                              resampled: (PixelRect, () -> RGBAImage) -> RGBAImage = { $1() }) {
        let b = rect.pixelBounds.intersection(clip)
        if b.isEmpty { return }
        let tile = resampled(b) { Resample.aspectFill(photo, cover: rect, pixels: b) }
        let mask = cornerRadius > 0 ? CoverageMask.roundedRect(rect, radius: cornerRadius, within: b)
                                    : CoverageMask.rect(rect, within: b)
        drawImage(tile, x: b.x, y: b.y, mask: mask)
    }

    /// Draws `image` stretched to fill `rect` (canvas pixels) exactly, edges anti-aliased.
    public mutating func drawImage(_ source: RGBAImage, stretchedInto rect: FRect) {
        let b = rect.pixelBounds.intersection(clip)
        if b.isEmpty { return }
        let tile = Resample.stretch(source, into: rect, pixels: b)
        drawImage(tile, x: b.x, y: b.y, mask: CoverageMask.rect(rect, within: b))
    }
}
