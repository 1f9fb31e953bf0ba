/// Stacked rows of labels beside one lane, filled left to right: a label takes the first row
/// whose last label ends before it starts, so that labels close in time are staggered rather
/// than drawn over each other. When every row is taken, the row that frees first is used.
struct LabelRows: Sendable, Equatable {
    /// Where each row's last label ends.
    private var ends: [Double]

    init(count: Int) {
        ends = Array(repeating: -Double.infinity, count: max(count, 1))
    }

    /// The row for a label from `start` to `end` (x), now taken up to `end`.
    mutating func place(from start: Double, to end: Double) -> Int {
        var row = ends.firstIndex { $0 + TimelineLimits.labelGap <= start }
        if row == nil {
            row = ends.indices.min { ends[$0] < ends[$1] }
        }
        let chosen = row ?? 0
        ends[chosen] = max(ends[chosen], end)
        return chosen
    }
}
