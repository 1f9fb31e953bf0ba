import Testing
@testable import MessengerModel

/// M9: the keyboard's heights, its rise and fall, typing and `keyboard: dismiss`.
@Suite struct KeyboardTests {
    @Test(arguments: [(Device.iPhoneSE, 253.0), (.iPhone8, 260), (.iPhone8Plus, 271), (.iPhoneXS, 335),
                      (.iPhoneXR, 346), (.iPhoneXSMax, 346)])
    func heightsPerDevice(device: Device, height: Double) {
        let layout = MessengerLayout(device: device)
        #expect(layout.keyboardHeight == height)
        #expect(layout.keyboardFrame.maxY == device.portraitSize.height)
    }

    @Test func itRisesIn0Point25SecondsEaseOut() {
        var rig = PhoneRig(account: nil)
        rig.driver.advance(to: 1)
        rig.tap(.email)
        #expect(rig.phone.keyboardVisibleHeight == 0)
        #expect(rig.phone.keyboardFinalHeight == 260)
        let half = rig.phone.keyboard.visibleHeight(at: 1.125, height: 260)
        #expect(half == 260 * TimingCurve.easeOut.value(at: 0.5))
        #expect(half > 130)
        #expect(rig.phone.keyboard.visibleHeight(at: 1.25, height: 260) == 260)
    }

    @Test func aReversalStartsFromWhereTheKeyboardIs() {
        var keyboard = Keyboard()
        keyboard.raise(at: 0)
        keyboard.lower(at: 0.1)
        let there = TimingCurve.easeOut.value(at: 0.4)
        #expect(keyboard.fraction(at: 0.1) == there)
        #expect(keyboard.fraction(at: 0.375) == 0)
        #expect(!keyboard.isUp)
    }

    @Test func typingAppendsOrReplaces() {
        var rig = PhoneRig(account: nil)
        rig.tap(.email)
        rig.type("bob")
        rig.type("@example.com")
        #expect(rig.phone.text(of: .loginEmail) == "bob@example.com")
        rig.type("carol@example.com", replacing: true)
        #expect(rig.phone.text(of: .loginEmail) == "carol@example.com")
    }

    @Test func typingWithNoFieldFocusedDoesNothing() {
        var rig = PhoneRig(account: nil)
        rig.type("lost")
        #expect(rig.phone.text(of: .loginEmail) == "")
        #expect(rig.events.last == .ignored("no field is focused"))
    }

    @Test func dismissLowersAndUnfocusesAndIsNothingWhenDown() {
        var rig = PhoneRig(account: nil)
        rig.send(.keyboardDismissed)
        #expect(rig.events.last == .ignored("the keyboard is down"))
        rig.tap(.email)
        rig.send(.keyboardDismissed)
        #expect(rig.phone.focus == nil)
        #expect(!rig.phone.keyboard.isUp)
    }

    @Test func theChatsInputBarRidesOnTheKeyboard() {
        let layout = MessengerLayout(device: .iPhoneXS)
        #expect(layout.inputBar(keyboard: 0).minY == 812 - 34 - 52)
        #expect(layout.inputBar(keyboard: 335).minY == 812 - 335 - 52)
        #expect(layout.inputBar(keyboard: 335).maxY == 812 - 335)
    }

    @Test func theReturnKeyInTheChatTypesANewline() {
        var rig = ChatTests.open(id: "c1")
        rig.type("a")
        rig.tap(.returnKey)
        #expect(rig.phone.input == "a\n")
    }
}
