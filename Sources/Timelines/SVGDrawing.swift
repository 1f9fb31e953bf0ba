import Support

/// One chart being written (docs/timeline.md): what is drawn (the earliest items, within
/// ``TimelineLimits/maxItems``), the time axis, where every label goes (``LabelLayout``), each
/// lane's height, then the elements in drawing order.
///
/// The layout keeps every text apart by construction: the title, the ticks, the world's band,
/// each lane's band above, its name and its spans' texts, its band below, the legend and the
/// notes each have their own height; inside a band, ``LabelLayout`` keeps the labels of a row
/// apart; ticks too close to the previous one are not labelled; a span's text is drawn only
/// inside its band. The tests measure every written text by ``TextBox`` and check it.
struct SVGDrawing {
    static let left = 150.0
    /// Where the ticks' texts end: the top of the highest row above lane 0 is 2 points lower
    /// (then lane 0's line is at 122), or under the world's band when it has rows.
    static let ticksBottom = 42.2
    /// The space between the lowest row below a lane and the highest above the next.
    static let bandGap = 14.0
    static let rowHeight = 12.0
    /// Rows of labels above and below a phone's or a service's lane (the lanes are then 170
    /// apart), and a gesture lane's, whose texts are fewer.
    static let rows = 6
    static let gestureRows = 2
    static let charWidth = 6.6
    /// The baseline of the world band's first row.
    static let worldTop = 58.0
    /// Spans of one lane that overlap in time go on tracks this far apart, at most `maxTracks`.
    static let trackHeight = 14.0
    static let maxTracks = 4

    let chart: TimelineChart
    let limits: TimelineLimits
    let marks: [TimelineChart.Mark]
    let messages: [TimelineChart.Message]
    /// The drawn spans, each with its track, in the order they begin.
    let spans: [(span: TimelineChart.Span, track: Int)]
    /// How many marks, messages and spans were left out.
    let omitted: Int
    /// When the drawn items end: the end of a span that lasted to the end of the run.
    let end: Double
    var axis: TimeAxis
    /// The labels (texts as shown, and their requests), where each went, and which is whose.
    let labels: [String]
    let requests: [LabelLayout.Request]
    let layout: LabelLayout
    let messageLabels: [Int?]
    let markLabels: [Int?]
    /// Each lane's line, how many span tracks it has, and how many rows of labels beside it.
    let laneYs: [Double]
    let tracks: [Int]
    let laneRows: [Int]
    var out: [String] = []
    /// The rightmost end of any text written, for the chart's width.
    var textRight = 0.0

