import Foundation
import Raster

/// Image helpers shared by the PixelDiff, Golden and command tests: small images, a reference PNG
/// encoder that needs no codec, temporary folders and what they hold.
package enum Images {
    /// A `width`×`height` image of one colour.
    package static func solid(_ width: Int, _ height: Int, _ colour: RGBA = RGBA(255, 255, 255)) -> RGBAImage {
        RGBAImage(width: width, height: height, fill: colour)
    }

    /// `image` with the pixel at (x, y) replaced.
    package static func with(_ image: RGBAImage, _ x: Int, _ y: Int, _ colour: RGBA) -> RGBAImage {
        var copy = image
        copy[x, y] = colour
        return copy
    }

    /// A deterministic pseudo-random image (xorshift), opaque unless `alpha` is true.
    package static func noise(_ width: Int, _ height: Int, seed: UInt64, alpha: Bool = false) -> RGBAImage {
        var state = seed | 1
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<bytes.count {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            bytes[i] = (i % 4 == 3 && !alpha) ? 255 : UInt8(truncatingIfNeeded: state)
        }
        return RGBAImage(width: width, height: height, pixels: bytes)
    }
}

/// A minimal PNG encoder for tests only: RGBA8, no filtering, zlib "stored" (uncompressed)
/// blocks. Produces valid files that browsers and image tools read.
package enum TestPNG {
    package static func encode(_ image: RGBAImage) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity((image.width * 4 + 1) * image.height)
        for y in 0..<image.height {
            raw.append(0)
            let start = y * image.width * 4
            raw.append(contentsOf: image.pixels[start..<(start + image.width * 4)])
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, raw.count - offset)
            let final: UInt8 = offset + count == raw.count ? 1 : 0
            zlib.append(final)
            zlib += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[offset..<(offset + count)]
            offset += count
        } while offset < raw.count
        zlib += bigEndian(adler32(raw))

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
        header += [8, 6, 0, 0, 0]
        png += chunk("IHDR", header)
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return png
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    package static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }

    package static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return (b << 16) | a
    }
}

/// A fresh empty directory among the test process's temporary folders (``TestFolders``).
package func temporaryDirectory(_ label: String) throws -> String {
    try TestFolders.make("golden-tests-\(label)")
}

/// Every file under `folder`: its path relative to the folder → its bytes.
package func filesUnder(_ folder: String) -> [String: Data] {
    var found: [String: Data] = [:]
    for case let relative as String in FileManager.default.enumerator(atPath: folder)?.allObjects ?? [] {
        var isFolder: ObjCBool = false
        let path = folder + "/" + relative
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
            found[relative] = FileManager.default.contents(atPath: path)
        }
    }
    return found
}
