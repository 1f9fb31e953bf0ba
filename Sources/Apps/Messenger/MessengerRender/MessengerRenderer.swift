import MessengerModel
import Raster

/// Draws one Messenger phone's screen (docs/messenger.md, "The look") at the device's scale
/// from a `MessengerPhone` at its `now`: the screens and every transition in flight, the
/// status bar, the keyboard at its visible height, and the alert, action sheet or picker on
/// top. The same state and photos always give the same bytes.
///
/// Only what shows is drawn: a list's rows and a chat's bubbles are found from the scroll
/// offset, so a chat of 10,000 messages costs what a screenful costs (its bubbles are laid out
/// once per list of messages and kept).
public struct MessengerRenderer: Sendable {
    /// The photos avatars and media messages show (``MessengerPhotos``). Replacing them
    /// forgets the photos already resampled.
    public var photos: MessengerPhotos {
        didSet { tiles = PhotoTiles() }
    }
    private var tiles = PhotoTiles()
    private let bubbleFrames = BubbleFrames()
    private let keyboards = ImageCache<KeyboardView.Key, RGBAImage>(capacity: 16)

    /// A renderer drawing `photos` where the screens show photos.
    public init(photos: MessengerPhotos = MessengerPhotos()) {
        self.photos = photos
    }

    /// The screen of `phone` at `phone.now`, `device.scale` pixels per point. `uploads` names the
    /// photo each uploaded file holds (its path → the photo's name, a world's Storage): a media
    /// message or an avatar shown by its upload's path is drawn from that photo.
    public func render(_ phone: MessengerPhone, uploads: [String: String] = [:]) -> RGBAImage {
        let size = phone.device.pixelSize(.portrait)
        var painter = Painter(width: size.width, height: size.height, scale: phone.device.scale,
                              background: MessengerPalette.white)
        let scene = Scene(phone: phone, photos: photos.resolving(uploads), tiles: tiles, bubbleFrames: bubbleFrames, keyboards: keyboards)
        ScreenStack(scene: scene).draw(on: &painter)
        scene.bars.statusBar(on: &painter)
        KeyboardView(scene: scene).draw(on: &painter)
        let dialogs = DialogView(scene: scene)
        if let dialog = phone.dialog { dialogs.draw(dialog, on: &painter) }
        if let picker = phone.picker { dialogs.drawPicker(picker, on: &painter) }
        return painter.canvas.image
    }
}
