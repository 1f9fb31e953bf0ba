import ArgumentParser
import Foundation

/// `instagrid-bench diff [--compare]`: `instagrid-sim diff A B`, with and without `--out`, timed
/// as a whole process on one pair of 1242×2688 screens written by three encoders (the project's,
/// libpng's defaults, Pillow's defaults), and with `--compare` ImageMagick's
/// `compare -metric AE -fuzz 0` on the same files in the same run, with the ratios.
struct DiffBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "`instagrid-sim diff` as a process on PNGs of three encoders; with --compare against ImageMagick (and pixelmatch).",
        discussion: """
            The pair is Scenarios/share-portrait.yaml on iphone-xs-max at 1.20 s and 1.25 s, drawn with the \
            instagrid-sim next to this program (or --sim) and written by that instagrid-sim, by libpng's writer \
            with its defaults and by Pillow with its defaults (when python3 can import PIL). What is timed is whole \
            processes, started as a shell starts them (posix_spawn, then waitpid), best and mean of --runs runs: \
            `instagrid-sim diff A B` and `--out D`, and ImageMagick's `compare -metric AE -fuzz 0 A B null:` and \
            `… A B D`. A ratio is ImageMagick's best time over instagrid-sim's for the same files and output. \
            ImageMagick's count must equal instagrid-sim's (exit status 1 otherwise). With pixelmatch installed, \
            `instagrid-sim diff --perceptual` and pixelmatch are timed on the project's pair too.
            """)

    @OptionGroup var project: ProjectOptions

    @Flag(help: "Also run ImageMagick's compare and pixelmatch (each when installed) and print the ratios.")
    var compare = false

    @Option(parsing: .unconditional, help: "Runs of each command; the best and the mean are shown.")
    var runs = 7

    @Option(parsing: .unconditional, help: "Runs of pixelmatch, which takes seconds a pair.")
    var pixelmatchRuns = 1

    @Option(help: ArgumentHelp("The instagrid-sim to time (default: the one next to this program).", valueName: "path"))
    var sim: String?

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be 1 or more, found \(runs)") }
        guard pixelmatchRuns >= 1 else {
            throw ValidationError("--pixelmatch-runs must be 1 or more, found \(pixelmatchRuns)")
        }
    }

    func run() throws {
        print(BenchHeader.line)
        let sim = try DiffTools.simulator(given: sim)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("instagrid-bench-diff-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (pairs, skipped) = try DiffPairs.make(sim: sim, project: project.root(), folder: folder.path)
        print("images: 1242×2688 screens of share-portrait on iphone-xs-max at 1.20 s and 1.25 s, written by "
              + "\(pairs.count) encoders; \(runs) runs each")
        for written in pairs {
            print("  \(written.encoder.name): \(written.encoder.detail), \(grouped(Double(written.bytes.a))) and "
                  + "\(grouped(Double(written.bytes.b))) bytes")
        }
        print("timed: whole processes of \(sim) and of ImageMagick's compare, each writing its diff image or not")
        let start = try DiffTools.time([sim, "devices"], runs: runs)
        print("process start (instagrid-sim devices): best \(DiffTools.ms(start.best)) ms, mean \(DiffTools.ms(start.mean)) ms")
        print("")
        print("| files by | command | best ms | mean ms | differing pixels | ImageMagick ÷ instagrid-sim |")
        print("|---|---|---:|---:|---:|---:|")
        let tools = compare ? DiffTools.others() : []
        var summary = Summary()
        for written in pairs {
            let pair = written.pair
            for out in [false, true] {
                let image = out ? folder.path + "/diff-\(written.encoder.rawValue).png" : nil
                let ours = try DiffTools.measure(.sim(sim, perceptual: false), pair, runs: runs, out: image)
                print(DiffTools.row(pair.name, ours))
                summary.ours[written.encoder, default: [:]][out] = ours
                for tool in tools {
                    guard case .imageMagick = tool else { continue }
                    let theirImage = image.map { $0.replacingOccurrences(of: ".png", with: "-imagemagick.png") }
                    let theirs = try DiffTools.measure(tool, pair, runs: runs, out: theirImage)
                    let ratio = theirs.timing.best / ours.timing.best
                    print(DiffTools.row(pair.name, theirs, ratio: ratio, of: out ? "diff --out" : "diff"))
                    summary.ratios[written.encoder, default: [:]][out] = ratio
                    if theirs.count != ours.count {
                        summary.mismatch.append("\(pair.name): ImageMagick counts \(theirs.count), instagrid-sim \(ours.count)")
                    }
                }
            }
            if written.encoder == .project, let pixelmatch = tools.first(where: \.isSlow) {
                let perceptual = try DiffTools.measure(.sim(sim, perceptual: true), pair, runs: runs)
                print(DiffTools.row(pair.name, perceptual))
                let theirs = try DiffTools.measure(pixelmatch, pair, runs: pixelmatchRuns)
                print(DiffTools.row(pair.name, theirs, ratio: theirs.timing.best / perceptual.timing.best, of: "--perceptual"))
            }
        }
        print("")
        for line in skipped + (compare ? DiffTools.missing() : []) { print("not run: \(line)") }
        for line in summary.lines(pairs.map(\.encoder)) { print(line) }
        if !summary.mismatch.isEmpty { throw BenchError("the counts differ: " + summary.mismatch.joined(separator: "; ")) }
        let counts = Set(summary.ours.values.flatMap { $0.values.map(\.count) })
        if counts.count > 1 { throw BenchError("instagrid-sim counts \(counts.sorted()) on the same pixels written by different encoders") }
    }

    /// The ratios the table's rows give, per encoder and with or without a diff image.
    struct Summary {
        var ours: [DiffPairs.Encoder: [Bool: DiffTools.Measurement]] = [:]
        var ratios: [DiffPairs.Encoder: [Bool: Double]] = [:]
        var mismatch: [String] = []

        func lines(_ encoders: [DiffPairs.Encoder]) -> [String] {
            var lines: [String] = []
            for out in [false, true] {
                let each = encoders.compactMap { encoder in ratios[encoder]?[out].map { (encoder, $0) } }
                guard let worst = each.map(\.1).min() else { continue }
                let list = each.map { "\($0.0.name) \(DiffTools.ratio($0.1))" }.joined(separator: ", ")
                lines.append("ImageMagick ÷ instagrid-sim\(out ? ", with --out" : ""): \(list); "
                             + "smallest \(DiffTools.ratio(worst)), target ≥ 10×: \(worst >= 10 ? "met" : "NOT met")")
            }
            let costs = encoders.compactMap { encoder -> (DiffPairs.Encoder, Double)? in
                guard let plain = ours[encoder]?[false], let out = ours[encoder]?[true] else { return nil }
                return (encoder, out.timing.best / plain.timing.best)
            }
            if let worst = costs.map(\.1).max() {
                let list = costs.map { "\($0.0.name) \(DiffTools.ratio($0.1))" }.joined(separator: ", ")
                lines.append("instagrid-sim diff --out ÷ diff: \(list); largest \(DiffTools.ratio(worst)), "
                             + "target ≤ 1.5×: \(worst <= 1.5 ? "met" : "NOT met")")
            }
            if !ratios.isEmpty && mismatch.isEmpty { lines.append("ImageMagick's counts agree with instagrid-sim's") }
            return lines
        }
    }
}
