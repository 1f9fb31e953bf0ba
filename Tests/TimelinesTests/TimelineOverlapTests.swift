import Testing
@testable import Timelines
import VirtualClock

@Suite("No two texts of a timeline overlap, however crowded the run")
struct TimelineOverlapTests {
    static let three = [TimelineChart.Lane("alice"), TimelineChart.Lane("bob"),
                        TimelineChart.Lane("server", kind: .service)]

    /// `count` messages within `within` seconds between alice, bob and the server, every one with a long label.
    static func burst(_ count: Int, within: Double, labelLength: Int = 60) -> TimelineChart {
        let messages = (0..<count).map { index in
            let route = [(0, 2), (2, 1), (1, 2), (2, 0)][index % 4]
            let sent = 1 + within * Double(index) / Double(count)
            return TimelineChart.Message(from: route.0, to: route.1, sent: sent, arrived: sent + 0.1,
                                         label: "write #\(index) " + String(repeating: "x", count: labelLength),
                                         kind: index % 3 == 0 ? .request : index % 3 == 1 ? .answer : .push)
        }
        return TimelineChart(title: "burst", lanes: three, messages: messages, end: 2)
    }

    static func expectApart(_ svg: String, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let overlaps = SVGTexts(svg).overlaps
        #expect(overlaps.isEmpty, "\(overlaps.count) overlapping texts, e.g. \(overlaps.prefix(3)) \(comment.map { "\($0)" } ?? "")",
                sourceLocation: sourceLocation)
    }

    @Test("the check finds texts that meet, by the writer's metric, and not texts that only touch")
    func checker() {
        let svg = """
            <text x="10" y="20">abcdef</text>
            <text x="49" y="20" font-size="13">&lt;g&gt;</text>
            <text x="200" y="40" text-anchor="middle">0.5 s</text>
            <text x="216.5" y="40">x</text>
            <text x="300" y="50">row 0</text>
            <text x="300" y="61">row 1</text>
            """.replacingOccurrences(of: "    ", with: "")
        let texts = SVGTexts(svg)
        #expect(texts.texts.map(\.content) == ["abcdef", "<g>", "0.5 s", "x", "row 0", "row 1"])
        #expect(texts.texts[0].box == TextBox(x: 10, baseline: 20, characters: 6, size: 11))
        #expect(texts.overlaps.map { [$0.0, $0.1] } == [["abcdef", "<g>"]], "49 < 10 + 6 × 6.6; 216.5 is 0.5 s's end")
    }

    @Test("200 messages within 10 ms between three lanes: the burst is widened, every label drawn, none overlapping")
    func burstOfMessages() {
        let chart = Self.burst(200, within: 0.01)
        let svg = chart.svg()
        Self.expectApart(svg)
        let texts = SVGTexts(svg).texts.map(\.content)
        #expect((0..<200).allSatisfy { index in texts.contains { $0.hasPrefix("write #\(index) ") } },
                "the widened axis gives every label its room")
        #expect(!svg.contains("left out"))
        #expect(svg == chart.svg(), "the same bytes again")
    }

    @Test("labels that cannot fit (one instant, or the width spent) are left out and counted, the arrows kept")
    func leftOut() {
        let narrow = Self.burst(200, within: 0.01).svg(limits: TimelineLimits(maxWidth: 2000))
        Self.expectApart(narrow)
        #expect(narrow.contains("labels left out where the chart is crowded"))
        #expect(narrow.components(separatedBy: "marker-end=").count - 1 == 200 + 3, "200 arrows and the legend's 3")
        let sameInstant = TimelineChart(
            title: "one instant", lanes: Self.three,
            marks: (0..<20).map { TimelineChart.Mark(lane: $0 % 2, time: 1, text: "step \($0) at the same instant") }
                + [TimelineChart.Mark(lane: nil, time: 1, text: "✘ the world " + String(repeating: "y", count: 200),
                                      kind: .failure),
                   TimelineChart.Mark(lane: nil, time: 1, text: "✘ again", kind: .failure)],
            end: 2)
        let svg = sameInstant.svg()
        Self.expectApart(svg)
        #expect(svg.contains(">8 labels left out where the chart is crowded (every row beside the lane was taken); "
                             + "their marks and arrows are drawn.</text>"), "6 rows on each of two lanes: 12 of 20")
        #expect(svg.components(separatedBy: "<circle").count - 1 == 20, "every mark is drawn")
    }

    @Test("long labels, steps and notes at one instant, held messages, failures: apart")
    func mixed() {
        var chart = Self.burst(60, within: 0.002, labelLength: 200)
        for index in 0..<40 {
            chart.marks.append(TimelineChart.Mark(lane: index % 3, time: 1 + 0.0001 * Double(index / 4),
                                                  text: "tap: " + String(repeating: "z", count: index * 3),
                                                  kind: index % 5 == 0 ? .failure : index % 2 == 0 ? .note : .step))
        }
        chart.messages.append(TimelineChart.Message(from: 0, to: 2, sent: 1, arrived: nil, label: "held", kind: .request))
        chart.messages.append(TimelineChart.Message(from: 1, to: 2, sent: 1, released: 1.5, arrived: 1.6, label: "later",
                                                    kind: .request))
        chart.marks.append(TimelineChart.Mark(lane: nil, time: 1.0005, text: "✘ expect failed", kind: .failure))
        Self.expectApart(chart.svg())
        Self.expectApart(chart.svg(limits: TimelineLimits(maxItems: 50, maxWidth: 600, labelCharacters: 120)))
    }

    @Test("seeded random charts: no two texts overlap, and each chart's bytes are its own", arguments: 0..<40)
    func randomCharts(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let chart = Self.random(&random)
        let svg = chart.svg()
        Self.expectApart(svg, "seed \(seed)")
        #expect(svg == chart.svg())
        let tight = TimelineLimits(maxItems: random.int(in: 5...400), maxWidth: Double(random.int(in: 100...4000)),
                                   labelCharacters: random.int(in: 1...90))
        Self.expectApart(chart.svg(limits: tight), "seed \(seed), \(tight)")
    }

    /// A chart of up to five lanes of every kind, with marks, messages and spans at random
    /// instants, often the same ones, and texts of random lengths.
    static func random(_ random: inout SeededGenerator) -> TimelineChart {
        let kinds: [TimelineChart.Lane.Kind] = [.participant, .service, .recognizer, .view, .touches]
        let lanes = (0..<random.int(in: 1...5)).map { index in
            TimelineChart.Lane(String(repeating: "lane\(index)", count: random.int(in: 1...6)), kind: random.element(kinds))
        }
        let instants = (0..<random.int(in: 1...30)).map { _ in Double(random.int(in: 0...40_000)) / 10_000 }
        func time(_ random: inout SeededGenerator) -> Double {
            random.chance(1, in: 2) ? random.element(instants) : Double(random.int(in: 0...40_000)) / 10_000
        }
        func text(_ random: inout SeededGenerator) -> String {
            String(repeating: random.element(["a", "é", "<", "&", "\u{1B}", "字"]), count: random.int(in: 0...70))
        }
        let markKinds: [TimelineChart.Mark.Kind] = [.step, .failure, .write, .acknowledgement, .note, .touchBegan,
                                                    .touchMoved, .touchEnded, .touchCancelled, .control]
        let marks = (0..<random.int(in: 0...120)).map { _ in
            TimelineChart.Mark(lane: random.chance(1, in: 15) ? nil : random.int(in: 0...(lanes.count - 1)),
                               time: time(&random), text: text(&random), kind: random.element(markKinds))
        }
        let messages: [TimelineChart.Message] = lanes.count < 2 ? [] : (0..<random.int(in: 0...150)).map { _ in
            let sent = time(&random)
            let held = random.chance(1, in: 8)
            return TimelineChart.Message(from: random.int(in: 0...(lanes.count - 1)), to: random.int(in: 0...(lanes.count - 1)),
                                         sent: sent, released: held ? sent + 0.5 : nil,
                                         arrived: random.chance(1, in: 10) ? nil : sent + (held ? 0.6 : 0.1),
                                         label: text(&random), kind: random.element(TimelineChart.Message.Kind.all))
        }
        let spans = (0..<random.int(in: 0...60)).map { _ in
            let from = time(&random)
            return TimelineChart.Span(lane: random.int(in: 0...(lanes.count - 1)), from: from,
                                      to: random.chance(1, in: 6) ? nil : from + Double(random.int(in: 0...5000)) / 10_000,
                                      text: random.chance(1, in: 2) ? nil : text(&random),
                                      kind: random.element(TimelineChart.Span.Kind.allCases))
        }
        return TimelineChart(title: text(&random), lanes: lanes, marks: marks, messages: messages, spans: spans,
                             end: Double(random.int(in: 0...50_000)) / 10_000)
    }
}
