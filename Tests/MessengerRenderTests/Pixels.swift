import MessengerModel
import Raster

/// Reading a screen back in points: a pixel, and counts of pixels of a colour in a frame.
struct Pixels {
    let image: RGBAImage
    let scale: Int

    /// The pixel at point (x, y).
    func at(_ x: Double, _ y: Double) -> RGBA {
        TestPhotos.pixel(image, point: x, y, scale: scale)
    }

    /// The pixels of `frame` (points, inside the image) for which `test` holds.
    func count(in frame: Rect, where test: (RGBA) -> Bool) -> Int {
        let s = Double(scale)
        let x0 = max(Int(frame.minX * s), 0), x1 = min(Int(frame.maxX * s), image.width)
        let y0 = max(Int(frame.minY * s), 0), y1 = min(Int(frame.maxY * s), image.height)
        var count = 0
        for y in y0..<max(y1, y0) {
            for x in x0..<max(x1, x0) where test(TestPhotos.pixel(image, x, y)) { count += 1 }
        }
        return count
    }

    /// How many pixels of `frame` are exactly `color`.
    func count(_ color: RGBA, in frame: Rect) -> Int {
        count(in: frame) { $0 == color }
    }
}

enum Colors {
    static let white = RGBA(255, 255, 255)
    static let black = RGBA(0, 0, 0)
    static let blue = RGBA(0, 122, 255)
    static let incoming = RGBA(229, 229, 234)
    static let red = RGBA(255, 59, 48)
    static let green = RGBA(52, 199, 89)
    static let keyboard = RGBA(209, 212, 217)
    static let lightGray = RGBA(170, 170, 170)
}

extension Rect {
    /// The rectangle shrunk by `d` on every side.
    func insetBy(_ d: Double) -> Rect {
        Rect(x: x + d, y: y + d, width: max(width - 2 * d, 0), height: max(height - 2 * d, 0))
    }
}
