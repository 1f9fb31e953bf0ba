import HarnessBenchmarks
import Scenarios

extension AppBenchmarks {
    /// CountOnMe's benchmarks: its parts of `replay` (a generated calculator session) and
    /// `verify` (the scenarios of `Scenarios/CountOnMe`).
    public static var countOnMe: AppBenchmarks {
        AppBenchmarks(
            replay: { device, inputs, repeats in CalculatorReplay.run(device: device, inputs: inputs, repeats: repeats) },
            scenarios: ScenarioFolder(folder: "CountOnMe") { ScenarioText.counted($0, "CountOnMe scenario") })
    }
}
