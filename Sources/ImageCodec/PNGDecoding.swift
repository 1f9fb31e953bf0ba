import CImageShim
import Raster

/// How a PNG's image data becomes rows (docs/png-encoding.md, "Decoding"): `package` API, so that
/// the tests and the bench can compare the two ways, which give the same pixels and errors.
package enum PNGDecoding: Sendable, CaseIterable {
    /// The IDAT chunks' CRCs checked, their zlib stream inflated whole by libdeflate into a buffer
    /// of exactly the size the header gives, the rows unfiltered and expanded by CPixelKernels;
    /// libpng with zlib row by row whenever the file is not one this path takes. The default.
    case automatic
    /// libpng with zlib, row by row, for every file.
    case libpng

    var code: Int32 {
        switch self {
        case .automatic: Int32(CIS_PNG_DECODE_AUTOMATIC)
        case .libpng: Int32(CIS_PNG_DECODE_LIBPNG)
        }
    }
}

/// A whole PNG decoded through one C reader: header, limits, then the image in one buffer.
enum PNGDecoder {
    /// Decodes `data` to RGBA, checking the header's size against `limits` before any pixel memory
    /// is allocated; `fastPath` tells whether the rows came from libdeflate and CPixelKernels.
    static func decode(_ data: [UInt8], limits: ImageLimits,
                       decoding: PNGDecoding) throws(ImageCodecError) -> (image: RGBAImage, fastPath: Bool) {
        let outcome = data.withUnsafeBufferPointer { input in
            decode(input, limits: limits, decoding: decoding)
        }
        return try outcome.get()
    }

    private static func decode(_ input: UnsafeBufferPointer<UInt8>, limits: ImageLimits,
                               decoding: PNGDecoding) -> Result<(image: RGBAImage, fastPath: Bool), ImageCodecError> {
        var status = ShimBridge.emptyStatus()
        guard let reader = cis_png_reader_open_with(input.baseAddress, input.count, decoding.code, &status) else {
            // An oversized claim wins over later damage, as in ShimBridge.readSize.
            if status.width > 0, status.height > 0 {
                do throws(ImageCodecError) {
                    try limits.check(width: status.width, height: status.height)
                } catch {
                    return .failure(error)
                }
            }
            return .failure(ImageCodecError(.invalidPNG, ShimBridge.message(of: status)))
        }
        defer { cis_png_reader_close(reader) }
        do throws(ImageCodecError) {
            try limits.check(width: status.width, height: status.height)
        } catch {
            return .failure(error)
        }
        _ = cis_png_reader_start(reader, &status)
        guard status.code == Int32(CIS_OK) else { return .failure(ImageCodecError(.invalidPNG, ShimBridge.message(of: status))) }
        let width = Int(status.width), height = Int(status.height)
        let count = width * height * 4 // bounded by limits.maxPixels, checked above
        guard width > 0, height > 0, count / 4 / height == width else {
            return .failure(ImageCodecError(.tooLarge, "\(width)×\(height) does not fit in memory"))
        }
        // The rows may be inflated into the end of the same buffer (more than `count` bytes for
        // 16-bit samples, a row's filter byte more for 8-bit RGBA).
        let capacity = max(count, cis_png_reader_image_capacity(reader))
        var pixels = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            cis_png_reader_decode_image(reader, buffer.baseAddress, capacity, &status)
            initialized = status.code == Int32(CIS_OK) ? count : 0
        }
        guard status.code == Int32(CIS_OK) else { return .failure(ImageCodecError(.invalidPNG, ShimBridge.message(of: status))) }
        if capacity - count > count / 4 {
            // Give back the room the inflated rows took (16-bit images).
            pixels = Array(pixels[...])
        }
        return .success((RGBAImage(width: width, height: height, pixels: pixels), cis_png_reader_used_fast_path(reader) != 0))
    }
}
