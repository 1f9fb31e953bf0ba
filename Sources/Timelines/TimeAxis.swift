/// The chart's time axis: seconds to x, at one scale where something happens, with each long
/// quiet stretch cut to a short break (drawn as a zigzag), so that a world that waits a second
/// between bursts of messages a few tens of milliseconds apart stays readable at one glance.
struct TimeAxis: Sendable, Equatable {
    /// A stretch of time drawn at ``scale``, starting at `x`.
    struct Span: Sendable, Equatable {
        var start: Double
        var end: Double
        var x: Double
    }

    /// A labelled tick.
    struct Tick: Sendable, Equatable {
        var x: Double
        /// The tick's time in milliseconds (whole, so its label is exact).
        var milliseconds: Int
    }

    var spans: [Span]
    /// Points per second inside the spans.
    var scale: Double
    /// The width of a break between two spans.
    var breakWidth: Double
    /// Where the last span ends.
    var right: Double

    /// The axis for events at `times` from 0 to `end`, starting at x = `left`: spans gather the
    /// events less than `quiet` seconds apart, each widened by `margin`; the scale is `scale`
    /// unless the spans would then be wider than `maxWidth`, when it shrinks to fit.
    init(times: [Double], end: Double, left: Double, scale: Double, quiet: Double, margin: Double,
         breakWidth: Double, maxWidth: Double) {
        let sorted = (times + [0, end]).filter(\.isFinite).map { max(0, $0) }.sorted()
        var ranges: [(Double, Double)] = []
        for time in sorted {
            if let last = ranges.last, time - last.1 < quiet {
                ranges[ranges.count - 1].1 = time
            } else {
                ranges.append((time, time))
            }
        }
        var widened: [(Double, Double)] = []
        for (start, end) in ranges {
            let range = (max(0, start - margin), end + margin)
            if let last = widened.last, range.0 <= last.1 {
                widened[widened.count - 1].1 = max(last.1, range.1)
            } else {
                widened.append(range)
            }
        }
        let seconds = widened.reduce(0) { $0 + ($1.1 - $1.0) }
        let breaks = Double(max(widened.count - 1, 0)) * breakWidth
        var fitted = scale
        if seconds > 0, seconds * scale + breaks > maxWidth {
            fitted = max((maxWidth - breaks) / seconds, 1)
        }
        var x = left
        var spans: [Span] = []
        for (index, range) in widened.enumerated() {
            if index > 0 { x += breakWidth }
            spans.append(Span(start: range.0, end: range.1, x: x))
            x += (range.1 - range.0) * fitted
        }
        self.spans = spans
        self.scale = fitted
        self.breakWidth = breakWidth
        self.right = x
    }

    /// The x of `time`: inside a span at the scale, inside a quiet stretch proportionally across
    /// its break, so that an arrow over a break still runs forward.
    func x(_ time: Double) -> Double {
        guard let first = spans.first, let last = spans.last else { return 0 }
        if time <= first.start { return first.x }
        for (index, span) in spans.enumerated() {
            if time <= span.end { return span.x + (time - span.start) * scale }
            if index + 1 < spans.count, time < spans[index + 1].start {
                let next = spans[index + 1]
                let from = span.x + (span.end - span.start) * scale
                return from + (time - span.end) / (next.start - span.end) * (next.x - from)
            }
        }
        return last.x + (last.end - last.start) * scale
    }

    /// Where each break is drawn: its left x.
    var breaks: [Double] {
        spans.dropLast().map { $0.x + ($0.end - $0.start) * scale }
    }

    /// Labelled ticks inside the spans, at a round step that leaves at least `spacing` points
    /// between two labels.
    func ticks(spacing: Double) -> [Tick] {
        let steps = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 30000, 60000, 300000, 600000]
        let step = steps.first { Double($0) / 1000 * scale >= spacing } ?? steps[steps.count - 1]
        var ticks: [Tick] = []
        for span in spans {
            let startMs = Int((span.start * 1000).rounded(.up))
            var ms = (startMs + step - 1) / step * step
            while Double(ms) / 1000 <= span.end {
                ticks.append(Tick(x: x(Double(ms) / 1000), milliseconds: ms))
                ms += step
            }
        }
        return ticks
    }
}
