import Testing
@testable import MessengerModel

/// M6: sending, the input cleared only on success, attachments, and the messages' display.
@Suite struct ChatTests {
    /// A chat with Bob open and shown (the push ended), existing (`id`) or new (nil).
    static func open(id: String?) -> PhoneRig {
        var rig = PhoneRig()
        _ = rig.drain()
        if let id {
            rig.send(.conversationsChanged([ConversationRow(id: id, otherUserEmail: "bob-example-com", name: "Bob ",
                                                            latestMessage: "hi")]))
            rig.tap(.row(1))
        } else {
            rig.tap(.compose)
            rig.type("Bo")
            rig.tap(.returnKey)
            rig.answer(.usersLoaded([UserEntry(name: "Bob ", email: "bob-example-com")]), to: rig.single())
            rig.tap(.result(1))
            rig.wait(0.3)
            rig.answer(.conversationFound(nil), to: rig.single())
        }
        rig.wait(0.35)
        _ = rig.drain()
        return rig
    }

    static func message(_ text: String, from sender: String, at second: Int) -> ChatMessage {
        ChatMessage(id: "m\(second)", senderEmail: sender, content: .text(text), date: "2026-01-01T00:00:0\(second).000Z")
    }

    @Test(arguments: ["", "   ", " \n "])
    func sendIsGreyedWhileTheTextIsEmpty(text: String) {
        var rig = Self.open(id: "c1")
        rig.type(text)
        #expect(rig.phone.chat?.canSend == false)
        rig.tap(.send)
        #expect(rig.drainKinds().isEmpty)
    }

