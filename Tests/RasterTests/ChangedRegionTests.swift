import Raster
import Testing

@Suite("The rectangle where two images differ")
struct ChangedRegionTests {
    /// The bounding box of the differing pixels, pixel by pixel.
    static func reference(_ a: RGBAImage, _ b: RGBAImage) -> PixelRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0 ..< a.height {
            for x in 0 ..< a.width where a[x, y] != b[x, y] {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// A xorshift step: a number in 0 ..< bound.
    static func next(_ seed: inout UInt64, _ bound: Int) -> Int {
        seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17
        return Int(seed % UInt64(bound))
    }

    @Test("equal images have none; any set of changed pixels gives their bounding box", arguments: [(1, 1), (7, 5), (33, 2), (2, 40)])
    func matchesReference(size: (Int, Int)) {
        let base = RGBAImage(width: size.0, height: size.1, fill: RGBA(10, 20, 30, 40))
        #expect(base.changedRegion(from: base) == nil)
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int { Self.next(&seed, bound) }
        for trial in 0 ..< 60 {
            var changed = base
            for _ in 0 ... trial % 4 {
                let x = next(size.0), y = next(size.1)
                // One channel only, alpha included: every byte counts.
                var pixel = changed[x, y]
                switch next(4) {
                case 0: pixel.r &+= 1
                case 1: pixel.g &+= 1
                case 2: pixel.b &+= 1
                default: pixel.a &+= 1
                }
                changed[x, y] = pixel
            }
            #expect(changed.changedRegion(from: base) == Self.reference(base, changed), "trial \(trial)")
            #expect(base.changedRegion(from: changed) == Self.reference(changed, base), "trial \(trial)")
        }
    }

    @Test("a change in the corners spans the image; one in the middle of a row is found between unchanged rows")
    func corners() {
        let base = RGBAImage(width: 9, height: 6, fill: RGBA(1, 2, 3))
        var changed = base
        changed[0, 5] = RGBA(9, 9, 9)
        changed[8, 0] = RGBA(9, 9, 9)
        #expect(changed.changedRegion(from: base) == PixelRect(x: 0, y: 0, width: 9, height: 6))
        var middle = base
        middle[4, 3] = RGBA(0, 0, 0, 0)
        #expect(middle.changedRegion(from: base) == PixelRect(x: 4, y: 3, width: 1, height: 1))
    }

    @Test("a band of rows gives the bounding box of the changes in those rows only, runs of columns included")
    func bandOfRows() {
        let base = RGBAImage(width: 70, height: 12, fill: RGBA(5, 6, 7))
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int { Self.next(&seed, bound) }
        for trial in 0 ..< 80 {
            var changed = base
            for _ in 0 ... trial % 5 {
                changed[next(70), next(12)] = RGBA(UInt8(next(256)), 0, 0)
            }
            let top = next(12), rows = top ..< top + 1 + next(12 - top)
            var inRows = base
            for y in rows { for x in 0 ..< 70 { inRows[x, y] = changed[x, y] } }
            #expect(changed.changedRegion(from: base, rows: rows) == Self.reference(base, inRows), "trial \(trial)")
        }
        #expect(base.changedRegion(from: base, rows: -3 ..< 40) == nil)
        var last = base
        last[69, 11] = RGBA(0, 0, 0)
        #expect(last.changedRegion(from: base, rows: 8 ..< 99) == PixelRect(x: 69, y: 11, width: 1, height: 1))
        #expect(last.changedRegion(from: base, rows: 0 ..< 11) == nil)
    }
}
