import Testing
@testable import MessengerModel

/// M2: Log In's fields, return key, check, spinner, and Authentication's answer.
@Suite struct LogInTests {
    /// A signed-out phone with both fields typed.
    static func filled(email: String, password: String) -> PhoneRig {
        var rig = PhoneRig(account: nil)
        rig.tap(.email)
        rig.type(email)
        rig.tap(.password)
        rig.type(password)
        return rig
    }

    @Test func tappingAFieldFocusesItAndRaisesTheKeyboard() {
        var rig = PhoneRig(account: nil)
        rig.tap(.email)
        #expect(rig.phone.focusedTarget == .email)
        #expect(rig.phone.keyboard.isUp)
        rig.tap(.password)
        #expect(rig.phone.focusedTarget == .password)
        #expect(rig.events.filter { $0 == .keyboardRaised }.count == 1)
    }

    @Test func returnMovesFromEmailToPasswordThenLogsIn() {
        var rig = PhoneRig(account: nil)
        rig.tap(.email)
        rig.type("alice@example.com")
        rig.tap(.returnKey)
        #expect(rig.phone.focus == .loginPassword)
        rig.type("password1")
        rig.tap(.returnKey)
        #expect(rig.phone.focus == nil)
        #expect(rig.drainKinds() == [.signIn(email: "alice@example.com", password: "password1")])
    }

    @Test(arguments: [("", "password1"), ("alice@example.com", ""), ("alice@example.com", "12345")])
    func incompleteInformationGivesTheAlert(email: String, password: String) {
        var rig = Self.filled(email: email, password: password)
        rig.tap(.login)
        #expect(rig.phone.alertMessage == "Please enter all information to log in.")
        #expect(rig.phone.dialog?.title == "Woops")
        #expect(rig.phone.dialog?.buttons.map(\.title) == ["Dismiss"])
        #expect(rig.drainKinds().isEmpty)
        rig.tap(.button("Dismiss"))
        #expect(rig.phone.dialog == nil)
    }

    @Test func loggingInLowersTheKeyboardBeforeTheCheck() {
        var rig = Self.filled(email: "a@b.c", password: "12345")
        rig.tap(.login)
        let last = Array(rig.driver.trace.last?.events ?? [])
        let lowered = last.firstIndex(of: .keyboardLowered)
        let alert = last.firstIndex { if case .dialogPresented = $0 { true } else { false } }
        #expect(lowered != nil && alert != nil && lowered! < alert!)
        #expect(!rig.phone.keyboard.isUp)
    }

    @Test func sixCharactersAreEnoughAndTheSpinnerShowsWhileSigningIn() {
        var rig = Self.filled(email: "alice@example.com", password: "123456")
        rig.tap(.login)
        #expect(rig.phone.alertMessage == nil)
        #expect(rig.phone.showsSpinner)
        let requests = rig.drain()
        #expect(requests.map(\.kind) == [.signIn(email: "alice@example.com", password: "123456")])
        // The spinner takes the screen's touches: the fields do not answer.
        rig.tap(.email)
        #expect(rig.phone.focus == nil)
        rig.answer(.signedIn(error: nil), to: requests[0])
        #expect(!rig.phone.showsSpinner)
        #expect(rig.phone.account == Account(email: "alice@example.com"))
        #expect(rig.drainKinds() == [.loadName(email: "alice@example.com"),
                                     .observeConversations(email: "alice@example.com")])
        #expect(rig.phone.screen == .chats)
        #expect(rig.phone.transitions.map(\.duration) == [0.3])
        rig.wait(0.3)
        #expect(rig.phone.transitions.isEmpty)
    }

    @Test func theNameReadAfterSigningInIsCached() {
        var rig = Self.filled(email: "alice@example.com", password: "123456")
        rig.tap(.login)
        rig.answer(.signedIn(error: nil), to: rig.single())
        let requests = rig.drain()
        #expect(requests.first?.kind == .loadName(email: "alice@example.com"))
        guard let name = requests.first else { return }
        rig.answer(.nameLoaded("Alice Martin"), to: name)
        #expect(rig.phone.account?.name == "Alice Martin")
    }

    @Test func aFailedSignInOnlyRemovesTheSpinner() {
        var rig = Self.filled(email: "alice@example.com", password: "wrongpass")
        rig.tap(.login)
        rig.answer(.signedIn(error: "The password is invalid or the user does not have a password."), to: rig.single())
        #expect(!rig.phone.showsSpinner)
        #expect(rig.phone.screen == .login)
        #expect(rig.phone.alertMessage == nil)
        #expect(rig.phone.account == nil)
        #expect(rig.drainKinds().isEmpty)
    }

    @Test func anAnswerWithAnUnknownTicketIsIgnored() {
        var rig = PhoneRig(account: nil)
        rig.send(.answered(ticket: 99, .signedIn(error: nil)))
        #expect(rig.phone.screen == .login)
        #expect(rig.phone.account == nil)
    }

    @Test func thePasswordIsDrawnAsBullets() {
        #expect(TextField.loginPassword.isSecure)
        #expect(TextField.registerPassword.isSecure)
        #expect(!TextField.loginEmail.isSecure)
    }
}
