import MessengerModel
import Raster

/// Log In (M2) and Register (M3), the tutorial's forms: the logo or the avatar circle a third
/// of the width wide, 52-pt fields with a 12-pt radius and a light grey border, the password as
/// bullets, and the buttons ("Log In" in `.link` blue, "Register" in green), white and bold.
struct LoginView {
    let scene: Scene

    private var layout: MessengerLayout { scene.layout }

    /// Log In with its bar ("Register" at the right) and its spinner when shown.
    func drawLogin(_ screen: LoginScreen, on painter: inout Painter) {
        painter.fill(layout.screen, MessengerPalette.white)
        Icons.logo(in: layout.logo, on: &painter)
        field(.loginEmail, text: screen.email, box: layout.formBox(0), on: &painter)
        field(.loginPassword, text: screen.password, box: layout.formBox(1), on: &painter)
        button("Log In", color: MessengerPalette.blue, box: layout.formBox(2), on: &painter)
        scene.bars.navigationBar(title: "Log In", right: .text("Register"), on: &painter)
        if screen.spinner { Spinner(scene: scene).draw(on: &painter) }
    }

    /// Register with its bar (back to "Log In") and its spinner when shown.
    func drawRegister(_ screen: RegisterScreen, on painter: inout Painter) {
        painter.fill(layout.screen, MessengerPalette.white)
        let avatar = layout.logo
        if let photo = screen.avatar, scene.tiles.draw(photo, photos: scene.photos, in: avatar,
                                                        radius: avatar.width / 2, on: &painter) {
            // The tutorial's circle keeps its 2-pt light grey border over the photo.
            let ring = Outline.ring(center: Point(x: avatar.midX, y: avatar.midY), radius: avatar.width / 2, width: 2)
            painter.fillPath(ring, MessengerPalette.lightGray)
        } else {
            Icons.personCircle(in: avatar, on: &painter)
        }
        field(.firstName, text: screen.firstName, box: layout.formBox(0), on: &painter)
        field(.lastName, text: screen.lastName, box: layout.formBox(1), on: &painter)
        field(.registerEmail, text: screen.email, box: layout.formBox(2), on: &painter)
        field(.registerPassword, text: screen.password, box: layout.formBox(3), on: &painter)
        button("Register", color: MessengerPalette.green, box: layout.formBox(4), on: &painter)
        scene.bars.navigationBar(title: "Create Account", left: .back("Log In"), on: &painter)
        if screen.spinner { Spinner(scene: scene).draw(on: &painter) }
    }

    /// A text field: border, white inside, its text (bullets when secure) or placeholder, and
    /// the caret when focused.
    func field(_ field: TextField, text: String, box: Rect, on painter: inout Painter) {
        painter.fillRounded(box, radius: 12, MessengerPalette.lightGray)
        painter.fillRounded(Rect(x: box.minX + 1, y: box.minY + 1, width: box.width - 2, height: box.height - 2),
                            radius: 11, MessengerPalette.white)
        let left = box.minX + 5
        let room = box.width - 10
        // The caret sits just before an empty field's placeholder, or after the text.
        var end = left - 3
        painter.clipped(to: Rect(x: left, y: box.minY, width: room, height: box.height)) { painter in
            if text.isEmpty {
                painter.text(field.placeholder, .body, MessengerPalette.placeholder, x: left, centerY: box.midY)
            } else if field.isSecure {
                end = Self.bullets(text.count, x: left, centerY: box.midY, maxWidth: room, on: &painter)
            } else {
                // A field scrolled to its end shows the text's tail.
                let width = painter.width(of: text, .body)
                let x = width > room - 2 ? left + room - 2 - width : left
                painter.text(text, .body, MessengerPalette.black, x: x, centerY: box.midY)
                end = x + width
            }
        }
        if scene.phone.focus == field {
            painter.fill(Rect(x: min(end + 1, box.maxX - 6), y: box.midY - 10.5, width: 2, height: 21), MessengerPalette.blue)
        }
    }

    /// Secure text: one bullet per character, 10 pt apart; returns where they end.
    static func bullets(_ count: Int, x: Double, centerY: Double, maxWidth: Double, on painter: inout Painter) -> Double {
        let pitch = 10.0, side = 6.5
        let shown = min(count, Int(max(maxWidth / pitch, 0)))
        // The field shows the last bullets when they overflow, as it scrolls to its end.
        for index in 0..<shown {
            let left = x + Double(index) * pitch + (pitch - side) / 2
            painter.fillCircle(Rect(x: left, y: centerY - side / 2, width: side, height: side), MessengerPalette.black)
        }
        return x + Double(shown) * pitch
    }

    /// A form's button: rounded 12 pt, its title white and bold.
    func button(_ title: String, color: RGBA, box: Rect, on painter: inout Painter) {
        painter.fillRounded(box, radius: 12, color)
        painter.text(title, .semibold(21), MessengerPalette.white, centeredIn: box)
    }
}
