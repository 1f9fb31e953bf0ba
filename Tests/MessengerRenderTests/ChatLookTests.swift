import Testing
import MessengerModel
import MessengerRender
import Raster

/// M6's look: bubbles on their sides in their colours with their avatars, media, the input
/// bar, and the cost of a long chat.
@Suite struct ChatLookTests {
    static let devices: [Device] = [.iPhoneSE, .iPhoneXSMax]

    /// The bubbles' frames on screen now.
    static func bubbles(_ rig: Rig) -> [Rect] {
        guard let chat = rig.phone.chat else { return [] }
        let viewport = rig.layout.chatViewport(keyboard: rig.phone.keyboardVisibleHeight)
        let offset = rig.phone.offset(of: chat)
        return rig.layout.bubbles(chat.messages, ownEmail: "alice-example-com").map {
            Rect(x: $0.x, y: viewport.minY - offset + $0.y, width: $0.width, height: $0.height)
        }
    }

    @Test(arguments: devices)
    func ownBubblesAreBlueOnTheRightAndTheOthersGreyOnTheLeft(device: Device) {
        let messages = (1...6).map { Rig.message($0 % 2 == 0 ? "Reply number \($0)" : "Message \($0)",
                                                 from: $0 % 2 == 0 ? "bob-example-com" : "alice-example-com", $0) }
        let rig = Rig.chat(device, messages: messages)
        let image = rig.render()
        TestPhotos.save(image, "chat-text-\(device.id)")
        let pixels = Pixels(image: image, scale: rig.scale)
        let viewport = rig.layout.chatViewport(keyboard: 0)
        for (message, frame) in zip(messages, Self.bubbles(rig)) where frame.minY > viewport.minY && frame.maxY < viewport.maxY {
            let own = message.senderEmail == "alice-example-com"
            let edge = own ? frame.maxX - 3 : frame.minX + 3
            #expect(pixels.at(edge, frame.midY) == (own ? Colors.blue : Colors.incoming))
            #expect(own ? frame.maxX > rig.layout.width / 2 : frame.minX < rig.layout.width / 2)
            let textColor = own ? Colors.white : Colors.black
            #expect(pixels.count(textColor, in: frame.insetBy(4)) > 10, "the text")
            // The 30-pt avatar at the bubble's bottom, outside it.
            let avatarX = own ? rig.layout.width - 8 - 15 : 8 + 15
            #expect(pixels.at(avatarX, frame.maxY - 15) != Colors.white)
            #expect(pixels.at(avatarX, frame.maxY - 35) == Colors.white)
        }
    }

    @Test(arguments: devices)
    func longTextWrapsInsideItsBubble(device: Device) {
        let text = "A long message that has to wrap onto several lines inside its bubble, as MessageKit wraps it."
        let rig = Rig.chat(device, messages: [Rig.message(text, from: "bob-example-com", 1)])
        let image = rig.render()
        TestPhotos.save(image, "chat-wrap-\(device.id)")
        let pixels = Pixels(image: image, scale: rig.scale)
        guard let frame = Self.bubbles(rig).first else { Issue.record("no bubble"); return }
        #expect(frame.height > 3 * MessengerLayout.textLine)
        // Black text on every line, and none outside the bubble to its right.
        var line = frame.minY + MessengerLayout.bubblePaddingY
        while line + MessengerLayout.textLine <= frame.maxY - MessengerLayout.bubblePaddingY {
            #expect(pixels.count(Colors.black, in: Rect(x: frame.minX, y: line, width: frame.width, height: 21)) > 5)
            line += MessengerLayout.textLine
        }
        let right = Rect(x: frame.maxX, y: frame.minY, width: rig.layout.width - frame.maxX, height: frame.height)
        #expect(pixels.count(Colors.black, in: right) == 0)
    }

    @Test(arguments: devices)
    func photosAndVideosFillTheirBubbleAVideoWithAPlayButton(device: Device) {
        let messages = [
            ChatMessage(id: "m1", senderEmail: "bob-example-com", content: .photo("message_images/photo_message_m4.png"), date: "d1"),
            ChatMessage(id: "m2", senderEmail: "alice-example-com", content: .video("message_images/video_message_m6.mov"), date: "d2"),
            ChatMessage(id: "m3", senderEmail: "bob-example-com", content: .photo("not-uploaded"), date: "d3"),
        ]
        let rig = Rig.chat(device, messages: messages)
        let image = rig.render()
        TestPhotos.save(image, "chat-media-\(device.id)")
        let pixels = Pixels(image: image, scale: rig.scale)
        let frames = Self.bubbles(rig)
        let viewport = rig.layout.chatViewport(keyboard: 0)
        if frames[1].minY > viewport.minY {
            // The video: its first frame (stripes) around a white play triangle.
            #expect(pixels.at(frames[1].midX + 2, frames[1].midY) == Colors.white)
            #expect(pixels.count(RGBA(250, 160, 40), in: frames[1]) > 100)
        }
        // An unknown photo is a grey placeholder.
        #expect(pixels.at(frames[2].midX, frames[2].midY) == RGBA(209, 209, 214))
    }
}
