import Support

extension TimelineChart {
    /// The chart as an SVG document (docs/timeline.md): lanes as horizontal lines named on the
    /// left, the time axis on top in virtual seconds (quiet stretches cut to a zigzag break),
    /// steps as dots with their text above their lane, messages as arrows from send to arrival
    /// coloured by kind, a message held on an offline link dashed along its sender's lane until
    /// it was sent again, writes as squares, acknowledgements as ticks, failed steps in red.
    ///
    /// The same chart gives the same bytes on every machine: coordinates are written with one
    /// decimal by integer arithmetic, nothing depends on the locale, the clock or a font's
    /// metrics (text is monospaced and measured by its character count). Every text is the
    /// app's or the scenario's and is escaped: control characters written `\u{…}`, `&`, `<`,
    /// `>` and quotes as entities, each cut to ``TimelineLimits/labelCharacters``. At most
    /// ``TimelineLimits/maxItems`` marks and messages are drawn, the earliest; a note says
    /// what was left out. A failed step's text may be three times as long.
    public func svg(limits: TimelineLimits = .default) -> String {
        var drawing = SVGDrawing(chart: self, limits: limits)
        return drawing.document()
    }
}

/// One chart being written: its layout, then its elements in drawing order.
struct SVGDrawing {
    static let left = 150.0
    static let top = 110.0
    static let laneGap = 170.0
    static let rowHeight = 12.0
    static let rows = 6
    static let charWidth = 6.6

    let chart: TimelineChart
    let limits: TimelineLimits
    let marks: [TimelineChart.Mark]
    let messages: [TimelineChart.Message]
    /// How many marks and messages were left out, and the time the drawn ones reach.
    let omitted: Int
    let axis: TimeAxis
    var above: [LabelRows]
    var below: [LabelRows]
    var out: [String] = []

    init(chart: TimelineChart, limits: TimelineLimits) {
        self.chart = chart
        self.limits = limits
        let lanes = chart.lanes.indices
        let marks = chart.marks.filter { $0.lane.map(lanes.contains) ?? true }
        let messages = chart.messages.filter { lanes.contains($0.from) && lanes.contains($0.to) && $0.from != $0.to }
        // The earliest items, marks before messages at one instant, each in the app's order.
        var items = marks.indices.map { (time: marks[$0].time, kind: 0, index: $0) }
            + messages.indices.map { (time: messages[$0].sent, kind: 1, index: $0) }
        items.sort { ($0.time, $0.kind, $0.index) < ($1.time, $1.kind, $1.index) }
        let kept = items.prefix(limits.maxItems)
        let keptMarks = Set(kept.filter { $0.kind == 0 }.map(\.index))
        let keptMessages = Set(kept.filter { $0.kind == 1 }.map(\.index))
        self.marks = marks.indices.filter(keptMarks.contains).map { marks[$0] }
        self.messages = messages.indices.filter(keptMessages.contains).map { messages[$0] }
        self.omitted = items.count - kept.count
        var times = self.marks.map(\.time)
        for message in self.messages {
            times += [message.sent] + [message.released, message.arrived].compactMap { $0 }
        }
        let end = omitted > 0 ? (times.max() ?? 0) : max(chart.end, times.max() ?? 0)
        axis = TimeAxis(times: times, end: end, left: Self.left, scale: 300, quiet: 0.4, margin: 0.1,
                        breakWidth: 36, maxWidth: limits.maxWidth)
        above = chart.lanes.map { _ in LabelRows(count: Self.rows) }
        below = chart.lanes.map { _ in LabelRows(count: Self.rows) }
    }

    var width: Double { axis.right + 60 }
    var height: Double { Self.top + Double(max(chart.lanes.count - 1, 0)) * Self.laneGap + 110 }

    func laneY(_ lane: Int) -> Double { Self.top + Double(lane) * Self.laneGap }

