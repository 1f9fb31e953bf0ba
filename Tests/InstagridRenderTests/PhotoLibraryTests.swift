import Dispatch
import Foundation
import InstagridModel
import ImageCodec
import Raster
@testable import InstagridRender
import InstagridScenario
import Testing

/// Photos are checked when a scenario is loaded and decoded once, when first drawn.
@Suite struct PhotoLibraryTests {
    /// A scenario at `folder/s.yaml` declaring `photos` (alias → file name in `folder`), the path
    /// of each written on line 2, 3, … column 9.
    static func scenario(_ photos: [(alias: String, file: String)], in folder: String) -> Scenario<Instagrid> {
        var sources: [String: PhotoSource] = [:]
        for (index, photo) in photos.enumerated() {
            sources[photo.alias] = PhotoSource(
                alias: photo.alias, relativePath: photo.file, resolvedPath: folder + "/" + photo.file,
                location: SourceLocation(path: folder + "/s.yaml", line: index + 2, column: 9))
        }
        return Scenario(name: "s", path: folder + "/s.yaml", devices: [Device.all[1]], options: AppOptions(), photos: sources, steps: [])
    }

    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("photo-library-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func noise(_ width: Int, _ height: Int, seed: UInt8) -> RGBAImage {
        RGBAImage(width: width, height: height,
                  pixels: (0..<width * height * 4).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed)) | 0x0F })
    }

    /// A PNG whose header is fine and whose IDAT chunk is damaged (its CRC no longer matches).
    static func damagedPNG(_ image: RGBAImage) throws -> [UInt8] {
        var bytes = try PNGCodec.encode(image)
        let idat = Array("IDAT".utf8)
        let type = try #require((8..<bytes.count - 4).first { Array(bytes[$0..<$0 + 4]) == idat })
        let length = bytes[type - 4..<type].reduce(0) { $0 << 8 | Int($1) }
        bytes[type + 4 + length + 3] ^= 0xFF // the chunk's CRC
        return bytes
    }

    @Test("Loading reads headers only; each photo is decoded when first asked for, once")
    func lazyAndOnce() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let a = Self.noise(30, 20, seed: 1), b = Self.noise(12, 12, seed: 2)
        try ImageFile.writePNG(a, to: folder + "/a.png")
        try ImageFile.writePNG(b, to: folder + "/b.png")
        let library = try PhotoLibrary.load(Self.scenario([("a", "a.png"), ("b", "b.png")], in: folder))
        #expect(library.aliases == ["a", "b"])
        #expect(library.decodeCount(of: "a") == 0 && library.decodeCount(of: "b") == 0)

        #expect(library["a"] == a)
        #expect(library["a"] == a)
        #expect(library.decodeCount(of: "a") == 1)
        #expect(library.decodeCount(of: "b") == 0)
        #expect(library["missing"] == nil)

        // Copies share what was decoded.
        let copy = library
        #expect(copy["b"] == b)
        #expect(library.decodeCount(of: "b") == 1)
        #expect(library.images == ["a": a, "b": b])
        #expect(library.failures.isEmpty)
    }

    @Test("Render threads asking for the same photo at once decode it once and get the same pixels")
    func concurrentFirstDraw() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let image = Self.noise(400, 300, seed: 3)
        try ImageFile.writePNG(image, to: folder + "/p.png")
        for _ in 0..<5 {
            let library = try PhotoLibrary.load(Self.scenario([("p", "p.png")], in: folder))
            let results = Results()
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                results.set(index, library["p"])
            }
            #expect(library.decodeCount(of: "p") == 1)
            #expect(results.all.count == 8 && results.all.allSatisfy { $0 == image })
        }
    }

    @Test("A file that is not an image, or whose header is bad or too large, is a load error at its path's line")
    func loadErrors() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("this is not a picture".utf8).write(to: URL(fileURLWithPath: folder + "/fake.png"))
        try Data().write(to: URL(fileURLWithPath: folder + "/empty.png"))
        try Data(PNGCodec.signature).write(to: URL(fileURLWithPath: folder + "/signature.png"))
        try ImageFile.writePNG(Self.noise(40, 30, seed: 4), to: folder + "/big.png")
        func error(_ file: String, limits: ImageLimits = .default) -> String? {
            do {
                _ = try PhotoLibrary.load(Self.scenario([("ok", "big.png"), ("x", file)], in: folder), limits: limits)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error("fake.png") == "\(folder)/s.yaml:3:9: error: photo 'x' is not a valid image: not a PNG or JPEG image")
        #expect(error("empty.png")
                == "\(folder)/s.yaml:3:9: error: photo 'x' is not a valid image: not a PNG or JPEG image: file is empty")
        #expect(error("signature.png")?.hasPrefix("\(folder)/s.yaml:3:9: error: photo 'x' is not a valid image: not a valid PNG: ") == true)
        #expect(error("big.png", limits: ImageLimits(maxPixels: 1000))
                == "\(folder)/s.yaml:2:9: error: photo 'ok' is not a valid image: image too large: 40×30 is 1200 pixels, limit is 1000")
    }

    @Test("Damaged pixel data loads, then fails when first drawn: the slot is drawn empty and the error names the file")
    func drawTimeFailure() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(try Self.damagedPNG(Self.noise(20, 20, seed: 5))).write(to: URL(fileURLWithPath: folder + "/bad.png"))
        let library = try PhotoLibrary.load(Self.scenario([("bad", "bad.png")], in: folder))
        #expect(library.failures.isEmpty)
        #expect(library["bad"] == nil)
        #expect(library["bad"] == nil)
        #expect(library.decodeCount(of: "bad") == 1)
        #expect(library.failures.map(\.description) == [
            "\(folder)/s.yaml:2:9: error: photo 'bad' is not a valid image: \(folder)/bad.png: not a valid PNG: IDAT: CRC error",
        ])

        let variant = Variant(device: Device.all[1], orientation: .portrait)
        let state = Fixture.state(variant, layout: .two, photos: [1: "bad"])
        #expect(ScreenRenderer(photos: library).render(state) == Fixture.emptyScreen(variant, layout: .two))
    }
}

/// Results written by concurrent workers.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: RGBAImage?] = [:]

    func set(_ index: Int, _ value: RGBAImage?) {
        lock.lock()
        values[index] = .some(value)
        lock.unlock()
    }

    var all: [RGBAImage?] {
        lock.lock()
        defer { lock.unlock() }
        return Array(values.values)
    }
}
