import Testing
@testable import MessengerModel

/// M11: Profile and logging out.
@Suite struct ProfileTests {
    @Test func theProfileTabShowsLogOutWhoseSheetHasNoTitle() {
        var rig = PhoneRig()
        rig.tap(.profileTab)
        #expect(rig.phone.screen == .profile)
        #expect(rig.phone.title == "Profile")
        #expect(rig.phone.frame(of: .logout) == Rect(x: 0, y: 64 + 300 + 88, width: 375, height: 44))
        rig.tap(.logout)
        #expect(rig.phone.sheetTitle == "")
        #expect(rig.phone.dialog?.message == nil)
        #expect(rig.phone.dialog?.buttons == [DialogButton("Log Out", .destructive), DialogButton("Cancel", .cancel)])
        rig.tap(.button("Cancel"))
        #expect(rig.phone.dialog == nil)
        #expect(rig.phone.isSignedIn)
    }

    @Test func logOutSignsOutAndPresentsANewLogIn() {
        var rig = PhoneRig()
        _ = rig.drain()
        rig.tap(.profileTab)
        rig.tap(.logout)
        rig.tap(.button("Log Out"))
        #expect(rig.drainKinds() == [.signOut])
        #expect(!rig.phone.isSignedIn)
        #expect(rig.phone.screen == .login)
        #expect(rig.phone.login == LoginScreen())
        #expect(rig.phone.transitions.last?.duration == 0.3)
        #expect(rig.phone.transitions.last?.kind == .modal)
    }

    @Test func aDialogTakesEveryTouchOutsideItsButtons() {
        var rig = PhoneRig()
        rig.tap(.profileTab)
        rig.tap(.logout)
        // The tab bar's left end, beside the sheet's Cancel.
        rig.tap(at: Point(x: 2, y: 660))
        #expect(rig.phone.tab == .profile)
        #expect(rig.phone.dialog != nil)
        rig.send(.dialogAnswered("Log Out"))
        #expect(rig.phone.screen == .login)
    }
}
