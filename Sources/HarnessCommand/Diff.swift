import PixelDiff
import ArgumentParser
import Golden

extension HarnessCommand {
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "Compare two PNGs the way verify compares an image with its golden.",
            discussion: "Exit status: 0 the images match, 1 they differ, 2 a file is unreadable or unwritable or a flag is bad.")

        @Argument(help: "The expected image (e.g. the golden).")
        var expected: String

        @Argument(help: "The actual image.")
        var actual: String

        @Option(help: "Write the diff image (differences in red over a faded copy) to this PNG; none when it would have more than \(DiffImage.maxPixels) pixels.")
        var out: String?

        @OptionGroup var compare: ComparisonOptions

        func run() throws {
            let outcome: ImageDiff.Outcome
            do {
                outcome = try ImageDiff.compare(expected, actual, comparison: compare.comparison, out: out)
            } catch {
                throw CommandFailure(error)
            }
            printLine(outcome.result.summary)
            if let out {
                // Images too different in shape for one diff canvas are a mismatch all the same.
                printLine(outcome.diffNotDrawn.map { "diff: \(out) not written: \($0)" } ?? "diff: \(out)")
            }
            if !outcome.result.passed { throw ExitCode(1) }
        }
    }
}
