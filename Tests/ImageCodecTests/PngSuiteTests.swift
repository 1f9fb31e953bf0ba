import Foundation
import ImageCodec
import Raster
import Testing

/// Conformance against PngSuite with per-file reference pixels (`json/<name>.json`).
@Suite struct PngSuiteTests {
    static let corrupt = TestSupport.pngSuiteNames.filter { $0.hasPrefix("x") }
    static let valid = TestSupport.pngSuiteNames.filter { !$0.hasPrefix("x") }

    @Test func suiteIsPresent() {
        let folder = TestSupport.pngSuite.path
        if TestSupport.pngSuiteNames.isEmpty {
            Issue.record("PngSuite not found at \(folder)/png — the conformance tests did not run")
            return
        }
        #expect(TestSupport.pngSuiteNames.count == 175)
        #expect(Self.corrupt.count == 14)
    }

    @Test(arguments: valid)
    func decodesLikeReference(name: String) throws {
        let png = TestSupport.pngSuite.appendingPathComponent("png/\(name).png")
        let json = TestSupport.pngSuite.appendingPathComponent("json")
        let image = try ImageFile.read(png.path)
        guard let reference = TestSupport.integers(json.appendingPathComponent("\(name).json")) else {
            Issue.record("no reference json for \(name)")
            return
        }
        #expect(reference.count == image.width * image.height * 4, "\(name): reference size")
        let sixteenBit = name.hasSuffix("16")
        if sixteenBit {
            // The 16-bit reference, reduced exactly as the decoder documents.
            let expected = reference.map { UInt8(($0 * 255 + 32767) / 65535) }
            #expect(image.pixels == expected, "\(name): differs from 16-bit reference scaled to 8 bits")
            // The separate 8-bit references were made by another converter; allow rounding.
            if let to8 = TestSupport.integers(json.appendingPathComponent("\(name)_to8.json")) {
                let worst = zip(image.pixels, to8).map { abs(Int($0) - $1) }.max() ?? 0
                #expect(to8.count == image.pixels.count && worst <= 1, "\(name): off by \(worst) from _to8")
            }
        } else {
            #expect(image.pixels == reference.map { UInt8(clamping: $0) }, "\(name): pixels differ")
        }
    }

    @Test(arguments: corrupt)
    func rejectsCorruptFile(name: String) throws {
        let path = TestSupport.pngSuite.appendingPathComponent("png/\(name).png").path
        let data = try #require(TestSupport.bytes(URL(fileURLWithPath: path)))
        #expect {
            _ = try PNGCodec.decode(data)
        } throws: { error in
            guard let error = error as? ImageCodecError else { return false }
            return error.kind == .invalidPNG && !error.message.isEmpty
        }
        #expect {
            _ = try ImageFile.read(path)
        } throws: { error in
            (error as? ImageCodecError)?.path == path && "\(error)".hasPrefix(path + ": ")
        }
    }
}
