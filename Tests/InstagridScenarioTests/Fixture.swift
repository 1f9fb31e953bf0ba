import CountOnMeScenario
import Foundation
import InstagridScenario

/// `SourceLocation` of the Scenario module (Testing has one too).
typealias ScenarioLocation = SourceLocation
/// `Expectation` of the Scenario module (Testing has one too).
typealias ScenarioExpectation = InstagridExpectation

/// A temporary folder holding a few photo files, shared by the tests (they only read it).
enum Fixture {
    /// The folder; created once.
    static let directory: String = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("instagrid-scenario-tests-\(UUID().uuidString)").path
        let photos = folder + "/Photos"
        try? FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
        for name in ["landscape-4x3.png", "portrait-3x4.png"] {
            _ = FileManager.default.createFile(atPath: photos + "/" + name, contents: Data([0x89, 0x50, 0x4E, 0x47]))
        }
        return folder
    }()

    /// The scenario path used by the tests.
    static var scenarioPath: String { directory + "/s.yaml" }

    /// Parses `yaml` as if read from `scenarioPath`, as Instagrid's (the calculator's words are
    /// known, as in a program that drives both).
    static func parse(_ yaml: String) throws(ScenarioError) -> Scenario<Instagrid> {
        try ScenarioParser<Instagrid>.parse(yaml: yaml, path: scenarioPath, others: [CountOnMe.vocabulary])
    }

    /// Parses `yaml` as the calculator's.
    static func parseCalculator(_ yaml: String) throws(ScenarioError) -> Scenario<CountOnMe> {
        try ScenarioParser<CountOnMe>.parse(yaml: yaml, path: scenarioPath, others: [Instagrid.vocabulary])
    }

    /// The error's description with the scenario path shortened to `s.yaml`, or nil if it parses;
    /// read by the app its `app:` names, Instagrid by default, as a program of both apps does.
    static func error(_ yaml: String) -> String? {
        do {
            let document = try ScenarioDocument(path: scenarioPath, root: ScenarioDocument.compose(yaml, path: scenarioPath))
            if document.app?.name == CountOnMe.vocabulary.app {
                _ = try parseCalculator(yaml)
            } else {
                _ = try parse(yaml)
            }
            return nil
        } catch {
            let text = error.description
            return text.hasPrefix(directory + "/") ? String(text.dropFirst(directory.count + 1)) : text
        }
    }
}
