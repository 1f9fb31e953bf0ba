import Testing
import Support

/// The golden cache and the PngSuite manifest check are only as good as their digest (OpenSSL's
/// libcrypto): FIPS 180-4's examples, one to three blocks and a million bytes.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func knownDigests(message: String, digest: String) {
        #expect(SHA256.hex(Array(message.utf8)) == digest)
        // The same bytes given in parts.
        let bytes = Array(message.utf8)
        #expect(SHA256.hex(of: [Array(bytes.prefix(1)), [], Array(bytes.dropFirst())]) == digest)
    }

    @Test("A million 'a' (FIPS 180-4's long example)")
    func millionA() {
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("Random bytes differ from call to call")
    func random() throws {
        let a = try #require(secureRandomBytes(32)), b = try #require(secureRandomBytes(32))
        #expect(a.count == 32 && a != b)
    }
}
