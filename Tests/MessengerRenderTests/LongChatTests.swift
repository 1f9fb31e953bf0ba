import Testing
import MessengerModel
@testable import MessengerRender
import Raster

/// A chat of 10,000 messages costs what a screenful costs: the visible bubbles are found by
/// bisection in frames laid out once per list. The times are printed, not asserted.
@Suite struct LongChatTests {
    static func messages(_ count: Int) -> [ChatMessage] {
        (0..<count).map { index in
            let own = index % 3 == 0
            let text = index % 7 == 0 ? "Message \(index), a longer one that wraps onto a second line" : "Message \(index)"
            return Rig.message(text, from: own ? "alice-example-com" : "bob-example-com", index)
        }
    }

    @Test func theVisibleBubblesAreTheOnesBisectionFinds() {
        let layout = MessengerLayout(device: .iPhone8)
        let frames = layout.bubbles(Self.messages(500), ownEmail: "alice-example-com")
        for (top, height) in [(0.0, 600.0), (1234.5, 300), (frames[250].minY, 1), (frames[499].maxY + 1, 500), (-50, 40)] {
            let found = BubbleFrames.visible(frames, top: top, bottom: top + height)
            let expected = frames.indices.filter { frames[$0].maxY > top && frames[$0].minY < top + height }
            #expect(Array(found) == expected)
        }
    }

    @Test func aLongChatDrawsItsLastBubblesAtTheBottom() {
        var rig = Rig.chat(.iPhoneXSMax, messages: Self.messages(10_000))
        rig.wait(0.3)
        var image = rig.render()
        TestPhotos.save(image, "chat-10000-iphone-xs-max")
        // Frames after the first, the last one with the keyboard's text changed (what instagrid-bench times).
        for step in 0..<10 {
            rig.wait(0.01)
            if step == 9 { rig.type("x") }
            image = rig.render()
        }
        // The last message (index 9999, a multiple of 3: Alice's own) sits right above the input bar.
        let pixels = Pixels(image: image, scale: rig.scale)
        let keyboard = rig.phone.keyboardVisibleHeight
        let viewport = rig.layout.chatViewport(keyboard: keyboard)
        guard let chat = rig.phone.chat else { Issue.record("no chat"); return }
        let frames = rig.layout.bubbles(chat.messages, ownEmail: "alice-example-com")
        let offset = rig.phone.offset(of: chat)
        guard let last = frames.last else { Issue.record("no frames"); return }
        let onScreen = last.y + viewport.minY - offset
        #expect(chat.messages.last?.senderEmail == "alice-example-com")
        #expect(pixels.at(last.maxX - 3, onScreen + last.height / 2) == Colors.blue)
        #expect(abs(viewport.maxY - (onScreen + last.height + MessengerLayout.messageSpacing)) < 1e-6)
    }
}
