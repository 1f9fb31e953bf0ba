import Foundation
import InstagridScenario
import Testing

/// The project's own scenarios: every one parses, and every `expect` passes on every device.
enum ProjectScenarios {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let folder = root + "/Scenarios"
    static let files: [String] = (try? FileManager.default.contentsOfDirectory(atPath: folder))?
        .filter { $0.hasSuffix(".yaml") }.sorted().map { folder + "/" + $0 } ?? []
}

@Suite("Scenarios/ replays green")
struct ScenarioFolderTests {
    @Test("There are at least 12 scenarios, together naming every rule R1–R16")
    func coverage() throws {
        #expect(ProjectScenarios.files.count >= 12)
        var named = Set<Int>()
        for file in ProjectScenarios.files {
            let scenario = try ScenarioParser<Instagrid>.parse(contentsOf: file)
            let description = try #require(scenario.description, "\(file) has no description")
            for rule in 1...16 where description.range(of: "R\(rule)\\b", options: .regularExpression) != nil {
                named.insert(rule)
            }
        }
        #expect(named == Set(1...16))
    }

    @Test("Every expect passes on every device", arguments: ProjectScenarios.files)
    func replay(_ file: String) throws {
        let scenario = try ScenarioParser<Instagrid>.parse(contentsOf: file)
        for device in scenario.devices {
            let run = ScenarioRunner<Instagrid>.run(scenario, on: device)
            #expect(run.failures.isEmpty, "\(run.title):\n\(run.failures.map(\.description).joined(separator: "\n"))")
        }
    }
}
