import Testing
import MessengerModel
import MessengerRender
import Raster

/// The other screens' looks: Register (M3), New Conversation (M5) and Profile (M11).
@Suite struct ScreensLookTests {
    static let devices: [Device] = [.iPhoneSE, .iPhoneXSMax]

    @Test(arguments: devices)
    func registerHasTheAvatarCircleFourFieldsAndAGreenButton(device: Device) {
        var rig = Rig(device: device, account: nil)
        rig.tap(.register)
        rig.wait(0.35)
        let image = rig.render()
        TestPhotos.save(image, "register-\(device.id)")
        let pixels = Pixels(image: image, scale: rig.scale)
        let layout = rig.layout
        let button = layout.formBox(4)
        #expect(pixels.at(button.minX + 8, button.midY) == Colors.green)
        for index in 0..<4 {
            #expect(pixels.at(layout.formBox(index).maxX - 8, layout.formBox(index).midY) == Colors.white)
        }
        // The empty avatar: a light grey ring around a white inside with the person in grey.
        let avatar = layout.logo
        #expect(pixels.at(avatar.midX, avatar.minY + 1) == Colors.lightGray)
        #expect(pixels.at(avatar.midX, avatar.minY + avatar.height * 0.1) == Colors.white)
        #expect(pixels.at(avatar.midX, avatar.midY - avatar.height * 0.12) == Colors.lightGray, "the head")
        // The back button to Log In.
        #expect(pixels.count(Colors.blue, in: layout.backButton(title: "Log In")) > 20)
        // With a photo chosen, the circle shows it.
        rig.tap(.avatar)
        rig.tap(.button("Choose Photo"))
        rig.send(.pickerChose(photo: "cat"))
        let chosen = Pixels(image: rig.render(), scale: rig.scale)
        #expect([RGBA(40, 170, 90), RGBA(250, 160, 40)].contains(chosen.at(avatar.midX, avatar.midY)))
        #expect(chosen.at(avatar.minX + 2, avatar.minY + 2) == Colors.white, "outside the circle")
    }

    @Test(arguments: devices)
    func newConversationShowsTheSearchBarResultsAndNoResults(device: Device) {
        var rig = Rig.chats(device, rows: Rig.rows)
        rig.tap(.compose)
        rig.wait(0.3)
        TestPhotos.save(rig.render(), "search-\(device.id)")
        rig.type("b")
        rig.tap(.returnKey)
        let load = rig.request { if case .loadUsers = $0 { true } else { false } }
        let spinning = Pixels(image: rig.render(), scale: rig.scale)
        #expect(spinning.count(Colors.white, in: rig.layout.spinner) > 20, "the spinner while the users load")
        rig.answer(.usersLoaded([UserEntry(name: "Bob Stone", email: "bob-example-com"),
                                 UserEntry(name: "Betty ", email: "betty-example-com"),
                                 UserEntry(name: "Alice Martin", email: "alice-example-com")]), to: load)
        rig.wait(0.3)
        let image = rig.render()
        TestPhotos.save(image, "search-results-\(device.id)")
        let pixels = Pixels(image: image, scale: rig.scale)
        let viewport = rig.layout.resultsViewport
        for index in 0..<2 {
            let row = rig.layout.row(index, height: MessengerLayout.resultRowHeight, in: viewport, offset: 0)
            #expect(pixels.count(Colors.black, in: Rect(x: 90, y: row.minY, width: row.width - 90, height: row.height)) > 30)
        }
        let third = rig.layout.row(2, height: MessengerLayout.resultRowHeight, in: viewport, offset: 0)
        #expect(pixels.count(Colors.black, in: third) == 0, "two results")
        // The search text in the bar, "Cancel" in blue.
        #expect(pixels.count(Colors.black, in: rig.layout.searchBar) > 5)
        #expect(pixels.count(Colors.blue, in: rig.layout.rightBarButton(title: "Cancel")) > 10)
        rig.tap(.searchField)
        rig.type("zz")
        rig.tap(.returnKey)
        rig.wait(0.3)
        let none = rig.render()
        TestPhotos.save(none, "search-none-\(device.id)")
        #expect(Pixels(image: none, scale: rig.scale).count(RGBA(0, 255, 0), in: rig.layout.noResultsLabel) > 20)
    }

    @Test(arguments: devices)
    func profileHasTheBlueHeaderAvatarRowsAndARedLogOut(device: Device) {
        var rig = Rig(device: device)
        rig.tap(.profileTab)
        let image = rig.render()
        TestPhotos.save(image, "profile-\(device.id)")
        let pixels = Pixels(image: image, scale: rig.scale)
        let layout = rig.layout
        #expect(pixels.at(5, layout.contentTop + 5) == Colors.blue)
        let avatar = layout.profileAvatar(offset: 0)
        #expect(pixels.at(avatar.midX, avatar.minY + 1.5) == Colors.white, "the white ring")
        #expect([RGBA(40, 170, 90), RGBA(250, 160, 40)].contains(pixels.at(avatar.midX, avatar.midY)), "Alice's photo")
        #expect(pixels.count(Colors.black, in: layout.profileRow(0, offset: 0)) > 30)
        #expect(pixels.count(Colors.black, in: layout.profileRow(1, offset: 0)) > 30)
        #expect(pixels.count(Colors.red, in: layout.profileRow(2, offset: 0)) > 20)
        // The tab bar with Profile selected: blue on the right half, grey on the left.
        #expect(pixels.count(Colors.blue, in: layout.profileTab) > 20)
        #expect(pixels.count(Colors.blue, in: layout.chatsTab) == 0)
    }
}