    @Test func aNewChatCreatesTheConversationAndClearsTheInputOnSuccess() {
        var rig = Self.open(id: nil)
        rig.type("  Hello Bob ")
        rig.tap(.send)
        let create = rig.single()
        #expect(create.kind == .createConversation(otherEmail: "bob-example-com", otherName: "Bob ",
                                                   message: .text("Hello Bob")))
        #expect(rig.phone.input == "  Hello Bob ")
        #expect(rig.phone.focus == .message)
        rig.answer(.conversationCreated("conversation_x"), to: create)
        #expect(rig.phone.input == "")
        #expect(rig.phone.chat?.isNewConversation == false)
        #expect(rig.drainKinds() == [.observeMessages(conversation: "conversation_x")])
        rig.type("again")
        rig.tap(.send)
        #expect(rig.drainKinds() == [.sendMessage(conversation: "conversation_x", otherEmail: "bob-example-com",
                                                  otherName: "Bob ", message: .text("again"))])
    }

    @Test func aSecondTapBeforeTheAnswerCreatesASecondConversation() {
        var rig = Self.open(id: nil)
        rig.type("Hi")
        rig.tap(.send)
        rig.tap(.send)
        #expect(rig.drainKinds().count == 2)
    }

    @Test func aFailedSendKeepsTheInputAndASecondTapSendsAgain() {
        var rig = Self.open(id: "c1")
        rig.type("Hi")
        rig.tap(.send)
        rig.answer(.messageSent(false), to: rig.single())
        #expect(rig.phone.input == "Hi")
        rig.tap(.send)
        let again = rig.single()
        #expect(again.kind == .sendMessage(conversation: "c1", otherEmail: "bob-example-com", otherName: "Bob ",
                                           message: .text("Hi")))
        rig.answer(.messageSent(true), to: again)
        #expect(rig.phone.input == "")
    }

    @Test func anAnswerForAChatSinceClosedIsDropped() {
        var rig = Self.open(id: "c1")
        rig.type("Hi")
        rig.tap(.send)
        let send = rig.single()
        rig.tap(.back)
        rig.wait(0.35)
        rig.tap(.row(1))
        rig.wait(0.35)
        rig.type("draft")
        rig.answer(.messageSent(true), to: send)
        #expect(rig.phone.input == "draft")
    }

    @Test func thePaperClipOpensAttachMediaThenTheSource() {
        var rig = Self.open(id: "c1")
        rig.tap(.attach)
        #expect(rig.phone.sheetTitle == "Attach Media")
        #expect(rig.phone.dialog?.message == "What would you like to attach?")
        #expect(rig.phone.dialog?.buttons.map(\.title) == ["Photo", "Video", "Cancel"])
        rig.tap(.button("Video"))
        #expect(rig.phone.sheetTitle == "Attach Video")
        #expect(rig.phone.dialog?.message == "Where would you like to attach a video from?")
        #expect(rig.phone.dialog?.buttons.map(\.title) == ["Camera", "Photo Library", "Cancel"])
        rig.tap(.button("Photo Library"))
        #expect(rig.phone.picker == PickerRequest(purpose: .message(.video), source: .library))
        rig.send(.pickerChose(photo: "cat"))
        let upload = rig.single()
        #expect(upload.kind == .uploadMedia(.video, photo: "cat", conversation: "c1", otherEmail: "bob-example-com"))
        rig.type("draft")
        rig.answer(.uploaded("message_images/video_message_1.mov"), to: upload)
        let send = rig.single()
        #expect(send.kind == .sendMessage(conversation: "c1", otherEmail: "bob-example-com", otherName: "Bob ",
                                          message: .video("message_images/video_message_1.mov")))
        rig.answer(.messageSent(true), to: send)
        #expect(rig.phone.input == "draft")
    }

    @Test func aPhotoPickedInANewChatIsDropped() {
        var rig = Self.open(id: nil)
        rig.tap(.attach)
        rig.tap(.button("Photo"))
        rig.tap(.button("Camera"))
        rig.send(.pickerChose(photo: "cat"))
        #expect(rig.phone.picker == nil)
        #expect(rig.drainKinds().isEmpty)
    }

    @Test func theFirstDisplayScrollsToTheBottomAndLaterOnesKeepTheOffset() {
        var rig = Self.open(id: "c1")
        let many = (0..<9).map { Self.message(String(repeating: "word ", count: 12), from: "bob-example-com", at: $0) }
        rig.send(.messagesChanged(conversation: "c1", many))
        let bottom = rig.phone.maxOffset(of: .chat)
        #expect(bottom > 0)
        #expect(rig.phone.offset(of: .chat) == bottom)
        rig.send(.messagesChanged(conversation: "c1", many + [Self.message("new", from: "alice-example-com", at: 9)]))
        #expect(rig.phone.offset(of: .chat) == bottom)
        #expect(rig.phone.maxOffset(of: .chat) > bottom)
        #expect(rig.phone.chat?.messages.last?.content.summary == "new")
    }

    @Test func messagesOfAnotherConversationAreIgnored() {
        var rig = Self.open(id: "c1")
        rig.send(.messagesChanged(conversation: "c2", [Self.message("x", from: "bob-example-com", at: 1)]))
        #expect(rig.phone.chat?.messages.isEmpty == true)
    }

    @Test func ownMessagesAreOnTheRightAndTheOthersOnTheLeft() {
        let layout = MessengerLayout(device: .iPhone8)
        let bubbles = layout.bubbles([Self.message("hi", from: "alice-example-com", at: 1),
                                      Self.message("hey", from: "bob-example-com", at: 2)], ownEmail: "alice-example-com")
        #expect(bubbles[0].maxX == 375 - 8 - 30 - 4)
        #expect(bubbles[1].minX == 8 + 30 + 4)
        #expect(bubbles[1].minY == bubbles[0].maxY + MessengerLayout.messageSpacing)
    }

    @Test func theBackButtonPopsAndLowersTheKeyboard() {
        var rig = Self.open(id: "c1")
        #expect(rig.phone.keyboard.isUp)
        rig.tap(.back)
        #expect(rig.phone.screen == .chats)
        #expect(!rig.phone.keyboard.isUp)
        #expect(rig.phone.transitions.first?.duration == 0.35)
        #expect(rig.phone.transitions.first?.to == 0)
    }
}
