/// The chat's geometry (M6): the input bar that rides on the keyboard, and the messages'
/// bubbles, whose sizes the model and a renderer both take from here.
///
/// Text is measured by a fixed advance (`glyphAdvance` per character, `textLine` per line),
/// so the content's height is known without a font: a line breaks after as many characters as
/// fit the bubble's widest text, and at each newline. Photos and videos are 300×300 (the
/// tutorial's media size), scaled down to the widest bubble.
extension MessengerLayout {
    public static let inputBarHeight: Double = 52
    public static let inputControlHeight: Double = 36
    public static let attachButtonWidth: Double = 36
    public static let sendButtonWidth: Double = 52
    public static let messageAvatar: Double = 30
    public static let messageSideMargin: Double = 8
    public static let avatarGap: Double = 4
    public static let messageSpacing: Double = 8
    public static let bubblePaddingX: Double = 14
    public static let bubblePaddingY: Double = 7
    public static let glyphAdvance: Double = 9
    public static let textLine: Double = 21
    public static let mediaSide: Double = 300

    /// The input bar's top when the keyboard's visible height is `keyboard` (0 when down):
    /// it sits on the keyboard, or on the safe-area bottom.
    public func inputBarTop(keyboard: Double) -> Double {
        height - max(keyboard, safeBottom) - Self.inputBarHeight
    }

    /// The input bar, down to the keyboard or the screen's bottom.
    public func inputBar(keyboard: Double) -> Rect {
        let top = inputBarTop(keyboard: keyboard)
        return Rect(x: 0, y: top, width: width, height: height - keyboard - top)
    }

    private func inputRow(keyboard: Double) -> Double {
        inputBarTop(keyboard: keyboard) + (Self.inputBarHeight - Self.inputControlHeight) / 2
    }

    /// The paper clip, left in the input bar.
    public func attachButton(keyboard: Double) -> Rect {
        Rect(x: Self.messageSideMargin, y: inputRow(keyboard: keyboard),
             width: Self.attachButtonWidth, height: Self.inputControlHeight)
    }

    /// "Send", right in the input bar.
    public func sendButton(keyboard: Double) -> Rect {
        Rect(x: width - Self.messageSideMargin - Self.sendButtonWidth, y: inputRow(keyboard: keyboard),
             width: Self.sendButtonWidth, height: Self.inputControlHeight)
    }

    /// The text view ("Aa") between the two.
    public func messageField(keyboard: Double) -> Rect {
        let left = attachButton(keyboard: keyboard).maxX + Self.messageSideMargin
        let right = sendButton(keyboard: keyboard).minX - Self.messageSideMargin
        return Rect(x: left, y: inputRow(keyboard: keyboard), width: right - left, height: Self.inputControlHeight)
    }

    /// The messages' visible area: under the navigation bar, over the input bar.
    public func chatViewport(keyboard: Double) -> Rect {
        Rect(x: 0, y: contentTop, width: width, height: inputBarTop(keyboard: keyboard) - contentTop)
    }

    /// The widest bubble: three quarters of the screen less the avatar and its gap.
    public var bubbleMaxWidth: Double {
        width * 3 / 4 - Self.messageAvatar - Self.avatarGap
    }

    /// Characters on one line of the widest bubble.
    public var charactersPerLine: Int {
        let fit = (bubbleMaxWidth - 2 * Self.bubblePaddingX) / Self.glyphAdvance
        return fit.isFinite && fit >= 1 ? Int(min(fit, 10_000)) : 1
    }

    /// A bubble's size for `content`.
    public func bubbleSize(_ content: MessageContent) -> Size {
        switch content {
        case .text(let text):
            let perLine = charactersPerLine
            var lines = 0
            var longest = 0
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let count = line.count
                lines += max(1, (count + perLine - 1) / perLine)
                longest = max(longest, min(count, perLine))
            }
            return Size(width: Double(max(longest, 1)) * Self.glyphAdvance + 2 * Self.bubblePaddingX,
                        height: Double(lines) * Self.textLine + 2 * Self.bubblePaddingY)
        case .photo, .video:
            let side = min(Self.mediaSide, bubbleMaxWidth)
            return Size(width: side, height: side)
        }
    }

    /// Each message's bubble in content coordinates (y from the top of the messages), oldest
    /// first: the user's own (sender `ownEmail`) on the right, the other's on the left, each
    /// beside its 30-pt avatar; `messageSpacing` above each and below the last.
    public func bubbles(_ messages: [ChatMessage], ownEmail: String) -> [Rect] {
        var y = Self.messageSpacing
        var frames: [Rect] = []
        frames.reserveCapacity(messages.count)
        for message in messages {
            let size = bubbleSize(message.content)
            let inset = Self.messageSideMargin + Self.messageAvatar + Self.avatarGap
            let x = message.senderEmail == ownEmail ? width - inset - size.width : inset
            frames.append(Rect(x: x, y: y, width: size.width, height: size.height))
            y += size.height + Self.messageSpacing
        }
        return frames
    }

    /// The height of the messages' content.
    public func chatContentHeight(_ messages: [ChatMessage], ownEmail: String) -> Double {
        guard let last = bubbles(messages, ownEmail: ownEmail).last else { return 0 }
        return last.maxY + Self.messageSpacing
    }
}
