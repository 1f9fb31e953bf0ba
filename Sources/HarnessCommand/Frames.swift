import Support
import Devices
import ArgumentParser
import Frames
import Scenarios
import Harness

extension HarnessCommand {
    struct Frames: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "frames",
            abstract: "Dump a scenario's frames as PNGs with a manifest, an animated PNG and a contact sheet.",
            discussion: """
                A scenario that lists several devices needs --device to say which one to draw. A world's \
                frames show every phone side by side; --user NAME draws one user's phone alone, at its \
                device's size. Nothing is written unless every file is: a failed dump leaves the output \
                folder as it was.
                """)

        @Argument(help: "A scenario file.")
        var file: String

        @Option(help: "The output folder.")
        var out: String

        @Option(parsing: .unconditional, help: "Frames per second, above 0 and at most 1000.")
        var fps: Double = FramePlan.defaultFPS

        @Option(parsing: .unconditional, help: "First frame's time in seconds (default: 0).")
        var from: Double?

        @Option(parsing: .unconditional, help: "Last time in seconds (default: the end of the scenario).")
        var to: Double?

        @Option(parsing: .unconditional, help: "Scale the frame files by this factor, 0 < F ≤ 1 (1: device pixels).")
        var scale: Double = 1

        @Option(parsing: .unconditional, help: "Threads to render and encode on (default: the number of cores).")
        var jobs: Int?

        @Option(help: "In a world, draw only this user's phone, at its device's size (default: every phone side by side).")
        var user: String?

        @OptionGroup var choice: DeviceChoice
        @OptionGroup var limits: InputLimitOptions

        func validate() throws {
            do {
                try FrameDump.check(jobs: jobs ?? 1, scale: scale)
                try FramePlan.check(from: from, to: to, fps: fps)
            } catch {
                throw ValidationError(error.description)
            }
        }

        func run() throws {
            let loaded = try loadScenarios([file], limits: limits)[0]
            try checkWorld(loaded.header)
            let device = try choice.device(for: loaded.header, command: "frames")
            let result = try drawn(HarnessApp.run(loaded, on: device, tracing: false), header: loaded.header)
            let run = result.summary
            let plan: FramePlan
            do {
                plan = try FramePlan(scenarioEnd: result.end, from: from, to: to, fps: fps)
            } catch {
                throw CommandFailure.invalid("error: \(error)")
            }
            // Decode every photo first: a damaged one is invalid input, before any frame is written.
            try checkDrawnFiles(loaded.decode())
            let bar = ProgressBar()
            let frames: [Frame]
            do {
                frames = try result.dumpFrames(plan, out, jobs ?? FrameDump.defaultJobs, scale, bar.update)
                bar.finish()
            } catch {
                bar.finish()
                if case .writeFailed = error { throw CommandFailure.invalid("error: \(error)") }
                throw CommandFailure(message: "error: \(error)", status: 1)
            }
            let thumbnails = SheetSampling.indices(frameCount: frames.count).count
            printLine("\(out): \(counted(frames.count, "frame")) at \(formatSeconds(plan.fps)) fps from "
                  + "\(formatSeconds(plan.from)) s to \(formatSeconds(plan.to)) s (\(run.title)); "
                  + "\(FrameDump.animationFileName), \(FrameDump.sheetFileName) (\(counted(thumbnails, "thumbnail"))), "
                  + FrameManifest.fileName)
        }

        /// Refuses `--user` for a scenario that is not a world, with ``CommandFailure`` (exit 2).
        func checkWorld(_ header: ScenarioHeader) throws {
            if let user, header.participants.isEmpty {
                throw CommandFailure.invalid("error: --user '\(echo(user))': \(echo(header.path)) is not a world (a "
                                             + "scenario with users); its frames draw its one phone without --user")
            }
        }

        /// The run to draw: `run`, or with `--user` the phone of that user of the world alone.
        /// - Throws: ``CommandFailure`` (exit 2) when the world has no such user.
        func drawn(_ run: HarnessRun, header: ScenarioHeader) throws -> HarnessRun {
            guard let user else { return run }
            let names = header.participants
            guard let phone = run.phones.first(where: { $0.name == user }) else {
                throw CommandFailure.invalid("error: --user '\(echo(user))' is not a user of \(echo(header.path)) "
                                             + "(users: \(names.joined(separator: ", ")))"
                                             + Suggestion.hint(for: user, among: names))
            }
            return phone.run
        }
    }
}
