import Testing
import MessengerModel
import MessengerRender
import Raster

/// M2's look: the form, bullets for the password, the button, the bar, the spinner.
@Suite struct LogInLookTests {
    static let devices: [Device] = [.iPhoneSE, .iPhoneXSMax]

    @Test(arguments: devices)
    func theFormHasItsFieldsButtonAndBar(device: Device) {
        let rig = Rig(device: device, account: nil)
        let image = rig.render()
        TestPhotos.save(image, "login-\(device.id)")
        let pixels = Pixels(image: image, scale: rig.scale)
        let layout = rig.layout
        #expect(image.width == device.pixelSize(.portrait).width && image.height == device.pixelSize(.portrait).height)
        let button = layout.formBox(2)
        #expect(pixels.at(button.minX + 8, button.midY) == Colors.blue)
        #expect(pixels.count(Colors.white, in: button) > 0, "the button's title is white")
        // The fields: white inside, light grey border, grey placeholder.
        for index in 0..<2 {
            let field = layout.formBox(index)
            #expect(pixels.at(field.maxX - 8, field.midY) == Colors.white)
            #expect(pixels.at(field.maxX - 0.5, field.midY) == Colors.lightGray)
            #expect(pixels.count(in: field) { $0.r < 230 && $0.r > 150 && $0.r == $0.g } > 20, "placeholder text")
        }
        // "Register" in blue at the bar's right.
        let register = layout.rightBarButton(title: "Register")
        #expect(pixels.count(Colors.blue, in: register) > 10)
    }

    @Test(arguments: devices)
    func thePasswordIsDrawnAsBullets(device: Device) {
        var rig = Rig(device: device, account: nil)
        rig.tap(.password)
        rig.type("secret1")
        let pixels = Pixels(image: rig.render(), scale: rig.scale)
        let field = rig.layout.formBox(1)
        // Seven bullets 10 pt apart from 5 pt in: each one's centre is black.
        for index in 0..<7 {
            #expect(pixels.at(field.minX + 5 + 5 + Double(index) * 10, field.midY) == Colors.black)
        }
        #expect(pixels.at(field.minX + 5 + 5 + 7 * 10 + 5, field.midY) != Colors.black)
    }

    @Test(arguments: devices)
    func loggingInShowsTheLoadingSpinner(device: Device) {
        var rig = Rig(device: device, account: nil)
        rig.tap(.email)
        rig.type("alice@example.com")
        rig.tap(.returnKey)
        rig.type("secret1")
        rig.tap(.returnKey)
        rig.wait(0.3)
        #expect(rig.phone.showsSpinner)
        let image = rig.render()
        TestPhotos.save(image, "login-spinner-\(device.id)")
        let pixels = Pixels(image: image, scale: rig.scale)
        let square = rig.layout.spinner
        #expect(pixels.count(in: square) { $0.r < 70 && $0.r == $0.g && $0.g == $0.b } > 1000, "the dark square")
        #expect(pixels.count(Colors.white, in: square) > 20, "the spokes and the caption")
    }

    @Test func theSameStateGivesTheSameBytesWithAColdOrWarmRenderer() {
        var rig = Rig(device: .iPhone8, account: nil)
        rig.tap(.email)
        rig.type("alice@example.com")
        rig.wait(0.1)
        let warm = rig.render()
        #expect(rig.render() == warm)
        #expect(MessengerRenderer(photos: Rig.photos).render(rig.phone) == warm)
    }
}
