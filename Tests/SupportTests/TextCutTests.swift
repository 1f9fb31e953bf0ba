import Foundation
import Testing
import Support

/// The one cut of repeated text (`cutText`, behind `echo` and every trace, timeline and message)
/// and the name rules beside it (docs/security.md).
@Suite("Text is cut by bytes and by characters; Windows device names and dead studios' folders")
struct TextCutTests {
    @Test("text is cut at the first of its character and byte bounds")
    func bounds() {
        #expect(cutText("abcdef", characters: 3, bytes: 100) == ("abc", true))
        #expect(cutText("abcdef", characters: 100, bytes: 4) == ("abcd", true))
        #expect(cutText("abc", characters: 3, bytes: 3) == ("abc", false))
        #expect(cutText("", characters: 0, bytes: 0) == ("", false))
        // Three bytes a letter: four bytes keep one letter, never half of the second.
        #expect(cutText("€€€", characters: 10, bytes: 4) == ("€", true))
        #expect(cutText("abc", characters: -1, bytes: -1) == ("", true))
    }

    @Test("one character of 400 kB (a letter and 200,000 combining marks) is cut between its scalars")
    func hugeGrapheme() {
        let grapheme = "a" + String(repeating: "\u{301}", count: 200_000)
        #expect(grapheme.count == 1)
        let (kept, isCut) = cutText(grapheme, characters: 60, bytes: 240)
        #expect(isCut)
        #expect(kept.utf8.count <= 240)
        #expect(kept.unicodeScalars.first == "a")
        let echoed = echo(grapheme)
        #expect(echoed.utf8.count <= 240 + "…".utf8.count)
        #expect(echoed.hasSuffix("…"))
        // A megabyte of text quotes 60 characters.
        #expect(echo(String(repeating: "x", count: 1 << 20)).count == 61)
    }

    @Test("the line and paragraph separators are escaped like control characters: they end lines in YAML")
    func separators() {
        #expect(escapedForTerminal("a\u{2028}b\u{2029}c") == "a\\u{2028}b\\u{2029}c")
        #expect(PathComponent.problem("a\u{2028}b") != nil)
    }

    @Test("Windows device names are recognized whatever their case and extension", arguments: [
        ("CON", true), ("nul", true), ("Nul.yaml", true), ("aux.txt", true), ("PRN", true), ("com1", true),
        ("LPT9.yaml", true), ("COM¹", true), ("con .yaml", true),
        ("console", false), ("nullable", false), ("com10", false), ("lpt", false), ("icon", false), ("a-con", false),
    ])
    func windowsNames(name: String, reserved: Bool) {
        #expect(PathComponent.isWindowsReserved(name) == reserved)
    }

    @Test("a studio's private folder left by a process that is gone is removed; a live one's is kept")
    func privateFoldersOfDeadProcesses() throws {
        let base = NSTemporaryDirectory() + "/text-cut-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        let dead = try TemporaryFilesTests.deadPID()
        let own = TemporaryFilesTests.ownPID
        for name in ["studio-\(dead)-abc123", "studio-\(own)-abc123", "studio-\(dead)-x", "other-\(dead)-abc123"] {
            try FileManager.default.createDirectory(atPath: base + "/" + name, withIntermediateDirectories: false)
        }
        TemporaryFilesTests.touch(base + "/studio-\(dead)-fil123")
        let removed = TemporaryFiles.sweepPrivateFolders(prefix: "studio-", in: base)
        #expect(removed == [base + "/studio-\(dead)-abc123"])
        #expect(TemporaryFilesTests.names(base) == ["other-\(dead)-abc123", "studio-\(dead)-fil123", "studio-\(dead)-x",
                                                    "studio-\(own)-abc123"].sorted())
    }
}
