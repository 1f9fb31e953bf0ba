import Testing
import MessengerModel
import MessengerRender
import Raster

/// M9's look: the keyboard at its visible height while it rises, its return key where the
/// model hit-tests it, and the chat's input bar riding on it.
@Suite struct KeyboardLookTests {
    static let devices: [Device] = [.iPhoneSE, .iPhoneXSMax]

    /// The first keyboard row (in points) under the screen, and the last screen row above it.
    static func keyboardTop(_ rig: Rig) -> Double {
        rig.layout.height - rig.phone.keyboardVisibleHeight
    }

    @Test(arguments: devices)
    func theKeyboardsTopIsAtItsVisibleHeightMidRise(device: Device) {
        var rig = Rig(device: device, account: nil)
        rig.tap(.email)
        for step in 1...3 {
            rig.wait(0.06)
            let image = rig.render()
            if step == 2 { TestPhotos.save(image, "keyboard-rising-\(device.id)") }
            let visible = rig.phone.keyboardVisibleHeight
            #expect(visible > 0 && visible < rig.layout.keyboardHeight)
            let top = Self.keyboardTop(rig)
            let pixels = Pixels(image: image, scale: rig.scale)
            // At the left edge, clear of the keys: the keyboard's colour from its top down, the
            // white screen just above.
            #expect(pixels.at(1, top + 1) == Colors.keyboard)
            #expect(pixels.at(1, top - 1) == Colors.white)
        }
        rig.wait(0.25)
        let pixels = Pixels(image: rig.render(), scale: rig.scale)
        #expect(pixels.at(1, rig.layout.height - rig.layout.keyboardHeight + 1) == Colors.keyboard)
    }

    @Test(arguments: devices)
    func theReturnKeyIsDrawnWhereTheModelHitTestsIt(device: Device) {
        var rig = Rig(device: device, account: nil)
        rig.tap(.password)
        rig.wait(0.3)
        let image = rig.render()
        TestPhotos.save(image, "keyboard-\(device.id)")
        let pixels = Pixels(image: image, scale: rig.scale)
        let key = rig.layout.returnKey
        // The password's return key is "done", blue, filling its frame.
        #expect(pixels.at(key.minX + 4, key.midY) == Colors.blue)
        #expect(pixels.at(key.maxX - 4, key.midY) == Colors.blue)
        #expect(pixels.at(key.minX - 2, key.midY) != Colors.blue)
        #expect(pixels.count(Colors.white, in: key) > 10, "its title")
    }

    @Test(arguments: devices)
    func theInputBarRidesOnTheKeyboard(device: Device) {
        var rig = Rig.chat(device, messages: Rig.conversation)
        // The push ended: the text view is focused and the keyboard starts rising.
        rig.wait(0.1)
        let image = rig.render()
        TestPhotos.save(image, "chat-keyboard-rising-\(device.id)")
        let pixels = Pixels(image: image, scale: rig.scale)
        let top = Self.keyboardTop(rig)
        let bar = rig.layout.inputBar(keyboard: rig.phone.keyboardVisibleHeight)
        #expect(abs(bar.maxY - top) < 1e-9)
        #expect(pixels.at(1, top + 1) == Colors.keyboard)
        #expect(pixels.at(1, top - 2) == Colors.white, "the input bar's white")
        // "Send" is greyed: light grey, no blue.
        let send = rig.layout.sendButton(keyboard: rig.phone.keyboardVisibleHeight)
        #expect(pixels.count(Colors.blue, in: send) == 0)
        #expect(pixels.count(Colors.lightGray, in: send) > 10)
        rig.type("Hi")
        let typed = Pixels(image: rig.render(), scale: rig.scale)
        #expect(typed.count(Colors.blue, in: send) > 10, "Send turns blue with text")
    }
}
