import MessengerModel
import Raster

/// What every screen's drawing needs: the phone at its instant, its layout, the photos and
/// the renderer's caches.
struct Scene {
    let phone: MessengerPhone
    let photos: MessengerPhotos
    let tiles: PhotoTiles
    let bubbleFrames: BubbleFrames
    /// The keyboard's pictures, by device and return key.
    let keyboards: ImageCache<KeyboardView.Key, RGBAImage>

    var layout: MessengerLayout { phone.layout }
    var now: Double { phone.now }
    var bars: Bars { Bars(layout: layout) }

    /// An avatar in `rect`: photo `name` as a circle when the lookup has it, else the
    /// initials of `displayName` in white on grey.
    func avatar(photo name: String?, initialsOf displayName: String, in rect: Rect, on painter: inout Painter) {
        if let name, tiles.draw(name, photos: photos, in: rect, radius: rect.width / 2, on: &painter) { return }
        painter.fillCircle(rect, MessengerPalette.initialsBackground)
        let initials = Self.initials(of: displayName)
        guard !initials.isEmpty else { return }
        let points = Int(min(max(rect.width * 0.4, 10), 200))
        painter.text(initials, .semibold(points), MessengerPalette.white, centeredIn: rect)
    }

    /// The avatar of the account with this safe e-mail (the tutorial's storage path).
    func accountAvatar(safeEmail: String, name: String, in rect: Rect, on painter: inout Painter) {
        avatar(photo: MessengerPhotos.avatarPath(forSafeEmail: safeEmail), initialsOf: name, in: rect, on: &painter)
    }

    /// Up to two initials, upper-cased, from the name's first words ("Alice Martin" → "AM",
    /// "Bob " → "B").
    static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: { $0 == " " || $0 == "\n" })
        return String(words.prefix(2).compactMap(\.first)).uppercased()
    }
}
