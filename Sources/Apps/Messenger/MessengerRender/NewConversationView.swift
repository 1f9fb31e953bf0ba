import MessengerModel
import Raster

/// New Conversation (M5): the search bar ("Search for Users...") in the navigation bar with
/// "Cancel", the results as the tutorial's cells (a 70-pt round avatar, the name in 18-pt
/// semibold), "No Results" in green, and the spinner while the users load.
struct NewConversationView {
    let scene: Scene

    private var layout: MessengerLayout { scene.layout }
    static let rowHeight = MessengerLayout.resultRowHeight

    func draw(_ screen: NewConversationScreen, on painter: inout Painter) {
        painter.fill(layout.screen, MessengerPalette.white)
        if screen.hasResults {
            if screen.results.isEmpty {
                painter.text("No Results", .semibold(21), MessengerPalette.pureGreen, centeredIn: layout.noResultsLabel)
            } else {
                let viewport = layout.resultsViewport
                painter.clipped(to: viewport) { painter in drawResults(screen, in: viewport, on: &painter) }
            }
        }
        let bar = layout.navigationBar
        painter.fill(Rect(x: 0, y: 0, width: layout.width, height: bar.maxY), MessengerPalette.bar)
        painter.hairline(y: bar.maxY, from: 0, to: layout.width, MessengerPalette.barHairline)
        drawSearchBar(screen.query, on: &painter)
        painter.text("Cancel", .body, MessengerPalette.blue, centeredIn: layout.rightBarButton(title: "Cancel"))
        if screen.spinner { Spinner(scene: scene).draw(on: &painter) }
    }

    private func drawSearchBar(_ query: String, on painter: inout Painter) {
        let field = layout.searchBar
        painter.fillRounded(field, radius: 10, MessengerPalette.searchField)
        Icons.magnifier(x: field.minX + 8, centerY: field.midY, color: MessengerPalette.systemGray, on: &painter)
        let textX = field.minX + 28
        let room = Rect(x: textX, y: field.minY, width: max(field.maxX - 6 - textX, 0), height: field.height)
        var end = textX - 3
        painter.clipped(to: room) { painter in
            if query.isEmpty {
                painter.text(TextField.search.placeholder, .body, MessengerPalette.systemGray, x: textX, centerY: field.midY)
            } else {
                let width = painter.width(of: query, .body)
                let x = min(textX, room.maxX - 2 - width)
                painter.text(query, .body, MessengerPalette.black, x: x, centerY: field.midY)
                end = x + width
            }
        }
        if scene.phone.focus == .search {
            painter.fill(Rect(x: min(end + 1, room.maxX - 2), y: field.midY - 10, width: 2, height: 20), MessengerPalette.blue)
        }
    }

    private func drawResults(_ screen: NewConversationScreen, in viewport: Rect, on painter: inout Painter) {
        let offset = scene.phone.offset(of: screen)
        let first = max(Painter.whole((offset / Self.rowHeight).rounded(.down)), 0)
        let last = min(Painter.whole(((offset + viewport.height) / Self.rowHeight).rounded(.down)), screen.results.count - 1)
        guard first <= last else { return }
        for index in first...last {
            let user = screen.results[index]
            let frame = layout.row(index, height: Self.rowHeight, in: viewport, offset: offset)
            let side = MessengerLayout.resultAvatar
            let avatar = Rect(x: frame.minX + 10, y: frame.minY + 10, width: side, height: side)
            scene.accountAvatar(safeEmail: user.email, name: user.name, in: avatar, on: &painter)
            let room = max(frame.width - 20 - side, 0)
            let name = painter.truncated(user.name, .semibold(17), maxWidth: room)
            painter.text(name, .semibold(17), MessengerPalette.black, x: avatar.maxX + 10, centerY: frame.midY)
            painter.hairline(y: frame.maxY - 1 / painter.s, from: frame.minX + 15, to: frame.maxX, MessengerPalette.separator)
        }
    }
}
