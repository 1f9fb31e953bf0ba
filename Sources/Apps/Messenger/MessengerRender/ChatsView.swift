import MessengerModel
import Raster

/// Chats (M4, M8): the tutorial's conversation cells (a 100-pt round avatar 10 pt in, the
/// name in 21-pt semibold over the latest message in 19 pt, a disclosure indicator), only the
/// rows the scroll offset shows; "No Conversations!" in grey; a swiped row's content slid
/// over its red "Delete" button; deleted rows collapsing while the rows under them close up.
struct ChatsView {
    let scene: Scene

    private var layout: MessengerLayout { scene.layout }
    private var phone: MessengerPhone { scene.phone }
    static let rowHeight = MessengerLayout.conversationRowHeight

    func draw(on painter: inout Painter) {
        painter.fill(layout.screen, MessengerPalette.white)
        let viewport = layout.chatsViewport
        if phone.showsNoConversations {
            painter.text("No Conversations!", .semibold(21), MessengerPalette.gray, centeredIn: layout.noConversationsLabel)
        } else {
            painter.clipped(to: viewport) { painter in drawRows(in: viewport, on: &painter) }
        }
        scene.bars.navigationBar(title: "Chats", right: .compose, on: &painter)
    }

    /// The rows that show: found from the offset (rows are all 120 pt), moved down by the
    /// part of each collapsing row above them.
    private func drawRows(in viewport: Rect, on painter: inout Painter) {
        let offset = phone.offset(of: .chats)
        let rows = phone.conversations
        let removals = phone.rowRemovals.map { (index: $0.index, row: $0.row, height: Self.rowHeight * (1 - $0.progress(at: scene.now))) }
            .filter { $0.height > 0 }
        // Rows shifted by collapsing ones: the extra height above row `index`.
        func extra(above index: Int) -> Double {
            removals.reduce(0) { $1.index <= index ? $0 + $1.height : $0 }
        }
        let extraTotal = removals.reduce(0) { $0 + $1.height }
        let first = max(Int(Painter.whole(((offset - extraTotal) / Self.rowHeight).rounded(.down))), 0)
        let last = min(Int(Painter.whole(((offset + viewport.height) / Self.rowHeight).rounded(.down))), rows.count - 1)
        if first <= last {
            for index in first...last {
                var frame = layout.row(index, height: Self.rowHeight, in: viewport, offset: offset)
                frame.y += extra(above: index)
                guard frame.maxY > viewport.minY, frame.minY < viewport.maxY else { continue }
                drawRow(rows[index], index: index, frame: frame, on: &painter)
            }
        }
        for removal in removals {
            var frame = layout.row(removal.index, height: Self.rowHeight, in: viewport, offset: offset)
            frame.y += extra(above: removal.index) - removal.height
            drawCollapsing(removal.row, frame: frame, height: removal.height, on: &painter)
        }
    }

    /// One row: the red Delete under it when it is swiped, its content at the swipe's offset.
    private func drawRow(_ row: ConversationRow, index: Int, frame: Rect, on painter: inout Painter) {
        var dx = 0.0
        if let swipe = phone.rowSwipe, swipe.index == index, swipe.rowID == row.id {
            dx = min(swipe.offset(at: scene.now), 0)
        }
        if dx < 0 {
            let revealed = Rect(x: frame.maxX + dx, y: frame.minY, width: -dx, height: frame.height)
            painter.fill(revealed, MessengerPalette.red)
            painter.clipped(to: revealed) { painter in
                let title = Rect(x: frame.maxX + dx, y: frame.minY, width: MessengerLayout.deleteButtonWidth, height: frame.height)
                painter.text("Delete", .body, MessengerPalette.white, centeredIn: title)
            }
        }
        painter.shifted(dx: dx, dy: 0) { painter in drawContent(row, frame: frame, on: &painter) }
    }

    /// A deleted row, `height` of it left, sliding out to the left over red.
    private func drawCollapsing(_ row: ConversationRow, frame: Rect, height: Double, on painter: inout Painter) {
        let visible = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
        painter.clipped(to: visible) { painter in
            painter.fill(visible, MessengerPalette.red)
            let progress = 1 - height / Self.rowHeight
            painter.shifted(dx: RowSwipe.openOffset - progress * frame.width, dy: 0) { painter in
                drawContent(row, frame: frame, on: &painter)
            }
        }
    }

    /// The cell's content: white background, avatar, name, latest message, disclosure
    /// indicator and the separator under it.
    private func drawContent(_ row: ConversationRow, frame: Rect, on painter: inout Painter) {
        painter.fill(frame, MessengerPalette.white)
        let side = MessengerLayout.conversationAvatar
        let avatar = Rect(x: frame.minX + 10, y: frame.minY + 10, width: side, height: side)
        scene.accountAvatar(safeEmail: row.otherUserEmail, name: row.name, in: avatar, on: &painter)
        let textX = avatar.maxX + 10
        // The content view is narrower by the disclosure indicator (33 pt).
        let room = max(frame.width - 33 - 20 - side, 0)
        let half = (frame.height - 20) / 2
        let name = painter.truncated(row.name, .semibold(21), maxWidth: room)
        painter.text(name, .semibold(21), MessengerPalette.black, x: textX, centerY: frame.minY + 10 + half / 2)
        let lines = painter.wrapped(row.latestMessage, .regular(19), maxWidth: room, maxLines: 2)
        let lineHeight = 23.0
        var centerY = frame.minY + 10 + half + 10 + half / 2 - Double(lines.count - 1) * lineHeight / 2
        for line in lines {
            painter.text(line, .regular(19), MessengerPalette.black, x: textX, centerY: centerY)
            centerY += lineHeight
        }
        Icons.disclosure(right: frame.maxX - 15, centerY: frame.midY, on: &painter)
        painter.hairline(y: frame.maxY - 1 / painter.s, from: frame.minX + 15, to: frame.maxX, MessengerPalette.separator)
    }
}
