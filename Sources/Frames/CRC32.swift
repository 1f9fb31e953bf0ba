/// CRC-32 as PNG uses it (ISO 3309 / ITU-T V.42: polynomial 0xEDB88320 reflected, initial value
/// and final XOR 0xFFFFFFFF), table-driven, one byte at a time.
public enum CRC32 {
    /// The 256-entry table for the reflected polynomial.
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
        }
        return value
    }

    /// The CRC of `bytes`.
    public static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        finish(update(start, bytes))
    }

    /// The running value before any byte.
    static let start: UInt32 = 0xFFFF_FFFF

    /// The running value after `bytes`.
    static func update<Bytes: Sequence>(_ crc: UInt32, _ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        table.withUnsafeBufferPointer { table in
            var crc = crc
            let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
                for byte in buffer {
                    crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
                }
            }
            if done == nil {
                for byte in bytes {
                    crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
                }
            }
            return crc
        }
    }

    /// The CRC from a running value.
    static func finish(_ crc: UInt32) -> UInt32 { crc ^ 0xFFFF_FFFF }
}
