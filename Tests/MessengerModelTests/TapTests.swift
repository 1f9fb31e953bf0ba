import Testing
@testable import MessengerModel

/// M12: taps (R13's slop, pans cancel them), hit-testing on final frames, and named targets.
@Suite struct TapTests {
    @Test(arguments: [(69.5, true), (70.5, false)])
    func aTapEndsWithin70PointsOfItsTarget(distance: Double, fires: Bool) {
        var rig = ChatsTests.listing([])
        guard let compose = rig.phone.frame(of: .compose) else {
            Issue.record("no compose")
            return
        }
        rig.send(.touchBegan(id: 1, at: compose.center))
        rig.send(.touchEnded(id: 1, at: Point(x: compose.center.x, y: compose.maxY + distance)))
        #expect((rig.phone.screen == .newConversation) == fires)
    }

    @Test func aTouchDurationDoesNotMatter() {
        var rig = ChatsTests.listing([])
        rig.send(.touchBegan(id: 1, at: rig.phone.frame(of: .compose)?.center ?? .zero))
        rig.wait(5)
        rig.send(.touchEnded(id: 1, at: rig.phone.frame(of: .compose)?.center ?? .zero))
        #expect(rig.phone.screen == .newConversation)
    }

    @Test func aCancelledTouchFiresNothing() {
        var rig = ChatsTests.listing([])
        let point = rig.phone.frame(of: .compose)?.center ?? .zero
        rig.send(.touchBegan(id: 1, at: point))
        rig.send(.touchCancelled(id: 1, at: point))
        #expect(rig.phone.screen == .chats)
    }

    @Test func aRisingKeyboardTakesTouchesAtItsFinalFrame() {
        var rig = PhoneRig(device: .iPhoneSE, account: nil)
        rig.tap(.email)
        // Nothing of the keyboard is drawn yet, but the button under its final frame is covered.
        #expect(rig.phone.keyboardVisibleHeight == 0)
        let login = rig.phone.layout.formBox(2)
        #expect(rig.phone.layout.keyboardFrame.minY < login.maxY)
        #expect(rig.phone.hitTest(Point(x: login.midX, y: login.maxY - 1)) == nil)
        #expect(rig.phone.hitTest(rig.phone.layout.returnKey.center) == .returnKey)
    }

    @Test func aPresentedScreenTakesTouchesAtOnce() {
        var rig = ChatsTests.listing([])
        rig.tap(.compose)
        #expect(rig.phone.transitions.first?.fraction(at: rig.now) == 0)
        #expect(rig.phone.frame(of: .cancel) != nil)
        rig.tap(.cancel)
        #expect(rig.phone.screen == .chats)
    }

    @Test(arguments: [Target.row(1), .send, .back, .delete, .logout, .returnKey, .button("Dismiss"),
                      .result(1), .avatar, .email])
    func aTargetNotOnScreenHasNoFrame(target: Target) {
        let rig = PhoneRig()
        #expect(rig.phone.screen == .chats)
        #expect(rig.phone.frame(of: target) == nil)
    }

    @Test(arguments: ["compose", "tab-chats", "tab-profile", "row-1", "row-12", "result-3", "email", "password",
                      "first-name", "last-name", "avatar", "login", "register", "message", "send", "attach", "back",
                      "cancel", "search-field", "search", "return", "delete", "logout", "Dismiss", "Log Out",
                      "Take Photo", "Photo Library"])
    func everyNamedTargetReads(name: String) {
        let target = Target(name: name)
        #expect(target != nil)
        if name != "search" { #expect(target?.name == name) }
    }

    @Test(arguments: ["row-0", "row-", "row-x", "result--1", "tapp", "Dismis", "row-1234567"])
    func otherNamesDoNot(name: String) {
        #expect(Target(name: name) == nil)
    }

    @Test(arguments: Device.all)
    func everyTargetOfLogInIsOnEveryDevice(device: Device) {
        let rig = PhoneRig(device: device, account: nil)
        for target in [Target.email, .password, .login, .register] {
            guard let frame = rig.phone.frame(of: target) else {
                Issue.record("\(target.name) missing on \(device.id)")
                continue
            }
            #expect(rig.phone.hitTest(frame.center) == target)
            #expect(frame.maxY <= device.portraitSize.height)
        }
    }

    @Test(arguments: Device.all)
    func theTabBarSitsOnTheSafeAreaBottom(device: Device) {
        let layout = MessengerLayout(device: device)
        #expect(layout.tabBar.maxY == device.portraitSize.height)
        #expect(layout.chatsTab.height == 49)
        #expect(layout.navigationBar.minY == device.portraitInsets.top)
        #expect(layout.navigationBar.height == 44)
    }

    @Test func alertButtonsSitInARowAndSheetsCancelLast() {
        let layout = MessengerLayout(device: .iPhone8)
        let alert = DialogLayout(Dialog(purpose: .accountExists), in: layout)
        #expect(alert.buttons.count == 1)
        #expect(alert.buttons[0].width == 270)
        let sheet = DialogLayout(Dialog(purpose: .attachMedia), in: layout)
        #expect(sheet.buttons.count == 3)
        #expect(sheet.buttons[2].maxY == 667 - 8)
        #expect(sheet.buttons[1].maxY + 8 == sheet.buttons[2].minY)
    }
}

/// Targets built in code with numbers a scenario could not write do nothing and do not trap.
@Suite struct OddTargetTests {
    @Test(arguments: [Int.min, -1, 0, 99])
    func rowsAndResultsOutOfRangeDoNothing(number: Int) {
        var phone = MessengerPhone(device: .iPhone8, account: Account(email: "a@b.c"))
        _ = phone.reduce(.conversationsChanged([ChatsTests.bobRow]))
        #expect(phone.frame(of: .row(number)) == nil)
        let effects = phone.fire(.row(number))
        #expect(phone.chat == nil)
        #expect(effects == [.log(.tapped(.row(number)))])
        _ = phone.fire(.result(number))
        #expect(phone.screen == .chats)
    }
}
