import PixelDiff
import ArgumentParser
import Golden

extension InstagridSim {
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Compare two PNGs the way verify compares an image with its golden.",
            discussion: "Exit status: 0 the images match, 1 they differ, 2 a file is unreadable or a flag is bad.")

        @Argument(help: "The expected image (e.g. the golden).")
        var expected: String

        @Argument(help: "The actual image.")
        var actual: String

        @Option(help: "Write the diff image (differences in red over a faded copy) to this PNG.")
        var out: String?

        @OptionGroup var compare: ComparisonOptions

        func run() throws {
            let result: ImageComparisonResult
            do {
                result = try ImageDiff.compare(expected, actual, comparison: compare.comparison, out: out)
            } catch {
                throw CommandFailure(error)
            }
            print(result.summary)
            if let out { print("diff: \(out)") }
            if !result.passed { throw ExitCode(1) }
        }
    }
}
