import CPixelKernels
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// `pk_alloc_large`, the inflated rows' buffer: usable for every byte asked for, whole 2 MiB
/// blocks from 2 MiB on (so huge pages can back all of it), malloc's below.
@Suite("Large buffers")
struct LargeBufferTests {
    @Test(arguments: [1, 4_095, (2 << 20) - 1, 2 << 20, 3_341_184, 10_018_816, (13 << 20) + 7])
    func aBufferHoldsEveryByteAskedFor(bytes: Int) throws {
        let buffer = try #require(pk_alloc_large(bytes))
        defer { free(buffer) }
        #if os(Linux)
        if bytes >= 2 << 20 {
            #expect(Int(bitPattern: buffer) % (2 << 20) == 0, "2 MiB aligned")
        }
        #endif
        let bytesPointer = buffer.bindMemory(to: UInt8.self, capacity: bytes)
        for index in stride(from: 0, to: bytes, by: 4_096) { bytesPointer[index] = UInt8(truncatingIfNeeded: index >> 12) }
        bytesPointer[bytes - 1] = 0xA5
        #expect(bytesPointer[bytes - 1] == 0xA5)
        #expect(bytes < 8_192 || bytesPointer[4_096] == 1)
    }
}
