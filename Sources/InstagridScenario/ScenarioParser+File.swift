import Support

/// Reading a scenario file: a regular file within the size limit, in UTF-8.
extension ScenarioParser {
    /// Reads and parses the scenario file at `path`.
    ///
    /// `path` is kept as given in the scenario and its messages; photo paths resolve against
    /// its folder. The file must be a regular file (not a folder, FIFO or device) of at most
    /// `limits.maxFileBytes` bytes, in UTF-8.
    public static func parse(contentsOf path: String,
                             limits: ScenarioLimits = .default) throws(ScenarioError) -> Scenario {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, maxBytes: limits.maxFileBytes)
        } catch {
            throw readError(error, path: path)
        }
        return try parse(yaml: try text(of: bytes, path: path), path: path)
    }

    /// A read failure in the scenario's words.
    static func readError(_ error: FileReadError, path: String) -> ScenarioError {
        switch error.problem {
        case .notFound where path.unicodeScalars.contains("\u{FFFD}"):
            // A folder listing gives a name that is not UTF-8 with its bytes replaced by U+FFFD:
            // the file is there, under a name that cannot be written back.
            ScenarioError("the file name is not UTF-8 text, so it cannot be opened; rename the file", path: path)
        case .notFound:
            ScenarioError("scenario file not found", path: path)
        case .notRegular(let kind):
            ScenarioError("expected a scenario file, found \(kind)", path: path)
        case .tooLarge:
            ScenarioError("the scenario file \(error.reason); --max-scenario-size raises the limit", path: path)
        case .invalidPath, .system:
            ScenarioError("cannot read the scenario file: \(error.reason)", path: path)
        }
    }

    /// `bytes` as text, or an error at the first byte that is not UTF-8 (columns count Unicode
    /// scalars, as YAML errors do).
    static func text(of bytes: [UInt8], path: String) throws(ScenarioError) -> String {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0, line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .error:
                let byte = String(bytes[offset], radix: 16, uppercase: true)
                throw ScenarioError("the scenario file is not UTF-8 text: byte 0x\(byte) cannot start or continue "
                                    + "a character here; save the file as UTF-8",
                                    at: SourceLocation(path: path, line: line, column: column))
            case .emptyInput:
                return String(decoding: bytes, as: UTF8.self)
            }
        }
    }
}
