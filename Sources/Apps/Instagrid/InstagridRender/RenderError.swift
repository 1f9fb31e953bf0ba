import InstagridScenario

/// Errors of the render stage, each with what the user can do about it.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A photo file that is not a valid image: found when the scenario was loaded (a bad
    /// header; `reason` leaves out the file, which `location` points at), or when it was first
    /// drawn (damaged pixel data; `reason` names the file).
    case invalidPhoto(alias: String, location: SourceLocation, reason: String)

    public var description: String {
        switch self {
        case let .invalidPhoto(alias, location, reason):
            "\(location): error: photo '\(ScenarioText.echo(alias))' is not a valid image: \(reason)"
        }
    }
}
