import Raster

/// How an app's live phone and player draw a state, and when two states draw the same picture
/// (so that an unchanged picture is not drawn and sent again).
public struct LiveScreen<Model: Sendable>: Sendable {
    /// The screen at the device's scale: the same pixels as `render` and the goldens.
    public var draw: @Sendable (Model) -> RGBAImage
    /// Whether two states draw the same pixels.
    public var drawsSame: @Sendable (Model, Model) -> Bool

    public init(draw: @escaping @Sendable (Model) -> RGBAImage,
                drawsSame: @escaping @Sendable (Model, Model) -> Bool) {
        self.draw = draw
        self.drawsSame = drawsSame
    }
}
