import InstagridScenario
import ImageCodec

/// A scenario parsed and validated with its photos checked (and decoded when first drawn):
/// everything a run, a render or a verify needs from the user's files.
public struct PreparedScenario: Sendable {
    public var scenario: Scenario<Instagrid>
    public var photos: PhotoLibrary

    public init(scenario: Scenario<Instagrid>, photos: PhotoLibrary) {
        self.scenario = scenario
        self.photos = photos
    }

    /// Parses `path` and checks its photos' files and headers, within `scenarioLimits` and
    /// `photoLimits`. Errors read `path:line:column: error: …`.
    public static func load(_ path: String, scenarioLimits: ScenarioLimits = .default,
                            photoLimits: ImageLimits = .default) throws -> PreparedScenario {
        let scenario = try ScenarioParser<Instagrid>.parse(contentsOf: path, limits: scenarioLimits)
        return PreparedScenario(scenario: scenario, photos: try PhotoLibrary.load(scenario, limits: photoLimits))
    }
}