    mutating func document() -> String {
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
                   + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"DejaVu Sans Mono, Menlo, monospace\" "
                   + "font-size=\"11\">")
        out.append("<defs>" + TimelineChart.Message.Kind.all.map { kind in
            "<marker id=\"head-\(kind.rawValue)\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" "
                + "markerHeight=\"7\" orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(kind.colour)\"/></marker>"
        }.joined() + "</defs>")
        out.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>")
        out.append(text(chart.title, x: 12, y: 22, attributes: "font-size=\"14\" font-weight=\"bold\""))
        drawAxis()
        drawLanes()
        for message in messages { drawMessage(message) }
        for mark in marks { drawMark(mark) }
        drawLegend()
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// Ticks with their seconds, faint lines across the lanes, and a zigzag at each break.
    mutating func drawAxis() {
        let bottom = laneY(max(chart.lanes.count - 1, 0)) + 30
        for tick in axis.ticks(spacing: 70) {
            out.append("<line x1=\"\(n(tick.x))\" y1=\"44\" x2=\"\(n(tick.x))\" y2=\"\(n(bottom))\" "
                       + "stroke=\"#e6e6e6\"/>")
            out.append(text(formatSeconds(Double(tick.milliseconds) / 1000) + " s", x: tick.x, y: 40,
                            attributes: "text-anchor=\"middle\" fill=\"#666666\""))
        }
        for x in axis.breaks {
            let middle = x + axis.breakWidth / 2
            out.append("<path d=\"M\(n(middle - 5)),30 L\(n(middle + 5)),36 L\(n(middle - 5)),42 "
                       + "L\(n(middle + 5)),48\" fill=\"none\" stroke=\"#999999\"/>")
            out.append("<rect x=\"\(n(x + 8))\" y=\"50\" width=\"\(n(axis.breakWidth - 16))\" "
                       + "height=\"\(n(bottom - 50))\" fill=\"#f4f4f4\"/>")
        }
    }

