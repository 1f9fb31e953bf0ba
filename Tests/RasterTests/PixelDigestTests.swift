import CPixelKernels
import Testing
@testable import Raster

/// The pixel digest runs SSE2 code on x86-64 and plain C elsewhere; the golden cache stores its
/// values on disk, so both must compute the same function on every length.
@Suite("Pixel digest")
struct PixelDigestTests {
    static func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var generator = ResampleKernelChoiceTests.Generator(state: seed)
        return (0 ..< count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    }

    static func digest(_ bytes: [UInt8], _ kernels: pk_kernels) -> [UInt64] {
        var out: [UInt64] = [0, 0]
        bytes.withUnsafeBufferPointer { pk_digest128_using($0.baseAddress, $0.count, &out, kernels) }
        return out
    }

    @Test("SSE2 and plain C give the same digest, across stripe, scramble and tail boundaries",
          arguments: [0, 1, 63, 64, 65, 127, 1023, 1024, 1025, 2047, 2048, 4159, 65_536, 1_000_003])
    func pathsAgree(count: Int) {
        let data = Self.bytes(count, seed: UInt64(count) &+ 1)
        #expect(Self.digest(data, PK_KERNELS_FASTEST) == Self.digest(data, PK_KERNELS_BASELINE))
    }

    @Test("one flipped bit anywhere, or one more zero byte, changes the digest")
    func sensitivity() {
        let data = Self.bytes(5000, seed: 42)
        let digest = Self.digest(data, PK_KERNELS_FASTEST)
        var seen: Set<[UInt64]> = [digest]
        for position in [0, 7, 8, 63, 64, 1023, 1024, 2047, 4991, 4999] {
            for bit in [0, 3, 7] {
                var flipped = data
                flipped[position] ^= UInt8(1 << bit)
                let other = Self.digest(flipped, PK_KERNELS_FASTEST)
                #expect(other != digest, "byte \(position), bit \(bit)")
                #expect(Self.digest(flipped, PK_KERNELS_BASELINE) == other)
                seen.insert(other)
            }
        }
        #expect(seen.count == 31)
        #expect(Self.digest(data + [0], PK_KERNELS_FASTEST) != digest)
        // Zeros in every length give different digests (the length is folded in).
        let zeros = (0 ..< 200).map { Self.digest([UInt8](repeating: 0, count: $0), PK_KERNELS_FASTEST) }
        #expect(Set(zeros).count == 200)
    }

    @Test("PixelDigest of an image is the digest of its pixels, with its size")
    func imageDigest() {
        let image = RGBAImage(width: 31, height: 17, pixels: Self.bytes(31 * 17 * 4, seed: 5))
        #expect(PixelDigest(image) == PixelDigest(image))
        #expect(PixelDigest(image) != PixelDigest(RGBAImage(width: 17, height: 31, pixels: image.pixels)))
    }
}
