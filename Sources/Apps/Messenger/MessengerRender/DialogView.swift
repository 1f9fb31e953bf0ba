import MessengerModel
import Raster

/// Alerts and action sheets (M2, M3, M6, M11) as Instagrid's stand-ins draw them, from
/// ``DialogLayout``'s frames (what is drawn is what the model hit-tests): black 40 % dimming,
/// white rounded panels, the title and message, hairlines between buttons, titles in system
/// blue (Cancel semibold, a destructive action red). The picker is a stand-in too: a panel
/// saying what it is for, or the black camera.
struct DialogView {
    let scene: Scene

    private var layout: MessengerLayout { scene.layout }

    func draw(_ dialog: Dialog, on painter: inout Painter) {
        painter.fillAll(MessengerPalette.dimming)
        let frames = DialogLayout(dialog, in: layout)
        let isSheet = dialog.style == .actionSheet
        for panel in frames.panels where panel.height > 0 {
            painter.fillRounded(panel, radius: isSheet ? 13 : 14, MessengerPalette.white)
        }
        let titleStyle: TextStyle = isSheet ? .semibold(13) : .headline
        let titleColor = isSheet ? MessengerPalette.sheetTitle : MessengerPalette.black
        if let title = dialog.title, let box = frames.title {
            painter.text(title, titleStyle, titleColor, centeredIn: box)
        }
        if let message = dialog.message, let box = frames.message {
            let color = isSheet ? MessengerPalette.sheetTitle : MessengerPalette.black
            let lines = painter.wrapped(message, .regular(13), maxWidth: box.width - 32, maxLines: 4)
            let lineHeight = isSheet ? 18.0 : DialogLayout.alertMessageLine
            var centerY = box.midY - Double(lines.count - 1) * lineHeight / 2
            for line in lines {
                painter.text(line, .regular(13), color, centeredIn: Rect(x: box.minX, y: centerY - lineHeight / 2,
                                                                         width: box.width, height: lineHeight))
                centerY += lineHeight
            }
        }
        let hairline = 1 / painter.s
        for (button, frame) in zip(dialog.buttons, frames.buttons) {
            let isCancelPanel = isSheet && button.role == .cancel
            let hasHeader = dialog.title != nil || dialog.message != nil
            let isFirstSheetRow = isSheet && frame.minY == frames.panels.first?.minY && !hasHeader
            if !isCancelPanel && !isFirstSheetRow {
                painter.fill(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: hairline), MessengerPalette.dialogSeparator)
            }
            if !isSheet, let panel = frames.panels.first, frame.minX > panel.minX {
                painter.fill(Rect(x: frame.minX, y: frame.minY, width: hairline, height: frame.height), MessengerPalette.dialogSeparator)
            }
            let color = button.role == .destructive ? MessengerPalette.red : MessengerPalette.blue
            let points = isSheet ? 20 : 17
            let style: TextStyle = button.role == .cancel ? .semibold(points) : .regular(points)
            painter.text(button.title, style, color, centeredIn: frame)
        }
    }

    /// The picker's stand-in: the library as a panel naming what the photo is for, the
    /// camera full screen and black.
    func drawPicker(_ picker: PickerRequest, on painter: inout Painter) {
        let purpose: String
        switch picker.purpose {
        case .avatar: purpose = "profile picture"
        case .message(let kind): purpose = "\(kind.rawValue) message"
        }
        let screen = layout.screen
        if picker.source == .camera {
            painter.fillAll(MessengerPalette.camera)
            painter.text("Camera", .headline, MessengerPalette.white,
                         centeredIn: Rect(x: 0, y: screen.midY - 22, width: screen.width, height: 22))
            painter.text(purpose, .regular(13), MessengerPalette.white,
                         centeredIn: Rect(x: 0, y: screen.midY, width: screen.width, height: 22))
            return
        }
        painter.fillAll(MessengerPalette.dimming)
        let width = min(260, screen.width - 40)
        let panel = Rect(x: (screen.width - width) / 2, y: (screen.height - 100) / 2, width: width, height: 100)
        painter.fillRounded(panel, radius: 14, MessengerPalette.white)
        painter.text("Photo picker", .headline, MessengerPalette.black,
                     centeredIn: Rect(x: panel.minX, y: panel.midY - 22, width: width, height: 22))
        painter.text(purpose, .regular(13), MessengerPalette.sheetTitle,
                     centeredIn: Rect(x: panel.minX, y: panel.midY + 2, width: width, height: 20))
    }
}
