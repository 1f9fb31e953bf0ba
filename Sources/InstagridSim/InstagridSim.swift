import ArgumentParser
import Harness
import CountOnMeApp
import InstagridApp

/// `instagrid-sim`: the root command is configuration only; work happens in subcommands.
@main
struct InstagridSim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "instagrid-sim",
        abstract: "Replay, render and regression-test Instagrid's gestures and layouts headlessly.",
        discussion: "Exit status: 0 all passed, 1 a scenario or golden failed, 2 invalid input.",
        subcommands: [Replay.self, Render.self, Verify.self, MergeReports.self, Frames.self, Diff.self, Explore.self,
                      Devices.self])

    /// The apps this program drives: a scenario names its app with `app:`, the first is the
    /// default.
    static let apps: [HarnessApp] = [.instagrid, .countOnMe]

    /// Runs the command line with the README (Commands)'s exit statuses: usage errors exit 2, not 64.
    static func main() {
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
