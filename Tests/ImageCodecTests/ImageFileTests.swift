import Foundation
import ImageCodec
import Raster
import Testing

@Suite struct ImageFileTests {
    @Test func sniffsContentNotExtension() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = TestSupport.noise(width: 9, height: 7, seed: 11)
        let pngNamedJPG = folder.appendingPathComponent("really-a-png.jpg").path
        try ImageFile.writePNG(image, to: pngNamedJPG)
        #expect(try ImageFile.read(pngNamedJPG) == image)

        let jpeg = try JPEGCodecTests.fixture("quadrants.jpg")
        let jpegNamedPNG = folder.appendingPathComponent("really-a-jpeg.png")
        try Data(jpeg).write(to: jpegNamedPNG)
        #expect(try ImageFile.read(jpegNamedPNG.path) == JPEGCodec.decode(jpeg))

        #expect(ImageFormat.sniff(try PNGCodec.encode(image)) == .png)
        #expect(ImageFormat.sniff(jpeg) == .jpeg)
        #expect(ImageFormat.sniff(Array("GIF89a".utf8)) == nil)
    }

    @Test func emptyAndGarbageAreRejected() {
        #expect(throws: ImageCodecError(.unknownFormat, "file is empty", path: "empty.png")) {
            _ = try ImageFile.decode([], name: "empty.png")
        }
        let garbage = Array("hello, not an image".utf8)
        #expect(throws: ImageCodecError(.unknownFormat, "")) { _ = try ImageFile.decode(garbage) }
        #expect("\(ImageCodecError(.unknownFormat, "", path: "a.png"))" == "a.png: not a PNG or JPEG image")
        #expect(throws: ImageCodecError.self) { _ = try PNGCodec.decode(garbage) }
        #expect(throws: ImageCodecError.self) { _ = try JPEGCodec.decode(garbage) }
    }

    @Test func fileErrorsNameTheFile() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.png").path
        let error = try #require(throws: ImageCodecError.self) { try ImageFile.read(missing) }
        #expect(error.kind == .readFailed && error.path == missing)
        #expect(error.description == "\(missing): cannot read file: No such file or directory")

        let truncated = folder.appendingPathComponent("truncated.png")
        let bytes = try PNGCodec.encode(TestSupport.noise(width: 30, height: 30, seed: 5))
        try Data(bytes.prefix(bytes.count / 2)).write(to: truncated)
        let truncatedError = try #require(throws: ImageCodecError.self) { try ImageFile.read(truncated.path) }
        #expect(truncatedError.kind == .invalidPNG)
        #expect(truncatedError.description.hasPrefix("\(truncated.path): not a valid PNG: "))

        #expect(throws: ImageCodecError.self) { try ImageFile.read(folder.path) }
    }

    @Test func writeIsAtomicAndLeavesNoTemporaryFiles() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("golden.png").path
        let first = TestSupport.noise(width: 20, height: 10, seed: 1)
        let second = TestSupport.noise(width: 10, height: 20, seed: 2, opaque: true)
        try ImageFile.writePNG(first, to: path)
        try ImageFile.writePNG(second, to: path)
        #expect(try ImageFile.read(path) == second)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["golden.png"])

        #expect(TestSupport.bytes(URL(fileURLWithPath: path)) == (try PNGCodec.encode(second)))

        // Missing folders are created; a regular file in the way is an error naming the path.
        let nested = folder.appendingPathComponent("new/folder/x.png").path
        try ImageFile.writePNG(first, to: nested)
        #expect(try ImageFile.read(nested) == first)
        let nowhere = folder.appendingPathComponent("golden.png/x.png").path
        let error = try #require(throws: ImageCodecError.self) { try ImageFile.writePNG(first, to: nowhere) }
        #expect(error.kind == .writeFailed && error.path == nowhere)
        let empty = try #require(throws: ImageCodecError.self) {
            try ImageFile.writePNG(RGBAImage(width: 0, height: 3), to: path)
        }
        #expect(empty.kind == .encodingFailed && empty.path == path)
    }
}
