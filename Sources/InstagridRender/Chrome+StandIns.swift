import InstagridModel
import Raster

/// The stand-ins of §7: the action sheet at the bottom, prompts and alerts as a centred panel,
/// the full-screen camera; drawn from ``StandInLayout`` so that what is drawn is what the
/// reducer hit-tests.
extension Chrome {
    /// Blue of buttons' titles (system blue).
    static let buttonTitle = RGBA(0, 122, 255)
    /// Grey of the action sheet's title.
    static let sheetTitle = RGBA(138, 138, 142)
    /// Hairlines between rows and buttons.
    static let separator = RGBA(60, 60, 67, 74)
    /// Dark text of titles and messages.
    static let text = RGBA(0, 0, 0)

    /// Dimming, the white panels, title, message, hairlines and button titles.
    func drawStandIn(_ standIn: StandIn, on canvas: inout Canvas) {
        canvas.fill(canvas.bounds, color: Palette.dimming)
        let layout = StandInLayout(standIn, in: geometry)
        let radius = (standIn.style == .actionSheet ? 13 : 14) * s
        for panel in layout.panels {
            canvas.fillRoundedRect(pixels(panel), radius: radius, color: Palette.white)
        }
        let font = Font(.caption, scale: scale)
        let titleColor = standIn.style == .actionSheet ? Self.sheetTitle : Self.text
        for (line, box) in zip(standIn.titleLines, layout.titleLines) {
            canvas.drawText(line, font: font, color: titleColor, centeredIn: pixels(box))
        }
        if let message = standIn.message, let box = layout.message {
            canvas.drawText(message, font: font, color: Self.text, centeredIn: pixels(box))
        }
        let hairline = 1 / s
        for (button, frame) in zip(standIn.buttons, layout.buttons) {
            let isCancelPanel = standIn.style == .actionSheet && button.answer == .source(.cancel)
            if !isCancelPanel {
                canvas.fill(pixels(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: hairline)),
                            color: Self.separator)
            }
            if standIn.style == .alert, frame.minX > layout.panels[0].minX {
                canvas.fill(pixels(Rect(x: frame.minX, y: frame.minY, width: hairline, height: frame.height)),
                            color: Self.separator)
            }
            canvas.drawText(button.title, font: font, color: Self.buttonTitle, centeredIn: pixels(frame))
        }
    }

    /// The camera: full screen, black, with a caption (R18).
    func drawCamera(slot: Int, on canvas: inout Canvas) {
        canvas.fill(canvas.bounds, color: RGBA(0, 0, 0))
        let screen = geometry.screen
        canvas.drawText("Camera\nslot \(slot)", font: Font(.caption, scale: scale), color: Palette.white,
                        centeredIn: pixels(Rect(x: 0, y: 0, width: screen.width, height: screen.height)))
    }
}
