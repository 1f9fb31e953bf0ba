import Support
import Yams

/// YAML syntax errors as scenario errors.
extension ScenarioDocument {
    /// A Yams error as `path:line:column: error: invalid YAML: …`.
    static func syntaxError(_ yamlError: YamlError, in yaml: String, path: String) -> ScenarioError {
        switch yamlError {
        case let .scanner(context, problem, mark, _),
             let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            var message = "invalid YAML: \(problem)"
            if problem == "but found another document" {
                message = "invalid YAML: found a second document; a scenario file holds one"
            } else if problem.hasPrefix("Maximum nesting level reached") {
                // libyaml's own bound, which keeps the parser's recursion shallow.
                message = "invalid YAML: lists and mappings nest more than \(Self.maxNesting) levels deep"
            } else if let context {
                message += " (\(context.text) at \(context.mark.line):\(context.mark.column))"
            }
            return ScenarioError(message, at: SourceLocation(path: path, line: mark.line, column: mark.column))
        case let .reader(problem, offset, _, _):
            let (line, column) = offset.map { Self.lineAndColumn(ofCharacter: $0, in: yaml) } ?? (1, 1)
            return ScenarioError("invalid YAML: \(problem)", at: SourceLocation(path: path, line: line, column: column))
        case let .duplicatedKeysInMapping(duplicates, context):
            let key = duplicates.first ?? ""
            let (line, column) = Self.repeatedKey(key, after: context.mark, in: yaml)
            return ScenarioError("duplicate key '\(echo(key))'; a key may appear only once in a mapping",
                                 at: SourceLocation(path: path, line: line, column: column))
        default:
            return ScenarioError("invalid YAML: \(yamlError)", path: path)
        }
    }

    /// How deeply libyaml lets lists and mappings nest.
    static let maxNesting = 1000

    /// 1-based line and column of the character at `offset` (columns count Unicode scalars).
    static func lineAndColumn(ofCharacter offset: Int, in text: String) -> (Int, Int) {
        var line = 1, column = 1
        for character in text.prefix(offset) {
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return (line, column)
    }

    /// Where `key` is written again after its first occurrence at `first`: the same column on
    /// a later line (block mappings), else the next `key:` in the text (flow mappings), else
    /// the first occurrence.
    static func repeatedKey(_ key: String, after first: Mark, in yaml: String) -> (Int, Int) {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
            .map { Array($0.unicodeScalars) }
        let keyScalars = Array(key.unicodeScalars)

        func isKey(at index: Int, in line: [Unicode.Scalar]) -> Bool {
            guard index + keyScalars.count <= line.count,
                  Array(line[index..<index + keyScalars.count]) == keyScalars else { return false }
            if index > 0, !" \t{,-?".unicodeScalars.contains(line[index - 1]) { return false }
            var rest = index + keyScalars.count
            while rest < line.count, line[rest] == " " || line[rest] == "\t" { rest += 1 }
            return rest < line.count && line[rest] == ":"
        }

        let startLine = first.line - 1
        let startColumn = first.column - 1
        guard startLine >= 0, startLine < lines.count, startColumn >= 0 else { return (first.line, first.column) }
        for lineIndex in (startLine + 1)..<max(lines.count, startLine + 1) {
            let line = lines[lineIndex]
            let prefixIsBlank = line.prefix(startColumn).allSatisfy { $0 == " " || $0 == "-" }
            if prefixIsBlank, isKey(at: startColumn, in: line) {
                return (lineIndex + 1, startColumn + 1)
            }
        }
        for lineIndex in startLine..<lines.count {
            let line = lines[lineIndex]
            let from = lineIndex == startLine ? startColumn + keyScalars.count : 0
            for index in stride(from: from, to: line.count, by: 1) where isKey(at: index, in: line) {
                return (lineIndex + 1, index + 1)
            }
        }
        return (first.line, first.column)
    }
}
