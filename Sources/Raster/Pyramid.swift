import CPixelKernels

/// Exact 2 × 2 box reductions (each output channel `(a + b + c + d + 2) >> 2`).
public enum Pyramid {
    /// The pixels `region` (in coordinates of the source halved `levels` times, dimensions
    /// floored) of `source` halved `levels` times. `region` must lie inside that level.
    public static func reduce(_ source: RGBAImage, region: PixelRect, levels: Int) -> RGBAImage {
        if levels == 0 {
            if region == PixelRect(x: 0, y: 0, width: source.width, height: source.height) { return source }
            return crop(source, region)
        }
        var current = halve(source, x: region.x << levels, y: region.y << levels,
                            width: region.width << (levels - 1), height: region.height << (levels - 1))
        for _ in 1 ..< levels {
            current = halve(current, x: 0, y: 0, width: current.width / 2, height: current.height / 2)
        }
        return current
    }

    /// `source` halved `levels` times, whole: `(width >> levels) × (height >> levels)`. Pixel (i, j)
    /// depends only on the source block of side 2^levels at (i · 2^levels, j · 2^levels), so the
    /// level of a picture that changed in a few blocks can be patched with those blocks alone.
    public static func level(_ source: RGBAImage, levels: Int) -> RGBAImage {
        reduce(source, region: PixelRect(x: 0, y: 0, width: source.width >> levels, height: source.height >> levels),
               levels: levels)
    }

    /// A copy of the pixels `r` (inside `image`) of `image`.
    public static func crop(_ image: RGBAImage, _ r: PixelRect) -> RGBAImage {
        let count = max(0, r.width) * max(0, r.height) * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { d, initialized in
            image.pixels.withUnsafeBufferPointer { s in
                guard let sb = s.baseAddress, let db = d.baseAddress, count > 0 else { return }
                for row in 0 ..< r.height {
                    (db + row * r.width * 4).initialize(from: sb + ((r.y + row) * image.width + r.x) * 4, count: r.width * 4)
                }
            }
            initialized = count
        }
        return RGBAImage(width: max(0, r.width), height: max(0, r.height), pixels: pixels)
    }

    /// An image of `image`'s size holding `image`'s pixels inside `r` (inside `image`). The
    /// pixels outside `r` are whatever the allocator left there and must never be read: this is
    /// for drawing part of a picture at its own coordinates under a clip of `r` and reading `r`
    /// back, without copying (or even touching) the rest.
    public static func part(_ image: RGBAImage, _ r: PixelRect) -> RGBAImage {
        let count = image.pixels.count
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { d, initialized in
            image.pixels.withUnsafeBufferPointer { s in
                guard let sb = s.baseAddress, let db = d.baseAddress, !r.isEmpty else { return }
                for row in r.minY ..< r.maxY {
                    let offset = (row * image.width + r.x) * 4
                    (db + offset).initialize(from: sb + offset, count: r.width * 4)
                }
            }
            initialized = count
        }
        return RGBAImage(width: image.width, height: image.height, pixels: pixels)
    }

    /// The `width × height` image whose pixel (i, j) averages source pixels
    /// (x + 2i ... x + 2i + 1, y + 2j ... y + 2j + 1).
    /// The output is written once by the kernel, never zeroed first.
    static func halve(_ image: RGBAImage, x: Int, y: Int, width: Int, height: Int) -> RGBAImage {
        let count = max(0, width) * max(0, height) * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { d, initialized in
            image.pixels.withUnsafeBufferPointer { s in
                if let sb = s.baseAddress, let db = d.baseAddress, count > 0 {
                    pk_halve(sb + (y * image.width + x) * 4, image.width, db, width, height)
                } else {
                    d.initialize(repeating: 0)
                }
            }
            initialized = count
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}

extension RGBAImage {
    /// The image reduced by an integer factor with an exact box average: each output pixel is
    /// `(Σ + n/2) / n` over its `factor × factor` block (n = factor²); a partial block at the
    /// right or bottom edge averages the pixels it has.
    package func downscaled(by factor: Int) -> RGBAImage {
        guard factor > 1, width > 0, height > 0 else { return self }
        let ow = (width + factor - 1) / factor, oh = (height + factor - 1) / factor
        var out = RGBAImage(width: ow, height: oh)
        pixels.withUnsafeBufferPointer { s in
            out.pixels.withUnsafeMutableBufferPointer { d in
                for oy in 0 ..< oh {
                    let y0 = oy * factor, y1 = min(y0 + factor, height)
                    for ox in 0 ..< ow {
                        let x0 = ox * factor, x1 = min(x0 + factor, width)
                        var sums = (0, 0, 0, 0)
                        for y in y0 ..< y1 {
                            var i = (y * width + x0) * 4
                            for _ in x0 ..< x1 {
                                sums.0 += Int(s[i]); sums.1 += Int(s[i + 1])
                                sums.2 += Int(s[i + 2]); sums.3 += Int(s[i + 3])
                                i += 4
                            }
                        }
                        let n = (y1 - y0) * (x1 - x0)
                        let o = (oy * ow + ox) * 4
                        d[o] = UInt8((sums.0 + n / 2) / n); d[o + 1] = UInt8((sums.1 + n / 2) / n)
                        d[o + 2] = UInt8((sums.2 + n / 2) / n); d[o + 3] = UInt8((sums.3 + n / 2) / n)
                    }
                }
            }
        }
        return out
    }
}
