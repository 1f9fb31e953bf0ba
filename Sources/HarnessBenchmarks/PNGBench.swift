import ArgumentParser
import ImageCodec
import Raster
import Support

/// Encode and decode times and sizes of PNG settings on one image: by default the first app's
/// picture (``AppBenchmarks/picture``: the busy screen `render` measures), or a scenario's
/// screen, or the synthetic noisy screenshot of docs/png-encoding.md's matrix.
struct PNGBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "png",
        abstract: "PNG settings: encode/decode ms and bytes on one image.",
        discussion: """
            The image is the busy screen `instagrid-bench render` measures unless --scenario or --synthetic \
            says otherwise. Times are the best CPU time of the calling thread over --repeats runs.
            """)

    @OptionGroup var project: ProjectOptions

    @Option(help: "Measure this scenario's screen, as `instagrid-sim render FILE --device ID [--at S]` draws it.")
    var scenario: String?

    @Option(help: "The scenario's device (default: its first).")
    var device: String?

    @Option(parsing: .unconditional, help: "The scenario's time in seconds (default: its end).")
    var at: Double?

    @Flag(help: "Measure the synthetic noisy screenshot (PNGBenchmark.screenshot) instead of a rendered screen.")
    var synthetic = false

    @Flag(help: "Only the fifteen settings of docs/png-encoding.md's rendered-screen table, not all 60.")
    var quick = false

    @Option(parsing: .unconditional, help: "Runs of each encode and decode; the best is kept.")
    var repeats = 5

    func validate() throws {
        guard repeats >= 1 else { throw ValidationError("--repeats must be 1 or more, found \(repeats)") }
        if synthetic, scenario != nil { throw ValidationError("--synthetic and --scenario cannot be combined") }
        if scenario == nil, device != nil || at != nil { throw ValidationError("--device and --at need --scenario") }
        if let at, !(at.isFinite && at >= 0) {
            throw ValidationError("--at \(formatSeconds(at)): the time must be finite and at least 0")
        }
    }

    func run() throws {
        print(BenchHeader.line)
        let (image, description) = try measuredImage()
        let opaque = stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 }
        print("image: \(description); \(image.width)×\(image.height), \(opaque ? "opaque (RGB files)" : "translucent (RGBA files)")")
        let settings = quick ? PNGBenchmark.quickMatrix : PNGBenchmark.matrix
        print("\(counted(settings.count, "setting")), best of \(repeats); the default is "
              + "\(PNGBenchmark.describe(.default))")
        let rows = try PNGBenchmark.measure(image, settings: settings, runs: repeats)
        print(PNGBenchmark.markdown(rows))
    }

    /// The image to measure and what it is.
    func measuredImage() throws -> (RGBAImage, String) {
        if synthetic {
            return (PNGBenchmark.screenshot(), "synthetic noisy screenshot (PNGBenchmark.screenshot), not a render")
        }
        guard let picture = BenchCommand.benchmarks.lazy.compactMap(\.picture).first else {
            throw BenchError("no app gives png an image: use --synthetic")
        }
        guard let scenario else { return try picture.busy(project.scenarios()) }
        return try picture.scenario(scenario, device, at)
    }
}
