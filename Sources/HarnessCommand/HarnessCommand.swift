import ArgumentParser
import Foundation
import Harness

/// The harness's command line (`instagrid-sim` and any app's own): `replay`, `render`,
/// `verify`, `merge-reports`, `frames`, `diff`, `explore` and `devices` over the apps a program
/// gives it. The root command is configuration only; work happens in subcommands.
///
/// A program's `main` is one line:
///
/// ```swift
/// HarnessCommand.main(apps: [.myApp])
/// ```
public struct HarnessCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: commandName,
        abstract: "Replay, render and regression-test an app's gestures and layouts headlessly.",
        discussion: "Exit status: 0 all passed, 1 a scenario or golden failed, 2 invalid input.",
        subcommands: [Replay.self, Render.self, Verify.self, MergeReports.self, Frames.self, Diff.self, Explore.self, MergeExploreReports.self,
                      Devices.self])

    public init() {}

    /// The apps this program drives: a scenario names its app with `app:`, the first is the
    /// default. Made at the first use, on the main thread, from what ``main(apps:)`` was given:
    /// a command that reads no scenario (`diff`, `devices`, `--help`) starts without building
    /// them (a plain `diff` starts about a millisecond sooner, docs/benchmarks.md).
    static var apps: [HarnessApp] {
        if let madeApps { return madeApps }
        let apps = makeApps()
        madeApps = apps
        return apps
    }
    /// Set once by ``main(apps:)`` before any command is parsed, and only read after.
    nonisolated(unsafe) private static var makeApps: () -> [HarnessApp] = { [] }
    nonisolated(unsafe) private static var madeApps: [HarnessApp]?

    /// The program's name, as it was started (`instagrid-sim`, or an app's own command).
    static let commandName: String = {
        // The last component of the path it was started by, without Foundation's URL, whose
        // code every command's start would otherwise fault in (docs/benchmarks.md).
        let name = CommandLine.arguments.first?.split(separator: "/").last.map(String.init) ?? ""
        return name.isEmpty ? "instagrid-sim" : name
    }()

    /// Runs the command line for `apps` with the README (Commands)'s exit statuses: usage errors
    /// exit 2, not 64. `apps` is evaluated once, when a command first needs them.
    public static func main(apps: @autoclosure @escaping () -> [HarnessApp]) -> Never {
        makeApps = apps
        main()
        Self.exit()
    }

    /// Runs the command line with the README (Commands)'s exit statuses: usage errors exit 2, not 64.
    public static func main() {
        Interruption.install()
        if let problem = ArgumentText.problem() {
            printError(problem)
            Self.exit(withError: ExitCode(2))
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success || error is ExitCode {
                exit(withError: error)
            }
            if let failure = error as? CommandFailure {
                printError(failure.message)
                Self.exit(withError: ExitCode(failure.status))
            }
            printError(fullMessage(for: error))
            Self.exit(withError: ExitCode(2))
        }
    }
}
