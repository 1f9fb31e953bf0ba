import Testing
import MessengerModel
import MessengerRender
import Raster

/// Alerts and action sheets as Instagrid's stand-ins, drawn from ``DialogLayout``'s frames,
/// and the picker's stand-in.
@Suite struct DialogLookTests {
    static let devices: [Device] = [.iPhoneSE, .iPhoneXSMax]

    @Test(arguments: devices)
    func theWoopsAlertIsACentredPanelOverDimming(device: Device) {
        var rig = Rig(device: device, account: nil)
        rig.tap(.login)
        guard let dialog = rig.phone.dialog else { Issue.record("no alert"); return }
        let image = rig.render()
        TestPhotos.save(image, "alert-\(device.id)")
        let pixels = Pixels(image: image, scale: rig.scale)
        let frames = DialogLayout(dialog, in: rig.layout)
        let panel = frames.panels[0]
        #expect(pixels.at(panel.minX + 4, panel.midY) == Colors.white)
        #expect(pixels.at(2, rig.layout.height - 2) == RGBA(153, 153, 153), "white dimmed by black 40 %")
        if let title = frames.title { #expect(pixels.count(Colors.black, in: title) > 20) }
        #expect(pixels.count(Colors.blue, in: frames.buttons[0]) > 20, "Dismiss")
        #expect(pixels.count(RGBA(60, 60, 67), in: frames.buttons[0]) == 0)
    }

    @Test(arguments: devices)
    func theLogOutSheetHasARedActionAndCancelInItsOwnPanel(device: Device) {
        var rig = Rig(device: device)
        rig.tap(.profileTab)
        rig.tap(.logout)
        guard let dialog = rig.phone.dialog else { Issue.record("no sheet"); return }
        let image = rig.render()
        TestPhotos.save(image, "sheet-logout-\(device.id)")
        let pixels = Pixels(image: image, scale: rig.scale)
        let frames = DialogLayout(dialog, in: rig.layout)
        #expect(pixels.count(Colors.red, in: frames.buttons[0]) > 20)
        #expect(pixels.count(Colors.blue, in: frames.buttons[1]) > 20)
        // The gap between the two panels is dimmed, not white.
        let gap = frames.panels[1].minY - 4
        #expect(pixels.at(frames.panels[1].midX, gap) != Colors.white)
    }

    @Test(arguments: devices)
    func theAttachSheetsAndThePickerAreDrawnOverTheChatAndKeyboard(device: Device) {
        var rig = Rig.chat(device, messages: Rig.conversation)
        rig.wait(0.3)
        rig.tap(.attach)
        let image = rig.render()
        TestPhotos.save(image, "sheet-attach-\(device.id)")
        guard let dialog = rig.phone.dialog else { Issue.record("no sheet"); return }
        let frames = DialogLayout(dialog, in: rig.layout)
        let pixels = Pixels(image: image, scale: rig.scale)
        if let title = frames.title {
            #expect(pixels.count(RGBA(138, 138, 142), in: title) > 5, "the grey title")
        }
        #expect(pixels.count(Colors.blue, in: frames.buttons[0]) > 20)
        rig.tap(.button("Photo"))
        rig.tap(.button("Photo Library"))
        let picker = rig.render()
        TestPhotos.save(picker, "picker-\(device.id)")
        let center = Pixels(image: picker, scale: rig.scale).at(rig.layout.width / 2 - 120, rig.layout.height / 2)
        #expect(center == Colors.white, "the picker's panel")
        rig.send(.pickerCancelled)
        rig.tap(.attach)
        rig.tap(.button("Video"))
        rig.tap(.button("Camera"))
        let camera = Pixels(image: rig.render(), scale: rig.scale)
        #expect(camera.at(5, rig.layout.height - 5) == Colors.black)
    }
}
