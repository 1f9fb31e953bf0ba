extension TimelineChart {
    /// The chart as an SVG document (docs/timeline.md): lanes as horizontal lines named on the
    /// left, the time axis on top in virtual seconds (quiet stretches cut to a zigzag break),
    /// steps as dots with their text above their lane, messages as arrows from send to arrival
    /// coloured by kind, a message held on an offline link dashed along its sender's lane until
    /// it was sent again, writes as squares, acknowledgements as ticks, failed steps in red;
    /// recognizers' states and touches as coloured bands along their lanes, touch phases and
    /// control events as small marks on their views' lanes.
    ///
    /// No two texts overlap: labels close in time are staggered on six rows beside their lane;
    /// where every row is taken, the time axis is widened there to make room, and where it cannot
    /// be (labels of one instant, or the width spent), the label is left out, its mark kept, and a
    /// note says how many were.
    ///
    /// The same chart gives the same bytes on every machine: coordinates are written with one
    /// decimal by integer arithmetic, nothing depends on the locale, the clock or a font's
    /// metrics (text is monospaced and measured by its character count). Every text is the
    /// app's or the scenario's and is escaped: control characters written `\u{…}`, `&`, `<`,
    /// `>` and quotes as entities, each cut to ``TimelineLimits/labelCharacters``. At most
    /// ``TimelineLimits/maxItems`` marks, messages and spans are drawn, the earliest; a note says
    /// what was left out. A failed step's text may be three times as long.
    public func svg(limits: TimelineLimits = .default) -> String {
        var drawing = SVGDrawing(chart: self, limits: limits)
        return drawing.document()
    }
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
