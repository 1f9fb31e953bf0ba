import Raster
import Testing
@testable import ImageCodec

/// Damaged and unusual files: wherever libpng fails, the automatic decode fails with its error;
/// wherever the fast path cannot be sure libpng would read a file as it does, it leaves the file
/// to libpng. A stream that inflates to more than the header promises is never inflated beyond it.
@Suite("PNG fast path: damaged and unusual files")
struct PNGFastPathHostileTests {
    /// A 90×40 RGB file written by libpng with IDAT chunks of 200 bytes (many chunks).
    static func base(height: Int = 40) throws -> [UInt8] {
        var image = FastPathSupport.samples(.rgb, depth: 8, width: 90, height: height, seed: 5, smooth: true)
        image.idatBytes = 200
        return try image.encode()
    }

    /// A chunk with the CRC `crc` stored, right or wrong.
    static func chunk(_ type: String, _ data: [UInt8], crc: UInt32) -> PNGChunk {
        var chunk = PNGChunk(type: type, data: data)
        chunk.storedCRC = crc
        return chunk
    }

    /// `png`'s bytes with chunk `index` (counting from IHDR) changed by `change`, CRC not updated.
    static func damaging(_ png: [UInt8], chunk index: Int, _ change: (inout [UInt8]) -> Void) throws -> [UInt8] {
        var chunks = try PNGChunk.parse(png)
        var data = chunks[index].data
        change(&data)
        chunks[index] = Self.chunk(chunks[index].type, data, crc: chunks[index].storedCRC)
        return FastPathSupport.file(chunks)
    }

    @Test("a damaged CRC: of the first, a middle or the last IDAT, of IEND (errors), of an ancillary chunk after the image (a warning)")
    func crcs() throws {
        let png = try Self.base()
        let chunks = try PNGChunk.parse(png)
        let idats = chunks.indices.filter { chunks[$0].type == "IDAT" }
        for index in [idats[0], idats[idats.count / 2], idats[idats.count - 1]] {
            let damaged = try Self.damaging(png, chunk: index) { $0[0] ^= 1 }
            #expect(FastPathSupport.expectSame(damaged, "IDAT \(index)") == nil)
        }
        var withEnd = chunks
        withEnd[withEnd.count - 1] = Self.chunk("IEND", [], crc: 0)
        #expect(FastPathSupport.expectSame(FastPathSupport.file(withEnd), "IEND") == nil)

        var withText = chunks
        withText.insert(Self.chunk("tEXt", Array("Comment\0after".utf8), crc: 7), at: chunks.count - 1)
        #expect(FastPathSupport.expectSame(FastPathSupport.file(withText), "tEXt") == true)
    }

    @Test("chunks around the image data: text between IDATs, an IDAT after text, no IEND, a cut in the last IDAT")
    func order() throws {
        let png = try Self.base()
        let chunks = try PNGChunk.parse(png)
        let idats = chunks.indices.filter { chunks[$0].type == "IDAT" }
        let text = PNGChunk(type: "tEXt", data: Array("k\0v".utf8))
        var between = chunks
        between.insert(text, at: idats[1])
        FastPathSupport.expectSame(FastPathSupport.file(between), "tEXt between IDATs")
        var after = chunks
        after.insert(PNGChunk(type: "IDAT", data: [1, 2, 3]), at: chunks.count - 1)
        after.insert(text, at: chunks.count - 1)
        #expect(FastPathSupport.expectSame(FastPathSupport.file(after), "IDAT after tEXt") == true)
        let end = png.count - 12
        #expect(FastPathSupport.expectSame(Array(png.prefix(end)), "no IEND") == nil)
        for cut in [1, 4, 13, 100] {
            FastPathSupport.expectSame(Array(png.prefix(end - 12 - cut)), "cut \(cut) bytes before the last CRC")
        }
    }

    @Test("the zlib stream: data after Adler-32, Adler-32 missing or cut, the first IDAT under 8 bytes")
    func streamEnds() throws {
        let png = try Self.base()
        #expect(FastPathSupport.expectSame(try FastPathSupport.restream(png) { $0 + [9, 9, 9] }, "after Adler-32") == true)
        for cut in [1, 2, 4] {
            #expect(FastPathSupport.expectSame(try FastPathSupport.restream(png) { Array($0.dropLast(cut)) }, "Adler-32 cut by \(cut)") == nil)
        }
        for first in [1, 7] {
            let chunked = try FastPathSupport.restream(png, chunk: first) { $0 }
            #expect(FastPathSupport.expectSame(chunked, "first IDAT of \(first)") == false)
        }
        #expect(FastPathSupport.expectSame(try FastPathSupport.restream(png, chunk: 8) { $0 }, "IDATs of 8") == true)
    }

    @Test("the zlib header: a smaller window (refused by zlib when a match reaches past it), a window above 32 KiB, a preset dictionary, another method")
    func headers() throws {
        let png = try Self.base(height: 200) // 54 KB of rows: matches reach back past 1 KiB
        for cmf: UInt8 in [0x28, 0x68, 0x88, 0x79] {
            let changed = try FastPathSupport.restream(png) { [cmf, FastPathSupport.flag(cmf: cmf)] + $0.dropFirst(2) }
            #expect(FastPathSupport.expectSame(changed, "CMF \(cmf)") != true)
        }
        let dictionary = try FastPathSupport.restream(png) { [0x78, FastPathSupport.flag(cmf: 0x78, dictionary: true)] + $0.dropFirst(2) }
        #expect(FastPathSupport.expectSame(dictionary, "FDICT") == nil)
        // A window of 256 bytes holding the whole image (stored blocks, 3×2 RGB) is the fast path's.
        let small = FastPathSupport.file([
            FastPathSupport.header(width: 3, height: 2, depth: 8, type: 2),
            PNGChunk(type: "IDAT", data: FastPathSupport.storedStream(FastPathSupport.scanlines(rows: 2, length: 9, filters: [0, 4], seed: 1), cmf: 0x08)),
            PNGChunk(type: "IEND", data: []),
        ])
        #expect(FastPathSupport.expectSame(small, "256-byte window") == true)
    }

