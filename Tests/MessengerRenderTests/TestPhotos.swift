import Foundation
import ImageCodec
import Raster

/// Pictures for the tests: photos made from arithmetic, pixels read back, and the screens
/// written as PNG files when `MESSENGER_RENDER_PNG` names a folder (to look at them).
enum TestPhotos {
    /// A smooth two-way gradient, warm to cool.
    static func gradient(width: Int, height: Int) -> RGBAImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(255 * x / max(width - 1, 1)), UInt8(200 * y / max(height - 1, 1)), 160, 255]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Diagonal green and orange stripes.
    static func stripes(width: Int, height: Int) -> RGBAImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                pixels += (x + y) / 12 % 2 == 0 ? [40, 170, 90, 255] : [250, 160, 40, 255]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The pixel at (x, y).
    static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> RGBA {
        let i = (y * image.width + x) * 4
        return RGBA(image.pixels[i], image.pixels[i + 1], image.pixels[i + 2], image.pixels[i + 3])
    }

    /// The pixel at point (x, y) of a screen drawn at `scale`.
    static func pixel(_ image: RGBAImage, point x: Double, _ y: Double, scale: Int) -> RGBA {
        pixel(image, Int(x * Double(scale)), Int(y * Double(scale)))
    }

    /// Writes `image` as `<name>.png` into `$MESSENGER_RENDER_PNG` when it is set.
    static func save(_ image: RGBAImage, _ name: String) {
        guard let folder = ProcessInfo.processInfo.environment["MESSENGER_RENDER_PNG"] else { return }
        try? ImageFile.writePNG(image, to: folder + "/" + name + ".png")
    }
}
