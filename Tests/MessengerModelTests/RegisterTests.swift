import Testing
@testable import MessengerModel

/// M3: Register's avatar sheet, fields, check, the e-mail's node, and the order of requests.
@Suite struct RegisterTests {
    /// Register pushed and every field typed, walking them with the return key (on an iPhone 8
    /// the Password field and the button are under the keyboard), then the keyboard lowered.
    static func filled(first: String = "Carol", last: String = "Diaz", email: String = "carol@example.com",
                       password: String = "password1") -> PhoneRig {
        var rig = PhoneRig(account: nil)
        rig.tap(.register)
        rig.wait(0.35)
        rig.tap(.firstName)
        for (index, text) in [first, last, email, password].enumerated() {
            rig.type(text)
            if index < 3 { rig.tap(.returnKey) }
        }
        rig.send(.keyboardDismissed)
        return rig
    }

    @Test func theButtonUnderTheKeyboardIsNotReached() {
        var rig = PhoneRig(account: nil)
        rig.tap(.register)
        rig.tap(.firstName)
        #expect(rig.phone.hitTest(rig.phone.frame(of: .register)?.center ?? .zero) == nil)
        rig.tap(.register)
        #expect(rig.phone.alertMessage == nil)
        #expect(rig.phone.focus == .firstName)
    }

    @Test func theNavigationButtonPushesRegister() {
        var rig = PhoneRig(account: nil)
        rig.tap(.register)
        #expect(rig.phone.screen == .register)
        #expect(rig.phone.title == "Create Account")
        #expect(rig.phone.transitions.first?.duration == 0.35)
        rig.wait(0.35)
        rig.tap(.back)
        #expect(rig.phone.screen == .login)
    }

    @Test func returnWalksTheFieldsThenRegisters() {
        var rig = PhoneRig(account: nil)
        rig.tap(.register)
        rig.tap(.firstName)
        var order: [TextField?] = [rig.phone.focus]
        for text in ["Carol", "Diaz", "carol@example.com"] {
            rig.type(text)
            rig.tap(.returnKey)
            order.append(rig.phone.focus)
        }
        #expect(order == [.firstName, .lastName, .registerEmail, .registerPassword])
        rig.type("password1")
        rig.tap(.returnKey)
        #expect(rig.phone.focus == nil)
        #expect(rig.drainKinds() == [.checkEmailExists(email: "carol@example.com")])
    }

    @Test func theAvatarOpensTheProfilePictureSheet() {
        var rig = PhoneRig(account: nil)
        rig.tap(.register)
        rig.tap(.avatar)
        #expect(rig.phone.sheetTitle == "Profile Picture")
        #expect(rig.phone.dialog?.message == "How would you like to select a picture?")
        #expect(rig.phone.dialog?.buttons.map(\.title) == ["Take Photo", "Choose Photo", "Cancel"])
        rig.tap(.button("Take Photo"))
        #expect(rig.phone.dialog == nil)
        #expect(rig.phone.picker == PickerRequest(purpose: .avatar, source: .camera))
        rig.send(.pickerChose(photo: "cat"))
        #expect(rig.phone.login?.register?.avatar == "cat")
        rig.tap(.avatar)
        rig.tap(.button("Choose Photo"))
        #expect(rig.phone.picker?.source == .library)
        rig.send(.pickerCancelled)
        #expect(rig.phone.login?.register?.avatar == "cat")
    }

    @Test(arguments: [("", "Diaz", "carol@example.com", "password1"), ("Carol", "", "carol@example.com", "password1"),
                      ("Carol", "Diaz", "", "password1"), ("Carol", "Diaz", "carol@example.com", "12345")])
    func incompleteInformationGivesTheAlert(first: String, last: String, email: String, password: String) {
        var rig = Self.filled(first: first, last: last, email: email, password: password)
        rig.tap(.register)
        #expect(rig.phone.alertMessage == "Please enter all information to create a new account.")
        #expect(rig.phone.dialog?.title == "Woops")
        #expect(!rig.phone.keyboard.isUp)
        #expect(rig.drainKinds().isEmpty)
    }

    @Test func anExistingEmailGivesTheAlertAndTheSpinnerGoes() {
        var rig = Self.filled()
        rig.tap(.register)
        #expect(rig.phone.showsSpinner)
        rig.answer(.emailExists(true), to: rig.single())
        #expect(!rig.phone.showsSpinner)
        #expect(rig.phone.alertMessage == "Looks like a user account for that email address already exists.")
        #expect(rig.drainKinds().isEmpty)
    }

    @Test func registeringRunsCreateThenInsertThenUploadAndDismissesToChats() {
        var rig = Self.filled()
        rig.tap(.avatar)
        rig.tap(.button("Choose Photo"))
        rig.send(.pickerChose(photo: "cat"))
        rig.tap(.register)
        rig.answer(.emailExists(false), to: rig.single())
        let create = rig.drain()
        #expect(create.map(\.kind) == [.createAccount(email: "carol@example.com", password: "password1")])
        #expect(rig.phone.screen == .register)
        rig.answer(.accountCreated(error: nil), to: create[0])
        let next = rig.drain()
        #expect(next.map(\.kind) == [.insertUser(firstName: "Carol", lastName: "Diaz", email: "carol@example.com"),
                                     .observeConversations(email: "carol@example.com")])
        #expect(rig.phone.screen == .chats)
        #expect(rig.phone.account == Account(email: "carol@example.com", name: "Carol Diaz"))
        rig.answer(.userInserted(true), to: next[0])
        #expect(rig.drainKinds() == [.uploadAvatar(photo: "cat", email: "carol@example.com")])
    }

    @Test func withoutAnAvatarNothingIsUploaded() {
        var rig = Self.filled()
        rig.tap(.register)
        rig.answer(.emailExists(false), to: rig.single())
        rig.answer(.accountCreated(error: nil), to: rig.single())
        let insert = rig.drain().first { if case .insertUser = $0.kind { true } else { false } }
        guard let insert else {
            Issue.record("no insertUser")
            return
        }
        rig.answer(.userInserted(true), to: insert)
        #expect(rig.drainKinds().isEmpty)
    }

    @Test func anAuthenticationErrorDoesNothingElse() {
        var rig = Self.filled(email: "carol@example")
        rig.tap(.register)
        rig.answer(.emailExists(false), to: rig.single())
        rig.answer(.accountCreated(error: "The email address is badly formatted."), to: rig.single())
        #expect(rig.phone.screen == .register)
        #expect(rig.phone.alertMessage == nil)
        #expect(!rig.phone.showsSpinner)
        #expect(rig.drainKinds().isEmpty)
    }
}
