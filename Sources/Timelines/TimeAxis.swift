/// The chart's time axis: seconds to x, at one scale where something happens, with each long
/// quiet stretch cut to a short break (drawn as a zigzag), so that a world that waits a second
/// between bursts of messages a few tens of milliseconds apart stays readable at one glance.
/// Where labels crowd, the layout widens it locally (``widen(from:to:by:)``): the time between
/// two instants is drawn wider, and everything after moves right.
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

    /// Room given to crowded labels: `extra` points spread evenly over the time from `from` to
    /// `to`, so that every instant from `to` on is `extra` further right.
    struct Stretch: Sendable, Equatable {
        var from: Double
        var to: Double
        var extra: Double
    }

    var spans: [Span]
    /// Points per second inside the spans.
    var scale: Double
    /// The width of a break between two spans.
    var breakWidth: Double
    /// Where the last span ends before any widening.
    private var baseRight: Double
    /// The widenings, in time order, none overlapping another.
    private(set) var stretches: [Stretch] = []
    /// The points the stretches add up to, and the sum at the end of each.
    private(set) var extra = 0.0
    private var sums: [Double] = []

    /// Where the last span ends.
    var right: Double { baseRight + extra }

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
        self.baseRight = x
    }

    /// Draws the time from `from` to `to` (`from` < `to`, neither before the last widening's
    /// `to`) `extra` points wider; every instant from `to` on moves right by `extra`.
    mutating func widen(from: Double, to: Double, by extra: Double) {
        guard extra > 0, from < to else { return }
        if let last = stretches.last, last.from == from, last.to == to {
            stretches[stretches.count - 1].extra += extra
            sums[sums.count - 1] += extra
        } else {
            stretches.append(Stretch(from: from, to: to, extra: extra))
            sums.append((sums.last ?? 0) + extra)
        }
        self.extra += extra
    }

    /// The x of `time`: inside a span at the scale, inside a quiet stretch proportionally across
    /// its break, so that an arrow over a break still runs forward; then the widenings before it.
    func x(_ time: Double) -> Double {
        guard !stretches.isEmpty else { return baseX(time) }
        // The stretches ending at or before `time` count whole; the one it is inside, in part.
        var low = 0
        var high = stretches.count
        while low < high {
            let middle = (low + high) / 2
            if stretches[middle].to <= time { low = middle + 1 } else { high = middle }
        }
        var added = low > 0 ? sums[low - 1] : 0
        if low < stretches.count, stretches[low].from < time {
            let stretch = stretches[low]
            added += stretch.extra * (time - stretch.from) / (stretch.to - stretch.from)
        }
        return baseX(time) + added
    }

    /// The x of `time` before any widening.
    private func baseX(_ time: Double) -> Double {
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
        spans.dropLast().map { x($0.end) }
    }

    /// Where each break is drawn: from the end of a span to the start of the next (as wide as
    /// ``breakWidth``, or wider where the axis was widened across it).
    var breakRanges: [(left: Double, right: Double)] {
        zip(spans, spans.dropFirst()).map { (x($0.end), x($1.start)) }
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
