/// One chunk of a PNG file: a four-letter type, its data and the CRC stored with it.
///
/// Decoding and encoding go through libpng (``PNGCodec``); this type is for reading and writing
/// a file's chunks directly, as ``APNGWriter`` does.
package struct PNGChunk: Sendable, Equatable {
    /// The chunk type, e.g. `IHDR`, `IDAT`, `fcTL`.
    package var type: String
    /// The chunk's data (without length, type or CRC).
    package var data: [UInt8]
    /// The CRC as stored in the file (or as computed, for a chunk made with ``init(type:data:)``).
    package var storedCRC: UInt32

    /// A chunk with a freshly computed CRC. `type` must be four ASCII letters.
    package init(type: String, data: [UInt8]) {
        precondition(type.utf8.count == 4, "PNG chunk types have four letters")
        self.type = type
        self.data = data
        self.storedCRC = Self.crc(type: type, data: data)
    }

    private init(type: String, data: [UInt8], storedCRC: UInt32) {
        self.type = type
        self.data = data
        self.storedCRC = storedCRC
    }

    /// The CRC over the type and data.
    package static func crc(type: String, data: [UInt8]) -> UInt32 {
        CRC32.update(CRC32.checksum(Array(type.utf8)), data)
    }

    /// Whether the stored CRC matches the type and data.
    package var isCRCValid: Bool { storedCRC == Self.crc(type: type, data: data) }

    /// Length, type, data and CRC, as they appear in a file.
    package var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(data.count + 12)
        append(to: &out)
        return out
    }

    /// Appends the chunk's file bytes to `out`.
    package func append(to out: inout [UInt8]) {
        out.appendBigEndian(UInt32(data.count))
        out.append(contentsOf: type.utf8)
        out.append(contentsOf: data)
        out.appendBigEndian(storedCRC)
    }

    /// The chunks of PNG (or APNG) file `png`, up to and including IEND; CRCs are not checked
    /// (see ``isCRCValid``).
    /// - Throws: ``ImageCodecError`` of kind `invalidPNG` when the signature is missing, a chunk
    ///   is malformed or runs past the end, or there is no IEND.
    package static func parse(_ png: [UInt8]) throws(ImageCodecError) -> [PNGChunk] {
        guard PNGCodec.isPNG(png) else {
            throw ImageCodecError(.invalidPNG, "not a PNG file (no PNG signature)")
        }
        var chunks: [PNGChunk] = []
        var offset = PNGCodec.signature.count
        while offset < png.count {
            guard png.count - offset >= 12 else {
                throw ImageCodecError(.invalidPNG, "truncated chunk at byte \(offset)")
            }
            let length = Int(png.bigEndianUInt32(at: offset))
            let typeBytes = png[(offset + 4)..<(offset + 8)]
            guard length <= 0x7FFF_FFFF, png.count - offset - 12 >= length,
                  typeBytes.allSatisfy({ ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) })
            else {
                throw ImageCodecError(.invalidPNG, "malformed chunk at byte \(offset)")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let data = Array(png[(offset + 8)..<(offset + 8 + length)])
            let crc = png.bigEndianUInt32(at: offset + 8 + length)
            chunks.append(PNGChunk(type: type, data: data, storedCRC: crc))
            offset += 12 + length
            if type == "IEND" { break }
        }
        guard chunks.last?.type == "IEND" else {
            throw ImageCodecError(.invalidPNG, "no IEND chunk")
        }
        return chunks
    }
}

extension [UInt8] {
    /// Appends `value` as four big-endian bytes.
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(truncatingIfNeeded: value >> 24))
        append(UInt8(truncatingIfNeeded: value >> 16))
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }

    /// Appends `value` as two big-endian bytes.
    mutating func appendBigEndian(_ value: UInt16) {
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }

    /// The big-endian 32-bit value at `offset` (four bytes must be there).
    func bigEndianUInt32(at offset: Int) -> UInt32 {
        UInt32(self[offset]) << 24 | UInt32(self[offset + 1]) << 16
            | UInt32(self[offset + 2]) << 8 | UInt32(self[offset + 3])
    }
}
