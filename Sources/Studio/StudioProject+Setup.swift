import Harness
import Support

extension StudioProject {
    /// The scenario `id` of `Scenarios/` (as the player lists it: `GestureLab/tap-or-double-tap`)
    /// read with its app among `apps`, whose top-level keys a phone of `app` starts with
    /// (docs/studio.md, "The gesture lab"). The name is checked as the player checks it (each
    /// part a checked name, at most four folders deep, no link out of `Scenarios/`), the file
    /// is read within the scenario limits, and a mistake in it is its located error.
    ///
    /// - Throws: ``StudioError/badMessage(_:)`` when `app` starts from no scenario or the file
    ///   is another app's, ``StudioError/badPath(_:)`` for a name or link out of `Scenarios/`,
    ///   ``StudioError/file(_:)`` for a file missing or not read.
    func setup(_ id: String, of app: HarnessApp, among apps: [HarnessApp]) throws(StudioError) -> LoadedScenario {
        guard app.live?.takesSetup == true else {
            throw .badMessage("\(app.id) starts from no scenario's setup; send no setup")
        }
        let path = try scenarioFile(id)
        let loaded: LoadedScenario
        do {
            loaded = try HarnessApp.load(path, apps: apps, options: LoadOptions(project: root))
        } catch {
            throw .file("\(error)")
        }
        guard loaded.app.id == app.id else {
            throw .badMessage("Scenarios/\(id).yaml is a scenario of \(loaded.app.id), not of \(app.id)")
        }
        return loaded
    }
}
