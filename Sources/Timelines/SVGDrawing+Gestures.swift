import Support

/// Gesture lanes (docs/timeline.md, "Gesture lanes"): recognizers' states and touches as bands,
/// touch phases and control events as marks.
extension SVGDrawing {
    static let controlColour = "#8e44ad"
    /// A band's height, and how far inside it its text keeps from each end.
    static let bandHeight = 12.0
    static let bandPadding = 3.0
    static let bandFont = 10.0

    /// Each span as a band on its lane's track, with its text inside where the whole text fits
    /// (after the lane's name, and after the text before it on the track).
    mutating func drawSpans() {
        var textEnds: [Int: [Int: Double]] = [:]
        for (span, track) in spans {
            let x0 = axis.x(span.from)
            let to = span.to.flatMap { $0.isFinite ? max($0, span.from) : nil } ?? max(end, span.from)
            let x1 = max(axis.x(to), x0)
            let centre = laneY(span.lane) + Double(track) * Self.trackHeight
            let fill = span.kind == .waiting ? "url(#waiting)" : span.kind.colour
            out.append("<rect x=\"\(n(x0))\" y=\"\(n(centre - Self.bandHeight / 2))\" width=\"\(n(max(x1 - x0, 3)))\" "
                       + "height=\"\(n(Self.bandHeight))\" fill=\"\(fill)\""
                       + (span.kind == .waiting ? " stroke=\"#bdbdbd\"" : "") + "/>")
            let shown = echo(span.text, limit: limits.labelCharacters)
            let nameEnd = track == 0 ? laneNameRight(span.lane) + TimelineLimits.labelGap : -Double.infinity
            let previous = (textEnds[span.lane]?[track]).map { $0 + TimelineLimits.labelGap } ?? -Double.infinity
            let start = max(x0 + Self.bandPadding, nameEnd, previous)
            let width = TextBox.width(shown.count, size: Self.bandFont)
            guard !shown.isEmpty, start + width <= x1 - Self.bandPadding else { continue }
            textEnds[span.lane, default: [:]][track] = start + width
            textRight = max(textRight, start + width)
            out.append("<text x=\"\(n(start))\" y=\"\(n(centre + 4))\" font-size=\"10\" fill=\"\(span.kind.textColour)\">"
                       + Markup.escape(shown) + "</text>")
        }
    }

    /// Where a lane's name ends (the name drawn in bold at 13 points from x = 12).
    func laneNameRight(_ lane: Int) -> Double {
        12 + TextBox.width(echo(chart.lanes[lane].name, limit: 18).count, size: 13)
    }

    /// A touch phase a view received, or a control event it sent.
    mutating func drawGestureMark(_ mark: TimelineChart.Mark, x: Double, y: Double) {
        switch mark.kind {
        case .touchBegan, .touchEnded:
            let colour = mark.kind == .touchBegan ? "#1f6fd1" : "#2e9e4f"
            out.append("<line x1=\"\(n(x))\" y1=\"\(n(y - 7))\" x2=\"\(n(x))\" y2=\"\(n(y + 7))\" stroke=\"\(colour)\" "
                       + "stroke-width=\"2\"/>")
        case .touchMoved:
            out.append("<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"2\" fill=\"#999999\"/>")
        case .touchCancelled:
            out.append("<path d=\"M\(n(x - 4)),\(n(y - 4)) L\(n(x + 4)),\(n(y + 4)) M\(n(x - 4)),\(n(y + 4)) "
                       + "L\(n(x + 4)),\(n(y - 4))\" stroke=\"#d9822b\" stroke-width=\"2\"/>")
        default:
            out.append("<path d=\"M\(n(x)),\(n(y - 5)) L\(n(x + 5)),\(n(y)) L\(n(x)),\(n(y + 5)) L\(n(x - 5)),\(n(y)) z\" "
                       + "fill=\"\(Self.controlColour)\"/>")
        }
    }
}

extension TimelineChart {
    /// Whether the chart has anything of gestures: their lanes, spans or marks. Such a chart is
    /// drawn at a point a millisecond (a tap of 50 ms is 50 points wide), its key says what its
    /// bands and marks are, and the messages' key is left out when it has no messages.
    var hasGestures: Bool {
        !spans.isEmpty || lanes.contains { $0.kind.caption != nil } || marks.contains { $0.kind.isGesture }
    }
}

extension TimelineChart.Mark.Kind {
    /// A touch phase or a control event.
    var isGesture: Bool {
        switch self {
        case .touchBegan, .touchMoved, .touchEnded, .touchCancelled, .control: true
        case .step, .failure, .write, .acknowledgement, .note: false
        }
    }
}

extension TimelineChart.Span.Kind {
    var colour: String {
        switch self {
        case .possible: "#bdbdbd"
        case .waiting: "#eeeeee"
        case .began: "#5b9bd5"
        case .changed: "#1f6fd1"
        case .ended: "#2e9e4f"
        case .cancelled: "#d9822b"
        case .failed: "#d62728"
        case .touch: "#7b5ea7"
        }
    }

    /// The colour of the text inside the band: dark on the greys, white on the rest.
    var textColour: String {
        switch self {
        case .possible, .waiting: "#333333"
        case .began, .changed, .ended, .cancelled, .failed, .touch: "#ffffff"
        }
    }

    /// What the legend calls it.
    var legend: String { self == .touch ? "touch down" : rawValue }
}
