import Support
import Yams

/// A scenario file read and composed, before any app reads it: its path, its YAML tree, and
/// the app it names (`app:`), so that a program can hand it to that app's reader.
public struct ScenarioDocument {
    /// The file's path as given; messages and relative paths in the scenario use it.
    public var path: String
    /// The document's root node.
    public var root: Yams.Node

    public init(path: String, root: Yams.Node) {
        self.path = path
        self.root = root
    }

    /// The value of the top-level `app:` and its node, if the document is a mapping that has
    /// one (its validity is the app's reader's to check).
    public var app: (name: String?, node: Yams.Node)? {
        guard case .mapping(let mapping) = root,
              let value = mapping.first(where: { $0.key.string == "app" })?.value else { return nil }
        if case .scalar(let scalar) = value { return (scalar.string, value) }
        return (nil, value)
    }

    /// Reads the scenario file at `path` and composes its YAML.
    ///
    /// `path` is kept as given in the scenario and its messages; relative paths in it resolve
    /// against its folder. The file must be a regular file (not a folder, FIFO or device) of at
    /// most `limits.maxFileBytes` bytes, in UTF-8.
    public static func read(_ path: String, limits: ScenarioLimits = .default) throws(ScenarioError)
        -> ScenarioDocument {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, maxBytes: limits.maxFileBytes)
        } catch {
            throw readError(error, path: path)
        }
        return ScenarioDocument(path: path, root: try compose(try text(of: bytes, path: path), path: path))
    }

    /// Scenario text composed; YAML syntax errors become scenario errors.
    public static func compose(_ yaml: String, path: String) throws(ScenarioError) -> Yams.Node {
        let root: Yams.Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let yamlError as YamlError {
            throw syntaxError(yamlError, in: yaml, path: path)
        } catch {
            throw ScenarioError("invalid YAML: \(error)", path: path)
        }
        guard let root else {
            throw ScenarioError("the scenario is empty; it needs at least 'steps'",
                                at: SourceLocation(path: path, line: 1, column: 1))
        }
        return root
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
    public static func text(of bytes: [UInt8], path: String) throws(ScenarioError) -> String {
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
