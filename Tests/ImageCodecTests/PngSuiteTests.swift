import Foundation
import ImageCodec
import Raster
import Support
import Testing

/// Conformance against PngSuite with per-file reference pixels (`reference/<name>.rgba8` or
/// `.rgba16`), vendored under `Fixtures/pngsuite` with a `SHA256SUMS` manifest.
@Suite struct PngSuiteTests {
    static let corrupt = TestSupport.pngSuiteNames.filter { $0.hasPrefix("x") }
    static let valid = TestSupport.pngSuiteNames.filter { !$0.hasPrefix("x") }
    static let manifest = (try? TestSupport.pngSuiteManifest()) ?? []

    @Test func suiteIsPresent() throws {
        let folder = TestSupport.pngSuite.path
        _ = try TestSupport.pngSuiteManifest()
        try #require(!TestSupport.pngSuiteNames.isEmpty,
                     "PngSuite not found at \(folder)/png — the conformance tests did not run")
        #expect(TestSupport.pngSuiteNames.count == 175)
        #expect(Self.corrupt.count == 14)
    }

    /// The manifest names exactly the files in the folder (besides itself), once each.
    @Test func manifestListsEveryFile() throws {
        let listed = try TestSupport.pngSuiteManifest().map(\.path)
        let present = TestSupport.files(under: TestSupport.pngSuite).filter { $0 != "SHA256SUMS" }
        #expect(Set(listed).count == listed.count, "SHA256SUMS lists a file twice")
        #expect(listed.sorted() == listed, "SHA256SUMS is not sorted by path")
        let missing = Set(listed).subtracting(present).sorted()
        let unlisted = Set(present).subtracting(listed).sorted()
        #expect(missing.isEmpty, "listed in SHA256SUMS but missing: \(missing)")
        #expect(unlisted.isEmpty, "not in SHA256SUMS (run tools/vendor-pngsuite.py): \(unlisted)")
        #expect(listed.contains("LICENSE") && listed.contains("PngSuite.README"))
    }

    /// Every fixture file has the digest the manifest gives it.
    @Test(arguments: manifest)
    func fileMatchesManifest(entry: TestSupport.ManifestEntry) throws {
        let url = TestSupport.pngSuite.appendingPathComponent(entry.path)
        let bytes = try #require(TestSupport.bytes(url), "\(url.path): missing")
        #expect(SHA256.hex(bytes) == entry.sha256, "\(url.path): damaged (SHA-256 differs from SHA256SUMS)")
    }

    @Test(arguments: valid)
    func decodesLikeReference(name: String) throws {
        let png = TestSupport.pngSuite.appendingPathComponent("png/\(name).png")
        let image = try ImageFile.read(png.path)
        guard let reference = TestSupport.reference(name) else {
            Issue.record("no reference pixels for \(name)")
            return
        }
        #expect(reference.count == image.width * image.height * 4, "\(name): reference size")
        let sixteenBit = name.hasSuffix("16")
        if sixteenBit {
            // The 16-bit reference, reduced exactly as the decoder documents.
            let expected = reference.map { UInt8(($0 * 255 + 32767) / 65535) }
            #expect(image.pixels == expected, "\(name): differs from 16-bit reference scaled to 8 bits")
            // The separate 8-bit references were made by another converter; allow rounding.
            if let to8 = TestSupport.reference("\(name)_to8") {
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
