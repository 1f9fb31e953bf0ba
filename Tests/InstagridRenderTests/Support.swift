import Foundation
import InstagridModel
import ImageCodec
import Raster
import InstagridRender

/// Shared fixtures and pixel helpers for the renderer's tests.
enum Fixture {
    /// The package's root folder (three levels above this file).
    static let packageRoot: String = {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }()

    /// `Scenarios/Photos/<name>` as an absolute path.
    static func photoPath(_ name: String) -> String { packageRoot + "/Scenarios/Photos/" + name }

    /// The test photos by alias (file name without extension), decoded once.
    static let photos: PhotoLibrary = {
        var images: [String: RGBAImage] = [:]
        for name in ["landscape-4x3.png", "portrait-3x4.png", "square.png", "panorama-8x1.png",
                     "tiny-8x6.png", "photo-jpeg.jpg"] {
            let alias = String(name.split(separator: ".")[0])
            if let image = try? ImageFile.read(photoPath(name)) { images[alias] = image }
        }
        return PhotoLibrary(images: images)
    }()

    static let renderer = ScreenRenderer(photos: photos)

    /// Every device in every orientation, for `arguments:`.
    static let variants: [Variant] = Device.all.flatMap { device in
        Orientation.allCases.map { Variant(device: device, orientation: $0) }
    }

    /// An idle state on `variant` showing `layout` with `photos` by slot.
    static func state(_ variant: Variant, layout: Layout = .two, photos: [Int: String] = [:]) -> AppState {
        var state = AppState(device: variant.device, orientation: variant.orientation)
        state.layout = layout
        state.photos = photos
        return state
    }

    /// The rendered idle screen of `variant` in `layout` without photos, rendered once per key.
    static func emptyScreen(_ variant: Variant, layout: Layout) -> RGBAImage {
        let key = "\(variant)/\(layout.rawValue)"
        lock.lock()
        if let image = cache[key] { lock.unlock(); return image }
        lock.unlock()
        let image = renderer.render(state(variant, layout: layout))
        lock.lock()
        cache[key] = image
        lock.unlock()
        return image
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: RGBAImage] = [:]
}

/// A device in one orientation.
struct Variant: Sendable, CustomStringConvertible {
    var device: Device
    var orientation: Orientation
    var description: String { "\(device.id)-\(orientation.rawValue)" }
    var geometry: ScreenGeometry { ScreenGeometry(device: device, orientation: orientation) }
    var scale: Double { Double(device.scale) }
}

/// A rectangle in device pixels with fractional edges, and the pixels just inside and just
/// outside each edge (a fractional edge leaves one anti-aliased pixel that is neither).
struct PixelEdges {
    var x0: Double, y0: Double, x1: Double, y1: Double

    init(_ rect: Rect, scale: Double, origin: (x: Int, y: Int) = (0, 0)) {
        x0 = Double(origin.x) + rect.minX * scale
        y0 = Double(origin.y) + rect.minY * scale
        x1 = Double(origin.x) + rect.maxX * scale
        y1 = Double(origin.y) + rect.maxY * scale
    }

    /// First pixel column fully inside, last one fully inside.
    var insideLeft: Int { Int(x0.rounded(.down)) + 1 }
    var insideRight: Int { Int(x1.rounded(.up)) - 2 }
    var insideTop: Int { Int(y0.rounded(.down)) + 1 }
    var insideBottom: Int { Int(y1.rounded(.up)) - 2 }
    /// Nearest pixel columns and rows fully outside.
    var outsideLeft: Int { Int(x0.rounded(.up)) - 2 }
    var outsideRight: Int { Int(x1.rounded(.down)) + 1 }
    var outsideTop: Int { Int(y0.rounded(.up)) - 2 }
    var outsideBottom: Int { Int(y1.rounded(.down)) + 1 }
    var midX: Int { Int(((x0 + x1) / 2).rounded(.down)) }
    var midY: Int { Int(((y0 + y1) / 2).rounded(.down)) }
    var centerX: Double { (x0 + x1) / 2 }
    var centerY: Double { (y0 + y1) / 2 }
}

extension RGBA: CustomStringConvertible {
    public var description: String { "(\(r), \(g), \(b), \(a))" }
}

/// Pixel predicates and searches.
enum Pixels {
    /// Whether every channel of `a` is within `tolerance` of `b`'s.
    static func near(_ a: RGBA, _ b: RGBA, _ tolerance: Int) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
            && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
    }

    /// `top` at `alpha` (0–255) over opaque `bottom`, rounded to nearest, computed in doubles.
    static func blend(_ top: RGBA, over bottom: RGBA, alpha: Double) -> RGBA {
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(t) * alpha + Double(b) * (1 - alpha)).rounded())
        }
        return RGBA(mix(top.r, bottom.r), mix(top.g, bottom.g), mix(top.b, bottom.b))
    }

    /// The bounding box (min x, min y, max x, max y inclusive) of pixels in `region` for which
    /// `match` holds, or nil when none does.
    static func bounds(in image: RGBAImage, x: ClosedRange<Int>, y: ClosedRange<Int>,
                       where match: (RGBA) -> Bool) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for py in y where py >= 0 && py < image.height {
            for px in x where px >= 0 && px < image.width && match(image[px, py]) {
                if let b = box {
                    box = (min(b.minX, px), min(b.minY, py), max(b.maxX, px), max(b.maxY, py))
                } else {
                    box = (px, py, px, py)
                }
            }
        }
        return box
    }

    /// How many pixels in the region satisfy `match`.
    static func count(in image: RGBAImage, x: ClosedRange<Int>, y: ClosedRange<Int>,
                      where match: (RGBA) -> Bool) -> Int {
        var n = 0
        for py in y where py >= 0 && py < image.height {
            for px in x where px >= 0 && px < image.width && match(image[px, py]) { n += 1 }
        }
        return n
    }

    /// The `width`×`height` block of `image` at (x, y) (which must lie inside it).
    static func crop(_ image: RGBAImage, x: Int, y: Int, width: Int, height: Int) -> RGBAImage {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for row in y ..< y + height {
            let start = (row * image.width + x) * 4
            bytes += image.pixels[start ..< start + width * 4]
        }
        return RGBAImage(width: width, height: height, pixels: bytes)
    }
}

/// The colours the tests look for: docs/rules.md, "Look", and the test photos' marks (tools/make-photos.py).
enum Colors {
    static let background = RGBA(0xB7, 0xD7, 0xE5)
    static let grid = RGBA(0x10, 0x66, 0x98)
    static let emptySlot = RGBA(240, 240, 240)
    static let plus = RGBA(78, 145, 184)
    static let button = RGBA(216, 216, 216)
    static let white = RGBA(255, 255, 255)
    static let black = RGBA(0, 0, 0)
    static let red = RGBA(220, 30, 30)
    static let blue = RGBA(30, 60, 220)
    static let green = RGBA(30, 170, 60)
    static let yellow = RGBA(240, 210, 30)
}
