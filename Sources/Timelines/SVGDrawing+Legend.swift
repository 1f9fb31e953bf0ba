import Support

extension SVGDrawing {
    /// The colours' key — messages' and the app's marks, then what of gestures the chart
    /// draws — and the notes on what was left out; returns the chart's height.
    mutating func drawLegend() -> Double {
        var y = lastLaneY + 60 + lastTracks
        let last = max(chart.lanes.count - 1, 0)
        if let used = layout.used[.below(last)], used > 0 {
            y = max(y, baseline(.below(last), row: used - 1) + 24)
        }
        let first = y
        let gestures = chart.hasGestures
        let messageKey = !gestures || !messages.isEmpty
            || marks.contains { $0.kind == .write || $0.kind == .acknowledgement }
        if messageKey {
            drawMessageKey(y: y)
        }
        if gestures {
            if messageKey { y += 22 }
            drawGestureKey(y: y)
        }
        if omitted > 0 {
            y += 22
            let noun = chart.spans.isEmpty ? ("mark or message", "marks and messages") : ("mark, message or span", "marks, messages and spans")
            let total = chart.marks.count + chart.messages.count + chart.spans.count
            writeText("Only the first \(counted(limits.maxItems, "item")) of \(total) are drawn; "
                      + "\(counted(omitted, noun.0, plural: noun.1)) after them are left out.",
                      x: 12, y: y, attributes: "fill=\"#d62728\"", limit: 200)
        }
        if layout.omitted > 0 {
            y += 22
            writeText("\(counted(layout.omitted, "label")) left out where the chart is crowded (every row beside "
                      + "the lane was taken); their marks and arrows are drawn.",
                      x: 12, y: y, attributes: "fill=\"#d62728\"", limit: 200)
        }
        return max(first + 50, y + 28)
    }

    /// Messages' colours, a held message, a write, an acknowledgement.
    mutating func drawMessageKey(y: Double) {
        var x = 12.0
        for kind in TimelineChart.Message.Kind.all {
            out.append("<line x1=\"\(n(x))\" y1=\"\(n(y - 4))\" x2=\"\(n(x + 24))\" y2=\"\(n(y - 4))\" "
                       + "stroke=\"\(kind.colour)\" stroke-width=\"1.3\" marker-end=\"url(#head-\(kind.rawValue))\"/>")
            writeText(kind.rawValue, x: x + 30, y: y, attributes: "fill=\"#444444\"")
            x += 120
        }
        out.append("<line x1=\"\(n(x))\" y1=\"\(n(y - 4))\" x2=\"\(n(x + 24))\" y2=\"\(n(y - 4))\" stroke=\"#888888\" "
                   + "stroke-width=\"2\" stroke-dasharray=\"5 3\"/>")
        writeText("held on an offline link", x: x + 30, y: y, attributes: "fill=\"#444444\"")
        x += 210
        out.append("<rect x=\"\(n(x))\" y=\"\(n(y - 8))\" width=\"8\" height=\"8\" fill=\"#1f6fd1\"/>")
        writeText("write applied", x: x + 14, y: y, attributes: "fill=\"#444444\"")
        x += 120
        out.append("<path d=\"M\(n(x)),\(n(y - 5)) L\(n(x + 4)),\(n(y - 1)) L\(n(x + 11)),\(n(y - 10))\" fill=\"none\" "
                   + "stroke=\"#2e9e4f\" stroke-width=\"2\"/>")
        writeText("acknowledged", x: x + 16, y: y, attributes: "fill=\"#444444\"")
    }

    /// The states and touches the chart's spans show, then the touch phases and control events
    /// its marks show: only those present.
    mutating func drawGestureKey(y: Double) {
        var x = 12.0
        let kinds = Set(spans.map(\.span.kind))
        for kind in TimelineChart.Span.Kind.allCases where kinds.contains(kind) {
            let fill = kind == .waiting ? "url(#waiting)" : kind.colour
            out.append("<rect x=\"\(n(x))\" y=\"\(n(y - 9))\" width=\"16\" height=\"10\" fill=\"\(fill)\""
                       + (kind == .waiting ? " stroke=\"#bdbdbd\"" : "") + "/>")
            writeText(kind.legend, x: x + 20, y: y, attributes: "fill=\"#444444\"")
            x += 20 + TextBox.width(kind.legend.count, size: 11) + 18
        }
        let phases: [(TimelineChart.Mark.Kind, String)] = [
            (.touchBegan, "touch began"), (.touchMoved, "touch moved"), (.touchEnded, "touch ended"),
            (.touchCancelled, "touch cancelled"),
            (.control, "control event"),
        ]
        let present = Set(marks.map(\.kind))
        for (kind, name) in phases where present.contains(kind) {
            drawGestureMark(TimelineChart.Mark(lane: nil, time: 0, text: name, kind: kind), x: x + 5, y: y - 4)
            writeText(name, x: x + 14, y: y, attributes: "fill=\"#444444\"")
            x += 14 + TextBox.width(name.count, size: 11) + 18
        }
    }
}
