import Support

extension SVGDrawing {
    /// Where the faint tick lines and the breaks' bands end, below the lowest lane.
    var gridBottom: Double { lastLaneY + lastTracks + 30 }

    /// Ticks with their seconds (a tick whose label would meet the previous one's is not
    /// labelled), faint lines across the lanes, and a zigzag at each break.
    mutating func drawAxis() {
        let bottom = gridBottom
        var labelledTo = -Double.infinity
        for tick in axis.ticks(spacing: 70) {
            let label = formatSeconds(Double(tick.milliseconds) / 1000) + " s"
            let box = TextBox(x: tick.x, baseline: 40, characters: label.count, size: 11, centred: true)
            out.append("<line x1=\"\(n(tick.x))\" y1=\"44\" x2=\"\(n(tick.x))\" y2=\"\(n(bottom))\" "
                       + "stroke=\"#e6e6e6\"/>")
            guard box.left >= labelledTo + TimelineLimits.labelGap else { continue }
            labelledTo = box.right
            writeText(label, x: tick.x, y: 40, attributes: "text-anchor=\"middle\" fill=\"#666666\"", centred: true)
        }
        for (x, right) in axis.breakRanges {
            let middle = (x + right) / 2
            out.append("<path d=\"M\(n(middle - 5)),30 L\(n(middle + 5)),36 L\(n(middle - 5)),42 "
                       + "L\(n(middle + 5)),48\" fill=\"none\" stroke=\"#999999\"/>")
            out.append("<rect x=\"\(n(x + 8))\" y=\"50\" width=\"\(n(right - x - 16))\" "
                       + "height=\"\(n(bottom - 50))\" fill=\"#f4f4f4\"/>")
        }
    }

    mutating func drawLanes() {
        for (index, lane) in chart.lanes.enumerated() {
            let y = laneY(index)
            let (stroke, width) = switch lane.kind {
            case .participant: ("#222222", "2")
            case .service: ("#555555", "3")
            case .recognizer, .view, .touches: ("#999999", "1")
            }
            out.append("<line x1=\"\(n(Self.left - 10))\" y1=\"\(n(y))\" x2=\"\(n(axis.right + 20))\" y2=\"\(n(y))\" "
                       + "stroke=\"\(stroke)\" stroke-width=\"\(width)\"/>")
            writeText(lane.name, x: 12, y: y + 4, size: 13,
                      attributes: "font-size=\"13\" font-weight=\"bold\"" + (lane.kind == .service ? " fill=\"#555555\"" : ""),
                      limit: 18)
            if let caption = lane.kind.caption {
                writeText(caption, x: 12, y: y + 16, size: 9, attributes: "font-size=\"9\" fill=\"#888888\"")
            }
        }
    }

    /// An arrow from its sender's lane to its receiver's, and for a held message its wait
    /// dashed along the sender's lane.
    mutating func drawMessage(_ index: Int) {
        let message = messages[index]
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
            label(messageLabels[index], colour: "#777777")
        }
        guard let leaves, let arrived = message.arrived else { return }
        let x1 = axis.x(leaves)
        let x2 = axis.x(arrived)
        out.append("<line x1=\"\(n(x1))\" y1=\"\(n(fromY))\" x2=\"\(n(x2))\" y2=\"\(n(toY))\" stroke=\"\(colour)\" "
                   + "stroke-width=\"1.3\" marker-end=\"url(#head-\(message.kind.rawValue))\"/>")
        if !message.wasHeld {
            label(messageLabels[index], colour: colour)
        }
    }

    mutating func drawMark(_ index: Int) {
        let mark = marks[index]
        let x = axis.x(mark.time)
        guard let lane = mark.lane else {
            out.append("<line x1=\"\(n(x))\" y1=\"46\" x2=\"\(n(x))\" y2=\"\(n(gridBottom - 10))\" stroke=\"#d62728\" "
                       + "stroke-width=\"2\" stroke-dasharray=\"6 3\"/>")
            label(markLabels[index], colour: "#d62728", bold: true)
            return
        }
        let y = laneY(lane)
        switch mark.kind {
        case .step, .failure, .note:
            let colour = mark.kind == .failure ? "#d62728" : mark.kind == .note ? "#808080" : "#222222"
            out.append("<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"4\" fill=\"\(colour)\"/>")
            label(markLabels[index], colour: colour)
        case .write:
            out.append("<rect x=\"\(n(x - 4))\" y=\"\(n(y - 4))\" width=\"8\" height=\"8\" fill=\"#1f6fd1\"/>")
        case .acknowledgement:
            out.append("<path d=\"M\(n(x - 5)),\(n(y - 7)) L\(n(x - 1)),\(n(y - 3)) L\(n(x + 6)),\(n(y - 12))\" "
                       + "fill=\"none\" stroke=\"#2e9e4f\" stroke-width=\"2\"/>")
        case .touchBegan, .touchMoved, .touchEnded, .touchCancelled, .control:
            drawGestureMark(mark, x: x, y: y)
            if mark.kind == .control { label(markLabels[index], colour: Self.controlColour) }
        }
    }

    /// A label where the layout put it; nothing for a label it left out.
    mutating func label(_ index: Int?, colour: String, bold: Bool = false) {
        guard let index, let row = layout.rows[index] else { return }
        let request = requests[index]
        let x = axis.x(request.time) + request.offset
        let y = baseline(request.band, row: row)
        let box = TextBox(x: x, baseline: y, characters: labels[index].count, size: 11)
        textRight = max(textRight, box.right)
        out.append("<text x=\"\(n(x))\" y=\"\(n(y))\" fill=\"\(colour)\"" + (bold ? " font-weight=\"bold\"" : "")
                   + " stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\">\(Markup.escape(labels[index]))</text>")
    }
}

extension TimelineChart.Lane.Kind {
    /// The small grey word under a gesture lane's name.
    var caption: String? {
        switch self {
        case .participant, .service: nil
        case .recognizer: "recognizer"
        case .view: "view"
        case .touches: "touches"
        }
    }
}
