/// Bounds a decoder checks against the image header before it allocates pixel memory.
public struct ImageLimits: Sendable, Equatable {
    /// Largest accepted `width * height`.
    public var maxPixels: Int

    /// Limits allowing up to `maxPixels` pixels.
    public init(maxPixels: Int) {
        self.maxPixels = maxPixels
    }

    /// 50 megapixels: ample for any iPhone screen or photo, ~200 MB of RGBA at most.
    public static let `default` = ImageLimits(maxPixels: 50_000_000)

    /// Throws `.tooLarge` unless a `width`×`height` image fits.
    func check(width: UInt32, height: UInt32) throws(ImageCodecError) {
        let (pixels, overflow) = Int(width).multipliedReportingOverflow(by: Int(height))
        if overflow || pixels > maxPixels {
            let count = overflow ? "too many" : String(pixels)
            throw ImageCodecError(.tooLarge, "\(width)×\(height) is \(count) pixels, limit is \(maxPixels)")
        }
    }
}
