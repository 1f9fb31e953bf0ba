import ArgumentParser
import Foundation

/// `instagrid-bench diff [--compare]`: `instagrid-sim diff A B` timed as a whole process on two
/// pairs of 1242×2688 screens (different and identical), and with `--compare` ImageMagick's
/// `compare -metric AE -fuzz 0 A B null:` and the PyPI pixelmatch on the same pairs in the same
/// run, with the ratios.
struct DiffBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "`instagrid-sim diff` as a process; with --compare against ImageMagick and pixelmatch.",
        discussion: """
            The pairs are Scenarios/share-portrait.yaml on iphone-xs-max at 1.20 s and 1.25 s (different) and \
            at 1.20 s twice, as two files (identical), drawn with the instagrid-sim next to this program. Times \
            are wall times of whole processes, best and mean of --runs runs; a ratio is a best time over the best time \
            of the instagrid-sim command it names (`diff` for ImageMagick, `diff --perceptual` for pixelmatch). \
            ImageMagick's count must equal \
            instagrid-sim's exact count (exit status 1 otherwise); pixelmatch counts with its own threshold \
            and anti-aliasing rules, so its count is shown beside `instagrid-sim diff --perceptual`'s, \
            not required to agree.
            """)

    @OptionGroup var project: ProjectOptions

    @Flag(help: "Also run ImageMagick's compare and pixelmatch (each when installed) and print the ratios.")
    var compare = false

    @Option(parsing: .unconditional, help: "Runs of each command; the best and the mean are shown.")
    var runs = 7

    @Option(parsing: .unconditional, help: "Runs of pixelmatch, which takes seconds a pair.")
    var pixelmatchRuns = 1

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be 1 or more, found \(runs)") }
        guard pixelmatchRuns >= 1 else {
            throw ValidationError("--pixelmatch-runs must be 1 or more, found \(pixelmatchRuns)")
        }
    }

    func run() throws {
        print(BenchHeader.line)
        let sim = try DiffTools.instagridSim()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("instagrid-bench-diff-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pairs = try DiffTools.pairs(sim: sim, project: project.root(), folder: folder.path)
        print("images: 1242×2688 PNGs of share-portrait on iphone-xs-max; different: 1.20 s and 1.25 s, "
              + "identical: 1.20 s twice (two files); \(runs) runs each")
        let start = try DiffTools.time([sim, "devices"], runs: runs)
        print("process start (instagrid-sim devices): best \(DiffTools.ms(start.best)) ms, mean \(DiffTools.ms(start.mean)) ms")
        print("")
        print("| pair | command | best ms | mean ms | differing pixels | time ÷ instagrid-sim's |")
        print("|---|---|---:|---:|---:|---:|")
        let tools = compare ? DiffTools.others() : []
        var mismatch: [String] = []
        var ratios: [Double] = []
        for pair in pairs {
            let ours = try DiffTools.measure(.instagridSim(sim, perceptual: false), pair, runs: runs)
            print(DiffTools.row(pair.name, ours))
            guard compare else { continue }
            for tool in tools {
                let theirs = try DiffTools.measure(tool, pair, runs: tool.isSlow ? pixelmatchRuns : runs)
                switch tool {
                case .imageMagick:
                    ratios.append(theirs.timing.best / ours.timing.best)
                    print(DiffTools.row(pair.name, theirs, ratio: theirs.timing.best / ours.timing.best, of: "diff"))
                    if theirs.count != ours.count {
                        mismatch.append("\(pair.name): ImageMagick counts \(theirs.count), instagrid-sim \(ours.count)")
                    }
                case .pixelmatch:
                    let perceptual = try DiffTools.measure(.instagridSim(sim, perceptual: true), pair, runs: runs)
                    print(DiffTools.row(pair.name, perceptual))
                    print(DiffTools.row(pair.name, theirs, ratio: theirs.timing.best / perceptual.timing.best,
                                        of: "--perceptual"))
                case .instagridSim:
                    break
                }
            }
        }
        guard compare else { return }
        print("")
        for missing in DiffTools.missing() { print("not run: \(missing)") }
        if let worst = ratios.min() {
            print("ratio (best times, ImageMagick ÷ instagrid-sim, smallest of the pairs): \(DiffTools.ratio(worst)); "
                  + "target ≥ 10×: \(worst >= 10 ? "met" : "NOT met")")
        }
        if !mismatch.isEmpty { throw BenchError("the counts differ: " + mismatch.joined(separator: "; ")) }
        if !ratios.isEmpty { print("ImageMagick's counts agree with instagrid-sim's") }
    }
}
