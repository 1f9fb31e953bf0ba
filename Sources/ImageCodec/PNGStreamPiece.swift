import CImageShim
import Raster

/// A piece of a PNG's compressed image data: a slice of its scanlines (whole rows) compressed by
/// the screen deflater on its own, so that threads can each compress their own rows (`diff
/// --out`). ``PNGCodec/encode(pieces:width:height:channels:palette:)`` joins the pieces of one
/// image into its file. The same rows and position always give the same piece.
package final class PNGStreamPiece: @unchecked Sendable {
    // Written once, in init; freed in deinit.
    private var piece: cis_deflate_piece

    /// Compresses `rows`, whole scanlines of `rowBytes` bytes (filter byte included) with
    /// `bytesPerPixel` bytes a pixel. The first piece of an image carries the stream's header, the
    /// last its final block; the pieces between end on a byte boundary (an empty stored block).
    ///
    /// - Throws: `.encodingFailed` when memory runs out.
    package init(rows: UnsafeBufferPointer<UInt8>, rowBytes: Int, bytesPerPixel: Int,
                 first: Bool, last: Bool) throws(ImageCodecError) {
        var piece = cis_deflate_piece()
        var status = ShimBridge.emptyStatus()
        cis_screen_deflate_piece(rows.baseAddress, rows.count, rowBytes, Int32(bytesPerPixel), first ? 1 : 0,
                                 last ? 1 : 0, &piece, &status)
        self.piece = piece
        guard status.code == Int32(CIS_OK) else {
            throw ImageCodecError(.encodingFailed, ShimBridge.message(of: status))
        }
    }

    deinit {
        cis_deflate_piece_free(&piece)
    }

    /// The compressed bytes' count.
    package var compressedCount: Int { piece.size }

    /// The C description of the piece, valid while `self` lives.
    var shimPiece: cis_deflate_piece { piece }
}

extension PNGCodec {
    /// The PNG file of an image whose scanlines (no filter or any, as they were given) were
    /// compressed as `pieces`, in row order: `channels` 3 (RGB) or 4 (RGBA) samples a pixel, or
    /// 1 with a `palette` of 1…256 colours (indices; every pixel decodes with alpha 255). The
    /// file is written as ``encode(scanlines:width:height:channels:settings:)`` writes one stream.
    ///
    /// - Throws: `.encodingFailed` for an empty image, pieces that are not its rows, a bad channel
    ///   count or palette, or a library failure.
    package static func encode(pieces: [PNGStreamPiece], width: Int, height: Int, channels: Int,
                               palette: [RGBA] = []) throws(ImageCodecError) -> [UInt8] {
        guard let w = UInt32(exactly: width), let h = UInt32(exactly: height), palette.count <= 256 else {
            throw ImageCodecError(.encodingFailed, "a \(width)×\(height) image with \(palette.count) colours cannot be written")
        }
        let triples = palette.flatMap { [$0.r, $0.g, $0.b] }
        let shimPieces = pieces.map(\.shimPiece)
        var status = ShimBridge.emptyStatus()
        var buffer = cis_buffer()
        withExtendedLifetime(pieces) {
            shimPieces.withUnsafeBufferPointer { parts in
                triples.withUnsafeBufferPointer { colours in
                    cis_png_encode_pieces(parts.baseAddress, Int32(parts.count), w, h, Int32(channels), colours.baseAddress,
                                          Int32(palette.count), &buffer, &status)
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
