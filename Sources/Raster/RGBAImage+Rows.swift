import CPixelKernels
import CXXHash

extension RGBAImage {
    /// XXH3-64 of each row of `rows`, over the pixels of `columns` (both clamped to the image),
    /// in row order: rows with equal bytes in those columns have equal hashes. With
    /// `skippingUniform`, rows of one colour across the columns hash to `nil` (they match any
    /// other row of that colour, so say nothing of where a row moved).
    package func rowHashes(columns: Range<Int>, rows: Range<Int>, skippingUniform: Bool = true) -> [UInt64?] {
        let columns = columns.clamped(to: 0..<width), rows = rows.clamped(to: 0..<height)
        guard !columns.isEmpty, pixels.count == width * height * 4 else { return Array(repeating: nil, count: rows.count) }
        var hashes: [UInt64?] = []
        hashes.reserveCapacity(rows.count)
        pixels.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            for row in rows {
                let start = base + (row * width + columns.lowerBound) * 4
                let uniform = skippingUniform && Self.isUniform(start, count: columns.count)
                hashes.append(uniform ? nil : XXH3_64bits(start, columns.count * 4))
            }
        }
        return hashes
    }

    /// Whether row `row` of this image and row `otherRow` of `other` (of the same width) have
    /// the same bytes in `columns`: one `memcmp`. False for a row outside either image.
    package func row(_ row: Int, equals otherRow: Int, of other: RGBAImage, columns: Range<Int>) -> Bool {
        guard other.width == width, (0..<height).contains(row), (0..<other.height).contains(otherRow),
              columns.clamped(to: 0..<width) == columns, pixels.count == width * height * 4,
              other.pixels.count == other.width * other.height * 4 else { return false }
        if columns.isEmpty { return true }
        return pixels.withUnsafeBufferPointer { mine in
            other.pixels.withUnsafeBufferPointer { theirs in
                guard let mine = mine.baseAddress, let theirs = theirs.baseAddress else { return false }
                return pk_bytes_equal(mine + (row * width + columns.lowerBound) * 4,
                                      theirs + (otherRow * width + columns.lowerBound) * 4, columns.count * 4) != 0
            }
        }
    }

    /// Whether the `count` pixels from `start` are all the pixel at `start`: each pixel equals
    /// the next, one `memcmp` of the row against itself a pixel on.
    private static func isUniform(_ start: UnsafePointer<UInt8>, count: Int) -> Bool {
        count < 2 || pk_bytes_equal(start, start + 4, (count - 1) * 4) != 0
    }
}
