/// Bounds an image is checked against before memory is spent on it: the file's size before it
/// is read, the header's pixel count before pixels are allocated.
public struct ImageLimits: Sendable, Equatable {
    /// Largest accepted `width * height`.
    public var maxPixels: Int
    /// Largest accepted image file, in bytes.
    public var maxFileBytes: Int

    /// Limits allowing up to `maxPixels` pixels in a file of up to `maxFileBytes` bytes.
    public init(maxPixels: Int = defaultMaxPixels, maxFileBytes: Int = defaultMaxFileBytes) {
        self.maxPixels = maxPixels
        self.maxFileBytes = maxFileBytes
    }

    /// 50 megapixels: ample for any iPhone screen or photo, ~200 MB of RGBA at most.
    public static let defaultMaxPixels = 50_000_000
    /// 256 MiB: more than a PNG of the largest accepted image takes even stored without
    /// compression (50 megapixels of 8-bit RGBA), far more than any photo's JPEG.
    public static let defaultMaxFileBytes = 256 << 20

    /// The default limits (docs/limits.md).
    public static let `default` = ImageLimits()

    /// Throws `.tooLarge` unless a `width`×`height` image fits.
    func check(width: UInt32, height: UInt32) throws(ImageCodecError) {
        let (pixels, overflow) = Int(width).multipliedReportingOverflow(by: Int(height))
        if overflow || pixels > maxPixels {
            let count = overflow ? "too many" : String(pixels)
            throw ImageCodecError(.tooLarge, "\(width)×\(height) is \(count) pixels, limit is \(maxPixels)")
        }
    }
}
