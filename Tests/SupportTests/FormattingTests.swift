import Testing
import Support

@Suite("Echoed user text and byte sizes in messages")
struct FormattingTests {
    @Test("Short text is echoed as is")
    func shortText() {
        #expect(echo("iphone-8") == "iphone-8")
        #expect(echo("") == "")
        #expect(echo(String(repeating: "x", count: 60)) == String(repeating: "x", count: 60))
    }

    @Test("Text longer than 60 characters is cut to 60 and marked with …")
    func longText() {
        let long = String(repeating: "x", count: 4_000_000)
        #expect(echo(long) == String(repeating: "x", count: 60) + "…")
        #expect(echo(String(repeating: "é", count: 61)) == String(repeating: "é", count: 60) + "…")
        #expect(echo("abcdef", limit: 3) == "abc…")
    }

    @Test("Control characters are written out, so they cannot drive the terminal")
    func controlCharacters() {
        #expect(echo("a\u{0}b") == "a\\u{0}b")
        #expect(echo("\u{1B}[31mred") == "\\u{1B}[31mred")
        #expect(echo("tab\there\n") == "tab\\u{9}here\\u{A}")
    }

    @Test("Sizes read in binary units with at most one decimal",
          arguments: [(0, "0 bytes"), (1, "1 byte"), (1023, "1023 bytes"), (1024, "1 KiB"), (1536, "1.5 KiB"),
                      (1 << 20, "1 MiB"), (4_000_020, "3.8 MiB"), (256 << 20, "256 MiB"), (1 << 40, "1 TiB"),
                      (Int.max, "8 EiB")])
    func bytes(count: Int, text: String) {
        #expect(formatBytes(count) == text)
    }
}
