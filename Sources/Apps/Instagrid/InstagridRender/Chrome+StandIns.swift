import InstagridModel
import Raster

/// The stand-ins of R17–R28: the action sheet at the bottom, prompts and alerts as a centred panel,
/// the full-screen camera; drawn from ``StandInLayout`` so that what is drawn is what the
/// reducer hit-tests.
extension Chrome {
    /// Dimming, the white panels, title, message, hairlines and button titles.
    func drawStandIn(_ standIn: StandIn, on canvas: inout Canvas) {
        canvas.fill(canvas.bounds, color: Palette.dimming)
        let layout = StandInLayout(standIn, in: geometry)
        let radius = (standIn.style == .actionSheet ? 13 : 14) * s
        for panel in layout.panels {
            canvas.fillRoundedRect(pixels(panel), radius: radius, color: Palette.white)
        }
        let font = Font(.caption, scale: scale)
        let titleColor = standIn.style == .actionSheet ? Palette.standInSheetTitle : Palette.standInText
        for (line, box) in zip(standIn.titleLines, layout.titleLines) {
            canvas.drawText(line, font: font, color: titleColor, centeredIn: pixels(box))
        }
        if let message = standIn.message, let box = layout.message {
            canvas.drawText(message, font: font, color: Palette.standInText, centeredIn: pixels(box))
        }
        let hairline = 1 / s
        for (button, frame) in zip(standIn.buttons, layout.buttons) {
            let isCancelPanel = standIn.style == .actionSheet && button.answer == .source(.cancel)
            if !isCancelPanel {
                canvas.fill(pixels(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: hairline)),
                            color: Palette.standInSeparator)
            }
            if standIn.style == .alert, frame.minX > layout.panels[0].minX {
                canvas.fill(pixels(Rect(x: frame.minX, y: frame.minY, width: hairline, height: frame.height)),
                            color: Palette.standInSeparator)
            }
            canvas.drawText(button.title, font: font, color: Palette.standInButton, centeredIn: pixels(frame))
        }
    }

    /// The camera: full screen, black, with a caption (R18).
    func drawCamera(slot: Int, on canvas: inout Canvas) {
        canvas.fill(canvas.bounds, color: Palette.camera)
        let screen = geometry.screen
        canvas.drawText("Camera\nslot \(slot)", font: Font(.caption, scale: scale), color: Palette.white,
                        centeredIn: pixels(Rect(x: 0, y: 0, width: screen.width, height: screen.height)))
    }
}
