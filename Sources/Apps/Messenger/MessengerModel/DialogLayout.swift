/// Where a ``Dialog``'s panels and buttons are, in points, with §7's stand-in metrics: the
/// model hit-tests the buttons and a renderer draws from the same frames.
///
/// Action sheet: `min(screen width − 16, 359)` wide, centred; Cancel's panel (57 high) ends
/// 8 pt above the safe-area bottom and the actions' panel 8 pt above it, with a header for the
/// title (20 pt) and message (18 pt) plus 28 pt of padding when either is set, then one 57-pt
/// row per action. Alert: 270 wide, centred on the screen; 19 pt of padding above and below
/// the text, 21 pt for the title, 6 pt then 19 pt per message line (38 characters a line);
/// buttons 44 high, in a row for one or two, in a column for more.
public struct DialogLayout: Sendable, Equatable {
    /// The white panels: one for an alert; the actions' and Cancel's for an action sheet.
    public let panels: [Rect]
    /// One frame per button, in the dialog's order.
    public let buttons: [Rect]
    /// The title's and the message's boxes, when set.
    public let title: Rect?
    public let message: Rect?

    public static let sheetRow: Double = 57
    public static let sheetMargin: Double = 8
    public static let sheetMaxWidth: Double = 359
    public static let alertWidth: Double = 270
    public static let alertButton: Double = 44
    public static let alertPadding: Double = 19
    public static let alertTitleLine: Double = 21
    public static let alertMessageLine: Double = 19
    public static let alertMessageGap: Double = 6
    public static let alertMessageCharacters = 38

    public init(_ dialog: Dialog, in layout: MessengerLayout) {
        switch dialog.style {
        case .actionSheet:
            self = Self.sheet(dialog, in: layout)
        case .alert:
            self = Self.alert(dialog, in: layout)
        }
    }

    private init(panels: [Rect], buttons: [Rect], title: Rect?, message: Rect?) {
        self.panels = panels
        self.buttons = buttons
        self.title = title
        self.message = message
    }

    private static func sheet(_ dialog: Dialog, in layout: MessengerLayout) -> DialogLayout {
        let width = min(layout.width - 2 * sheetMargin, sheetMaxWidth)
        let x = (layout.width - width) / 2
        let cancel = Rect(x: x, y: layout.height - layout.safeBottom - sheetMargin - sheetRow,
                          width: width, height: sheetRow)
        let titleHeight: Double = dialog.title == nil ? 0 : 20
        let messageHeight: Double = dialog.message == nil ? 0 : 18
        let header = titleHeight + messageHeight > 0 ? titleHeight + messageHeight + 28 : 0
        let actions = max(dialog.buttons.count - 1, 0)
        let height = header + Double(actions) * sheetRow
        let top = cancel.minY - sheetMargin - height
        let rows = (0..<actions).map { index in
            Rect(x: x, y: top + header + Double(index) * sheetRow, width: width, height: sheetRow)
        }
        return DialogLayout(
            panels: [Rect(x: x, y: top, width: width, height: height), cancel], buttons: rows + [cancel],
            title: dialog.title.map { _ in Rect(x: x, y: top + 14, width: width, height: titleHeight) },
            message: dialog.message.map { _ in
                Rect(x: x, y: top + 14 + titleHeight, width: width, height: messageHeight)
            })
    }

    private static func alert(_ dialog: Dialog, in layout: MessengerLayout) -> DialogLayout {
        let characters = dialog.message?.count ?? 0
        let lines = Double((characters + alertMessageCharacters - 1) / alertMessageCharacters)
        var text = 2 * alertPadding + (dialog.title == nil ? 0 : alertTitleLine)
        if dialog.message != nil { text += alertMessageGap + lines * alertMessageLine }
        let count = dialog.buttons.count
        let column = count > 2
        let height = text + (column ? Double(count) * alertButton : alertButton)
        let panel = Rect(x: (layout.width - alertWidth) / 2, y: (layout.height - height) / 2,
                         width: alertWidth, height: height)
        let top = panel.minY + text
        let buttons = (0..<count).map { index in
            if column {
                return Rect(x: panel.minX, y: top + Double(index) * alertButton, width: alertWidth, height: alertButton)
            }
            let each = alertWidth / Double(max(count, 1))
            return Rect(x: panel.minX + Double(index) * each, y: top, width: each, height: alertButton)
        }
        let titleBox = Rect(x: panel.minX, y: panel.minY + alertPadding, width: alertWidth, height: alertTitleLine)
        return DialogLayout(
            panels: [panel], buttons: buttons, title: dialog.title.map { _ in titleBox },
            message: dialog.message.map { _ in
                Rect(x: panel.minX, y: titleBox.maxY + alertMessageGap, width: alertWidth,
                     height: lines * alertMessageLine)
            })
    }

    /// The index of the button under `point`, if any.
    public func button(at point: Point) -> Int? {
        buttons.firstIndex { $0.contains(point) }
    }
}
