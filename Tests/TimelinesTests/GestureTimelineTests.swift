import Foundation
import Testing
@testable import Timelines

@Suite("Gesture lanes: recognizers' states, views' phases and touches on the timeline")
struct GestureTimelineTests {
    typealias Lane = TimelineChart.Lane
    typealias Mark = TimelineChart.Mark
    typealias Span = TimelineChart.Span

    /// A card with a double tap, a single tap that requires it to fail, a long press and a
    /// pinch; a button on it. A double tap on the card (the single tap waits, then fails), a tap
    /// on the button, then a pinch of two touches.
    static let lab = TimelineChart(
        title: "gesture lab: double tap, button, pinch",
        lanes: [Lane("double", kind: .recognizer), Lane("single", kind: .recognizer), Lane("hold", kind: .recognizer),
                Lane("zoom", kind: .recognizer), Lane("card", kind: .view), Lane("card/like", kind: .view),
                Lane("touches", kind: .touches)],
        marks: [
            Mark(lane: 4, time: 0, text: "began", kind: .touchBegan),
            Mark(lane: 4, time: 0.15, text: "began", kind: .touchBegan),
            Mark(lane: 4, time: 0.2, text: "cancelled", kind: .touchCancelled),
            Mark(lane: 4, time: 0.2, text: "cancelled", kind: .touchCancelled),
            Mark(lane: 5, time: 0.6, text: "began", kind: .touchBegan),
            Mark(lane: 5, time: 0.65, text: "ended", kind: .touchEnded),
            Mark(lane: 5, time: 0.65, text: "touch-up-inside", kind: .control),
            Mark(lane: 4, time: 1, text: "began", kind: .touchBegan),
        ] + stride(from: 1.0 + 1.0 / 60, to: 1.3, by: 1.0 / 60).map { Mark(lane: 4, time: $0, text: "moved", kind: .touchMoved) }
            + [Mark(lane: 4, time: 1.3, text: "ended", kind: .touchEnded)],
        spans: [
            Span(lane: 0, from: 0, to: 0.2, kind: .possible),
            Span(lane: 0, from: 0.2, to: 0.6, kind: .ended),
            Span(lane: 1, from: 0, to: 0.05, kind: .possible),
            Span(lane: 1, from: 0.05, to: 0.2, kind: .waiting),
            Span(lane: 1, from: 0.2, to: 0.6, kind: .failed),
            Span(lane: 2, from: 0, to: 0.05, kind: .possible),
            Span(lane: 2, from: 0.05, to: 0.15, kind: .failed),
            Span(lane: 2, from: 0.15, to: 0.2, kind: .possible),
            Span(lane: 2, from: 0.2, to: 0.6, kind: .failed),
            Span(lane: 3, from: 1, to: 1.05, kind: .possible),
            Span(lane: 3, from: 1.05, to: 1.0667, kind: .began),
            Span(lane: 3, from: 1.0667, to: 1.3, kind: .changed),
            Span(lane: 3, from: 1.3, to: nil, kind: .ended),
            Span(lane: 6, from: 0, to: 0.05, text: "touch 1", kind: .touch),
            Span(lane: 6, from: 0.15, to: 0.2, text: "touch 2", kind: .touch),
            Span(lane: 6, from: 0.6, to: 0.65, text: "touch 3", kind: .touch),
            Span(lane: 6, from: 1, to: 1.3, text: "touch 4", kind: .touch),
            Span(lane: 6, from: 1, to: 1.3, text: "touch 5", kind: .touch),
        ],
        end: 1.5)

    @Test("a gesture chart's SVG is byte for byte the committed one (TIMELINES_RECORD=1 writes it again)")
    func byteStable() throws {
        let svg = Self.lab.svg()
        let url = TimelineChartTests.expectedFile("gesture-lab.svg")
        if ProcessInfo.processInfo.environment["TIMELINES_RECORD"] != nil {
            try Data(svg.utf8).write(to: url)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(svg == expected)
        #expect(Self.lab.svg() == svg, "the same chart gives the same bytes")
        #expect(SVGTexts(svg).overlaps.isEmpty)
    }

    @Test("each span is a band coloured by its state, its name inside where it fits")
    func bands() {
        let svg = Self.lab.svg()
        #expect(svg.contains("fill=\"url(#waiting)\""), "the waiting span is hatched")
        #expect(svg.contains("<pattern id=\"waiting\""))
        for colour in ["#bdbdbd", "#5b9bd5", "#1f6fd1", "#2e9e4f", "#d62728", "#7b5ea7"] {
            #expect(svg.contains("height=\"12.0\" fill=\"\(colour)\""), "a band in \(colour)")
        }
        let texts = SVGTexts(svg).texts.map(\.content)
        #expect(texts.contains("possible") && texts.contains("changed") && texts.contains("touch 4"))
        #expect(svg.contains("font-size=\"10\" fill=\"#ffffff\">changed</text>"))
        #expect(!svg.contains("fill=\"#ffffff\">began</text>"), "17 ms of began is too narrow for its name")
        #expect(texts.filter { $0 == "touch 4" || $0 == "touch 5" }.count == 2, "two touches at once: two tracks")
        #expect(texts.contains("touch-up-inside"), "a control event is a labelled mark")
        #expect(texts.contains("recognizer") && texts.contains("view") && texts.contains("touches"))
    }

    @Test("the key shows the gesture kinds present, and no messages' key without messages")
    func legend() {
        let svg = Self.lab.svg()
        #expect(svg.contains(">touch down</text>") && svg.contains(">waiting</text>") && svg.contains(">touch began</text>"))
        #expect(svg.contains(">touch moved</text>") && svg.contains(">touch cancelled</text>"))
        #expect(!svg.contains(">cancelled</text>"), "no span was cancelled")
        #expect(!svg.contains(">held on an offline link</text>"))
        var mixed = Self.lab
        mixed.lanes.append(Lane("server", kind: .service))
        mixed.messages = [TimelineChart.Message(from: 0, to: 7, sent: 0.1, arrived: 0.2, label: "log", kind: .request)]
        #expect(mixed.svg().contains(">held on an offline link</text>"))
    }

    @Test("spans are counted with marks and messages under maxItems; their texts are escaped")
    func boundsAndEscaping() {
        let spans = (0..<3000).map { Span(lane: $0 % 2, from: Double($0) * 0.01, to: Double($0) * 0.01 + 0.2,
                                          text: "<b>&\u{7}", kind: .possible) }
        let chart = TimelineChart(title: "many", lanes: [Lane("a", kind: .recognizer), Lane("b", kind: .touches)],
                                  spans: spans, end: 40)
        let svg = chart.svg(limits: TimelineLimits(maxItems: 100))
        #expect(svg.components(separatedBy: "fill=\"#bdbdbd\"/>").count - 1 == 100 + 1, "100 bands and the key's")
        #expect(svg.contains("Only the first 100 items of 3000 are drawn; 2900 marks, messages and spans after them are left out."))
        #expect(svg.contains("&lt;b&gt;&amp;\\u{7}"))
        #expect(!svg.contains("<b>"))
        #expect(SVGTexts(svg).overlaps.isEmpty)
        #expect(chart.svg().utf8.count < 1_000_000)
    }

    @Test("a chart without gestures draws none of their parts")
    func noGestures() {
        let svg = TimelineChartTests.small.svg()
        #expect(!svg.contains("pattern") && !svg.contains(">recognizer</text>") && !svg.contains("touch down"))
    }
}
