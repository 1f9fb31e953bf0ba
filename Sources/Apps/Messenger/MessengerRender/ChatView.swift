import MessengerModel
import Raster

/// A chat (M6), as MessageKit draws it: the user's bubbles on the right in system blue with
/// white text, the other's on the left in light grey with black text, each with its 30-pt
/// avatar at the bubble's bottom; photos and videos aspect-filled in the bubble (a video with a
/// play button); and the input bar — paper clip, "Aa", "Send" greyed while empty — riding on
/// the keyboard. Only the bubbles the scroll offset shows are drawn.
struct ChatView {
    let scene: Scene

    private var layout: MessengerLayout { scene.layout }

    func draw(_ chat: ChatScreen, on painter: inout Painter) {
        painter.fill(layout.screen, MessengerPalette.white)
        let keyboard = scene.phone.keyboardVisibleHeight
        let viewport = layout.chatViewport(keyboard: keyboard)
        painter.clipped(to: viewport) { painter in drawMessages(chat, in: viewport, on: &painter) }
        drawInputBar(chat, keyboard: keyboard, on: &painter)
        scene.bars.navigationBar(title: chat.title, left: .back("Chats"), on: &painter)
    }

    private func drawMessages(_ chat: ChatScreen, in viewport: Rect, on painter: inout Painter) {
        let own = scene.phone.account?.safeEmail ?? ""
        let frames = scene.bubbleFrames.frames(chat.messages, ownEmail: own, layout: layout)
        let offset = scene.phone.offset(of: chat)
        let top = viewport.minY - offset
        let range = BubbleFrames.visible(frames, top: offset, bottom: offset + viewport.height)
        let avatarSide = MessengerLayout.messageAvatar
        for index in range where chat.messages.indices.contains(index) {
            let message = chat.messages[index]
            var frame = frames[index]
            frame.y += top
            let isOwn = message.senderEmail == own
            let avatarX = isOwn ? layout.width - MessengerLayout.messageSideMargin - avatarSide : MessengerLayout.messageSideMargin
            let avatar = Rect(x: avatarX, y: frame.maxY - avatarSide, width: avatarSide, height: avatarSide)
            if isOwn {
                scene.accountAvatar(safeEmail: own, name: scene.phone.account?.name ?? scene.phone.account?.email ?? "",
                                    in: avatar, on: &painter)
            } else {
                scene.accountAvatar(safeEmail: message.senderEmail, name: chat.title, in: avatar, on: &painter)
            }
            drawBubble(message.content, isOwn: isOwn, frame: frame, on: &painter)
        }
    }

    private func drawBubble(_ content: MessageContent, isOwn: Bool, frame: Rect, on painter: inout Painter) {
        let radius = min(18, frame.height / 2)
        switch content {
        case .text(let text):
            painter.fillRounded(frame, radius: radius, isOwn ? MessengerPalette.blue : MessengerPalette.incomingBubble)
            let color = isOwn ? MessengerPalette.white : MessengerPalette.black
            let inner = Rect(x: frame.minX + MessengerLayout.bubblePaddingX, y: frame.minY + MessengerLayout.bubblePaddingY,
                             width: frame.width - 2 * MessengerLayout.bubblePaddingX,
                             height: frame.height - 2 * MessengerLayout.bubblePaddingY)
            let lines = BubbleText.lines(text, perLine: layout.charactersPerLine)
            // The layout gives 9 pt a character; a line drawn wider than that takes some of the
            // padding, evenly, so it stays inside the bubble (4 pt at the least).
            let widest = lines.count > 64 ? inner.width : lines.map { painter.width(of: $0, .body) }.max() ?? 0
            let left = frame.minX + min(MessengerLayout.bubblePaddingX, max((frame.width - widest) / 2, 4))
            painter.clipped(to: Rect(x: frame.minX + 4, y: frame.minY, width: frame.width - 8, height: frame.height)) { painter in
                var centerY = inner.minY + MessengerLayout.textLine / 2
                for line in lines {
                    let box = Rect(x: inner.minX, y: centerY - MessengerLayout.textLine / 2, width: inner.width,
                                   height: MessengerLayout.textLine)
                    if painter.isVisible(box) { painter.text(line, .body, color, x: left, centerY: centerY) }
                    centerY += MessengerLayout.textLine
                }
            }
        case .photo(let name), .video(let name):
            if !scene.tiles.draw(name, photos: scene.photos, in: frame, radius: radius, on: &painter) {
                painter.fillRounded(frame, radius: radius, MessengerPalette.mediaPlaceholder)
            }
            if case .video = content { Icons.play(in: frame, on: &painter) }
        }
    }

    /// The input bar on the keyboard (or the safe bottom): white with a hairline on top.
    private func drawInputBar(_ chat: ChatScreen, keyboard: Double, on painter: inout Painter) {
        let bar = layout.inputBar(keyboard: keyboard)
        painter.fill(bar, MessengerPalette.white)
        painter.hairline(y: bar.minY, from: 0, to: layout.width, MessengerPalette.barHairline)
        Icons.paperclip(in: layout.attachButton(keyboard: keyboard), color: MessengerPalette.blue, on: &painter)
        let field = layout.messageField(keyboard: keyboard)
        var end = field.minX + 1
        painter.clipped(to: field) { painter in
            if chat.input.isEmpty {
                painter.text("Aa", .body, MessengerPalette.placeholder, x: field.minX + 4, centerY: field.midY)
            } else {
                // The text view shows its last line, scrolled to the end when it is long.
                let line = chat.input.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
                let width = painter.width(of: line, .body)
                let x = min(field.minX + 4, field.maxX - 6 - width)
                painter.text(line, .body, MessengerPalette.black, x: x, centerY: field.midY)
                end = x + width
            }
        }
        if scene.phone.focus == .message {
            painter.fill(Rect(x: min(end + 1, field.maxX - 4), y: field.midY - 10.5, width: 2, height: 21), MessengerPalette.blue)
        }
        let send = layout.sendButton(keyboard: keyboard)
        painter.text("Send", .semibold(15), chat.canSend ? MessengerPalette.blue : MessengerPalette.lightGray, centeredIn: send)
    }
}
