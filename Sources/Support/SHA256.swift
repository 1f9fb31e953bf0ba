import CCrypto

/// SHA-256 (FIPS 180-4), computed by the system's OpenSSL libcrypto (`EVP_sha256`): the key of
/// a golden in the golden cache, and the PngSuite manifest's digest. The choice of libcrypto over
/// a digest of the package's own or swift-crypto is in docs/security.md.
package enum SHA256 {
    /// The 64 lowercase hexadecimal digits of the SHA-256 of `bytes`.
    package static func hex(_ bytes: [UInt8]) -> String {
        hex(of: [bytes])
    }

    /// The 64 lowercase hexadecimal digits of the SHA-256 of the concatenation of `parts`
    /// (e.g. a secret followed by a file's bytes), without copying them together.
    package static func hex(of parts: [[UInt8]]) -> String {
        hexDigits(digest(parts))
    }

    /// The 32 bytes of the SHA-256 of the concatenation of `parts`.
    package static func digest(_ parts: [[UInt8]]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 32)
        guard let context = EVP_MD_CTX_new() else { fatalError("libcrypto: cannot allocate a digest context") }
        defer { EVP_MD_CTX_free(context) }
        var ok = EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1
        for part in parts where ok {
            ok = part.withUnsafeBufferPointer { EVP_DigestUpdate(context, $0.baseAddress, $0.count) } == 1
        }
        var length: UInt32 = 0
        if ok { ok = out.withUnsafeMutableBufferPointer { EVP_DigestFinal_ex(context, $0.baseAddress, &length) } == 1 }
        precondition(ok && length == 32, "libcrypto: SHA-256 failed")
        return out
    }

    /// `bytes` as lowercase hexadecimal digits.
    package static func hexDigits(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

/// Cryptographically secure random bytes from the operating system (`RAND_bytes`, which draws
/// on `getrandom`); nil only when the system cannot give them.
package func secureRandomBytes(_ count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    let ok = bytes.withUnsafeMutableBufferPointer { RAND_bytes($0.baseAddress, Int32($0.count)) } == 1
    return ok ? bytes : nil
}
