import Devices

extension HarnessApp {
    /// A live phone of the app, at time 0 with an empty recording.
    ///
    /// - Throws: ``LiveError/noLivePhone(app:)`` when the app has none.
    public func startPhone(_ start: LiveStart) throws(LiveError) -> LivePhone {
        guard let live else { throw .noLivePhone(app: id) }
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
