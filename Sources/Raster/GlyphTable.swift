import CPixelKernels

/// One face at one pixel size, decoded from the committed glyph data (see docs/raster.md).
struct GlyphTable: Sendable {
    struct Glyph: Sendable {
        /// Horizontal advance in 1/64 pixel.
        var advance: Int
        /// Offset of the bitmap's left column from the pen position, pixels.
        var left: Int
        /// Offset of the bitmap's top row above the baseline, pixels.
        var top: Int
        var width: Int
        var rows: Int
        /// Start of the bitmap in `bitmaps`.
        var offset: Int
    }

    var pixelSize = 0
    var ascent = 0
    var descent = 0
    var lineHeight = 0
    var glyphs: [UInt32: Glyph] = [:]
    /// Kerning in 1/64 pixel keyed by `left << 32 | right` code points.
    var kerning: [UInt64: Int] = [:]
    /// 8-bit coverage of every glyph, row-major, concatenated.
    var bitmaps: [UInt8] = []

    /// Decodes the base64 text of a table; nil when the data is malformed.
    init?(base64 text: String) {
        guard let bytes = Base64.decode(text) else { return nil }
        var reader = ByteReader(bytes: bytes)
        guard reader.take(4) == Array("GLY1".utf8),
              let size = reader.u16(), let asc = reader.i16(), let desc = reader.i16(), let line = reader.i16(),
              let count = reader.u16(), let kerns = reader.u16(), let rawLength = reader.u32()
        else { return nil }
        pixelSize = size; ascent = asc; descent = desc; lineHeight = line
        for _ in 0 ..< count {
            guard let cp = reader.u32(), let adv = reader.i32(), let left = reader.i16(), let top = reader.i16(),
                  let w = reader.u16(), let h = reader.u16(), let off = reader.u32(),
                  off + w * h <= rawLength
            else { return nil }
            glyphs[UInt32(cp)] = Glyph(advance: adv, left: left, top: top, width: w, rows: h, offset: off)
        }
        for _ in 0 ..< kerns {
            guard let l = reader.u32(), let r = reader.u32(), let k = reader.i32() else { return nil }
            kerning[UInt64(l) << 32 | UInt64(r)] = k
        }
        guard let raw = Self.unRLE(reader.rest(), count: rawLength) else { return nil }
        bitmaps = raw
    }

    /// Undoes the tool's run-length coding: 0x00 n → n zeros, 0xFF n → n × 0xFF, other bytes literal.
    static func unRLE(_ data: ArraySlice<UInt8>, count: Int) -> [UInt8]? {
        var written = -1
        let out = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            written = data.withUnsafeBufferPointer { input in
                pk_unrle(input.baseAddress, input.count, buffer.baseAddress, count)
            }
            initialized = max(0, written)
        }
        return written == count ? out : nil
    }

    /// The glyph for a character, '?' for one the table lacks.
    func glyph(for scalar: Unicode.Scalar) -> (UInt32, Glyph)? {
        if let g = glyphs[scalar.value] { return (scalar.value, g) }
        if let q = glyphs[63] { return (63, q) }
        return nil
    }
}

/// Little-endian reader over decoded bytes.
private struct ByteReader {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func take(_ n: Int) -> [UInt8]? {
        guard index + n <= bytes.count else { return nil }
        defer { index += n }
        return Array(bytes[index ..< index + n])
    }

    mutating func u16() -> Int? { take(2).map { Int($0[0]) | Int($0[1]) << 8 } }
    mutating func i16() -> Int? { u16().map { $0 >= 0x8000 ? $0 - 0x10000 : $0 } }
    mutating func u32() -> Int? { take(4).map { Int($0[0]) | Int($0[1]) << 8 | Int($0[2]) << 16 | Int($0[3]) << 24 } }
    mutating func i32() -> Int? { u32().map { $0 >= 0x8000_0000 ? $0 - 0x1_0000_0000 : $0 } }
    func rest() -> ArraySlice<UInt8> { bytes[index...] }
}

/// A minimal base64 decoder that skips whitespace (the committed literals are wrapped).
enum Base64 {
    static func decode(_ text: String) -> [UInt8]? {
        var text = text
        var written = -1
        let out = text.withUTF8 { utf8 in
            [UInt8](unsafeUninitializedCapacity: utf8.count * 3 / 4 + 1) { buffer, initialized in
                written = pk_base64_decode(utf8.baseAddress, utf8.count, buffer.baseAddress, buffer.count)
                initialized = max(0, written)
            }
        }
        return written >= 0 ? out : nil
    }
}
