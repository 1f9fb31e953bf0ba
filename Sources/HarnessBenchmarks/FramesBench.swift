import ArgumentParser
import Devices
import Foundation
import Frames
import Harness
import Support

/// Frames per second of `frames` (render, PNG files, animated PNG and contact sheet) on `--jobs`
/// threads: a scenario of any of the program's apps, dumped as its run dumps it.
struct FramesBench: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "frames",
                                                    abstract: "Frame dump speed per core, PNG writing included.")

    @OptionGroup var project: ProjectOptions

    @Option(help: "The share scenario to dump (default: Scenarios/share-portrait.yaml of the checkout).")
    var scenario: String?

    @Option(parsing: .unconditional, help: "Threads (1 = per-core figure).")
    var jobs = 1

    @Option(parsing: .unconditional, help: "Repetitions; the best time is kept.")
    var repeats = 3

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be 1 or more, found \(jobs)") }
        guard repeats >= 1 else { throw ValidationError("--repeats must be 1 or more, found \(repeats)") }
    }

    func run() throws {
        print(BenchHeader.line)
        let loaded = try HarnessApp.load(scenario ?? project.scenarios() + "/share-portrait.yaml", apps: BenchCommand.apps)
        for (deviceID, target) in [("iphone-8", 60.0), ("iphone-xs-max", 60.0)] {
            guard let device = Device.named(deviceID) else { continue }
            let run = HarnessApp.run(loaded, on: device, tracing: false)
            let plan = try FramePlan(scenarioEnd: run.end, from: 1.0, to: 2.1, fps: 60)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("instagrid-bench-frames-\(deviceID)").path
            var failure: Error?
            let seconds = bestTime(repeats: repeats) {
                do {
                    _ = try run.dumpFrames(plan, folder, jobs, 1, nil)
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
            try? FileManager.default.removeItem(atPath: folder)
            let fps = Double(plan.frameCount) / seconds
            print("\(deviceID) (\(device.scale)×): \(counted(plan.frameCount, "frame")) in \(String(format: "%.1f", seconds * 1000)) ms, "
                  + "\(String(format: "%.1f", fps)) frames/s with \(counted(jobs, "job")), best of \(repeats) "
                  + "(target ≥ \(Int(target)) per core, APNG and sheet included)")
        }
    }
}
