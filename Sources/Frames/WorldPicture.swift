import Raster

/// A world's phones side by side (docs/worlds.md): each screen at 1× (one pixel per point),
/// under its participant's name, in the world's order, tops aligned, on the contact sheet's
/// background. What a world `snapshot`, a world's `final` and `frames` of a world draw.
public enum WorldPicture {
    /// One phone: its participant's name and its screen at the device's scale.
    public struct Phone: Sendable {
        public var name: String
        public var screen: RGBAImage
        /// The device's scale: the screen is drawn at `1 / scale`.
        public var scale: Int

        public init(name: String, screen: RGBAImage, scale: Int) {
            self.name = name
            self.screen = screen
            self.scale = scale
        }
    }

    /// Space around and between the phones, in pixels.
    static let gap = 16
    /// The band above each phone that holds its name.
    static let labelHeight = 30
    static let text = RGBA(235, 235, 235)

    /// The picture of `phones`, left to right.
    public static func compose(_ phones: [Phone]) -> RGBAImage {
        guard !phones.isEmpty else { return RGBAImage(width: 1, height: 1, fill: ContactSheet.background) }
        let screens = phones.map { phone in
            let scale = max(1, phone.scale)
            let width = max(1, phone.screen.width / scale)
            let height = max(1, phone.screen.height / scale)
            return scale == 1 ? phone.screen : Resample.resized(phone.screen, width: width, height: height)
        }
        let width = screens.reduce(gap) { $0 + $1.width + gap }
        let height = screenTop + (screens.map(\.height).max() ?? 1) + gap
        var canvas = Canvas(width: width, height: height, fill: ContactSheet.background)
        let font = Font(.label, scale: 1)
        for ((phone, screen), x) in zip(zip(phones, screens), screenLefts(widths: screens.map(\.width))) {
            canvas.drawText(phone.name, font: font, color: text,
                            centeredIn: FRect(x: Double(x), y: Double(gap), width: Double(screen.width),
                                              height: Double(labelHeight)))
            canvas.drawImage(screen, x: x, y: screenTop)
        }
        return canvas.image
    }

    /// The top of every phone's screen in the picture, in pixels (points at 1×).
    public static var screenTop: Int { gap + labelHeight }

    /// The left edge of each phone's screen in the picture of phones whose screens are `widths`
    /// pixels wide at 1×, left to right: where a point of the picture falls on a phone.
    public static func screenLefts(widths: [Int]) -> [Int] {
        var x = gap
        return widths.map { width in
            defer { x += width + gap }
            return x
        }
    }
}
