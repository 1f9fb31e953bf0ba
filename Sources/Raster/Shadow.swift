import CPixelKernels

/// Blurred drop shadows of rectangles.
///
/// A rectangle's coverage is separable (column profile × row profile), and so is the blur, so
/// the shadow is computed as two 1-D profiles: each starts as the rectangle's per-pixel sample
/// count (0...16) × 256 (so 4096 = fully covered), then goes through three box blurs of radii
/// r₁, r₂, r₃ (`out[i] = (Σ in[i−r ... i+r] + (2r+1)/2) / (2r+1)`, zero outside). The shadow
/// alpha at (x, y) is `(px[x] · py[y] · color.a + 2²³) >> 24`.
///
/// A blur radius `b` pixels is read as a Gaussian of σ = b/2 (the CSS and design-tool
/// convention); the radii are the non-decreasing triple minimising |Σ rₖ(rₖ+1) − 3σ²| (three
/// boxes of radius r have variance Σ r(r+1)/3), the first in lexicographic order on ties.
public enum Shadow {
    /// The three box-blur radii used for a blur radius in pixels.
    public static func boxRadii(blurRadius: Double) -> (Int, Int, Int) {
        guard blurRadius > 0, blurRadius.isFinite else { return (0, 0, 0) }
        let target = 3 * (blurRadius / 2) * (blurRadius / 2)
        let maxR = Int(blurRadius.rounded(.up)) + 1
        var best = (0, 0, 0)
        var bestError = Double.infinity
        for a in 0 ... maxR {
            for b in a ... maxR {
                for c in b ... maxR {
                    let error = abs(Double(a * (a + 1) + b * (b + 1) + c * (c + 1)) - target)
                    if error < bestError {
                        bestError = error
                        best = (a, b, c)
                    }
                }
            }
        }
        return best
    }

    /// The blurred 1-D profile of the span [a, b) over `pixels` (values 0...4096).
    static func profile(from a: Double, to b: Double, pixels: Range<Int>, radii: (Int, Int, Int)) -> [Int] {
        var values = Samples.counts(from: a, to: b, pixels: pixels).map { $0 * 256 }
        for r in [radii.0, radii.1, radii.2] where r > 0 {
            values = boxBlur(values, radius: r)
        }
        return values
    }

    static func boxBlur(_ input: [Int], radius r: Int) -> [Int] {
        let n = input.count
        let w = 2 * r + 1
        var out = [Int](repeating: 0, count: n)
        var sum = 0
        for i in 0 ..< min(r, n) { sum += input[i] }
        for i in 0 ..< n {
            if i + r < n { sum += input[i + r] }
            if i - r - 1 >= 0 { sum -= input[i - r - 1] }
            out[i] = (sum + w / 2) / w
        }
        return out
    }
}

extension Canvas {
    /// Draws the blurred shadow of `rect` (pixels) moved by (`offsetX`, `offsetY`) pixels, in
    /// `color` (e.g. black at alpha 128 for 50 %), blurred by `blurRadius` pixels (see `Shadow`).
    /// Pixels inside `occluder` are skipped: pass the rectangle the caller will paint opaquely on
    /// top to save the work (the result is then the same once that paint is done).
    public mutating func drawBoxShadow(of rect: FRect, offsetX: Double, offsetY: Double, blurRadius: Double,
                                       color: RGBA, occluder: PixelRect? = nil) {
        let radii = Shadow.boxRadii(blurRadius: blurRadius)
        let margin = radii.0 + radii.1 + radii.2
        let shifted = rect.offsetBy(dx: offsetX, dy: offsetY)
        let pb = shifted.pixelBounds
        if pb.isEmpty || color.a == 0 { return }
        let full = PixelRect(x: pb.x - margin, y: pb.y - margin, width: pb.width + 2 * margin, height: pb.height + 2 * margin)
        let area = full.intersection(clip)
        if area.isEmpty { return }
        let px = Shadow.profile(from: shifted.minX, to: shifted.maxX, pixels: full.minX ..< full.maxX, radii: radii)
        let py = Shadow.profile(from: shifted.minY, to: shifted.maxY, pixels: full.minY ..< full.maxY, radii: radii)
        let skip = occluder ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        let width = image.width
        let (cr, cg, cb, _) = color.channels
        let ca = Int(color.a)
        // Each row is drawn as the spans left and right of the occluder.
        let skipLeft = max(area.minX, min(skip.minX, area.maxX)), skipRight = max(skipLeft, min(skip.maxX, area.maxX))
        px.withUnsafeBufferPointer { profile in
            image.pixels.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress, let column = profile.baseAddress else { return }
                for y in area.minY ..< area.maxY {
                    let vy = py[y - full.minY] * ca
                    if vy == 0 { continue }
                    let row = base + y * width * 4
                    let skipRow = y >= skip.minY && y < skip.maxY
                    let left = skipRow ? skipLeft : area.maxX, right = skipRow ? skipRight : area.maxX
                    pk_over_profile(row + area.minX * 4, column + (area.minX - full.minX), left - area.minX, vy, cr, cg, cb)
                    pk_over_profile(row + right * 4, column + (right - full.minX), area.maxX - right, vy, cr, cg, cb)
                }
            }
        }
    }
}
