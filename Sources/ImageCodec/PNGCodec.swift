import CImageShim
import Raster

/// PNG reading and writing through libpng.
///
/// Decoding accepts every standard PNG (grey, grey+alpha, RGB, RGBA, palette; 1–16 bits;
/// interlaced; tRNS transparency) and yields 8-bit RGBA with straight alpha. Sample values are
/// taken as stored: gAMA, cHRM, sRGB and iCCP chunks are ignored, so a pixel decodes the same
/// whatever colour metadata the file carries. 16-bit samples are scaled to 8 bits with
/// rounding, `(v * 255 + 32767) / 65535`.
public enum PNGCodec {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Whether `data` starts with the PNG signature.
    public static func isPNG(_ data: [UInt8]) -> Bool {
        data.count >= signature.count && data.prefix(signature.count).elementsEqual(signature)
    }

    /// The image size from the header, without decoding pixels.
    public static func size(of data: [UInt8]) throws(ImageCodecError) -> (width: Int, height: Int) {
        let size = try ShimBridge.readSize(data, limits: nil, kind: .invalidPNG, header: cis_png_read_header)
        return (Int(size.width), Int(size.height))
    }

    /// Decodes a PNG to 8-bit RGBA.
    ///
    /// The size in the header is checked against `limits` before any pixel memory is allocated.
    /// - Throws: `.invalidPNG` with libpng's message, or `.tooLarge`.
    public static func decode(_ data: [UInt8], limits: ImageLimits = .default) throws(ImageCodecError) -> RGBAImage {
        try PNGDecoder.decode(data, limits: limits, decoding: .automatic).image
    }

    /// Decodes a PNG to 8-bit RGBA the way `decoding` says, and tells whether the rows came from
    /// libdeflate and CPixelKernels (`fastPath`) or from libpng; both give the same pixels.
    ///
    /// - Throws: as ``decode(_:limits:)``.
    package static func decode(_ data: [UInt8], limits: ImageLimits = .default,
                               decoding: PNGDecoding) throws(ImageCodecError) -> (image: RGBAImage, fastPath: Bool) {
        try PNGDecoder.decode(data, limits: limits, decoding: decoding)
    }

    /// Encodes `image`, or its rectangle `region`, as a non-interlaced 8-bit PNG.
    ///
    /// The file holds IHDR, sRGB, IDAT and IEND only (no time or text), so the same pixels and
    /// settings always give byte-identical output. With `.automatic` channels an image whose
    /// every alpha is 255 is written as RGB; the rows are packed, filtered and checked for
    /// opacity in one pass, compressed into one zlib stream (see ``PNGEncodeSettings/Deflater``)
    /// and written out by libpng. A `region` is read in place: no copy of its pixels is made.
    /// - Throws: `.encodingFailed` for an empty image or region (PNG needs at least 1×1), a
    ///   region outside the image, a strategy libdeflate does not have, or a library failure.
    public static func encode(_ image: RGBAImage, region: PixelRect? = nil,
                              settings: PNGEncodeSettings = .default) throws(ImageCodecError) -> [UInt8] {
        let bounds = PixelRect(x: 0, y: 0, width: image.width, height: image.height)
        let area = region ?? bounds
        guard !area.isEmpty, bounds.contains(area),
              let width = UInt32(exactly: area.width), let height = UInt32(exactly: area.height),
              width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF,
              image.pixels.count == image.width * image.height * 4
        else {
            let what = region.map { "region \($0) of a \(image.width)×\(image.height) image" }
                ?? "\(image.width)×\(image.height)"
            throw ImageCodecError(.encodingFailed, "PNG needs a non-empty image, got \(what)")
        }
        if settings.deflater != .zlib, settings.strategy != .default {
            throw ImageCodecError(.encodingFailed, "\(settings.deflater == .screen ? "the screen deflater" : "libdeflate") has no strategy \(settings.strategy); use the zlib deflater")
        }
        let options = shimSettings(settings)
        var status = ShimBridge.emptyStatus()
        var buffer = cis_buffer()
        let stride = image.width * 4
        image.pixels.withUnsafeBufferPointer { pixels in
            cis_png_encode(pixels.baseAddress.map { $0 + area.y * stride + area.x * 4 }, stride,
                           width, height, options, &buffer, &status)
        }
        guard status.code == Int32(CIS_OK) else {
            cis_free(&buffer)
            throw ImageCodecError(.encodingFailed, ShimBridge.message(of: status))
        }
        return ShimBridge.take(&buffer)
    }

