import AppModel
import ArgumentParser
import Frames
import ImageCodec
import Raster
import Render
import Scenario
import Support

extension InstagridSim {
    struct Frames: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Dump a scenario's frames as PNGs with a manifest, an animated PNG and a contact sheet.")

        @Argument(help: "A scenario file.")
        var file: String

        @Option(help: "The output folder.")
        var out: String

        @Option(help: "Frames per second.")
        var fps: Double = FramePlan.defaultFPS

        @Option(help: "First frame's time in seconds (default 0).")
        var from: Double?

        @Option(help: "Last time in seconds (default: the end of the scenario).")
        var to: Double?

        @Option(help: "Scale the frames by this factor, 0 < F ≤ 1 (default 1: device pixels).")
        var scale: Double = 1

        @Option(help: "Threads to render and encode on (default: the number of cores).")
        var jobs = FrameDump.defaultJobs

        @OptionGroup var selection: DeviceSelection

        func validate() throws {
            guard scale > 0, scale <= 1 else { throw ValidationError("--scale must be in (0, 1], found \(scale)") }
            guard jobs >= 1 else { throw ValidationError("--jobs must be 1 or more, found \(jobs)") }
        }

        func run() throws {
            let prepared = try loadScenarios([file])[0]
            let device = try selection.devices(for: prepared.scenario)[0]
            let run = ScenarioRunner.run(prepared.scenario, on: device, tracing: false)
            let plan: FramePlan
            do {
                plan = try FramePlan(timeline: run.timeline, from: from, to: to, fps: fps)
            } catch {
                throw CommandFailure.invalid("error: \(error)")
            }
            let screen = Snapshotting.screen(photos: prepared.photos)
            let scale = self.scale
            let render: @Sendable (AppState) -> RGBAImage = { state in
                let image = screen.snapshot(state)
                guard scale < 1 else { return image }
                return Resample.resized(image, width: max(1, Int((Double(image.width) * scale).rounded())),
                                        height: max(1, Int((Double(image.height) * scale).rounded())))
            }
            let bar = ProgressBar()
            let frames: [Frame]
            do {
                frames = try FrameDump.run(plan: plan, timeline: run.timeline, directory: out, jobs: jobs,
                                           render: render, progress: bar.update)
                bar.finish()
            } catch {
                bar.finish()
                throw CommandFailure(message: "error: \(error)", status: 1)
            }
            let picked = SheetSampling.indices(frameCount: frames.count)
            let states = run.timeline.states(at: picked.map { plan.time(ofFrame: $0) })
            let sheet = Snapshotting.contactSheet(photos: prepared.photos).snapshot(states)
            try checkDrawnPhotos(prepared.photos)
            do {
                try ImageFile.writePNG(sheet, to: out + "/sheet.png")
            } catch {
                throw CommandFailure(message: "error: \(error)", status: 1)
            }
            print("\(out): \(frames.count) frames at \(formatSeconds(plan.fps)) fps from \(formatSeconds(plan.from)) s to \(formatSeconds(plan.to)) s (\(run.title)); animation.png, sheet.png (\(picked.count) thumbnails), manifest.json")
        }
    }
}
