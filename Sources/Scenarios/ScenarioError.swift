import Support

/// A problem in a scenario file, for the user to fix: where it is and what is wrong (docs/scenarios.md).
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file the error is about, as given to the parser.
    public var path: String
    /// Where the problem is; nil only when the file itself could not be read.
    public var location: SourceLocation?
    /// What is wrong, short and actionable.
    public var message: String

    /// An error at `location`.
    public init(_ message: String, at location: SourceLocation) {
        self.path = location.path
        self.location = location
        self.message = message
    }

    /// An error about the whole file at `path` (e.g. it cannot be read).
    public init(_ message: String, path: String) {
        self.path = path
        self.location = nil
        self.message = message
    }

    /// `path:line:column: error: message`, or `path: error: message` without a location; the
    /// path through the one escaping rule for printed values (`escapedForTerminal`, docs/security.md).
    public var description: String {
        if let location {
            return "\(location): error: \(message)"
        }
        return "\(escapedForTerminal(path)): error: \(message)"
    }
}

extension ScenarioError {
    /// Orders errors by their place in the file (errors without a location first).
    static func precedes(_ a: ScenarioError, _ b: ScenarioError) -> Bool {
        switch (a.location, b.location) {
        case let (a?, b?): (a.line, a.column) < (b.line, b.column)
        case (nil, _?): true
        default: false
        }
    }
}
