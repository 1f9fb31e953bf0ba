import MessengerModel
import Raster

/// Photos already resampled for a frame, shared by copies of a renderer: avatars and media
/// are drawn on every frame of a scroll or an animation, and resampling a large photo costs
/// milliseconds, so each (name, size on screen, fractional position) is resampled once.
final class PhotoTiles: Sendable {
    private let cache = ImageCache<TileKey, RGBAImage>(capacity: 256)

    /// What a resampled photo depends on: the photo, the frame's size and the fractional part
    /// of its position (in 1/256 pixel, as `Raster` quantizes coverage).
    struct TileKey: Hashable {
        var name: String
        var width: Int
        var height: Int
        var fractionX: Int
        var fractionY: Int
    }

    /// Draws photo `name` aspect-filled into `rect` (points), clipped to `rect` rounded by
    /// `radius` points; false when the lookup has no such photo.
    func draw(_ name: String, photos: MessengerPhotos, in rect: Rect, radius: Double, on painter: inout Painter) -> Bool {
        let frame = painter.px(rect)
        let bounds = frame.pixelBounds
        guard !bounds.intersection(painter.canvas.clip).isEmpty else { return photos[name] != nil }
        let key = TileKey(name: name, width: Self.quantized(frame.width), height: Self.quantized(frame.height),
                          fractionX: Self.quantized(frame.x - Double(bounds.x)),
                          fractionY: Self.quantized(frame.y - Double(bounds.y)))
        let tile: RGBAImage
        if let cached = cache.cached(key) {
            tile = cached
        } else {
            guard let photo = photos[name] else { return false }
            tile = Resample.aspectFill(photo, cover: frame, pixels: bounds)
            cache.insert(tile, for: key)
        }
        let limit = bounds.intersection(painter.canvas.clip)
        let mask = radius > 0 ? CoverageMask.roundedRect(frame, radius: radius * painter.s, within: limit)
                              : CoverageMask.rect(frame, within: limit)
        painter.canvas.drawImage(tile, x: bounds.x, y: bounds.y, mask: mask)
        return true
    }

    private static func quantized(_ value: Double) -> Int { Painter.whole(value * 256) }
}
