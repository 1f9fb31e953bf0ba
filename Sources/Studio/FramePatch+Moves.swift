import Raster

extension FramePatch {
    /// A block of the picture before, moved vertically (a scroll, a slide): the pixels of the
    /// previous picture at `(x, fromY)`, `width × height`, go to `(x, y)`. No pixels are sent.
    struct Move: Sendable, Equatable {
        /// Where the block goes: its left column, top row and size.
        var x, y, width, height: Int
        /// The top row of the block in the picture before.
        var fromY: Int

        /// Where the block goes.
        var rect: PixelRect { PixelRect(x: x, y: y, width: width, height: height) }
    }

    /// A row of the new picture votes for each row of the picture before with its bytes, unless
    /// more rows than this have them (a row repeated down the screen says little of a shift).
    static let maximumOccurrences = 4
    /// The votes a shift needs to be tried.
    static let minimumVotes = 8
    /// A changed rectangle's rows are looked for in the picture before's rows no further above
    /// or below it than its height, or than this many rows for a short one: a block moves less
    /// than that from one frame to the next (a slide, a scroll), and hashing the whole picture
    /// for each rectangle would cost more than the bytes saved.
    static let minimumReach = 256
    /// The fewest rows sent as a move; shorter runs of matching rows are sent as pixels.
    static let minimumMoveRows = 4

    /// The changed rectangles `rects` of ``changedRects(from:to:bandRows:)`` as moves and
    /// rectangles of pixels (``movesAndRects(in:shift:from:to:)``). The blocks of one frame
    /// mostly move together (a slide, a scroll), so each rectangle first tries the last shift a
    /// rectangle before it used, kept when its moves hold at least half of the rectangle's rows;
    /// otherwise the rectangle's own ``shift(of:before:to:)`` is searched (among the rows of the
    /// picture before within ``minimumReach`` or its height of it), and when its rows do not
    /// agree on one (rows repeated or of one colour, as in a grid of blank cells) it takes the
    /// shift most of the others used.
    static func movesAndRects(in rects: [PixelRect], from previous: RGBAImage, to image: RGBAImage)
        -> (moves: [Move], rects: [PixelRect]) {
        var splits: [(moves: [Move], rects: [PixelRect])?] = []
        var counts: [Int: Int] = [:]
        var last: Int?
        for rect in rects {
            if let dy = last {
                let split = movesAndRects(in: rect, shift: dy, from: previous, to: image)
                if 2 * split.moves.reduce(0, { $0 + $1.height }) >= rect.height {
                    splits.append(split)
                    counts[dy, default: 0] += 1
                    continue
                }
            }
            let reach = max(rect.height, minimumReach)
            let rows = max(0, rect.minY - reach)..<min(previous.height, rect.maxY + reach)
            let own = shift(of: rect, before: sortedRowHashes(of: previous, columns: rect.minX..<rect.maxX, rows: rows),
                            to: image)
            guard let own else {
                splits.append(nil)
                continue
            }
            last = own
            counts[own, default: 0] += 1
            splits.append(movesAndRects(in: rect, shift: own, from: previous, to: image))
        }
        let common = counts.max { rank($0.key, $0.value) < rank($1.key, $1.value) }?.key
        var moves: [Move] = [], pixels: [PixelRect] = []
        for (rect, split) in zip(rects, splits) {
            let split = split ?? movesAndRects(in: rect, shift: common, from: previous, to: image)
            moves += split.moves
            pixels += split.rects
        }
        return (moves, pixels)
    }

