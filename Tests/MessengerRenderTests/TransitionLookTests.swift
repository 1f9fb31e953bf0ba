import Testing
import MessengerModel
import MessengerRender
import Raster

/// Mid-animation states (M2, M5–M7, M11): the pushed chat over Chats moved a third of its
/// width, the pop, the interactive pop at its progress, modals sliding up.
@Suite struct TransitionLookTests {
    static let devices: [Device] = [.iPhoneSE, .iPhoneXSMax]

    /// Checks a chat whose left edge is at `left` over Chats moved left by `left / 3`… as UIKit
    /// does: the chat's white input bar right of the edge, the dimmed tab bar left of it, and
    /// the first row's avatar moved off its 10-pt margin.
    static func expectChat(at fraction: Double, _ pixels: Pixels, _ rig: Rig, sourceLocation: SourceLocation = #_sourceLocation) {
        let width = rig.layout.width
        let left = (1 - fraction) * width
        let shift = fraction * width / 3
        // The input bar's row: on the keyboard when it is up, else beside Chats' tab bar.
        let keyboard = rig.phone.keyboardVisibleHeight
        let barY = keyboard > 0 ? rig.layout.inputBar(keyboard: keyboard).minY + 8 : rig.layout.tabBar.minY + 20
        #expect(pixels.at(left + 2, barY) == Colors.white, "the chat's input bar", sourceLocation: sourceLocation)
        #expect(pixels.at(left - 9, barY) != Colors.white, "Chats, dimmed", sourceLocation: sourceLocation)
        let avatarY = rig.layout.contentTop + 60
        if shift > 12, left > 20 {
            #expect(pixels.at(2, avatarY) != Colors.white, "the avatar moved left", sourceLocation: sourceLocation)
        }
        if left > 112 - shift + 3 {
            #expect(pixels.at(112 - shift + 1, avatarY) != pixels.at(2, avatarY), sourceLocation: sourceLocation)
        }
    }

    static func chatTransition(_ rig: Rig) -> Transition? {
        rig.phone.transitions.first { if case .chat = $0.layer { true } else { false } }
    }

    @Test(arguments: devices)
    func aPushedChatSlidesOverChatsWhichMovesAThird(device: Device) {
        var rig = Rig.chats(device, rows: Rig.rows)
        rig.tap(.row(1))
        rig.wait(0.175)
        guard let push = Self.chatTransition(rig) else { Issue.record("no push"); return }
        let fraction = push.fraction(at: rig.now)
        #expect(fraction > 0.3 && fraction < 0.7)
        let image = rig.render()
        TestPhotos.save(image, "push-\(device.id)")
        Self.expectChat(at: fraction, Pixels(image: image, scale: rig.scale), rig)
    }

    @Test(arguments: devices)
    func theBackButtonPopsTheChatTheSameWay(device: Device) {
        var rig = Rig.chat(device, messages: Rig.conversation)
        rig.tap(.back)
        rig.wait(0.1)
        guard let pop = Self.chatTransition(rig) else { Issue.record("no pop"); return }
        let fraction = pop.fraction(at: rig.now)
        #expect(fraction > 0.5 && fraction < 1)
        let image = rig.render()
        TestPhotos.save(image, "pop-\(device.id)")
        Self.expectChat(at: fraction, Pixels(image: image, scale: rig.scale), rig)
    }

    @Test(arguments: devices)
    func anEdgeSwipeHoldsTheChatAtTheFingersProgress(device: Device) {
        var rig = Rig.chat(device, messages: Rig.conversation)
        rig.wait(0.3)
        let width = rig.layout.width
        rig.drag(from: Point(x: 5, y: rig.layout.height / 3), dx: 0.4 * width, dy: 0, duration: 0.3, end: false)
        guard let drag = rig.phone.edgePop else { Issue.record("no edge pop"); return }
        #expect(abs(drag.progress - 0.4) < 1e-9)
        let image = rig.render()
        TestPhotos.save(image, "edge-pop-\(device.id)")
        Self.expectChat(at: 0.6, Pixels(image: image, scale: rig.scale), rig)
    }

    @Test(arguments: devices)
    func newConversationSlidesUpOverChats(device: Device) {
        var rig = Rig.chats(device, rows: Rig.rows)
        rig.tap(.compose)
        rig.wait(0.15)
        guard let modal = rig.phone.transitions.first else { Issue.record("no presentation"); return }
        let top = (1 - modal.fraction(at: rig.now)) * rig.layout.height
        let image = rig.render()
        TestPhotos.save(image, "present-\(device.id)")
        let pixels = Pixels(image: image, scale: rig.scale)
        let x = rig.layout.width - 4
        #expect(pixels.at(x, top + 1) == RGBA(249, 249, 249), "the modal's bar")
        #expect(pixels.at(x, top - 1) == Colors.white, "Chats under it")
        #expect(pixels.at(x, rig.layout.safeTop + 22) == RGBA(249, 249, 249), "Chats' bar stays")
    }

    @Test(arguments: devices)
    func logOutPresentsLogInFromTheBottom(device: Device) {
        var rig = Rig(device: device)
        rig.tap(.profileTab)
        rig.tap(.logout)
        rig.tap(.button("Log Out"))
        rig.wait(0.15)
        let image = rig.render()
        TestPhotos.save(image, "present-login-\(device.id)")
        guard let modal = rig.phone.transitions.first else { Issue.record("no presentation"); return }
        let top = (1 - modal.fraction(at: rig.now)) * rig.layout.height
        let pixels = Pixels(image: image, scale: rig.scale)
        #expect(pixels.at(4, top + 1) == RGBA(249, 249, 249), "Log In's bar")
        #expect(pixels.at(4, top - 1) != RGBA(249, 249, 249), "Profile under it")
        #expect(pixels.at(4, rig.layout.contentTop + 4) == Colors.blue, "Profile's header")
    }

    @Test(arguments: devices)
    func registerIsPushedOnLogIn(device: Device) {
        var rig = Rig(device: device, account: nil)
        rig.tap(.register)
        rig.wait(0.175)
        let image = rig.render()
        TestPhotos.save(image, "push-register-\(device.id)")
        guard let push = rig.phone.transitions.first else { Issue.record("no push"); return }
        let left = (1 - push.fraction(at: rig.now)) * rig.layout.width
        let pixels = Pixels(image: image, scale: rig.scale)
        // Register's green button starts at its 30-pt inset from the sliding edge.
        let button = rig.layout.formBox(4)
        #expect(pixels.at(left + 32, button.midY) == Colors.green)
        #expect(pixels.at(left + 28, button.midY) != Colors.green)
    }
}
