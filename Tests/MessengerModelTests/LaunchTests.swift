import Testing
@testable import MessengerModel

/// M1: what a phone shows and asks at launch.
@Suite struct LaunchTests {
    @Test func signedInPhoneShowsChatsAndObservesItsConversations() {
        var rig = PhoneRig()
        #expect(rig.phone.screen == .chats)
        #expect(rig.phone.title == "Chats")
        #expect(rig.phone.tab == .chats)
        #expect(rig.phone.frame(of: .compose) != nil)
        #expect(rig.drainKinds() == [.observeConversations(email: "alice@example.com")])
    }

    @Test func signedOutPhoneShowsLogInAtOnceAndAsksNothing() {
        var rig = PhoneRig(account: nil)
        #expect(rig.phone.screen == .login)
        #expect(rig.phone.title == "Log In")
        #expect(rig.phone.transitions.isEmpty)
        #expect(rig.phone.isSignedIn == false)
        #expect(rig.drainKinds().isEmpty)
        #expect(rig.phone.frame(of: .compose) == nil)
    }
}
