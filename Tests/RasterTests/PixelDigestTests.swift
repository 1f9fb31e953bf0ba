import Testing
import VirtualClock
@testable import Raster

/// The pixel digest is XXH3-128 (seed 0) from the system's libxxhash; the golden cache stores its
/// values on disk.
@Suite("Pixel digest")
struct PixelDigestTests {
    static func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var generator = SeededGenerator(seed: seed)
        return (0 ..< count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    }

    @Test("XXH3-128 of the empty input with seed 0 is the published 99aa06d3014798d8 6001c324468d497f")
    func publishedVector() {
        let hash = PixelDigest.xxh3_128([])
        #expect(hash.high == 0x99aa_06d3_0147_98d8)
        #expect(hash.low == 0x6001_c324_468d_497f)
    }

    @Test("one flipped bit anywhere, or one more zero byte, changes the digest")
    func sensitivity() {
        let data = Self.bytes(5000, seed: 42)
        let digest = PixelDigest.xxh3_128(data)
        var seen: Set<[UInt64]> = [[digest.low, digest.high]]
        for position in [0, 7, 8, 63, 64, 1023, 1024, 2047, 4991, 4999] {
            for bit in [0, 3, 7] {
                var flipped = data
                flipped[position] ^= UInt8(1 << bit)
                let other = PixelDigest.xxh3_128(flipped)
                seen.insert([other.low, other.high])
            }
        }
        #expect(seen.count == 31)
        let longer = PixelDigest.xxh3_128(data + [0])
        #expect([longer.low, longer.high] != [digest.low, digest.high])
    }

    @Test("PixelDigest of an image is the digest of its pixels, with its size")
    func imageDigest() {
        let image = RGBAImage(width: 31, height: 17, pixels: Self.bytes(31 * 17 * 4, seed: 5))
        #expect(PixelDigest(image) == PixelDigest(image))
        #expect(PixelDigest(image).low == PixelDigest.xxh3_128(image.pixels).low)
        #expect(PixelDigest(image) != PixelDigest(RGBAImage(width: 17, height: 31, pixels: image.pixels)))
    }
}
