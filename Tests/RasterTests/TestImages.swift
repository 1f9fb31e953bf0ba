@testable import Raster

/// Images the tests draw with.
enum TestImages {
    /// A 1-pixel black-and-white checkerboard.
    static func checkerboard(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0 ..< height {
            for x in 0 ..< width {
                let v: UInt8 = (x + y) % 2 == 0 ? 0 : 255
                image[x, y] = RGBA(v, v, v)
            }
        }
        return image
    }

    /// A horizontal grey ramp from 0 to 255.
    static func gradient(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0 ..< height {
            for x in 0 ..< width {
                let v = UInt8(x * 255 / max(1, width - 1))
                image[x, y] = RGBA(v, v, v)
            }
        }
        return image
    }

    /// Grey photo with a red left band, blue right band, green top band, yellow bottom band
    /// (each `band` pixels) and a black centre mark (2·mark × 2·mark around the centre).
    static func marked(width: Int, height: Int, band: Int, mark: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: RGBA(128, 128, 128))
        for y in 0 ..< height {
            for x in 0 ..< width {
                if x < band { image[x, y] = RGBA(255, 0, 0) }
                else if x >= width - band { image[x, y] = RGBA(0, 0, 255) }
                else if y < band { image[x, y] = RGBA(0, 255, 0) }
                else if y >= height - band { image[x, y] = RGBA(255, 255, 0) }
                if abs(2 * x + 1 - width) < 2 * mark && abs(2 * y + 1 - height) < 2 * mark {
                    image[x, y] = RGBA(0, 0, 0)
                }
            }
        }
        return image
    }
}
