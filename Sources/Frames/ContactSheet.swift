import Raster
import Support

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
    /// The sheet's colour behind and between the thumbnails.
    public static let background = RGBA(40, 44, 52)
    static let text = RGBA(235, 235, 235)

    /// A tile's label for any app: the time with three decimals and the phase's name.
    public static func label(now: Double, phase: String) -> String {
        "\(formatFixed(now, decimals: 3)) s \(phase)"
    }

    /// The thumbnail size of images of `width × height`: at most ``thumbnailWidth`` wide (never
    /// wider than the image), the height in proportion, rounded, at least 1.
    public static func thumbnailSize(width: Int, height: Int) -> (width: Int, height: Int) {
        let thumbnailWidth = min(Self.thumbnailWidth, width)
        return (thumbnailWidth, max(1, (height * thumbnailWidth + width / 2) / max(1, width)))
    }

    /// The sheet: tiles left to right, top to bottom, each thumbnail above its label. Every
    /// image is resized to the first one's thumbnail size (``thumbnailSize(width:height:)``).
    public static func compose(_ tiles: [Tile]) -> RGBAImage {
        compose(tiles) { $0 }
    }

    /// The sheet of the tiles `tile` makes from `items`, each image resized to its thumbnail as
    /// soon as it is made, so that only one full-size image is held at a time however many
    /// items there are; the same sheet as ``compose(_:)`` of all the tiles.
    public static func compose<Item>(_ items: [Item], tile: (Item) -> Tile) -> RGBAImage {
        var size: (width: Int, height: Int)?
        let thumbnails = items.map { item in
            let full = tile(item)
            let thumbnail = size ?? thumbnailSize(width: full.image.width, height: full.image.height)
            size = thumbnail
            return Tile(image: Resample.resized(full.image, width: thumbnail.width, height: thumbnail.height),
                        label: full.label)
        }
        return compose(thumbnails: thumbnails)
    }

    /// The sheet of tiles whose images are thumbnails already, all of the first one's size.
    public static func compose(thumbnails tiles: [Tile]) -> RGBAImage {
        guard let first = tiles.first else { return RGBAImage(width: 1, height: 1, fill: background) }
        let width = first.image.width
        let height = first.image.height
        let columns = min(maxColumns, tiles.count)
        let rows = (tiles.count + columns - 1) / columns
        let cellWidth = width + gap
        let cellHeight = height + labelHeight + gap
        var canvas = Canvas(width: gap + columns * cellWidth, height: gap + rows * cellHeight, fill: background)
        let font = Font(.caption, scale: 1)
        for (index, tile) in tiles.enumerated() {
            let x = gap + (index % columns) * cellWidth
            let y = gap + (index / columns) * cellHeight
            canvas.drawImage(tile.image, x: x, y: y)
            canvas.drawText(tile.label, font: font, color: text,
                            centeredIn: FRect(x: Double(x), y: Double(y + height), width: Double(width), height: Double(labelHeight)))
        }
        return canvas.image
    }
}
