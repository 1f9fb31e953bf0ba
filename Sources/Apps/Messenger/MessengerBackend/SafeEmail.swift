/// An e-mail address as a database key, as the Messenger app writes it: every `.` and `@`
/// replaced by `-` (`bob@example.com` → `bob-example-com`). Other characters are kept, so an
/// address with `#`, `$`, `[` or `]` still makes an invalid key (``DatabasePath/child(_:)``).
public func safeEmail(_ email: String) -> String {
    var email = email
    // An ASCII address (nearly every one) maps byte for byte; otherwise a `.` that a combining
    // mark extends is a character of its own, which is kept.
    let ascii = email.withUTF8 { bytes in
        bytes.allSatisfy { $0 < 0x80 } ? String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for (index, byte) in bytes.enumerated() {
                buffer[index] = byte == UInt8(ascii: ".") || byte == UInt8(ascii: "@") ? UInt8(ascii: "-") : byte
            }
            return bytes.count
        } : nil
    }
    return ascii ?? String(email.map { $0 == "." || $0 == "@" ? "-" : $0 })
}
