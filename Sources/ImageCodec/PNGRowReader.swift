import CImageShim

/// A PNG decoded a few rows at a time to 8-bit RGBA, with exactly the conversions of
/// ``PNGCodec/decode(_:limits:)`` (which decodes through the same C reader), so two images can
/// be compared without either being held whole.
///
/// ```swift
/// let reader = try PNGRowReader(bytes, limits: .default)
/// var rows = [UInt8](repeating: 0, count: reader.width * 4 * 16)
/// try rows.withUnsafeMutableBytes { try reader.read(rows: 16, into: $0.baseAddress!) }
/// ```
///
/// Only non-interlaced images can be read this way (``isInterlaced`` tells; an interlaced one
/// needs the whole image for each of its seven passes). Not for use from two threads at once.
package final class PNGRowReader {
    /// Size from the header, checked against the limits.
    package let width: Int
    package let height: Int
    /// Whether the image is interlaced (Adam7); then ``read(rows:into:)`` throws.
    package let isInterlaced: Bool
    /// Rows read so far.
    package private(set) var rowsRead = 0
    /// Whether the rows read so far came from libdeflate and CPixelKernels rather than libpng.
    package var usedFastPath: Bool { cis_png_reader_used_fast_path(reader) != 0 }

    private let reader: OpaquePointer
    /// The file's bytes, owned here because libpng reads them until the reader is closed.
    private let data: UnsafeMutableBufferPointer<UInt8>

    /// Reads the header of `bytes` and checks its size against `limits` (an oversized claim wins
    /// over later damage, as in ``PNGCodec/decode(_:limits:)``). With `.automatic` decoding the
    /// image data is inflated at the first ``read(rows:into:)``, on the thread that calls it.
    ///
    /// - Throws: `.invalidPNG` with libpng's message, or `.tooLarge`.
    package init(_ bytes: [UInt8], limits: ImageLimits, decoding: PNGDecoding = .automatic) throws(ImageCodecError) {
        let data = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
        _ = data.initialize(from: bytes)
        var status = ShimBridge.emptyStatus()
        guard let reader = cis_png_reader_open_with(data.baseAddress, bytes.count, decoding.code, &status) else {
            data.deallocate()
            if status.width > 0, status.height > 0 { try limits.check(width: status.width, height: status.height) }
            throw ImageCodecError(.invalidPNG, ShimBridge.message(of: status))
        }
        do throws(ImageCodecError) {
            try limits.check(width: status.width, height: status.height)
            let passes = cis_png_reader_start(reader, &status)
            guard status.code == Int32(CIS_OK) else {
                throw ImageCodecError(.invalidPNG, ShimBridge.message(of: status))
            }
            isInterlaced = passes > 1
        } catch {
            cis_png_reader_close(reader)
            data.deallocate()
            throw error
        }
        self.reader = reader
        self.data = data
        width = Int(status.width)
        height = Int(status.height)
    }

    deinit {
        cis_png_reader_close(reader)
        data.deallocate()
    }

    /// Decodes the next `rows` rows into `buffer`, `width * 4` bytes a row.
    ///
    /// - Throws: `.invalidPNG` with libpng's message (damaged or truncated data), or when the
    ///   image is interlaced or has fewer rows left.
    package func read(rows: Int, into buffer: UnsafeMutableRawPointer) throws(ImageCodecError) {
        guard !isInterlaced, rows >= 0, rows <= height - rowsRead else {
            throw ImageCodecError(.invalidPNG, "cannot read \(rows) more rows of \(height) row by row")
        }
        var status = ShimBridge.emptyStatus()
        cis_png_reader_read_rows(reader, buffer.assumingMemoryBound(to: UInt8.self), width * 4, UInt32(rows), &status)
        guard status.code == Int32(CIS_OK) else { throw ImageCodecError(.invalidPNG, ShimBridge.message(of: status)) }
        rowsRead += rows
    }

    /// Reads the rows not read yet without keeping them, failing where ``read(rows:into:)`` would
    /// (on the fast path: the data inflated and every row's filter type checked, no row expanded).
    ///
    /// - Throws: `.invalidPNG` with libpng's message.
    package func skipRows() throws(ImageCodecError) {
        guard !isInterlaced else {
            throw ImageCodecError(.invalidPNG, "cannot read an interlaced image row by row")
        }
        var status = ShimBridge.emptyStatus()
        cis_png_reader_skip_rows(reader, &status)
        guard status.code == Int32(CIS_OK) else { throw ImageCodecError(.invalidPNG, ShimBridge.message(of: status)) }
        rowsRead = height
    }

    /// Reads the chunks after the image data, as a whole decode does; call it after the last row.
    ///
    /// - Throws: `.invalidPNG` with libpng's message.
    package func finish() throws(ImageCodecError) {
        var status = ShimBridge.emptyStatus()
        cis_png_reader_finish(reader, &status)
        guard status.code == Int32(CIS_OK) else { throw ImageCodecError(.invalidPNG, ShimBridge.message(of: status)) }
    }
}
