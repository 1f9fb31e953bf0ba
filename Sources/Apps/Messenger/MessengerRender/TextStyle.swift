import Raster

/// A face at a size in points, UIKit's way of naming text: the renderer asks for the glyph
/// data of `points × scale` pixels (the nearest size the face has).
struct TextStyle: Sendable, Equatable, Hashable {
    var face: Face
    var points: Int

    /// The font at a device's scale.
    func font(scale: Int) -> Font {
        Font(face, pixelSize: points * scale)
    }

    static func regular(_ points: Int) -> TextStyle { TextStyle(face: .text, points: points) }
    static func semibold(_ points: Int) -> TextStyle { TextStyle(face: .textSemibold, points: points) }

    /// Body text: fields, bubbles, bar buttons, alert buttons.
    static let body = regular(17)
    /// Navigation bar titles, alert titles.
    static let headline = semibold(17)
}
