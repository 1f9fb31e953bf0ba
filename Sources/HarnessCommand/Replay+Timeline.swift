import Foundation
import Harness
import Scenarios
import Support
import Devices
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `replay --timeline FILE.svg` (docs/timeline.md): the run drawn as lanes, written atomically.
extension HarnessCommand.Replay {
    /// Refuses, before anything runs, a timeline path whose folder does not exist (it is not
    /// created: a mistyped folder should not grow a tree of folders).
    static func checkTimelineFolder(_ path: String) throws {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.isEmpty ? "/" : folder, isDirectory: &isFolder),
              isFolder.boolValue else {
            throw CommandFailure.invalid("error: cannot write the timeline \(escapedForTerminal(path)): the folder "
                                         + "\(escapedForTerminal(folder)) does not exist")
        }
    }

    /// Refuses a timeline path that is one of the scenario files replayed (the same file, by
    /// any name: a link, `./`), which writing the timeline would replace.
    static func checkTimelineIsNoInput(_ path: String, inputs: [String]) throws {
        var target = stat()
        guard stat(path, &target) == 0 else { return }
        for input in inputs {
            var info = stat()
            guard stat(input, &info) == 0, info.st_dev == target.st_dev, info.st_ino == target.st_ino else { continue }
            throw CommandFailure.invalid("error: cannot write the timeline \(echo(path, limit: echoPathLimit)): it is "
                                         + "the scenario file \(echo(input, limit: echoPathLimit)), which it would "
                                         + "replace; write the timeline to a file of its own (e.g. run.svg)")
        }
    }

    /// Refuses a scenario that runs on several devices: a timeline is one run.
    static func checkOneRun(_ scenario: ScenarioHeader, devices: [Device]) throws {
        guard devices.count > 1 else { return }
        let ids = devices.map(\.id)
        throw CommandFailure.invalid(
            "error: \(escapedForTerminal(scenario.path)) runs on \(counted(ids.count, "device")) "
                + "(\(ids.joined(separator: ", "))): --timeline draws one run, chosen with --device, e.g. --device \(ids[0])")
    }

    /// Writes the run's timeline to `path`, or says that its app draws none; returns the line
    /// that says what was written.
    static func writeTimeline(of run: HarnessRun, app: String, to path: String) throws -> String {
        guard let timeline = run.timeline else {
            throw CommandFailure.invalid("error: app '\(escapedForTerminal(app))' has no timeline; --timeline draws "
                                         + "the apps that give one, such as the worlds of several phones and a "
                                         + "backend (docs/timeline.md)")
        }
        let chart = timeline()
        do {
            try AtomicFile.write(chart.svg(), to: path)
        } catch {
            throw CommandFailure.invalid("error: \(error)")
        }
        return "timeline: \(escapedForTerminal(path)) (\(counted(chart.lanes.count, "lane")), "
            + "\(counted(chart.messages.count, "message")), \(counted(chart.marks.count, "mark"))"
            + (chart.spans.isEmpty ? ")" : ", \(counted(chart.spans.count, "span")))")
    }
}
