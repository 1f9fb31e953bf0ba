import CZlib

/// CRC-32 as PNG uses it (ISO 3309 / ITU-T V.42: polynomial 0xEDB88320 reflected, initial value
/// and final XOR 0xFFFFFFFF), computed by zlib's `crc32`, the implementation libpng checks with.
package enum CRC32 {
    /// The CRC of `bytes`.
    package static func checksum(_ bytes: [UInt8]) -> UInt32 {
        update(0, bytes)
    }

    /// The CRC of the bytes that gave `crc` followed by `bytes` (zlib's convention: the running
    /// value is a finished CRC, 0 before any byte).
    package static func update(_ crc: UInt32, _ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            var value = CUnsignedLong(crc)
            var offset = 0
            while offset < buffer.count {
                // zlib takes a 32-bit length; longer input goes in pieces.
                let length = min(buffer.count - offset, Int(CUnsignedInt.max))
                value = crc32(value, buffer.baseAddress.map { $0 + offset }, CUnsignedInt(length))
                offset += length
            }
            return UInt32(truncatingIfNeeded: value)
        }
    }
}
