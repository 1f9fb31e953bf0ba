import Foundation
import Raster
import Testing
import VirtualClock

/// Paths and helpers shared by the ImageCodec tests.
enum TestSupport {
    /// The package root, found from this file's location (…/Tests/ImageCodecTests/TestSupport.swift).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// This target's fixture folder.
    static let fixtures: URL = packageRoot.appendingPathComponent("Tests/ImageCodecTests/Fixtures")

    /// The vendored PngSuite (docs/pngsuite.md): `png/`, `reference/`, `SHA256SUMS`.
    static let pngSuite: URL = fixtures.appendingPathComponent("pngsuite")

    /// The PngSuite file names without extension, as `SHA256SUMS` lists them under `png/`, or []
    /// when the manifest is missing or malformed (``PngSuiteTests`` then fails).
    static let pngSuiteNames: [String] = ((try? pngSuiteManifest()) ?? []).compactMap { entry in
        entry.path.hasPrefix("png/") && entry.path.hasSuffix(".png") ? String(entry.path.dropFirst(4).dropLast(4)) : nil
    }.sorted()

    /// One line of `SHA256SUMS`: a file's path relative to the suite folder and its digest.
    struct ManifestEntry: Sendable, Equatable, CustomTestStringConvertible {
        var path: String
        var sha256: String
        var testDescription: String { path }
    }

    /// The entries of the PngSuite's `SHA256SUMS` (`sha256sum` format: 64 hex digits, two
    /// spaces, the relative path).
    static func pngSuiteManifest() throws(FixtureError) -> [ManifestEntry] {
        let url = pngSuite.appendingPathComponent("SHA256SUMS")
        guard let data = bytes(url) else {
            throw FixtureError("PngSuite not found: \(url.path) is missing; the fixtures are part of the "
                + "repository (restore them with `git checkout -- Tests/ImageCodecTests/Fixtures`)")
        }
        let hexDigits = Set("0123456789abcdef")
        return try String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated().map { index, line throws(FixtureError) in
            let digest = line.prefix(64)
            guard digest.count == 64, digest.allSatisfy(hexDigits.contains),
                  line.dropFirst(64).hasPrefix("  "), line.count > 66 else {
                throw FixtureError("\(url.path):\(index + 1): not `<sha256>  <path>`: \(line)")
            }
            return ManifestEntry(path: String(line.dropFirst(66)), sha256: String(digest))
        }
    }

    /// Every file under `folder`, as paths relative to it, sorted.
    static func files(under folder: URL) -> [String] {
        let root = folder.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        return walker.compactMap { $0 as? String }.filter { relative in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    /// The samples of PngSuite reference `stem` (e.g. `basn0g16` or `basn0g16_to8`): one byte
    /// each from `reference/<stem>.rgba8`, or two big-endian bytes each from
    /// `reference/<stem>.rgba16`; nil when neither exists.
    static func reference(_ stem: String) -> [Int]? {
        let folder = pngSuite.appendingPathComponent("reference")
        if let bytes = bytes(folder.appendingPathComponent(stem + ".rgba8")) {
            return bytes.map(Int.init)
        }
        guard let bytes = bytes(folder.appendingPathComponent(stem + ".rgba16")), bytes.count % 2 == 0 else {
            return nil
        }
        return stride(from: 0, to: bytes.count, by: 2).map { Int(bytes[$0]) << 8 | Int(bytes[$0 + 1]) }
    }

    /// Bytes of a file, or nil.
    static func bytes(_ url: URL) -> [UInt8]? {
        (try? Data(contentsOf: url)).map { [UInt8]($0) }
    }

    /// A fresh empty folder under the system temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("imagecodec-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A deterministic pseudo-random RGBA image (SeededGenerator seeded with `seed`).
    static func noise(width: Int, height: Int, seed: UInt64, opaque: Bool = false) -> RGBAImage {
        var generator = SeededGenerator(seed: seed)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in pixels.indices {
            pixels[index] = UInt8(truncatingIfNeeded: generator.next())
            if opaque && index % 4 == 3 { pixels[index] = 255 }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// `count` different 40×30 RGBA images: a square moving right over a gradient, with a
    /// translucent band whose alpha changes per frame.
    static func syntheticFrames(_ count: Int) -> [RGBAImage] {
        (0..<count).map { index in
            var image = RGBAImage(width: 40, height: 30)
            for y in 0..<30 {
                for x in 0..<40 {
                    image[x, y] = RGBA(UInt8(x * 6), UInt8(y * 8), UInt8(index * 30 % 256), 255)
                }
            }
            for y in 20..<26 {
                for x in 0..<40 { image[x, y] = RGBA(10, 200, 30, UInt8(40 + index * 50 % 200)) }
            }
            for y in 5..<15 {
                for x in (index * 5)..<(index * 5 + 10) where x < 40 { image[x, y] = RGBA(250, 20, 20, 255) }
            }
            return image
        }
    }

    /// Whether an executable named `name` is on PATH.
    static func isOnPath(_ name: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
    }

    /// CRC-32 as used by PNG chunks, bit by bit (independent of the codec's zlib-based one).
    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0 ..< 8 {
                crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }

    /// One PNG chunk with a correct CRC.
    static func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(payload.count)) + typeBytes + payload + bigEndian(crc32(typeBytes + payload))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// Runs `apngdis` on `apng` in `folder` and returns the frame files it wrote, in order
    /// (it names them out1.png … zero-padded to the count's digits, each with a .txt of its delay),
    /// and its exit status.
    static func apngdis(_ apng: [UInt8], in folder: URL) throws -> (frames: [String], status: Int32) {
        try Data(apng).write(to: folder.appendingPathComponent("animation.png"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["apngdis", "animation.png", "out"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let frames = files(under: folder).filter { $0.hasPrefix("out") && $0.hasSuffix(".png") }
        return (frames, process.terminationStatus)
    }
}

/// A fixture that is missing or malformed; the message says which file and how to restore it.
struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