    /// `rect`, a changed rectangle of ``changedRects(from:to:bandRows:)``, as moves and
    /// rectangles of pixels: the runs of at least ``minimumMoveRows`` of its rows that are,
    /// across its columns, the rows of `previous` `dy` rows away (checked with a `memcmp` each)
    /// become moves; the other rows are rectangles, each bounded by its changes (rows with none
    /// are dropped). Every change of `rect`'s rows must lie inside `rect`.
    static func movesAndRects(in rect: PixelRect, shift dy: Int?, from previous: RGBAImage, to image: RGBAImage)
        -> (moves: [Move], rects: [PixelRect]) {
        guard let dy, dy != 0 else { return ([], [rect]) }
        let columns = rect.minX..<rect.maxX
        var moves: [Move] = [], rects: [PixelRect] = []
        var pixelsFrom = rect.minY, y = rect.minY
        func sendPixels(until end: Int) {
            if pixelsFrom < end, let changed = image.changedRegion(from: previous, rows: pixelsFrom..<end) {
                rects.append(changed)
            }
        }
        while y < rect.maxY {
            var end = y
            while end < rect.maxY, image.row(end, equals: end + dy, of: previous, columns: columns) { end += 1 }
            if end - y >= minimumMoveRows {
                sendPixels(until: y)
                moves.append(Move(x: rect.x, y: y, width: rect.width, height: end - y, fromY: y + dy))
                pixelsFrom = end
            }
            y = end + 1
        }
        guard !moves.isEmpty else { return ([], [rect]) }
        sendPixels(until: rect.maxY)
        return (moves, rects)
    }

    /// A row of a picture by the hash of its bytes in some columns.
    typealias RowHash = (hash: UInt64, row: Int)

    /// The rows `rows` of `picture` by their hash in `columns`, sorted by hash.
    static func sortedRowHashes(of picture: RGBAImage, columns: Range<Int>, rows: Range<Int>) -> [RowHash] {
        var sorted: [RowHash] = []
        sorted.reserveCapacity(rows.count)
        for (offset, hash) in picture.rowHashes(columns: columns, rows: rows, skippingUniform: false).enumerated() {
            if let hash { sorted.append((hash, rows.lowerBound + offset)) }
        }
        sorted.sort { $0.hash < $1.hash }
        return sorted
    }

    /// The vertical shift `dy` (row `y` of `image` is row `y + dy` of the picture before) most of
    /// `rect`'s rows agree on, or nil when fewer than ``minimumVotes`` do: each row of `rect` (its
    /// columns hashed) votes for every row of the picture before with the same hash in the same
    /// columns (`before`, ``sortedRowHashes(of:columns:rows:)``), when there are at most
    /// ``maximumOccurrences`` of them; rows of one colour do not vote. Ties go to the smaller
    /// shift, then to the positive (the picture moving up).
    static func shift(of rect: PixelRect, before: [RowHash], to image: RGBAImage) -> Int? {
        guard rect.height >= minimumVotes else { return nil }
        let columns = rect.minX..<rect.maxX
        // votes[dy + image.height]: the votes for the shift dy.
        var votes = [Int](repeating: 0, count: 2 * image.height + 1)
        for (offset, hash) in image.rowHashes(columns: columns, rows: rect.minY..<rect.maxY).enumerated() {
            guard let hash else { continue }
            let first = firstIndex(of: hash, in: before)
            var last = first
            while last < before.count, before[last].hash == hash, last - first <= maximumOccurrences { last += 1 }
            guard last > first, last - first <= maximumOccurrences else { continue }
            for index in first..<last where before[index].row != rect.minY + offset {
                votes[before[index].row - rect.minY - offset + image.height] += 1
            }
        }
        var best: (dy: Int, votes: Int)?
        for (index, count) in votes.enumerated() where count >= minimumVotes {
            let dy = index - image.height
            if let current = best, rank(dy, count) <= rank(current.dy, current.votes) { continue }
            best = (dy, count)
        }
        return best?.dy
    }

    /// How a shift `dy` with `count` votes ranks: by votes, then the smaller shift, then upward.
    private static func rank(_ dy: Int, _ count: Int) -> (Int, Int, Int) { (count, -abs(dy), dy > 0 ? 1 : 0) }

    /// The first index of `sorted` (by hash) whose hash is not below `hash`.
    private static func firstIndex(of hash: UInt64, in sorted: [RowHash]) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].hash < hash { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
