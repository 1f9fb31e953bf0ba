import CPixelKernels

extension RGBAImage {
    /// The smallest rectangle holding every pixel that differs between `previous` and this
    /// image, or nil when they are equal. Both must have the same size.
    public func changedRegion(from previous: RGBAImage) -> PixelRect? {
        precondition(previous.width == width && previous.height == height, "images of different sizes")
        guard width > 0, height > 0 else { return nil }
        var rect: (Int, Int, Int, Int) = (0, 0, 0, 0)
        let changed = pixels.withUnsafeBufferPointer { current in
            previous.pixels.withUnsafeBufferPointer { earlier in
                withUnsafeMutablePointer(to: &rect) { out in
                    out.withMemoryRebound(to: Int.self, capacity: 4) { values in
                        pk_changed_rect(earlier.baseAddress, current.baseAddress, width, height, values)
                    }
                }
            }
        }
        guard changed != 0 else { return nil }
        return PixelRect(x: rect.0, y: rect.1, width: rect.2, height: rect.3)
    }
}
