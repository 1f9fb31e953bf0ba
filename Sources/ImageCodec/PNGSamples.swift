import CImageShim

/// Raw PNG samples of any colour type, bit depth and interlacing, written to a file by libpng's
/// own row writer with its filters and zlib: `package` API, so that the tests and the bench can
/// make the files other programs write (``PNGCodec/encode(_:region:settings:)`` writes only
/// 8-bit RGB and RGBA).
package struct PNGSamples: Sendable {
    /// The PNG colour types.
    package enum ColorType: Int32, Sendable, CaseIterable {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6

        /// Samples per pixel.
        package var channels: Int {
            switch self {
            case .grey, .palette: 1
            case .greyAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }

        /// The bit depths the PNG format allows for this colour type.
        package var bitDepths: [Int] {
            switch self {
            case .grey: [1, 2, 4, 8, 16]
            case .palette: [1, 2, 4, 8]
            case .rgb, .greyAlpha, .rgba: [8, 16]
            }
        }
    }

    /// The tRNS colour of a grey or RGB image, as stored (16 bits).
    package struct TransparentColor: Sendable, Equatable {
        package var grey: UInt16
        package var red: UInt16
        package var green: UInt16
        package var blue: UInt16

        package init(grey: UInt16 = 0, red: UInt16 = 0, green: UInt16 = 0, blue: UInt16 = 0) {
            self.grey = grey
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    package var width: Int
    package var height: Int
    package var colorType: ColorType
    package var bitDepth: Int
    /// The rows as the file lays them out: ``rowBytes`` bytes each, 16-bit samples big-endian,
    /// smaller ones packed from the high bit.
    package var rows: [UInt8]
    package var interlaced = false
    /// RGB triples (palette images).
    package var palette: [UInt8] = []
    /// The tRNS alphas of a palette image.
    package var paletteAlphas: [UInt8] = []
    /// The tRNS colour of a grey or RGB image.
    package var transparentColor: TransparentColor?
    /// zlib's level, or `nil` for libpng's default (6).
    package var level: Int?
    /// libpng's filter mask (`PNG_FILTER_NONE` 0x08 … `PNG_FILTER_PAETH` 0x80), or `nil` for its
    /// default (adaptive among all five for images that are not palettes).
    package var filters: Int?
    /// The longest IDAT chunk, or `nil` for libpng's default (8,192 bytes).
    package var idatBytes: Int?

    package init(width: Int, height: Int, colorType: ColorType, bitDepth: Int, rows: [UInt8]) {
        self.width = width
        self.height = height
        self.colorType = colorType
        self.bitDepth = bitDepth
        self.rows = rows
    }

    /// Bytes of one row.
    package var rowBytes: Int { (width * colorType.channels * bitDepth + 7) / 8 }

    /// The PNG file libpng writes.
    ///
    /// - Throws: `.encodingFailed` with libpng's message (a bit depth the colour type does not
    ///   allow, too few rows, …).
    package func encode() throws(ImageCodecError) -> [UInt8] {
        guard width > 0, height > 0, rows.count >= rowBytes * height,
              let w = UInt32(exactly: width), let h = UInt32(exactly: height) else {
            throw ImageCodecError(.encodingFailed, "\(width)×\(height) samples need \(rowBytes * height) bytes, got \(rows.count)")
        }
        var settings = cis_png_sample_settings()
        settings.color_type = colorType.rawValue
        settings.bit_depth = Int32(bitDepth)
        settings.interlaced = interlaced ? 1 : 0
        settings.palette_count = Int32(palette.count / 3)
        settings.alpha_count = Int32(paletteAlphas.count)
        settings.has_trns_colour = transparentColor == nil ? 0 : 1
        settings.trns_grey = transparentColor?.grey ?? 0
        settings.trns_red = transparentColor?.red ?? 0
        settings.trns_green = transparentColor?.green ?? 0
        settings.trns_blue = transparentColor?.blue ?? 0
        settings.level = Int32(level ?? -1)
        settings.filters = Int32(filters ?? -1)
        settings.idat_bytes = Int32(idatBytes ?? 0)
        var status = ShimBridge.emptyStatus()
        var buffer = cis_buffer()
        rows.withUnsafeBufferPointer { samples in
            palette.withUnsafeBufferPointer { palette in
                paletteAlphas.withUnsafeBufferPointer { alphas in
                    var options = settings
                    options.palette = palette.baseAddress
                    options.alphas = alphas.baseAddress
                    cis_png_encode_samples(samples.baseAddress, rowBytes, w, h, options, &buffer, &status)
                }
            }
        }
        guard status.code == Int32(CIS_OK) else {
            cis_free(&buffer)
            throw ImageCodecError(.encodingFailed, ShimBridge.message(of: status))
        }
        return ShimBridge.take(&buffer)
    }
}
