import Foundation
import Testing
@testable import Timelines

@Suite("A run drawn as lanes: the SVG timeline")
struct TimelineChartTests {
    /// Two phones and a server: a step each, a write from alice acknowledged, a push to bob, and
    /// a read of bob's held on his offline link, then released.
    static let small = TimelineChart(
        title: "small world",
        lanes: [TimelineChart.Lane("alice"), TimelineChart.Lane("bob"), TimelineChart.Lane("server", kind: .service)],
        marks: [
            TimelineChart.Mark(lane: 0, time: 1, text: "tap: send"),
            TimelineChart.Mark(lane: 1, time: 1.05, text: "type: Hi"),
            TimelineChart.Mark(lane: 1, time: 1.2, text: "offline", kind: .note),
            TimelineChart.Mark(lane: 2, time: 1.1, text: "write #1", kind: .write),
            TimelineChart.Mark(lane: 0, time: 1.2, text: "ack #1", kind: .acknowledgement),
        ],
        messages: [
            TimelineChart.Message(from: 0, to: 2, sent: 1, arrived: 1.1, label: "write #1 a/b", kind: .request),
            TimelineChart.Message(from: 2, to: 0, sent: 1.1, arrived: 1.2, label: "ack #1", kind: .answer),
            TimelineChart.Message(from: 2, to: 1, sent: 1.1, arrived: 1.15, label: "data a/b = 1", kind: .push),
            TimelineChart.Message(from: 1, to: 2, sent: 1.3, released: 4, arrived: 4.1, label: "read #1 a",
                                  kind: .request),
        ],
        end: 4.5)

    static func expectedFile(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected/\(name)")
    }

