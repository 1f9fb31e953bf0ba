import HarnessBenchmarks

extension AppBenchmarks {
    /// Messenger's benchmarks: its own `messenger` (world replay, chat and world rendering).
    public static var messenger: AppBenchmarks {
        AppBenchmarks(commands: [MessengerBench.self])
    }
}