    init(chart: TimelineChart, limits: TimelineLimits) {
        self.chart = chart
        self.limits = limits
        let lanes = chart.lanes.indices
        let marks = chart.marks.filter { ($0.lane.map(lanes.contains) ?? true) && $0.time.isFinite }
        let messages = chart.messages.filter {
            lanes.contains($0.from) && lanes.contains($0.to) && $0.from != $0.to && $0.sent.isFinite
        }
        let spans = chart.spans.filter { lanes.contains($0.lane) && $0.from.isFinite }
        // The earliest items, marks before messages before spans at one instant, each in the app's order.
        var items = marks.indices.map { (time: marks[$0].time, kind: 0, index: $0) }
            + messages.indices.map { (time: messages[$0].sent, kind: 1, index: $0) }
            + spans.indices.map { (time: spans[$0].from, kind: 2, index: $0) }
        items.sort { ($0.time, $0.kind, $0.index) < ($1.time, $1.kind, $1.index) }
        let kept = items.prefix(limits.maxItems)
        let keptMarks = Set(kept.filter { $0.kind == 0 }.map(\.index))
        let keptMessages = Set(kept.filter { $0.kind == 1 }.map(\.index))
        let keptSpans = Set(kept.filter { $0.kind == 2 }.map(\.index))
        self.marks = marks.indices.filter(keptMarks.contains).map { marks[$0] }
        self.messages = messages.indices.filter(keptMessages.contains).map { messages[$0] }
        let drawnSpans = spans.indices.filter(keptSpans.contains).map { spans[$0] }
        self.omitted = items.count - kept.count
        var times = self.marks.map(\.time)
        for message in self.messages {
            times += [message.sent] + [message.released, message.arrived].compactMap { $0 }
        }
        times += drawnSpans.flatMap { [$0.from] + [$0.to].compactMap { $0 }.filter(\.isFinite) }
        let end = omitted > 0 ? (times.max() ?? 0) : max(chart.end, times.max() ?? 0)
        self.end = end
        var axis = TimeAxis(times: times, end: end, left: Self.left, scale: chart.hasGestures ? 1000 : 300,
                            quiet: 0.4, margin: 0.1,
                            breakWidth: 36, maxWidth: limits.maxWidth)
        let placed = Self.tracks(of: drawnSpans, lanes: chart.lanes.count, end: end)
        self.spans = placed.spans
        self.tracks = placed.counts

        // Every label, in drawing order: messages', then marks'.
        var labels: [String] = []
        var requests: [LabelLayout.Request] = []
        var messageLabels: [Int?] = []
        for message in self.messages {
            let text = (message.wasHeld ? (message.arrived == nil && message.released == nil ? "held to the end: "
                                                                                             : "held: ") : "")
                + message.label
            let shown = echo(text, limit: limits.labelCharacters)
            messageLabels.append(labels.count)
            labels.append(shown)
            requests.append(LabelLayout.Request(band: message.to > message.from ? .below(message.from) : .above(message.from),
                                                time: message.sent, offset: 0,
                                                width: Double(shown.count) * Self.charWidth))
        }
        var markLabels: [Int?] = []
        for mark in self.marks {
            guard let (band, offset, limit) = Self.labelPlace(of: mark, limits: limits) else {
                markLabels.append(nil)
                continue
            }
            let shown = echo(mark.text, limit: limit)
            markLabels.append(labels.count)
            labels.append(shown)
            requests.append(LabelLayout.Request(band: band, time: mark.time, offset: offset,
                                                width: Double(shown.count) * Self.charWidth))
        }
        let laneRows = chart.lanes.map { $0.kind.caption == nil ? Self.rows : Self.gestureRows }
        layout = LabelLayout(requests, rowCount: { band in
            switch band {
            case .world: Self.rows
            case .above(let lane), .below(let lane): laneRows[lane]
            }
        }, axis: &axis, maxWidth: limits.maxWidth)
        self.axis = axis
        self.labels = labels
        self.requests = requests
        self.messageLabels = messageLabels
        self.markLabels = markLabels

        // Lanes top to bottom, under the ticks and the world's band when there is one, each band's
        // rows apart from the next lane's.
        let worldRows = layout.used[.world] ?? 0
        let headerBottom = worldRows > 0 ? Self.worldTop + Double(worldRows - 1) * Self.rowHeight + 2.2 : Self.ticksBottom
        var laneYs: [Double] = []
        for lane in chart.lanes.indices {
            let above = 5.8 + Double(laneRows[lane]) * Self.rowHeight
            let y = (laneYs.last.map { $0 + Self.belowExtent(rows: laneRows[lane - 1], tracks: placed.counts[lane - 1]) }
                ?? headerBottom) + (laneYs.isEmpty ? 2 : Self.bandGap) + above
            laneYs.append(y)
        }
        self.laneYs = laneYs
        self.laneRows = laneRows
    }

    /// Where a mark's text goes (band, offset from its x, characters), or nil for a mark drawn without text.
    static func labelPlace(of mark: TimelineChart.Mark, limits: TimelineLimits)
        -> (band: LabelLayout.Band, offset: Double, limit: Int)? {
        guard let lane = mark.lane else { return (.world, 4, limits.labelCharacters * 3) }
        switch mark.kind {
        case .step, .note, .control: return (.above(lane), -3, limits.labelCharacters)
        case .failure: return (.above(lane), -3, limits.labelCharacters * 3)
        case .write, .acknowledgement, .touchBegan, .touchMoved, .touchEnded, .touchCancelled: return nil
        }
    }

