/// Stacked rows of labels beside one lane, filled in time order: a label takes the first row
/// whose labels all end at least ``TimelineLimits/labelGap`` before it starts, so that labels
/// close in time are staggered rather than drawn over each other. A row never takes a label
/// that would meet one of its own: when every row is taken, the layout (``LabelLayout``) widens
/// the time axis or leaves the label out.
///
/// Labels come instant by instant; each row keeps where its labels of earlier instants end and
/// where those of the current instant end, since widening the axis at an instant moves the
/// current instant's labels and not the earlier ones.
struct LabelRows: Sendable, Equatable {
    /// Where each row's labels of earlier instants end.
    private var before: [Double]
    /// Where each row's labels of the current instant end.
    private var now: [Double]

    init(count: Int) {
        before = Array(repeating: -Double.infinity, count: max(count, 1))
        now = before
    }

    /// How many rows hold a label.
    var used: Int {
        (before.indices.last { before[$0] > -Double.infinity || now[$0] > -Double.infinity } ?? -1) + 1
    }

    /// The labels placed so far are all of earlier instants than the next one.
    mutating func settle() {
        for row in before.indices {
            before[row] = max(before[row], now[row])
            now[row] = -Double.infinity
        }
    }

    /// The first row free for a label that starts at `start`.
    func free(from start: Double) -> Int? {
        before.indices.first { max(before[$0], now[$0]) + TimelineLimits.labelGap <= start }
    }

    /// The row, holding no label of the current instant, whose labels end first, and where they end.
    func freeing() -> (row: Int, end: Double)? {
        let rows = before.indices.filter { now[$0] == -Double.infinity }
        return rows.min { before[$0] < before[$1] }.map { ($0, before[$0]) }
    }

    /// The row now holds a label of the current instant that ends at `end`.
    mutating func take(_ row: Int, to end: Double) {
        now[row] = max(now[row], end)
    }

    /// The axis was widened at the current instant: its labels moved right by `delta`.
    mutating func shift(by delta: Double) {
        for row in now.indices where now[row] > -Double.infinity {
            now[row] += delta
        }
    }
}
