import Devices

extension HarnessApp {
    /// A live phone of the app, at time 0 with an empty recording; with a setup, on the
    /// top-level keys of that scenario of the app.
    ///
    /// - Throws: ``LiveError/noLivePhone(app:)`` when the app has none, or
    ///   ``LiveError/badInput(_:)`` when `start` names a setup the app does not take: the app
    ///   takes none, or the scenario is another app's.
    public func startPhone(_ start: LiveStart) throws(LiveError) -> LivePhone {
        guard let live else { throw .noLivePhone(app: id) }
        if let setup = start.setup {
            guard live.takesSetup else { throw .badInput("\(id) starts from no scenario's setup") }
            guard setup.app.id == id else {
                throw .badInput("\(setup.header.path) is a scenario of \(setup.app.id), not of \(id)")
            }
        }
        return live.start(start)
    }

    /// `loaded`, a scenario of this app, run on `device` step by step for a player.
    ///
    /// - Throws: ``LiveError/noLivePhone(app:)`` when the app has no live phone, or
    ///   ``LiveError/badInput(_:)`` when the scenario is not the app's.
    public func play(_ loaded: LoadedScenario, on device: Device) throws(LiveError) -> Playback {
        guard let live else { throw .noLivePhone(app: id) }
        guard let playback = live.play(loaded, device) else {
            throw .badInput("\(loaded.header.path) is not a scenario of \(id)")
        }
        return playback
    }
}
