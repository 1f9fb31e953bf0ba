import ImageCodec
import Testing
import VirtualClock

@Suite("PNG chunks")
struct PNGChunkTests {
    @Test("CRC-32 matches the standard check value")
    func crc() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
        #expect(PNGChunk(type: "IEND", data: []).bytes == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    @Test("zlib's CRC-32 equals the bitwise definition, in one call or in pieces", arguments: [0, 1, 7, 64, 1000, 65_537])
    func crcMatchesDefinition(count: Int) {
        var generator = SeededGenerator(seed: UInt64(count))
        let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let expected = TestSupport.crc32(bytes)
        #expect(CRC32.checksum(bytes) == expected)
        let split = count / 3
        #expect(CRC32.update(CRC32.checksum(Array(bytes.prefix(split))), Array(bytes.dropFirst(split))) == expected)
    }

    @Test("parse returns the chunks up to IEND with their stored CRCs")
    func parse() throws {
        let png = try PNGCodec.encode(TestSupport.noise(width: 5, height: 4, seed: 3))
        let chunks = try PNGChunk.parse(png + [1, 2, 3])
        #expect(chunks.first?.type == "IHDR")
        #expect(chunks.last == PNGChunk(type: "IEND", data: []))
        #expect(chunks.allSatisfy { $0.isCRCValid })
        #expect(PNGCodec.signature + chunks.flatMap(\.bytes) == png)

        var damaged = png
        damaged[20] ^= 0xFF  // inside IHDR's data
        let ihdr = try #require(try PNGChunk.parse(damaged).first)
        #expect(!ihdr.isCRCValid)
        #expect(ihdr.storedCRC == chunks[0].storedCRC)
    }

    @Test("malformed files are rejected with the byte offset", arguments: [
        ([], "not a PNG file (no PNG signature)"),
        (Array("GIF89a".utf8), "not a PNG file (no PNG signature)"),
        (PNGCodec.signature + [0, 0, 0, 0, 0x49, 0x45], "truncated chunk at byte 8"),
        (PNGCodec.signature + [0, 0, 0, 9, 0x49, 0x45, 0x4E, 0x44, 0, 0, 0, 0], "malformed chunk at byte 8"),
        (PNGCodec.signature + [0, 0, 0, 0, 0x49, 0x31, 0x4E, 0x44, 0, 0, 0, 0], "malformed chunk at byte 8"),
        (PNGCodec.signature + PNGChunk(type: "tEXt", data: [65]).bytes, "no IEND chunk"),
    ] as [([UInt8], String)])
    func malformed(bytes: [UInt8], message: String) {
        #expect(throws: ImageCodecError(.invalidPNG, message)) { _ = try PNGChunk.parse(bytes) }
    }
}