    mutating func drawLanes() {
        for (index, lane) in chart.lanes.enumerated() {
            let y = laneY(index)
            let service = lane.kind == .service
            out.append("<line x1=\"\(n(Self.left - 10))\" y1=\"\(n(y))\" x2=\"\(n(axis.right + 20))\" y2=\"\(n(y))\" "
                       + "stroke=\"\(service ? "#555555" : "#222222")\" stroke-width=\"\(service ? 3 : 2)\"/>")
            out.append(text(lane.name, x: 12, y: y + 4,
                            attributes: "font-size=\"13\" font-weight=\"bold\"" + (service ? " fill=\"#555555\"" : ""),
                            limit: 18))
        }
    }

    /// An arrow from its sender's lane to its receiver's, and for a held message its wait
    /// dashed along the sender's lane.
    mutating func drawMessage(_ message: TimelineChart.Message) {
        let colour = message.kind.colour
        let fromY = laneY(message.from)
        let toY = laneY(message.to)
        let downwards = toY > fromY
        let leaves = message.released ?? (message.arrived == nil ? nil : message.sent)
        if message.wasHeld {
            let offset = downwards ? 5.0 : -5.0
            let x1 = axis.x(message.sent)
            let x2 = leaves.map(axis.x) ?? axis.right
            out.append("<line x1=\"\(n(x1))\" y1=\"\(n(fromY + offset))\" x2=\"\(n(x2))\" y2=\"\(n(fromY + offset))\" "
                       + "stroke=\"#888888\" stroke-width=\"2\" stroke-dasharray=\"5 3\"/>")
            label((leaves == nil ? "held to the end: " : "held: ") + message.label, lane: message.from,
                  downwards: downwards, x: x1, colour: "#777777")
        }
        guard let leaves, let arrived = message.arrived else { return }
        let x1 = axis.x(leaves)
        let x2 = axis.x(arrived)
        out.append("<line x1=\"\(n(x1))\" y1=\"\(n(fromY))\" x2=\"\(n(x2))\" y2=\"\(n(toY))\" stroke=\"\(colour)\" "
                   + "stroke-width=\"1.3\" marker-end=\"url(#head-\(message.kind.rawValue))\"/>")
        if !message.wasHeld {
            label(message.label, lane: message.from, downwards: downwards, x: x1, colour: colour)
        }
    }

    mutating func drawMark(_ mark: TimelineChart.Mark) {
        let x = axis.x(mark.time)
        guard let lane = mark.lane else {
            let bottom = laneY(max(chart.lanes.count - 1, 0)) + 20
            out.append("<line x1=\"\(n(x))\" y1=\"54\" x2=\"\(n(x))\" y2=\"\(n(bottom))\" stroke=\"#d62728\" "
                       + "stroke-width=\"2\" stroke-dasharray=\"6 3\"/>")
            out.append(text(mark.text, x: x + 4, y: 64, attributes: "fill=\"#d62728\" font-weight=\"bold\"",
                            limit: limits.labelCharacters * 3))
            return
        }
        let y = laneY(lane)
        switch mark.kind {
        case .step, .failure, .note:
            let colour = mark.kind == .failure ? "#d62728" : mark.kind == .note ? "#808080" : "#222222"
            out.append("<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"4\" fill=\"\(colour)\"/>")
            label(mark.text, lane: lane, downwards: false, x: x - 3, colour: colour,
                  limit: mark.kind == .failure ? limits.labelCharacters * 3 : nil)
        case .write:
            out.append("<rect x=\"\(n(x - 4))\" y=\"\(n(y - 4))\" width=\"8\" height=\"8\" fill=\"#1f6fd1\"/>")
        case .acknowledgement:
            out.append("<path d=\"M\(n(x - 5)),\(n(y - 7)) L\(n(x - 1)),\(n(y - 3)) L\(n(x + 6)),\(n(y - 12))\" "
                       + "fill=\"none\" stroke=\"#2e9e4f\" stroke-width=\"2\"/>")
        }
    }

    /// A text in the first free row beside `lane`: above it, or below it for a message going down.
    mutating func label(_ value: String, lane: Int, downwards: Bool, x: Double, colour: String, limit: Int? = nil) {
        let shown = echo(value, limit: limit ?? limits.labelCharacters)
        let end = x + Double(shown.count) * Self.charWidth
        let row = downwards ? below[lane].place(from: x, to: end) : above[lane].place(from: x, to: end)
        let y = downwards ? laneY(lane) + 16 + Double(row) * Self.rowHeight
            : laneY(lane) - 9 - Double(row) * Self.rowHeight
        out.append("<text x=\"\(n(x))\" y=\"\(n(y))\" fill=\"\(colour)\" stroke=\"#ffffff\" stroke-width=\"3\" "
                   + "paint-order=\"stroke\">\(Markup.escape(shown))</text>")
    }

    /// The colours' key, and the note on what the cap left out.
    mutating func drawLegend() {
        var y = laneY(max(chart.lanes.count - 1, 0)) + 60
        var x = 12.0
        for kind in TimelineChart.Message.Kind.all {
            out.append("<line x1=\"\(n(x))\" y1=\"\(n(y - 4))\" x2=\"\(n(x + 24))\" y2=\"\(n(y - 4))\" "
                       + "stroke=\"\(kind.colour)\" stroke-width=\"1.3\" marker-end=\"url(#head-\(kind.rawValue))\"/>")
            out.append(text(kind.rawValue, x: x + 30, y: y, attributes: "fill=\"#444444\""))
            x += 120
        }
        out.append("<line x1=\"\(n(x))\" y1=\"\(n(y - 4))\" x2=\"\(n(x + 24))\" y2=\"\(n(y - 4))\" stroke=\"#888888\" "
                   + "stroke-width=\"2\" stroke-dasharray=\"5 3\"/>")
        out.append(text("held on an offline link", x: x + 30, y: y, attributes: "fill=\"#444444\""))
        x += 210
        out.append("<rect x=\"\(n(x))\" y=\"\(n(y - 8))\" width=\"8\" height=\"8\" fill=\"#1f6fd1\"/>")
        out.append(text("write applied", x: x + 14, y: y, attributes: "fill=\"#444444\""))
        x += 120
        out.append("<path d=\"M\(n(x)),\(n(y - 5)) L\(n(x + 4)),\(n(y - 1)) L\(n(x + 11)),\(n(y - 10))\" fill=\"none\" "
                   + "stroke=\"#2e9e4f\" stroke-width=\"2\"/>")
        out.append(text("acknowledged", x: x + 16, y: y, attributes: "fill=\"#444444\""))
        guard omitted > 0 else { return }
        y += 22
        let total = chart.marks.count + chart.messages.count
        out.append(text("Only the first \(counted(limits.maxItems, "item")) of \(total) are drawn; "
                        + "\(counted(omitted, "mark or message", plural: "marks and messages")) after them are left out.",
                        x: 12, y: y, attributes: "fill=\"#d62728\"", limit: 200))
    }

    /// A text element; the value escaped and cut to `limit` characters.
    func text(_ value: String, x: Double, y: Double, attributes: String, limit: Int? = nil) -> String {
        "<text x=\"\(n(x))\" y=\"\(n(y))\" \(attributes)>"
            + Markup.escape(echo(value, limit: limit ?? limits.labelCharacters)) + "</text>"
    }

    /// A coordinate with one decimal, written by integer arithmetic.
    func n(_ value: Double) -> String { formatFixed(value, decimals: 1) }
}

extension TimelineChart.Message.Kind {
    static let all: [Self] = [.request, .answer, .push]

    var colour: String {
        switch self {
        case .request: "#1f6fd1"
        case .answer: "#2e9e4f"
        case .push: "#d9822b"
        }
    }
}