    @Test("filter types: 0 to 4 are read, 5 and above fail as libpng fails")
    func filterTypes() throws {
        for filters: [UInt8] in [[0, 1, 2, 3, 4], [4, 3, 2, 1, 0], [0, 0, 5], [255]] {
            let png = FastPathSupport.file([
                FastPathSupport.header(width: 20, height: 10, depth: 8, type: 6),
                PNGChunk(type: "IDAT", data: FastPathSupport.storedStream(FastPathSupport.scanlines(rows: 10, length: 80, filters: filters, seed: 2))),
                PNGChunk(type: "IEND", data: []),
            ])
            let took = FastPathSupport.expectSame(png, "filters \(filters)")
            #expect(took == (filters.allSatisfy { $0 <= 4 } ? true : nil))
        }
    }

    @Test("image data of the wrong size: too short fails; too long (a small header over a 16 MB stream) decodes as libpng, never inflated past the header's size", .timeLimit(.minutes(10)))
    func wrongSize() throws {
        let short = FastPathSupport.file([
            FastPathSupport.header(width: 20, height: 10, depth: 8, type: 2),
            PNGChunk(type: "IDAT", data: FastPathSupport.storedStream(FastPathSupport.scanlines(rows: 9, length: 60, filters: [1], seed: 3))),
            PNGChunk(type: "IEND", data: []),
        ])
        #expect(FastPathSupport.expectSame(short, "9 rows of 10") == nil)
        // 4096×4096 grey zeros deflate to about 16 KB; under a 16×16 header they are a bomb.
        let big = try PNGSamples(width: 4096, height: 4096, colorType: .grey, bitDepth: 8, rows: [UInt8](repeating: 0, count: 4096 * 4096)).encode()
        var chunks = try PNGChunk.parse(big)
        chunks[0] = FastPathSupport.header(width: 16, height: 16, depth: 8, type: 0)
        let bomb = FastPathSupport.file(chunks)
        #expect(bomb.count < 100_000)
        #expect(FastPathSupport.expectSame(bomb, "bomb") == false)
        #expect(try PNGCodec.decode(bomb) == RGBAImage(width: 16, height: 16, fill: RGBA(0, 0, 0, 255)))
    }

    @Test("skipping the rows fails where decoding them fails, and inflates without expanding on the fast path")
    func skipping() throws {
        let png = try Self.base()
        let chunks = try PNGChunk.parse(png)
        let lastIDAT = try #require(chunks.lastIndex { $0.type == "IDAT" })
        var files = [("base", png), ("damaged IDAT", try Self.damaging(png, chunk: lastIDAT) { $0[0] ^= 1 })]
        for filters: [UInt8] in [[0, 1, 2, 3, 4], [0, 0, 5]] {
            files.append(("filters \(filters)", FastPathSupport.file([
                FastPathSupport.header(width: 20, height: 10, depth: 8, type: 6),
                PNGChunk(type: "IDAT", data: FastPathSupport.storedStream(FastPathSupport.scanlines(rows: 10, length: 80, filters: filters, seed: 2))),
                PNGChunk(type: "IEND", data: []),
            ])))
        }
        for (label, file) in files {
            let whole = Result { () throws(ImageCodecError) in try PNGCodec.decode(file) }
            let skipped = Result { () throws(ImageCodecError) -> Bool in
                let reader = try PNGRowReader(file, limits: .default)
                try reader.skipRows()
                try reader.finish()
                return reader.usedFastPath
            }
            switch (whole, skipped) {
            case (.success, .success(let fast)): #expect(fast, "\(label)")
            case let (.failure(a), .failure(b)): #expect(a == b, "\(label)")
            default: Issue.record("\(label): decode \(whole), skip \(skipped)")
            }
        }
    }

    @Test("the row reader takes the fast path at its first row and reads what a whole decode gives, in any bands")
    func rowReader() throws {
        for (type, depth) in PNGFastPathTests.formats {
            let png = try FastPathSupport.samples(type, depth: depth, width: 77, height: 45, seed: 11, smooth: true).encode()
            let whole = try PNGCodec.decode(png)
            for band in [1, 7, 45] {
                let reader = try PNGRowReader(png, limits: .default)
                #expect(!reader.usedFastPath)
                var pixels = [UInt8](repeating: 0, count: 77 * 45 * 4)
                try pixels.withUnsafeMutableBytes { buffer in
                    let base = try #require(buffer.baseAddress)
                    while reader.rowsRead < reader.height {
                        try reader.read(rows: min(band, reader.height - reader.rowsRead), into: base + reader.rowsRead * 77 * 4)
                    }
                }
                try reader.finish()
                #expect(reader.usedFastPath, "\(type) \(depth)")
                #expect(RGBAImage(width: 77, height: 45, pixels: pixels) == whole, "\(type) \(depth) in bands of \(band)")
            }
            let slow = try PNGRowReader(png, limits: .default, decoding: .libpng)
            let row = UnsafeMutableRawPointer.allocate(byteCount: 77 * 4, alignment: 16)
            defer { row.deallocate() }
            try slow.read(rows: 1, into: row)
            #expect(!slow.usedFastPath)
        }
    }
}
