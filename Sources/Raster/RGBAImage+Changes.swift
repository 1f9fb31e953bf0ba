import CPixelKernels

extension RGBAImage {
    /// The smallest rectangle holding every pixel that differs between `previous` and this
    /// image, or nil when they are equal. Both must have the same size.
    public func changedRegion(from previous: RGBAImage) -> PixelRect? {
        changedRegion(from: previous, rows: 0..<height)
    }

    /// The smallest rectangle holding every pixel of the rows `rows` (clamped to the image) that
    /// differs between `previous` and this image, or nil when those rows are equal. Both must
    /// have the same size. Equal rows cost one `memcmp` each.
    public func changedRegion(from previous: RGBAImage, rows: Range<Int>) -> PixelRect? {
        precondition(previous.width == width && previous.height == height, "images of different sizes")
        let rows = rows.clamped(to: 0..<height)
        guard width > 0, !rows.isEmpty, pixels.count == width * height * 4,
              previous.pixels.count == pixels.count else { return nil }
        var rect: (Int, Int, Int, Int) = (0, 0, 0, 0)
        let offset = rows.lowerBound * width * 4
        let changed = pixels.withUnsafeBufferPointer { current in
            previous.pixels.withUnsafeBufferPointer { earlier in
                withUnsafeMutablePointer(to: &rect) { out in
                    out.withMemoryRebound(to: Int.self, capacity: 4) { values in
                        pk_changed_rect(earlier.baseAddress.map { $0 + offset }, current.baseAddress.map { $0 + offset },
                                        width, rows.count, values)
                    }
                }
            }
        }
        guard changed != 0 else { return nil }
        return PixelRect(x: rect.0, y: rect.1 + rows.lowerBound, width: rect.2, height: rect.3)
    }
}
