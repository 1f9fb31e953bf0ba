import Foundation
import Testing

@Suite("instagrid-sim explore --guided: deterministic, reported, merged")
struct GuidedExploreTests {
    static let lab = ["explore", "--app", "gesture-lab", "--seed", "3", "--runs", "40", "--inputs", "20", "--guided"]

    @Test("The same seeds give the same report, whatever --jobs, with the transitions covered")
    func deterministic() throws {
        let folder = try CLI.temporaryFolder()
        var reports: [String] = []
        var lines: [String] = []
        for (index, jobs) in ["1", "2", "2"].enumerated() {
            let path = "\(folder)/report-\(index).json"
            let result = try CLI.run(Self.lab + ["--jobs", jobs, "--report", path])
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            lines.append(result.stdout)
            reports.append(try String(contentsOfFile: path, encoding: .utf8))
        }
        #expect(Set(lines).count == 1)
        #expect(Set(reports).count == 1)
        let covered = try #require(lines[0].firstMatch(of: /guided, (\d+) transitions of what it shows covered/))
        #expect(Int(covered.1) ?? 0 > 20)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(reports[0].utf8)) as? [String: Any])
        #expect(json["transitions"] as? Int == Int(covered.1))
        #expect((json["transitionFingerprints"] as? [String])?.count == Int(covered.1))
    }

    @Test("Guided and unguided runs of the same seeds differ once the corpus has sequences")
    func guidedDiffers() throws {
        let plain = try CLI.run(Array(Self.lab.dropLast()))
        let guided = try CLI.run(Self.lab)
        #expect(plain.status == 0 && guided.status == 0, "\(plain.stdout)\(guided.stdout)")
        let sent = /held after (\d+) inputs/
        let plainInputs = try #require(plain.stdout.firstMatch(of: sent)).1
        let guidedInputs = try #require(guided.stdout.firstMatch(of: sent)).1
        #expect(plainInputs != guidedInputs)
        #expect(!plain.stdout.contains("transitions"))
    }

    @Test("Guided shards merge: their transitions together, and only with guided reports")
    func shardsMerge() throws {
        let folder = try CLI.temporaryFolder()
        var counts: [Int] = []
        for shard in 0..<2 {
            let path = "\(folder)/shard-\(shard).json"
            let result = try CLI.run(Self.lab + ["--shard", "\(shard)/2", "--report", path])
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
            counts.append(json?["transitions"] as? Int ?? 0)
        }
        let merged = try CLI.run(["merge-explore-reports", "\(folder)/shard-0.json", "\(folder)/shard-1.json"])
        #expect(merged.status == 0, "\(merged.stdout)\(merged.stderr)")
        let total = try #require(merged.stdout.firstMatch(of: /guided, (\d+) transitions/)).1
        #expect((Int(total) ?? 0) >= counts.max() ?? 0)
        #expect((Int(total) ?? 0) <= counts.reduce(0, +))
        #expect(merged.stdout.contains("seeds 3…42: 40 sequences"))

        let plain = try CLI.run(Array(Self.lab.dropLast()) + ["--report", "\(folder)/plain.json"])
        #expect(plain.status == 0)
        let mixed = try CLI.run(["merge-explore-reports", "\(folder)/shard-0.json", "\(folder)/plain.json"])
        #expect(mixed.status == 2)
        #expect(mixed.stderr.contains("guidance differ"))
    }

    @Test("Instagrid runs guided too, the same whatever --jobs")
    func instagrid() throws {
        let arguments = ["explore", "--seed", "5", "--runs", "24", "--inputs", "40", "--guided"]
        let one = try CLI.run(arguments + ["--jobs", "1"])
        let two = try CLI.run(arguments + ["--jobs", "2"])
        #expect(one.status == 0, "\(one.stdout)\(one.stderr)")
        #expect(one.stdout == two.stdout)
        #expect(one.stdout.contains("; guided, "))
    }
}
