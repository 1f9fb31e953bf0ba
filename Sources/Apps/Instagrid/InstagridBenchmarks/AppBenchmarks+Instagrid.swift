import HarnessBenchmarks
import Scenarios

extension AppBenchmarks {
    /// Instagrid's benchmarks: its own `render`, and its parts of `replay`, `verify` (its
    /// screens and the scenarios of `Scenarios/`), `png` (the busy screen) and `scaling`.
    public static var instagrid: AppBenchmarks {
        AppBenchmarks(
            commands: [RenderBench.self],
            replay: { device, inputs, repeats in InstagridReplay.run(device: device, inputs: inputs, repeats: repeats) },
            screens: { photos, device in
                let library = try BenchPhotos.load(from: photos)
                return { BenchPhotos.screens(device: device, photos: library) }
            },
            scenarios: ScenarioFolder(folder: "") { "\(ScenarioText.counted($0, "scenario")), animations as contact sheets" },
            picture: Picture(busy: { try InstagridPicture.busy(scenarios: $0) },
                             scenario: { try InstagridPicture.scenario($0, device: $1, at: $2) }),
            scaling: Scaling(description: InstagridScaling.description) { count, folder, scenarios in
                try InstagridScaling.generate(count, into: folder, photos: scenarios + "/Photos")
            })
    }
}
