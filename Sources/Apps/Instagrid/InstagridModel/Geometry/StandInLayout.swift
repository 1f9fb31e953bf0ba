/// Where a ``StandIn``'s panels, texts and buttons are on one screen, in points. The screen's
/// views (`AppState.screenViews()`, the kit's buttons) and the renderer both take them from this
/// one type.
///
/// Action sheet: `min(safe width − 16, 359)` wide, centred in the safe area; Cancel's panel
/// (57 high) ends 8 pt above the safe bottom, the actions' panel ends 8 pt above it with a title
/// band of 44 and one 57-pt row per action. Alert: 270 wide, centred on the screen; text area of
/// 19 pt padding above and below, 21 per title line, 6 + 19 for the message; buttons 44 high, in
/// a row for one or two, in a column for three.
public struct StandInLayout: Sendable, Equatable {
    /// The white panels: one for an alert; the actions' and Cancel's for an action sheet.
    public let panels: [Rect]
    /// The title's lines, one box each.
    public let titleLines: [Rect]
    /// The message's box, if any.
    public let message: Rect?
    /// One frame per button, in the stand-in's order.
    public let buttons: [Rect]

    public static let sheetRow: Double = 57
    public static let sheetTitleBand: Double = 44
    public static let sheetMargin: Double = 8
    public static let sheetMaxWidth: Double = 359
    public static let alertWidth: Double = 270
    public static let alertButton: Double = 44
    public static let alertPadding: Double = 19
    public static let alertTitleLine: Double = 21
    public static let alertMessageLine: Double = 19
    public static let alertMessageGap: Double = 6

    public init(_ standIn: StandIn, in geometry: ScreenGeometry) {
        let safe = geometry.safeArea
        switch standIn.style {
        case .actionSheet:
            let width = min(safe.width - 2 * Self.sheetMargin, Self.sheetMaxWidth)
            let x = safe.minX + (safe.width - width) / 2
            let cancel = Rect(x: x, y: safe.maxY - Self.sheetMargin - Self.sheetRow, width: width, height: Self.sheetRow)
            let actions = max(standIn.buttons.count - 1, 0)
            let height = Self.sheetTitleBand + Double(actions) * Self.sheetRow
            let top = cancel.minY - Self.sheetMargin - height
            let main = Rect(x: x, y: top, width: width, height: height)
            panels = [main, cancel]
            titleLines = [Rect(x: x, y: top, width: width, height: Self.sheetTitleBand)]
            message = nil
            buttons = (0..<actions).map { index in
                Rect(x: x, y: top + Self.sheetTitleBand + Double(index) * Self.sheetRow, width: width, height: Self.sheetRow)
            } + [cancel]
        case .alert:
            let width = Self.alertWidth
            let lines = Double(standIn.titleLines.count)
            var text = 2 * Self.alertPadding + lines * Self.alertTitleLine
            if standIn.message != nil { text += Self.alertMessageGap + Self.alertMessageLine }
            let column = standIn.buttons.count > 2
            let buttonsHeight = column ? Double(standIn.buttons.count) * Self.alertButton : Self.alertButton
            let height = text + buttonsHeight
            let screen = geometry.screen
            let panel = Rect(x: (screen.width - width) / 2, y: (screen.height - height) / 2, width: width, height: height)
            panels = [panel]
            titleLines = standIn.titleLines.indices.map { index in
                Rect(x: panel.minX, y: panel.minY + Self.alertPadding + Double(index) * Self.alertTitleLine,
                     width: width, height: Self.alertTitleLine)
            }
            message = standIn.message.map { _ in
                Rect(x: panel.minX, y: panel.minY + Self.alertPadding + lines * Self.alertTitleLine + Self.alertMessageGap,
                     width: width, height: Self.alertMessageLine)
            }
            let buttonsTop = panel.minY + text
            let count = standIn.buttons.count
            buttons = (0..<count).map { index in
                if column {
                    return Rect(x: panel.minX, y: buttonsTop + Double(index) * Self.alertButton,
                                width: width, height: Self.alertButton)
                }
                let each = width / Double(max(count, 1))
                return Rect(x: panel.minX + Double(index) * each, y: buttonsTop, width: each, height: Self.alertButton)
            }
        }
    }
}
