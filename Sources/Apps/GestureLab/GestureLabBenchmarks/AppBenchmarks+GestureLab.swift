import HarnessBenchmarks

extension AppBenchmarks {
    /// The gesture lab's benchmarks: `gestures`, the kit's arbitration and the lab's explore.
    public static var gestureLab: AppBenchmarks { AppBenchmarks(commands: [GesturesBench.self]) }
}
