import Foundation
import Support
import Testing

@Suite("Command lines printed for copying into a shell")
struct ShellQuotingTests {
    @Test("Plain words stay as they are; others are quoted", arguments: [
        ("iphone-8", "iphone-8"), ("a/b.yaml", "a/b.yaml"), ("", "''"), ("a b", "'a b'"),
        ("{incompleteGrid: alert}", "'{incompleteGrid: alert}'"), ("it's", #"'it'\''s'"#), ("$HOME", "'$HOME'"),
        ("`id`", "'`id`'"), ("a\"b", #"'a"b'"#), ("a\nb", #"$'a\nb'"#), ("\u{1B}[31m'\\", #"$'\033[31m\'\\'"#),
    ])
    func quoted(word: String, expected: String) {
        #expect(shellQuoted(word) == expected)
    }

    @Test("bash reads every quoted word back as it was, on one line")
    func roundTrip() throws {
        let words = ["plain", "two words", "it's", "$HOME and `id` and $(id)", "tab\there", "new\nline\n::error::x",
                     "\u{1B}]0;title\u{07}", "back\\slash", "quote\"d", "é ü 漢字", "", "-n", "*", "~", "a;b|c&d>e<f", "{a: b}"]
        let command = shellCommand(words)
        #expect(!command.contains("\n") && !command.unicodeScalars.contains { $0.value < 0x20 })
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "for word in " + command + "; do printf '%s\\0' \"$word\"; done"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var read = String(decoding: data, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        read.removeLast()
        #expect(read == words)
    }
}
