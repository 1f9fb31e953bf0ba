import Harness
import ArgumentParser
import Foundation
import Golden
import InstagridModel
import InstagridRender
import InstagridScenario
import InstagridApp

/// How `verify` scales: the time of a whole run against the number of scenarios (generated
/// variants of one journey, each with its own layout, orientation and photos) and against
/// `--jobs`, with and without the golden cache.
struct ScalingBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaling",
        abstract: "Verify time against the number of scenarios and --jobs (generated variants, iPhone XS Max 3×).")

    @OptionGroup var project: ProjectOptions

    @Option(parsing: .unconditional, help: "Numbers of generated scenarios, comma-separated.")
    var counts = "10,100,1000"

    @Option(parsing: .unconditional, help: "Job counts, comma-separated.")
    var jobs = "1,2"

    @Option(parsing: .unconditional, help: "Repetitions; the best time is kept.")
    var repeats = 1

    func validate() throws {
        guard repeats >= 1 else { throw ValidationError("--repeats must be 1 or more, found \(repeats)") }
        guard let counts = Self.numbers(counts), counts.allSatisfy({ (1...10_000).contains($0) }) else {
            throw ValidationError("--counts takes numbers from 1 to 10000, comma-separated, found '\(counts)'")
        }
        guard let jobs = Self.numbers(jobs), jobs.allSatisfy({ (1...64).contains($0) }) else {
            throw ValidationError("--jobs takes numbers from 1 to 64, comma-separated, found '\(jobs)'")
        }
    }

    static func numbers(_ list: String) -> [Int]? {
        let numbers = list.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        return numbers.isEmpty || numbers.contains(nil) ? nil : numbers.compactMap { $0 }
    }

    func run() throws {
        print(BenchHeader.line)
        let photos = try project.scenarios() + "/Photos"
        let device = try BenchPhotos.device()
        let jobCounts = Self.numbers(jobs) ?? [1]
        print("generated scenarios (a layout, an orientation, 1–4 photos, a relayout: two snapshots and the end state, 3 checks each), "
              + "iPhone XS Max 3×; best of \(repeats); a check is a screen compared with its golden")
        print("| scenarios | checks | --jobs | no cache s | checks/s | cache s | checks/s | checks/s per core |")
        print("|---:|---:|---:|---:|---:|---:|---:|---:|")
        for count in Self.numbers(counts) ?? [] {
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("instagrid-scaling-bench-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let prepared = try Self.generate(count, into: folder, photos: photos)
            let make = { VerifyPlan.make(prepared, device: device).checks }
            let goldens = folder + "/Goldens"
            let recorder = Verifier(goldens: goldens, mode: .all, artifacts: nil, jobs: jobCounts.max() ?? 1)
            let recorded = recorder.run(make())
            guard recorded.allSatisfy({ FileManager.default.fileExists(atPath: $0.goldenPath) }) else {
                throw BenchError("recording the goldens of \(count) generated scenarios failed")
            }
            for jobCount in jobCounts {
                var seconds: [Double] = []
                for cached in [false, true] {
                    var verifier = Verifier(goldens: goldens, mode: .never, artifacts: nil, jobs: jobCount)
                    verifier.cache = cached ? GoldenCache(folder: folder + "/cache") : nil
                    if cached { _ = verifier.run(make()) }
                    var passed = true
                    seconds.append(bestTime(repeats: repeats) {
                        passed = verifier.run(make()).allSatisfy(\.outcome.passes) && passed
                    })
                    guard passed else { throw BenchError("a generated check did not pass against its fresh golden") }
                }
                let checks = Double(recorded.count)
                print("| \(grouped(Double(count))) | \(grouped(checks)) | \(jobCount) | "
                      + String(format: "%.2f | %.1f | %.2f | %.1f | %.1f |", seconds[0], checks / seconds[0],
                               seconds[1], checks / seconds[1], checks / seconds[1] / Double(jobCount)))
            }
        }
    }

    /// The photos the variants choose from, by alias and file name in `Scenarios/Photos`.
    static let photoFiles = [
        ("landscape", "landscape-4x3.png"), ("portrait", "portrait-3x4.png"), ("square", "square.png"),
        ("pano", "panorama-8x1.png"), ("jpeg", "photo-jpeg.jpg"),
    ]

    /// Writes `count` scenario files into `folder` (with the photos they use) and loads them.
    /// Variant `i` is decided by the digits of `i` (no randomness): its layout, orientation, how
    /// many slots it fills and with which photos, and the layout it switches to.
    static func generate(_ count: Int, into folder: String, photos: String) throws -> [LoadedScenario] {
        try FileManager.default.createDirectory(atPath: folder + "/Photos", withIntermediateDirectories: true)
        for (_, file) in photoFiles {
            try FileManager.default.copyItem(atPath: photos + "/" + file, toPath: folder + "/Photos/" + file)
        }
        let header = "photos:\n" + photoFiles.map { "  \($0.0): Photos/\($0.1)\n" }.joined()
        // Every variant names the same photos: one library (decoded once) serves them all, as
        // one project's scenarios sharing photos would.
        var library: PhotoLibrary?
        return try (0..<count).map { index in
            var digits = index
            func next(_ radix: Int) -> Int {
                defer { digits /= radix }
                return digits % radix
            }
            let layout = next(3) + 1
            let landscape = next(2) == 1
            let filled = next(4) + 1
            var steps = landscape ? ["  - rotate: landscape-left"] : []
            steps.append("  - tap: layout-\(layout)")
            let slots = Layout(rawValue: layout)?.visibleSlots ?? [1, 2, 3, 4]
            for slot in slots.prefix(filled) {
                steps.append("  - pick: { slot: \(slot), photo: \(photoFiles[(next(5) + slot) % 5].0) }")
            }
            steps.append("  - snapshot: filled")
            steps.append("  - tap: layout-\(layout % 3 + 1)")
            steps.append("  - snapshot: relayout")
            let path = folder + "/variant-\(index).yaml"
            let text = "description: generated variant \(index)\ndevices: [iphone-xs-max]\n" + header
                + "steps:\n" + steps.joined(separator: "\n") + "\n"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let prepared: PreparedScenario
            if let library {
                prepared = PreparedScenario(scenario: try ScenarioParser<Instagrid>.parse(contentsOf: path), photos: library)
            } else {
                prepared = try PreparedScenario.load(path)
                library = prepared.photos
            }
            return LoadedScenario(.init(header: ScenarioHeader(prepared.scenario), payload: prepared), app: .instagrid)
        }
    }
}
