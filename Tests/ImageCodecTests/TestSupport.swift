import Foundation
import Raster

/// Paths and helpers shared by the ImageCodec tests.
enum TestSupport {
    /// The package root, found from this file's location (…/Tests/ImageCodecTests/TestSupport.swift).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/testdata/pngsuite` beside the package.
    static let pngSuite: URL = packageRoot.appendingPathComponent("../shared/testdata/pngsuite").standardized

    /// This target's fixture folder.
    static let fixtures: URL = packageRoot.appendingPathComponent("Tests/ImageCodecTests/Fixtures")

    /// The PngSuite file names without extension, or [] when the suite is missing.
    static let pngSuiteNames: [String] = {
        let folder = pngSuite.appendingPathComponent("png").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
    }()

    /// Bytes of a file, or nil.
    static func bytes(_ url: URL) -> [UInt8]? {
        (try? Data(contentsOf: url)).map { [UInt8]($0) }
    }

    /// A flat JSON array of non-negative integers.
    static func integers(_ url: URL) -> [Int]? {
        guard let data = bytes(url) else { return nil }
        var values: [Int] = []
        var current: Int?
        for byte in data {
            if byte >= 0x30 && byte <= 0x39 {
                current = (current ?? 0) * 10 + Int(byte - 0x30)
            } else if let value = current {
                values.append(value)
                current = nil
            }
        }
        if let current { values.append(current) }
        return values
    }

    /// A fresh empty folder under the system temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("imagecodec-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A deterministic pseudo-random RGBA image (SplitMix64 seeded with `seed`).
    static func noise(width: Int, height: Int, seed: UInt64, opaque: Bool = false) -> RGBAImage {
        var generator = SplitMix64(seed: seed)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in pixels.indices {
            pixels[index] = UInt8(truncatingIfNeeded: generator.next())
            if opaque && index % 4 == 3 { pixels[index] = 255 }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// CRC-32 as used by PNG chunks.
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
}

/// A tiny, fast, deterministic generator.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
