/// Where every label of a chart goes (docs/timeline.md, "Labels never overlap"): each label
/// belongs to a band of rows — above a lane, below it, or the world's band under the time axis —
/// and the labels are placed in time order. A label takes the first row of its band that is free
/// where it starts; when none is, the time axis is widened between the previous instant that has
/// a label and this one, by just what the row that frees first needs, so that the crowded
/// stretch gets the room; when that row's labels are of this same instant (widening would move
/// them too), or the widening would take the axis past ``TimelineLimits/maxWidth``, the label is
/// left out and counted. No two labels of one row ever meet, and the bands lie apart.
struct LabelLayout {
    /// A band of label rows.
    enum Band: Hashable, Sendable {
        /// Under the time axis: the texts of the world's marks (a failed `expect` of the world).
        case world
        /// Above a lane: its marks' texts and the labels of messages that go up from it.
        case above(Int)
        /// Below a lane: the labels of messages that go down from it.
        case below(Int)
    }

    /// A label to place: its band, the instant it belongs to, how far from that instant's x it
    /// starts, and its width.
    struct Request: Sendable, Equatable {
        var band: Band
        var time: Double
        var offset: Double
        var width: Double
    }

    /// Each request's row, or nil where it was left out.
    private(set) var rows: [Int?]
    /// How many rows of each band hold a label.
    private(set) var used: [Band: Int] = [:]
    /// How many labels were left out.
    private(set) var omitted = 0

    /// Places `requests` on the rows of their bands (`rowCount` of each), widening `axis` as they
    /// need, its whole width kept within `maxWidth` points.
    init(_ requests: [Request], rowCount: (Band) -> Int, axis: inout TimeAxis, maxWidth: Double) {
        rows = Array(repeating: nil, count: requests.count)
        let order = requests.indices.sorted { (requests[$0].time, $0) < (requests[$1].time, $1) }
        let budget = max(0, maxWidth - (axis.right - (axis.spans.first?.x ?? 0)))
        var bands: [Band: LabelRows] = [:]
        var instant = -Double.infinity
        var previous: Double?
        var placedAtInstant = false
        for index in order {
            let request = requests[index]
            if request.time > instant {
                for band in bands.keys { bands[band]?.settle() }
                if placedAtInstant { previous = instant }
                instant = request.time
                placedAtInstant = false
            }
            var band = bands[request.band] ?? LabelRows(count: rowCount(request.band))
            let start = axis.x(request.time) + request.offset
            if let row = band.free(from: start) {
                band.take(row, to: start + request.width)
                rows[index] = row
            } else if let previous, let (row, end) = band.freeing(),
                      axis.extra + (end + TimelineLimits.labelGap - start) <= budget {
                let delta = end + TimelineLimits.labelGap - start
                axis.widen(from: previous, to: request.time, by: delta)
                for other in bands.keys where other != request.band { bands[other]?.shift(by: delta) }
                band.shift(by: delta)
                band.take(row, to: start + delta + request.width)
                rows[index] = row
            } else {
                omitted += 1
            }
            if rows[index] != nil { placedAtInstant = true }
            bands[request.band] = band
        }
        for (band, rows) in bands { used[band] = rows.used }
    }
}
