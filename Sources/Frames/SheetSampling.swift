/// Which frames a dump's contact sheet shows: all of them up to `limit`, otherwise every k-th
/// (k = ⌈count / limit⌉), always starting with frame 0.
package enum SheetSampling {
    /// The most thumbnails a sheet holds.
    package static let limit = 60

    /// Indices of the frames on the sheet.
    package static func indices(frameCount: Int, limit: Int = limit) -> [Int] {
        guard frameCount > 0 else { return [] }
        let stride = (frameCount + limit - 1) / limit
        return Array(Swift.stride(from: 0, to: frameCount, by: max(1, stride)))
    }
}
