import Foundation
import Testing

/// Every `instagrid-sim` command shown in README.md and docs/ runs, and prints what is shown.
///
/// In a fenced block, a line `$ swift run instagrid-sim ARGS` (or `$ instagrid-sim ARGS`) is an
/// example whose following lines, up to the next `$ ` line or the block's end, are its output
/// (standard output, then standard error). A line `…` stands for any number of lines; durations
/// (`1.58 s`, `12 ms`) may differ. A bare `swift run instagrid-sim ARGS` line in an `sh` block is
/// an instruction: it must exit 0. Commands run in a scratch folder holding the project's
/// `Scenarios`, `docs` and `Goldens`, copied, so an example never changes the project.
@Suite("Doc examples", .serialized)
struct DocExamplesTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var file: String
        var line: Int
        var arguments: [String]
        /// nil for an instruction (exit 0 expected, output not checked).
        var output: [String]?

        var testDescription: String { "\(file):\(line): instagrid-sim \(arguments.joined(separator: " "))" }
    }

    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: CLI.root + "/docs")) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    static let examples: [Example] = documents.flatMap { examples(in: $0) }

    /// The examples of one Markdown file.
    static func examples(in document: String) -> [Example] {
        guard let text = try? String(contentsOfFile: CLI.root + "/" + document, encoding: .utf8) else { return [] }
        var found: [Example] = []
        var fence: String?
        var current: Example?
        func close() {
            if let example = current { found.append(example) }
            current = nil
        }
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```") {
                if fence == nil {
                    fence = String(line.dropFirst(3))
                } else {
                    close()
                    fence = nil
                }
                continue
            }
            guard let info = fence else { continue }
            let prompt = line.hasPrefix("$ ")
            let command = prompt ? String(line.dropFirst(2)) : line
            if let arguments = arguments(of: command), prompt || info == "sh" {
                close()
                current = Example(file: document, line: index + 1, arguments: arguments, output: prompt ? [] : nil)
            } else if prompt {
                close()
            } else if current?.output != nil {
                current?.output?.append(line)
            }
        }
        close()
        return found
    }

    /// The arguments of `swift run instagrid-sim …` or `instagrid-sim …` (words split on spaces;
    /// a trailing `# comment` dropped), or nil for another command.
    static func arguments(of command: String) -> [String]? {
        var words = shellWords(command)
        if let comment = words.firstIndex(where: { $0.hasPrefix("#") }) { words.removeSubrange(comment...) }
        if words.starts(with: ["swift", "run", "instagrid-sim"]) { return Array(words.dropFirst(3)) }
        if words.first == "instagrid-sim" { return Array(words.dropFirst()) }
        return nil
    }

    /// The words of a command line as a shell splits them: at spaces, except inside single
    /// quotes, which are removed (`--options '{a: 1}'` is two words).
    static func shellWords(_ command: String) -> [String] {
        var words: [String] = []
        var word: String?
        var quoted = false
        for character in command {
            if character == "'" {
                quoted.toggle()
                word = word ?? ""
            } else if character == " ", !quoted {
                if let finished = word { words.append(finished) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let finished = word { words.append(finished) }
        return words
    }

    /// `text` with durations replaced, so timings may differ.
    static func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: #"[0-9]+(\.[0-9]+)? (s|ms)\b"#, with: "<duration>", options: .regularExpression)
    }

    /// Whether `actual` shows `expected`: segments between `…` lines appear in order, each as
    /// consecutive lines; without `…` the two are equal.
    static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        let expected = expected.map(normalized)
        let actual = actual.map(normalized)
        let segments = expected.split(separator: "…", omittingEmptySubsequences: false).map(Array.init)
        if segments.count == 1 { return expected == actual }
        var position = 0
        for (index, segment) in segments.enumerated() {
            if segment.isEmpty { continue }
            if index == 0 {
                guard actual.starts(with: segment) else { return false }
                position = segment.count
                continue
            }
            if index == segments.count - 1 {
                guard actual.count - segment.count >= position, Array(actual.suffix(segment.count)) == segment else { return false }
                continue
            }
            var found = false
            while position + segment.count <= actual.count {
                if Array(actual[position..<position + segment.count]) == segment {
                    position += segment.count
                    found = true
                    break
                }
                position += 1
            }
            if !found { return false }
        }
        return true
    }

    @Test("the docs show examples")
    func docsHaveExamples() {
        #expect(Self.examples.contains { $0.file == "README.md" && $0.output != nil })
        #expect(Self.examples.count >= 5)
    }

    @Test("the matcher honours … and durations")
    func matcher() {
        #expect(Self.matches(["a", "…", "c 1.58 s"], ["a", "b", "b", "c 0.2 s"]))
        #expect(!Self.matches(["a", "c"], ["a", "b", "c"]))
        #expect(!Self.matches(["a", "…", "d"], ["a", "b", "c"]))
        #expect(Self.matches(["a", "…"], ["a", "x"]))
    }

    /// The result of each command line run so far: a command shown twice runs once.
    final class Runs: @unchecked Sendable {
        private let lock = NSLock()
        private var locks: [[String]: NSLock] = [:]
        private var results: [[String]: CLI.Result] = [:]

        /// The result of `arguments`, from `run` the first time only (a second caller of the same
        /// command waits for the first).
        func result(of arguments: [String], _ run: () throws -> CLI.Result) rethrows -> CLI.Result {
            let keyLock = lock.withLock {
                if let existing = locks[arguments] { return existing }
                let created = NSLock()
                locks[arguments] = created
                return created
            }
            keyLock.lock()
            defer { keyLock.unlock() }
            if let known = lock.withLock({ results[arguments] }) { return known }
            let result = try run()
            lock.withLock { results[arguments] = result }
            return result
        }
    }

    static let runs = Runs()

    @Test(arguments: examples)
    func example(_ example: Example) throws {
        let result = try Self.runs.result(of: example.arguments) { try Self.run(example.arguments) }
        var lines = (result.stdout + result.stderr).components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        guard var expected = example.output else {
            #expect(result.status == 0, "\(example.testDescription) exited \(result.status):\n\(lines.joined(separator: "\n"))")
            return
        }
        while expected.last == "" { expected.removeLast() }
        #expect(Self.matches(expected, lines),
                "\(example.testDescription) printed:\n\(lines.joined(separator: "\n"))\nbut the doc shows:\n\(expected.joined(separator: "\n"))")
    }

    /// Runs `instagrid-sim arguments…` in a scratch copy of the project.
    static func run(_ arguments: [String]) throws -> CLI.Result {
        let scratch = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let manager = FileManager.default
        // Copies, not links: a scenario file named on the command line (`docs/examples/…`) and a
        // scenario's photo in a sibling folder (`../Photos/…`) must stay inside the project the
        // command runs in.
        try manager.copyItem(atPath: CLI.root + "/Scenarios", toPath: scratch + "/Scenarios")
        try manager.copyItem(atPath: CLI.root + "/docs", toPath: scratch + "/docs")
        try manager.copyItem(atPath: CLI.root + "/Goldens", toPath: scratch + "/Goldens")
        return try CLI.run(arguments, in: scratch)
    }
}
