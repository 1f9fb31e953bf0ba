import Foundation
import ImageCodec
import Raster
import VirtualClock

/// Encode/decode timing of PNG settings on a screenshot-like image, as recorded in
/// docs/png-encoding.md. Kept free of the test framework so it can also run from a plain
/// executable built in release mode.
enum PNGBenchmark {
    /// One measured configuration.
    struct Row {
        var settings: PNGEncodeSettings
        var encodeMilliseconds: Double
        var decodeMilliseconds: Double
        var bytes: Int
    }

    /// A 1242×2688 app screen: flat background, a grid with a soft shadow, two photo slots
    /// (smooth gradients with fine noise), two empty slots with anti-aliased "+" signs, text-like
    /// anti-aliased blobs and layout buttons. Deterministic.
    static func screenshot(width: Int = 1242, height: Int = 2688) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: RGBA(0xB7, 0xD7, 0xE5))
        var random = SeededGenerator(seed: 2024)
        let grid = (x: 171, y: 894, size: 900)
        // Shadow: darken a band below and around the grid, fading over 12 px.
        for y in grid.y - 6 ..< grid.y + grid.size + 18 {
            for x in grid.x - 12 ..< grid.x + grid.size + 12 {
                let dx = max(grid.x - x, x - (grid.x + grid.size - 1), 0)
                let dy = max(grid.y + 6 - y, y - (grid.y + grid.size + 5), 0)
                let distance = Double(dx * dx + dy * dy).squareRoot()
                let shade = max(0, 1 - distance / 12) * 0.5
                image[x, y] = blend(image[x, y], RGBA(0, 0, 0), shade)
            }
        }
        fillRoundedRect(&image, x: grid.x, y: grid.y, width: grid.size, height: grid.size, radius: 0,
                        color: RGBA(0x10, 0x66, 0x98))
        let slot = 423, gap = 18
        for row in 0 ..< 2 {
            for column in 0 ..< 2 {
                let x = grid.x + gap + column * (slot + gap), y = grid.y + gap + row * (slot + gap)
                if (row + column) % 2 == 0 {
                    fillRoundedRect(&image, x: x, y: y, width: slot, height: slot, radius: 6, color: RGBA(240, 240, 240))
                    photo(&image, x: x, y: y, size: slot, seed: UInt64(row * 2 + column), random: &random)
                } else {
                    fillRoundedRect(&image, x: x, y: y, width: slot, height: slot, radius: 6, color: RGBA(240, 240, 240))
                    let center = (x: Double(x) + Double(slot) / 2, y: Double(y) + Double(slot) / 2)
                    fillRect(&image, cx: center.x, cy: center.y, w: 120, h: 24, color: RGBA(78, 145, 184))
                    fillRect(&image, cx: center.x, cy: center.y, w: 24, h: 120, color: RGBA(78, 145, 184))
                }
            }
        }
        // Title and label: rows of anti-aliased discs standing in for glyphs.
        for (top, glyphs, radius) in [(300, 9, 34.0), (620, 14, 22.0)] {
            for glyph in 0 ..< glyphs {
                let cx = Double(width) / 2 + (Double(glyph) - Double(glyphs) / 2) * radius * 2.3
                disc(&image, cx: cx, cy: Double(top), radius: radius * (0.7 + 0.3 * sin(Double(glyph))), color: RGBA(255, 255, 255))
            }
        }
        // Layout buttons.
        for index in 0 ..< 3 {
            let x = 171 + 60 + index * 300, y = 2280
            fillRoundedRect(&image, x: x, y: y, width: 240, height: 240, radius: 0, color: RGBA(216, 216, 216))
            fillRoundedRect(&image, x: x + 12, y: y + 12, width: 216, height: 102, radius: 0, color: RGBA(255, 255, 255))
            fillRoundedRect(&image, x: x + 12, y: y + 126, width: 102, height: 102, radius: 0, color: RGBA(255, 255, 255))
            fillRoundedRect(&image, x: x + 126, y: y + 126, width: 102, height: 102, radius: 0, color: RGBA(255, 255, 255))
        }
        return image
    }

    /// Measures every configuration in `settings`, best of `runs` each, in CPU time of the calling thread.
    static func measure(_ image: RGBAImage, settings: [PNGEncodeSettings], runs: Int = 5) throws -> [Row] {
        // CPU time of this thread: what one core spends, unaffected by other processes' load.
        func cpuMilliseconds() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
        }
        var rows: [Row] = []
        for setting in settings {
            var bytes: [UInt8] = []
            var encode = Double.infinity, decode = Double.infinity
            for _ in 0 ..< runs {
                let start = cpuMilliseconds()
                bytes = try PNGCodec.encode(image, settings: setting)
                encode = min(encode, cpuMilliseconds() - start)
            }
            for _ in 0 ..< runs {
                let start = cpuMilliseconds()
                let decoded = try PNGCodec.decode(bytes)
                decode = min(decode, cpuMilliseconds() - start)
                precondition(decoded == image, "round trip failed")
            }
            rows.append(Row(settings: setting, encodeMilliseconds: encode, decodeMilliseconds: decode, bytes: bytes.count))
        }
        return rows
    }

    /// The configurations of docs/png-encoding.md's table on rendered screens: the default (screen
    /// deflater) first, zlib and libdeflate at level 1, the screen deflater with Up and Sub, then
    /// libdeflate's other levels and Up, then zlib's other filters and strategies.
    static var quickMatrix: [PNGEncodeSettings] {
        [
            PNGEncodeSettings.default,
            PNGEncodeSettings(filter: .none, compressionLevel: 1, deflater: .zlib),
            PNGEncodeSettings(filter: .none, compressionLevel: 1),
            PNGEncodeSettings(filter: .up, compressionLevel: 1, deflater: .screen),
            PNGEncodeSettings(filter: .sub, compressionLevel: 1, deflater: .screen),
            PNGEncodeSettings(filter: .none, compressionLevel: 2),
            PNGEncodeSettings(filter: .none, compressionLevel: 4),
            PNGEncodeSettings(filter: .none, compressionLevel: 6),
            PNGEncodeSettings(filter: .up, compressionLevel: 1),
            PNGEncodeSettings(filter: .up, compressionLevel: 1, deflater: .zlib),
            PNGEncodeSettings(filter: .sub, compressionLevel: 1, deflater: .zlib),
            PNGEncodeSettings(filter: .none, compressionLevel: 1, strategy: .filtered),
            PNGEncodeSettings(filter: .up, compressionLevel: 1, strategy: .rle),
            PNGEncodeSettings(filter: .none, compressionLevel: 1, strategy: .rle),
            PNGEncodeSettings(filter: .up, compressionLevel: 1, strategy: .huffmanOnly),
        ]
    }

    /// `filter none, libdeflate level 1, strategy default, channels automatic`.
    static func describe(_ settings: PNGEncodeSettings) -> String {
        "filter \(settings.filter), \(settings.deflater) level \(settings.compressionLevel), strategy \(settings.strategy), "
            + "channels \(settings.channels)"
    }

    /// The configurations of docs/png-encoding.md's full matrix.
    static var matrix: [PNGEncodeSettings] {
        var all: [PNGEncodeSettings] = []
        for filter in PNGEncodeSettings.Filter.allCases {
            for level in [1, 2, 3, 4, 6, 9] {
                all.append(PNGEncodeSettings(filter: filter, compressionLevel: level))
            }
            all.append(PNGEncodeSettings(filter: filter, compressionLevel: 1, deflater: .zlib))
            all.append(PNGEncodeSettings(filter: filter, compressionLevel: 1, deflater: .screen))
            all.append(PNGEncodeSettings(filter: filter, compressionLevel: 1, strategy: .rle))
            all.append(PNGEncodeSettings(filter: filter, compressionLevel: 3, strategy: .filtered))
        }
        return all
    }

    /// The table as Markdown.
    static func markdown(_ rows: [Row]) -> String {
        var lines = ["| filter | deflater | level | strategy | encode ms | decode ms | bytes |", "|---|---|---:|---|---:|---:|---:|"]
        for row in rows {
            let s = row.settings
            let settings: String = "| \(s.filter) | \(s.deflater) | \(s.compressionLevel) | \(s.strategy) | "
            let figures: String = "\(format(row.encodeMilliseconds)) | \(format(row.decodeMilliseconds)) | \(grouped(Double(row.bytes))) |"
            lines.append(settings + figures)
        }
        return lines.joined(separator: "\n")
    }

    private static func format(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    // MARK: drawing

    private static func blend(_ under: RGBA, _ over: RGBA, _ amount: Double) -> RGBA {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) * (1 - amount) + Double(b) * amount).rounded())
        }
        return RGBA(mix(under.r, over.r), mix(under.g, over.g), mix(under.b, over.b))
    }

    private static func fillRoundedRect(_ image: inout RGBAImage, x: Int, y: Int, width: Int, height: Int,
                                        radius: Double, color: RGBA) {
        for py in y ..< y + height {
            for px in x ..< x + width {
                let cx = min(max(Double(px) + 0.5, Double(x) + radius), Double(x + width) - radius)
                let cy = min(max(Double(py) + 0.5, Double(y) + radius), Double(y + height) - radius)
                let dx = Double(px) + 0.5 - cx, dy = Double(py) + 0.5 - cy
                let coverage = radius == 0 ? 1 : min(max(radius + 0.5 - (dx * dx + dy * dy).squareRoot(), 0), 1)
                if coverage > 0 { image[px, py] = blend(image[px, py], color, coverage) }
            }
        }
    }

    private static func fillRect(_ image: inout RGBAImage, cx: Double, cy: Double, w: Double, h: Double, color: RGBA) {
        let left = cx - w / 2 + 0.3, right = cx + w / 2 + 0.3, top = cy - h / 2 + 0.6, bottom = cy + h / 2 + 0.6
        for py in Int(top) - 1 ... Int(bottom) + 1 {
            for px in Int(left) - 1 ... Int(right) + 1 {
                let cover = max(0, min(Double(px + 1), right) - max(Double(px), left))
                    * max(0, min(Double(py + 1), bottom) - max(Double(py), top))
                if cover > 0 { image[px, py] = blend(image[px, py], color, cover) }
            }
        }
    }

    private static func disc(_ image: inout RGBAImage, cx: Double, cy: Double, radius: Double, color: RGBA) {
        for py in Int(cy - radius) - 1 ... Int(cy + radius) + 1 {
            for px in Int(cx - radius) - 1 ... Int(cx + radius) + 1 {
                let dx = Double(px) + 0.5 - cx, dy = Double(py) + 0.5 - cy
                let coverage = min(max(radius + 0.5 - (dx * dx + dy * dy).squareRoot(), 0), 1)
                if coverage > 0 { image[px, py] = blend(image[px, py], color, coverage) }
            }
        }
    }

    /// A photo-like square: two-axis colour gradient, soft blobs and ±3 sensor-like noise.
    private static func photo(_ image: inout RGBAImage, x: Int, y: Int, size: Int, seed: UInt64,
                              random: inout SeededGenerator) {
        let phase = Double(seed)
        for py in 0 ..< size {
            for px in 0 ..< size {
                let u = Double(px) / Double(size), v = Double(py) / Double(size)
                let wave = sin(u * 7 + phase) * cos(v * 5 - phase) * 40
                let noise = Int(random.next() % 7) - 3
                func channel(_ base: Double) -> UInt8 {
                    UInt8(clamping: Int((base + wave).rounded()) + noise)
                }
                image[x + px, y + py] = RGBA(channel(120 + 90 * u), channel(90 + 100 * v), channel(160 - 80 * u * v))
            }
        }
    }
}