    @Test("a small world's SVG is byte for byte the committed one (TIMELINES_RECORD=1 writes it again)")
    func byteStable() throws {
        let svg = Self.small.svg()
        let url = Self.expectedFile("small-world.svg")
        if ProcessInfo.processInfo.environment["TIMELINES_RECORD"] != nil {
            try Data(svg.utf8).write(to: url)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(svg == expected)
        #expect(Self.small.svg() == svg, "the same chart gives the same bytes")
    }

    @Test("lanes are drawn top to bottom in the chart's order, services last")
    func laneOrder() {
        let svg = Self.small.svg()
        let rows = ["alice", "bob", "server"].map { name in
            svg.split(separator: "\n").first { $0.hasSuffix(">\(name)</text>") && $0.contains("font-size=\"13\"") }
        }
        let ys = rows.map { row in row.flatMap { $0.split(separator: "\"").dropFirst(3).first }.flatMap { Double($0) } }
        #expect(ys == [126, 296, 466])
    }

    @Test("a held message is dashed along its sender's lane until released, then an arrow")
    func held() {
        let svg = Self.small.svg()
        #expect(svg.contains(">held: read #1 a</text>"))
        #expect(svg.components(separatedBy: "stroke-dasharray=\"5 3\"").count == 3, "the held wait and the legend")
        var never = Self.small
        never.messages[3].released = nil
        never.messages[3].arrived = nil
        #expect(never.svg().contains(">held to the end: read #1 a</text>"))
    }

    @Test("texts from a scenario are escaped: no markup, no control character, no entity left raw")
    func escaping() {
        let hostile = "<script>alert(1)</script> & \u{1B}[31m \"q\""
        let chart = TimelineChart(title: hostile, lanes: [TimelineChart.Lane(hostile)],
                                  marks: [TimelineChart.Mark(lane: 0, time: 0.5, text: hostile)], end: 1)
        let svg = chart.svg()
        #expect(!svg.contains("<script"))
        #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; \\u{1B}[31m &quot;q&quot;"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!svg.contains(" & "))
    }

    @Test("labels are cut to the limit's characters with an ellipsis")
    func labelLimit() {
        let chart = TimelineChart(title: "t", lanes: [TimelineChart.Lane("a")],
                                  marks: [TimelineChart.Mark(lane: 0, time: 0, text: String(repeating: "x", count: 100))],
                                  end: 1)
        #expect(chart.svg().contains(">" + String(repeating: "x", count: 44) + "…</text>"))
    }

    @Test("at most maxItems marks and messages are drawn, the earliest, with a note saying what was left out")
    func cap() {
        let messages = (0..<5000).map { index in
            TimelineChart.Message(from: index % 2, to: 2, sent: Double(index) * 0.01, arrived: Double(index) * 0.01 + 0.1,
                                  label: "write #\(index)", kind: .request)
        }
        let chart = TimelineChart(title: "busy", lanes: [TimelineChart.Lane("a"), TimelineChart.Lane("b"),
                                                         TimelineChart.Lane("server", kind: .service)],
                                  messages: messages, end: 50)
        let svg = chart.svg(limits: TimelineLimits(maxItems: 100))
        #expect(svg.components(separatedBy: "marker-end=").count - 1 == 100 + 3, "100 arrows and the legend's 3")
        #expect(svg.contains(">write #99</text>"))
        #expect(!svg.contains(">write #100</text>"))
        #expect(svg.contains("Only the first 100 items of 5000 are drawn; 4900 marks and messages after them are left out."))
        let whole = chart.svg()
        #expect(whole.utf8.count < 1_000_000, "the default cap keeps the file under a megabyte: \(whole.utf8.count)")
        #expect(whole.contains("Only the first 1500 items of 5000"))
    }

    @Test("a long quiet stretch is cut to a break; the axis runs forward across it")
    func breaks() {
        let axis = TimeAxis(times: [1, 1.1, 9, 9.2], end: 10, left: 100, scale: 600, quiet: 0.6, margin: 0.15,
                            breakWidth: 36, maxWidth: 16000)
        #expect(axis.spans.map(\.start) == [0, 0.85, 8.85, 9.85], "0 and the end count; 9.2 to 10 is quiet too")
        #expect(axis.breaks.count == 3)
        #expect(abs(axis.x(1.1) - axis.x(1) - 60) < 1e-9)
        let xs = stride(from: 0.0, through: 10, by: 0.25).map(axis.x)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
        #expect(axis.ticks(spacing: 70).map(\.milliseconds).prefix(4) == [0, 1000, 1200, 9000], "every 0.2 s inside the spans")
    }

    @Test("widening the axis between two instants moves the later one and all after it, the earlier ones not")
    func widening() {
        var axis = TimeAxis(times: [1, 1.001, 1.002, 9], end: 10, left: 100, scale: 300, quiet: 0.4, margin: 0.1,
                            breakWidth: 36, maxWidth: 16000)
        let before = [0.5, 1, 1.0005, 1.001, 1.002, 9.5].map(axis.x)
        axis.widen(from: 1, to: 1.001, by: 200)
        axis.widen(from: 1, to: 1.001, by: 50)
        axis.widen(from: 1.001, to: 1.002, by: 100)
        let after = [0.5, 1, 1.0005, 1.001, 1.002, 9.5].map(axis.x)
        let moved = zip(after, before).map { $0 - $1 }
        #expect(zip(moved, [0, 0, 125, 250, 350, 350]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(moved)")
        #expect(axis.extra == 350 && axis.stretches.count == 2, "two widenings of one stretch are one")
        let xs = stride(from: 0.0, through: 10, by: 0.0005).map(axis.x)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(axis.breakRanges.count == axis.breaks.count)
    }

    @Test("a run too long for the width is drawn at a smaller scale, within maxWidth")
    func width() {
        let axis = TimeAxis(times: stride(from: 0.0, through: 3600, by: 0.5).map { $0 }, end: 3600, left: 0,
                            scale: 600, quiet: 0.6, margin: 0.15, breakWidth: 36, maxWidth: 16000)
        #expect(axis.right <= 16000.001)
        #expect(axis.ticks(spacing: 70).count < 300)
    }
}
