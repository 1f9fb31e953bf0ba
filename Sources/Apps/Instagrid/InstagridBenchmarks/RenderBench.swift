import ArgumentParser
import Devices
import Foundation
import HarnessBenchmarks
import ImageCodec
import InstagridModel
import InstagridRender
import Raster

/// Times the render path of one busy screen: iPhone XS Max at 3× (1242×2688), portrait,
/// layout 3 with four photos: full-screen render, PNG encode and decode of it, and the export.
struct RenderBench: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render",
                                                    abstract: "Per-stage times of screen render, PNG encode/decode and export.")

    @OptionGroup var project: ProjectOptions

    @Option(help: "Folder holding the test photos (default: Scenarios/Photos of the checkout).")
    var photos: String?

    @Option(parsing: .unconditional, help: "Repetitions; the best time is kept.")
    var repeats = 20

    func validate() throws {
        guard repeats >= 1 else { throw ValidationError("--repeats must be 1 or more, found \(repeats)") }
    }

    func run() throws {
        print(BenchHeader.line)
        let library = try BenchPhotos.load(from: photos ?? project.scenarios() + "/Photos")
        let device = try BenchPhotos.device()
        let state = BenchPhotos.busyState(on: device, orientation: .portrait)
        let renderer = ScreenRenderer(photos: library)
        let record = ExportRecord(number: 1, layout: state.layout, photos: state.photos,
                                  side: state.geometry.grid.width, time: 0)

        let screen = renderer.render(state)
        let png = try PNGCodec.encode(screen)
        let decoded = try PNGCodec.decode(png)
        guard decoded == screen else { throw ValidationError("PNG round trip changed the pixels") }
        let export = renderer.renderExport(record, scale: device.scale)

        var sink = 0
        // Warm: the renderer already drew this grid (every screen after a scenario's first).
        let render = bestTime(repeats: repeats) { sink &+= renderer.render(state).width }
        // Cold: a fresh renderer resamples the four photos.
        let cold = bestTime(repeats: repeats) { sink &+= ScreenRenderer(photos: library).render(state).width }
        let encode = bestTime(repeats: repeats) { sink &+= (try? PNGCodec.encode(screen))?.count ?? 0 }
        // For comparison: zlib and libdeflate at level 1, unfiltered.
        let others = [("zlib", PNGEncodeSettings(filter: .none, compressionLevel: 1, deflater: .zlib)),
                      ("libdeflate", PNGEncodeSettings(filter: .none, compressionLevel: 1, deflater: .libdeflate))].map { name, settings in
            (name, (try? PNGCodec.encode(screen, settings: settings))?.count ?? 0,
             bestTime(repeats: repeats) { sink &+= (try? PNGCodec.encode(screen, settings: settings))?.count ?? 0 })
        }
        let decode = bestTime(repeats: repeats) { sink &+= (try? PNGCodec.decode(png))?.width ?? 0 }
        let exportTime = bestTime(repeats: repeats) {
            sink &+= ScreenRenderer(photos: library).renderExport(record, scale: device.scale).width
        }

        print("\(BenchPhotos.busyDescription); best of \(repeats)")
        print("screen \(screen.width)×\(screen.height), PNG \(grouped(Double(png.count))) bytes (default settings: screen deflater); "
              + "export \(export.width)×\(export.height)")
        Self.line("render screen", render, target: nil)
        Self.line("  first (cold)", cold, target: 5)
        Self.line("PNG encode", encode, target: 15)
        for (name, bytes, time) in others {
            Self.line("  " + name, time, target: nil, note: "(level 1, \(grouped(Double(bytes))) bytes)")
        }
        Self.line("PNG decode", decode, target: 15)
        Self.line("render export", exportTime, target: nil)
        if sink == 42 { print("") }
    }

    /// One result line with its target, if any.
    static func line(_ name: String, _ seconds: Double, target: Double?, note: String = "") {
        let ms = seconds * 1000
        var text = "\(name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(String(format: "%8.2f", ms)) ms"
        if let target {
            text += "   target ≤ \(String(format: "%g", target)) ms  \(ms <= target ? "met" : "NOT met")"
        }
        if !note.isEmpty { text += "  " + note }
        print(text)
    }
}
