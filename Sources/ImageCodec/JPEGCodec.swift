import CImageShim
import Raster

/// JPEG reading (and writing, for fixtures) through libjpeg.
///
/// Decoding handles baseline and progressive files in greyscale, YCbCr, RGB, CMYK and YCCK
/// (Adobe-inverted CMYK included) and yields RGBA with alpha 255. It always uses the accurate
/// integer IDCT and fancy upsampling, so a given libjpeg build decodes a file to the same pixels
/// every time. EXIF orientation is not applied. Data that libjpeg can only recover by painting
/// grey (truncated file, corrupt entropy data) is an error.
public enum JPEGCodec {
    /// Whether `data` starts with a JPEG start-of-image marker followed by another marker.
    public static func isJPEG(_ data: [UInt8]) -> Bool {
        data.count >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF
    }

    /// The image size from the header, without decoding pixels.
    public static func size(of data: [UInt8]) throws(ImageCodecError) -> (width: Int, height: Int) {
        let size = try ShimBridge.readSize(data, limits: nil, kind: .invalidJPEG, header: cis_jpeg_read_header)
        return (Int(size.width), Int(size.height))
    }

    /// Decodes a JPEG to 8-bit RGBA (alpha 255).
    ///
    /// The size in the header is checked against `limits` before any pixel memory is allocated.
    /// - Throws: `.invalidJPEG` with libjpeg's message, or `.tooLarge`.
    public static func decode(_ data: [UInt8], limits: ImageLimits = .default) throws(ImageCodecError) -> RGBAImage {
        try ShimBridge.decode(data, limits: limits, kind: .invalidJPEG,
                              header: cis_jpeg_read_header, decode: cis_jpeg_decode_rgba)
    }

    /// Encodes `image` (alpha ignored) as a baseline YCbCr 4:2:0 JPEG with optimized Huffman
    /// tables; deterministic for a given libjpeg build. Meant for test fixtures and photos.
    /// - Parameter quality: 1...100.
    /// - Throws: `.encodingFailed` for an empty image or one over 65500 pixels on a side.
    public static func encode(_ image: RGBAImage, quality: Int = 90) throws(ImageCodecError) -> [UInt8] {
        guard image.width > 0, image.height > 0,
              let width = UInt32(exactly: image.width), let height = UInt32(exactly: image.height),
              image.pixels.count == image.width * image.height * 4
        else {
            throw ImageCodecError(.encodingFailed, "JPEG needs a non-empty image, got \(image.width)×\(image.height)")
        }
        var status = ShimBridge.emptyStatus()
        var buffer = cis_buffer()
        image.pixels.withUnsafeBufferPointer { pixels in
            cis_jpeg_encode_rgba(pixels.baseAddress, width, height, Int32(min(max(quality, 1), 100)),
                                 &buffer, &status)
        }
        guard status.code == Int32(CIS_OK) else {
            cis_free(&buffer)
            throw ImageCodecError(.encodingFailed, ShimBridge.message(of: status))
        }
        return ShimBridge.take(&buffer)
    }
}
