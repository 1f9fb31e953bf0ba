import Testing
import MessengerModel
import MessengerRender
import Raster

/// M4 and M8's look: rows with their avatars, "No Conversations!", the red Delete of a
/// swiped row, and a deleted row collapsing.
@Suite struct ChatsLookTests {
    static let devices: [Device] = [.iPhoneSE, .iPhoneXSMax]

    static func rowFrame(_ rig: Rig, _ index: Int) -> Rect {
        rig.layout.row(index, height: MessengerLayout.conversationRowHeight, in: rig.layout.chatsViewport,
                       offset: rig.phone.offset(of: .chats))
    }

    @Test(arguments: devices)
    func rowsShowAPhotoOrInitialsNameAndMessage(device: Device) {
        let rig = Rig.chats(device, rows: Rig.rows)
        let image = rig.render()
        TestPhotos.save(image, "chats-\(device.id)")
        let pixels = Pixels(image: image, scale: rig.scale)
        // Bob has a photo: his avatar's centre is the gradient's, not the initials' grey.
        let bob = Self.rowFrame(rig, 0)
        let bobAvatar = Rect(x: 10, y: bob.minY + 10, width: 100, height: 100)
        #expect(pixels.at(bobAvatar.midX, bobAvatar.midY) != RGBA(164, 170, 179))
        #expect(pixels.at(bobAvatar.minX + 2, bobAvatar.minY + 2) == Colors.white, "the circle's corner")
        // Carol has none: grey initials disc with white "C".
        let carol = Self.rowFrame(rig, 1)
        let carolAvatar = Rect(x: 10, y: carol.minY + 10, width: 100, height: 100)
        #expect(pixels.at(carolAvatar.midX - 30, carolAvatar.midY) == RGBA(164, 170, 179))
        #expect(pixels.count(Colors.white, in: carolAvatar.insetBy(30)) > 20)
        // Names and messages are black text right of the avatar.
        let text = Rect(x: 120, y: bob.minY + 10, width: rig.layout.width - 160, height: 100)
        #expect(pixels.count(Colors.black, in: text) > 50)
    }

    @Test(arguments: devices)
    func noConversationsIsGreyText(device: Device) {
        var rig = Rig.chats(device, rows: Rig.rows)
        rig.send(.conversationsChanged([]))
        let image = rig.render()
        TestPhotos.save(image, "chats-empty-\(device.id)")
        let pixels = Pixels(image: image, scale: rig.scale)
        #expect(pixels.count(RGBA(128, 128, 128), in: rig.layout.noConversationsLabel) > 20)
        #expect(pixels.count(Colors.black, in: rig.layout.chatsViewport) == 0, "no rows")
    }

    @Test(arguments: devices)
    func anOpenRowShowsItsRedDeleteButton(device: Device) {
        var rig = Rig.chats(device, rows: Rig.rows)
        let row = Self.rowFrame(rig, 0)
        rig.drag(from: Point(x: row.midX, y: row.midY), dx: -60, dy: 0, duration: 0.2)
        rig.wait(0.1)
        let sliding = rig.render()
        TestPhotos.save(sliding, "chats-row-opening-\(device.id)")
        rig.wait(0.3)
        let image = rig.render()
        TestPhotos.save(image, "chats-row-open-\(device.id)")
        let pixels = Pixels(image: image, scale: rig.scale)
        let delete = Rect(x: row.maxX - MessengerLayout.deleteButtonWidth, y: row.minY, width: MessengerLayout.deleteButtonWidth,
                          height: row.height)
        #expect(rig.phone.frame(of: .delete) == delete)
        #expect(pixels.at(delete.minX + 3, delete.minY + 3) == Colors.red)
        #expect(pixels.at(delete.maxX - 3, delete.maxY - 3) == Colors.red)
        #expect(pixels.count(Colors.white, in: delete) > 20, "the white title")
        #expect(pixels.at(delete.minX - 3, delete.minY + 3) != Colors.red, "the content ends where Delete starts")
        // Mid-slide, the red is narrower than the button.
        let midSlide = Pixels(image: sliding, scale: rig.scale)
        #expect(midSlide.at(delete.minX + 1, delete.midY) != Colors.red)
        #expect(midSlide.at(delete.maxX - 1, delete.midY) == Colors.red)
    }

    @Test(arguments: devices)
    func aDeletedRowCollapsesAndTheRowsUnderItCloseUp(device: Device) {
        var rig = Rig.chats(device, rows: Rig.rows)
        let first = Self.rowFrame(rig, 0)
        rig.drag(from: Point(x: first.midX, y: first.midY), dx: -60, dy: 0, duration: 0.2)
        rig.wait(0.3)
        rig.tap(.delete)
        rig.wait(0.15)
        let image = rig.render()
        TestPhotos.save(image, "chats-row-deleting-\(device.id)")
        let pixels = Pixels(image: image, scale: rig.scale)
        // Halfway, 60 pt of the deleted row are left; Carol's row (now the first) starts under them.
        let carolAvatarTop = first.minY + 60 + 10
        #expect(pixels.at(30, carolAvatarTop + 50) == RGBA(164, 170, 179))
        #expect(pixels.count(Colors.red, in: Rect(x: 0, y: first.minY, width: first.width, height: 60)) > 100)
        rig.wait(0.2)
        let done = Pixels(image: rig.render(), scale: rig.scale)
        #expect(done.count(Colors.red, in: rig.layout.chatsViewport) == 0)
        #expect(done.at(30, first.minY + 10 + 50) == RGBA(164, 170, 179), "Carol moved up")
    }
}