    /// Each span's track on its lane (the first whose spans have ended when it begins), in the
    /// order they begin, and how many tracks each lane has (at least one).
    static func tracks(of spans: [TimelineChart.Span], lanes: Int, end: Double)
        -> (spans: [(span: TimelineChart.Span, track: Int)], counts: [Int]) {
        let order = spans.indices.sorted { (spans[$0].from, $0) < (spans[$1].from, $1) }
        var ends = Array(repeating: [Double](), count: lanes)
        var placed: [(span: TimelineChart.Span, track: Int)] = []
        for index in order {
            let span = spans[index]
            let finish = max(span.from, span.to.flatMap { $0.isFinite ? $0 : nil } ?? end)
            var track = ends[span.lane].firstIndex { $0 <= span.from }
            if track == nil, ends[span.lane].count < maxTracks {
                ends[span.lane].append(-Double.infinity)
                track = ends[span.lane].count - 1
            }
            let chosen = track ?? ends[span.lane].indices.min { ends[span.lane][$0] < ends[span.lane][$1] } ?? 0
            ends[span.lane][chosen] = max(ends[span.lane][chosen], finish)
            placed.append((span, chosen))
        }
        return (placed, ends.map { max($0.count, 1) })
    }

    /// The chart's width: the axis with a margin, or the rightmost text's end with one.
    var width: Double { max(axis.right + 60, textRight + 12) }

    func laneY(_ lane: Int) -> Double { laneYs.indices.contains(lane) ? laneYs[lane] : 122 }

    /// How far below its line a lane's lowest text reaches: its tracks, then its rows.
    static func belowExtent(rows: Int, tracks: Int) -> Double {
        6.2 + Double(tracks - 1) * trackHeight + Double(rows) * rowHeight
    }

    /// The lowest lane's line, and how far below it its spans reach.
    var lastLaneY: Double { laneY(max(chart.lanes.count - 1, 0)) }
    var lastTracks: Double { Double((tracks.last ?? 1) - 1) * Self.trackHeight }

    /// The baseline of `row` of `band`.
    func baseline(_ band: LabelLayout.Band, row: Int) -> Double {
        switch band {
        case .world: Self.worldTop + Double(row) * Self.rowHeight
        case .above(let lane): laneY(lane) - 9 - Double(row) * Self.rowHeight
        case .below(let lane):
            laneY(lane) + 16 + Double(tracks[lane] - 1) * Self.trackHeight + Double(row) * Self.rowHeight
        }
    }

    mutating func document() -> String {
        out.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>")
        writeText(chart.title, x: 12, y: 22, size: 14, attributes: "font-size=\"14\" font-weight=\"bold\"")
        drawAxis()
        drawLanes()
        drawSpans()
        for index in messages.indices { drawMessage(index) }
        for index in marks.indices { drawMark(index) }
        let height = drawLegend()
        var head = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"DejaVu Sans Mono, Menlo, monospace\" "
            + "font-size=\"11\">"]
        head.append("<defs>" + TimelineChart.Message.Kind.all.map { kind in
            "<marker id=\"head-\(kind.rawValue)\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" "
                + "markerHeight=\"7\" orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(kind.colour)\"/></marker>"
        }.joined() + "</defs>")
        if spans.contains(where: { $0.span.kind == .waiting }) {
            head.append("<defs><pattern id=\"waiting\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
                        + "patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#eeeeee\"/>"
                        + "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#b0b0b0\" stroke-width=\"2\"/></pattern></defs>")
        }
        return (head + out + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    /// A text element, the value escaped and cut to `limit` characters; its end counts for the width.
    mutating func writeText(_ value: String, x: Double, y: Double, size: Double = 11, attributes: String,
                            limit: Int? = nil, centred: Bool = false) {
        let shown = echo(value, limit: limit ?? limits.labelCharacters)
        let box = TextBox(x: x, baseline: y, characters: shown.count, size: size, centred: centred)
        textRight = max(textRight, box.right)
        out.append("<text x=\"\(n(x))\" y=\"\(n(y))\" \(attributes)>" + Markup.escape(shown) + "</text>")
    }

    /// A coordinate with one decimal, written by integer arithmetic.
    func n(_ value: Double) -> String { formatFixed(value, decimals: 1) }
}
