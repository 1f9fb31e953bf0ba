import Foundation
import ImageCodec
import Raster
import Testing

@Suite("Animated PNG")
struct APNGTests {
    static let rgba = PNGEncodeSettings(filter: .up, compressionLevel: 1, channels: .rgba)

    /// The synthetic frames encoded as RGBA PNGs.
    static func encodedFrames(_ count: Int) throws -> (images: [RGBAImage], pngs: [[UInt8]]) {
        let images = TestSupport.syntheticFrames(count)
        return (images, try images.map { try PNGCodec.encode($0, settings: rgba) })
    }

    @Test("chunk order, sequence numbers, frame controls and CRCs")
    func structure() throws {
        let (_, pngs) = try Self.encodedFrames(4)
        let apng = try APNGWriter.assemble(frames: pngs, delay: (1, 60), loops: 3)
        let chunks = try PNGChunk.parse(apng)
        #expect(chunks.allSatisfy { $0.isCRCValid })

        let types = chunks.map(\.type)
        #expect(types.first == "IHDR")
        #expect(types[1] == "acTL")
        #expect(types.last == "IEND")
        #expect(types.filter { $0 == "IHDR" }.count == 1)
        let firstIDAT = try #require(types.firstIndex(of: "IDAT"))
        let firstFCTL = try #require(types.firstIndex(of: "fcTL"))
        #expect(firstFCTL < firstIDAT)
        #expect(types[..<firstIDAT].contains("sRGB"))
        #expect(Array(types[firstIDAT...]).allSatisfy { ["IDAT", "fcTL", "fdAT", "IEND"].contains($0) })
        // IDATs belong to frame 0 only: they all come before the second fcTL.
        let secondFCTL = try #require(types[(firstFCTL + 1)...].firstIndex(of: "fcTL"))
        #expect(types[secondFCTL...].allSatisfy { $0 != "IDAT" })

        // acTL: 4 frames, 3 plays.
        #expect(chunks[1].data == [0, 0, 0, 4, 0, 0, 0, 3])
        // fcTL and fdAT share one sequence starting at 0 with no gaps.
        let sequenced = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }
        #expect(sequenced.map { uint32($0.data, 0) } == (0..<UInt32(sequenced.count)).map { $0 })
        let idatsPerFrame = try pngs.map { try PNGChunk.parse($0).filter { $0.type == "IDAT" }.count }
        #expect(sequenced.count == 4 + idatsPerFrame.dropFirst().reduce(0, +))
        if idatsPerFrame.allSatisfy({ $0 == 1 }) {
            #expect(sequenced.count == 2 * 4 - 1)  // 0 … 2n−2
        }

        let controls = chunks.filter { $0.type == "fcTL" }
        #expect(controls.count == 4)
        for control in controls {
            #expect(control.data.count == 26)
            #expect(uint32(control.data, 4) == 40)   // width
            #expect(uint32(control.data, 8) == 30)   // height
            #expect(uint32(control.data, 12) == 0)   // x offset
            #expect(uint32(control.data, 16) == 0)   // y offset
            #expect(Array(control.data[20..<24]) == [0, 1, 0, 60])  // delay 1/60
            #expect(Array(control.data[24..<26]) == [0, 0])  // dispose none, blend source
        }
        // fdAT payloads are frame 1…3's IDAT data after the sequence number.
        let fdats = chunks.filter { $0.type == "fdAT" }
        let laterData = try pngs.dropFirst().flatMap { try PNGChunk.parse($0).filter { $0.type == "IDAT" }.map(\.data) }
        #expect(fdats.map { Array($0.data.dropFirst(4)) } == laterData)
        // Without APNG support a viewer shows frame 0.
        #expect(try PNGCodec.decode(apng) == PNGCodec.decode(pngs[0]))
    }

    @Test("apngdis recovers every frame pixel for pixel",
          .enabled(if: TestSupport.isOnPath("apngdis"), "apngdis is not installed (apt-get install apngdis)"))
    func roundTrip() throws {
        let (images, pngs) = try Self.encodedFrames(6)
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let apng = try APNGWriter.assemble(frames: pngs, delay: APNGWriter.delay(fps: 24))
        let (outputs, status) = try TestSupport.apngdis(apng, in: folder)
        #expect(status == 0)
        #expect(outputs.count == images.count)
        for (index, (name, image)) in zip(outputs, images).enumerated() {
            let decoded = try ImageFile.read(folder.appendingPathComponent(name).path)
            #expect(decoded == image, "frame \(index) (\(name))")
            let text = TestSupport.bytes(folder.appendingPathComponent(name.dropLast(4) + ".txt")) ?? []
            let timing = String(decoding: text, as: UTF8.self)
            #expect(timing.contains("1/24"), "\(name): \(timing)")
        }
    }

    @Test("frames with another header than frame 0 are rejected")
    func mismatch() throws {
        let images = TestSupport.syntheticFrames(2)
        let rgba = try PNGCodec.encode(images[0], settings: Self.rgba)
        var opaque = images[1]
        for index in stride(from: 3, to: opaque.pixels.count, by: 4) { opaque.pixels[index] = 255 }
        let rgb = try PNGCodec.encode(opaque)
        let error = #expect(throws: ImageCodecError.self) {
            _ = try APNGWriter.assemble(frames: [rgba, rgb], delay: (1, 30))
        }
        #expect(error?.description == "animated PNG: frame 1: its header differs from frame 0's "
            + "(40×30 RGB 8-bit [IHDR,sRGB] vs 40×30 RGBA 8-bit [IHDR,sRGB]): every frame needs the same size and colour type")
        #expect(throws: ImageCodecError(.invalidAPNGInput, "no frames to animate")) {
            _ = try APNGWriter.assemble(frames: [], delay: (1, 30))
        }
        #expect(throws: ImageCodecError(.invalidAPNGInput, "frame 1: not a PNG file (no PNG signature)")) {
            _ = try APNGWriter.assemble(frames: [rgba, [1, 2, 3]], delay: (1, 30))
        }
        let animated = try APNGWriter.assemble(frames: [rgba], delay: (1, 30))
        #expect(throws: ImageCodecError(.invalidAPNGInput, "frame 0: already animated (has acTL)")) {
            _ = try APNGWriter.assemble(frames: [animated], delay: (1, 30))
        }
    }

    @Test("delays are 1/fps as a 16-bit fraction", arguments: [
        (60.0, 1, 60), (24, 1, 24), (1000, 1, 1000), (1, 1, 1), (0.5, 2, 1),
        (29.97, 100, 2997), (23.976, 125, 2997), (1e-9, 65535, 1),
    ] as [(Double, UInt16, UInt16)])
    func delay(fps: Double, numerator: UInt16, denominator: UInt16) {
        let delay = APNGWriter.delay(fps: fps)
        #expect(delay.numerator == numerator)
        #expect(delay.denominator == denominator)
    }
}

/// The big-endian 32-bit value at `offset`.
private func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
}