    /// The file ``encode(_:region:settings:)`` writes for an image whose rows, packed and filtered,
    /// are `scanlines`: `height` rows of a filter type byte and `width * channels` samples (3 for
    /// RGB, 4 for RGBA). The same bytes as encoding the pixels, without an image to pack them from
    /// (a diff image drawn straight into its rows).
    ///
    /// - Throws: `.encodingFailed` for an empty image, a wrong size or channel count, a strategy
    ///   the deflater does not have, or a library failure.
    package static func encode(scanlines: [UInt8], width: Int, height: Int, channels: Int,
                               settings: PNGEncodeSettings = .default) throws(ImageCodecError) -> [UInt8] {
        guard width > 0, height > 0, channels == 3 || channels == 4,
              let w = UInt32(exactly: width), let h = UInt32(exactly: height), w <= 0x7FFF_FFFF, h <= 0x7FFF_FFFF,
              scanlines.count == (width * channels + 1) * height else {
            throw ImageCodecError(.encodingFailed, "\(scanlines.count) bytes are not the rows of a \(width)×\(height) image of \(channels) channels")
        }
        if settings.deflater != .zlib, settings.strategy != .default {
            throw ImageCodecError(.encodingFailed, "\(settings.deflater == .screen ? "the screen deflater" : "libdeflate") has no strategy \(settings.strategy); use the zlib deflater")
        }
        var status = ShimBridge.emptyStatus()
        var buffer = cis_buffer()
        scanlines.withUnsafeBufferPointer { rows in
            cis_png_encode_scanlines(rows.baseAddress, w, h, Int32(channels), shimSettings(settings), &buffer, &status)
        }
        guard status.code == Int32(CIS_OK) else {
            cis_free(&buffer)
            throw ImageCodecError(.encodingFailed, ShimBridge.message(of: status))
        }
        return ShimBridge.take(&buffer)
    }

    /// An indexed-colour PNG (8-bit palette indices, no transparency) whose rows are `scanlines`:
    /// `height` rows of a filter type byte and `width` indices into `palette`, which holds 1…256
    /// colours (their alpha is ignored: every pixel decodes with alpha 255). Written like
    /// ``encode(scanlines:width:height:channels:settings:)`` with a PLTE chunk after sRGB.
    ///
    /// - Throws: `.encodingFailed` for an empty image, a wrong size, a bad palette or an index
    ///   outside it, a strategy the deflater does not have, or a library failure.
    package static func encode(indexedScanlines scanlines: [UInt8], width: Int, height: Int, palette: [RGBA],
                               settings: PNGEncodeSettings = .default) throws(ImageCodecError) -> [UInt8] {
        guard width > 0, height > 0, (1...256).contains(palette.count),
              let w = UInt32(exactly: width), let h = UInt32(exactly: height), w <= 0x7FFF_FFFF, h <= 0x7FFF_FFFF,
              scanlines.count == (width + 1) * height else {
            throw ImageCodecError(.encodingFailed, "\(scanlines.count) bytes are not the rows of a \(width)×\(height) image of \(palette.count) colours")
        }
        if settings.deflater != .zlib, settings.strategy != .default {
            throw ImageCodecError(.encodingFailed, "\(settings.deflater == .screen ? "the screen deflater" : "libdeflate") has no strategy \(settings.strategy); use the zlib deflater")
        }
        let triples = palette.flatMap { [$0.r, $0.g, $0.b] }
        var status = ShimBridge.emptyStatus()
        var buffer = cis_buffer()
        scanlines.withUnsafeBufferPointer { rows in
            triples.withUnsafeBufferPointer { colours in
                cis_png_encode_indexed(rows.baseAddress, w, h, colours.baseAddress, Int32(palette.count),
                                       shimSettings(settings), &buffer, &status)
            }
        }
        guard status.code == Int32(CIS_OK) else {
            cis_free(&buffer)
            throw ImageCodecError(.encodingFailed, ShimBridge.message(of: status))
        }
        return ShimBridge.take(&buffer)
    }

    private static func shimSettings(_ settings: PNGEncodeSettings) -> cis_png_settings {
        var options = cis_png_settings()
        options.rgba = settings.channels == .rgba ? 1 : 0
        options.filter = filterCode(settings.filter)
        options.compressor = switch settings.deflater {
        case .libdeflate: Int32(CIS_COMPRESSOR_LIBDEFLATE)
        case .zlib: Int32(CIS_COMPRESSOR_ZLIB)
        case .screen: Int32(CIS_COMPRESSOR_SCREEN)
        }
        options.level = Int32(clamping: settings.compressionLevel)
        options.strategy = strategyCode(settings.strategy)
        return options
    }

    private static func filterCode(_ filter: PNGEncodeSettings.Filter) -> Int32 {
        switch filter {
        case .none: Int32(CIS_FILTER_NONE)
        case .sub: Int32(CIS_FILTER_SUB)
        case .up: Int32(CIS_FILTER_UP)
        case .average: Int32(CIS_FILTER_AVERAGE)
        case .paeth: Int32(CIS_FILTER_PAETH)
        case .adaptive: Int32(CIS_FILTER_ADAPTIVE)
        }
    }

    private static func strategyCode(_ strategy: PNGEncodeSettings.Strategy) -> Int32 {
        switch strategy {
        case .default: Int32(CIS_Z_DEFAULT_STRATEGY)
        case .filtered: Int32(CIS_Z_FILTERED)
        case .rle: Int32(CIS_Z_RLE)
        case .huffmanOnly: Int32(CIS_Z_HUFFMAN_ONLY)
        }
    }
}
