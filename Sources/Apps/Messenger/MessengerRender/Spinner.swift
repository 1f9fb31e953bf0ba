import MessengerModel
import Raster

/// The "Loading" HUD (JGProgressHUD, dark style): a rounded dark square centred on the
/// screen with a large activity indicator and its caption. The indicator's twelve spokes fade
/// round, one step every 1/12 s of the virtual clock.
struct Spinner {
    let scene: Scene

    func draw(on painter: inout Painter) {
        let square = scene.layout.spinner
        painter.fillRounded(square, radius: 10, MessengerPalette.hud)
        let center = Point(x: square.midX, y: square.midY - 10)
        let phase = Int(Painter.whole(scene.now * 12)) % 12
        let half = 3.0.squareRoot() / 2
        // cos and sin of the spokes' angles, every 30°, exactly.
        let directions: [(Double, Double)] = [(0, -1), (0.5, -half), (half, -0.5), (1, 0), (half, 0.5), (0.5, half),
                                              (0, 1), (-0.5, half), (-half, 0.5), (-1, 0), (-half, -0.5), (-0.5, -half)]
        for (index, direction) in directions.enumerated() {
            let age = ((phase - index) % 12 + 12) % 12
            let alpha = UInt8(clamping: 255 - age * 16)
            let inner = Point(x: center.x + direction.0 * 8, y: center.y + direction.1 * 8)
            let outer = Point(x: center.x + direction.0 * 15, y: center.y + direction.1 * 15)
            painter.fillPath(Outline.stroke([inner, outer], width: 3.5), RGBA(255, 255, 255, alpha))
        }
        painter.text("Loading", .regular(17), MessengerPalette.white,
                     centeredIn: Rect(x: square.minX, y: square.maxY - 32, width: square.width, height: 22))
    }
}
