import CPixelKernels

/// SHA-256 (FIPS 180-4) of a byte buffer: the key of a golden in the golden cache, and the PngSuite manifest's digest.
package enum SHA256 {
    /// The 64 lowercase hexadecimal digits of the SHA-256 of `bytes`. `portable` skips the
    /// processor's SHA instructions (same digest; for tests).
    package static func hex(_ bytes: [UInt8], portable: Bool = false) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        bytes.withUnsafeBufferPointer { input in
            digest.withUnsafeMutableBufferPointer { out in
                pk_sha256(input.baseAddress, input.count, out.baseAddress, portable ? 1 : 0)
            }
        }
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
