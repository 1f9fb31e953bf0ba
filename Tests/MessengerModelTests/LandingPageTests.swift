import Testing
import MessengerModel

/// The example of MessengerModel.docc's landing page, line for line.
@Suite struct LandingPageTests {
    @Test func theLandingPageExampleRuns() {
        var phone = MessengerPhone(device: .iPhone8, account: Account(email: "alice@example.com"))
        let observe = phone.drainOutbox()
        _ = phone.reduce(.conversationsChanged([
            ConversationRow(id: "c1", otherUserEmail: "bob-example-com", name: "Bob ", latestMessage: "hi"),
        ]))
        let row = phone.frame(of: .row(1))?.center ?? .zero
        _ = phone.reduce(.touchBegan(id: 1, at: row))
        _ = phone.reduce(.touchEnded(id: 1, at: row))
        #expect(phone.screen == .chat)
        #expect(observe.map(\.kind) == [.observeConversations(email: "alice@example.com")])
        #expect(phone.outbox.isEmpty)
    }
}
