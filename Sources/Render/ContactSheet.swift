import AppModel
import Raster
import Support
import Scenario

/// Frames as a grid of labelled thumbnails, for reviewing an animation at a glance and for
/// animation goldens.
public enum ContactSheet {
    /// One thumbnail and its caption.
    public struct Tile: Sendable {
        public var image: RGBAImage
        public var label: String

        public init(image: RGBAImage, label: String) {
            self.image = image
            self.label = label
        }
    }

    /// Thumbnails are at most this wide, in pixels.
    public static let thumbnailWidth = 180
    /// At most this many columns.
    public static let maxColumns = 6
    static let gap = 8
    static let labelHeight = 22
    static let background = RGBA(40, 44, 52)
    static let text = RGBA(235, 235, 235)

    /// `0.250 s · sliding-out`.
    public static func label(for state: AppState) -> String {
        "\(formatFixed(state.now, decimals: 3)) s \(state.phase.rawValue)"
    }

    /// The sheet: tiles left to right, top to bottom, each thumbnail above its label.
    public static func compose(_ tiles: [Tile]) -> RGBAImage {
        guard let first = tiles.first else { return RGBAImage(width: 1, height: 1, fill: background) }
        let width = min(thumbnailWidth, first.image.width)
        let height = max(1, (first.image.height * width + first.image.width / 2) / max(1, first.image.width))
        let columns = min(maxColumns, tiles.count)
        let rows = (tiles.count + columns - 1) / columns
        let cellWidth = width + gap
        let cellHeight = height + labelHeight + gap
        var canvas = Canvas(width: gap + columns * cellWidth, height: gap + rows * cellHeight, fill: background)
        let font = Font(.caption, scale: 1)
        for (index, tile) in tiles.enumerated() {
            let x = gap + (index % columns) * cellWidth
            let y = gap + (index / columns) * cellHeight
            canvas.drawImage(Resample.resized(tile.image, width: width, height: height), x: x, y: y)
            canvas.drawText(tile.label, font: font, color: text,
                            centeredIn: FRect(x: Double(x), y: Double(y + height), width: Double(width), height: Double(labelHeight)))
        }
        return canvas.image
    }
}
