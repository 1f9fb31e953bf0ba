import MessengerModel
import Raster

/// Profile (M11), the tutorial's table: a 300-pt `.link` blue header with the 150-pt round
/// avatar in a white 3-pt ring, then "Name: …", "Email: …" and the red, centred "Log Out".
struct ProfileView {
    let scene: Scene

    private var layout: MessengerLayout { scene.layout }

    func draw(on painter: inout Painter) {
        painter.fill(layout.screen, MessengerPalette.white)
        let viewport = layout.profileViewport
        let offset = scene.phone.offset(of: .profile)
        painter.clipped(to: viewport) { painter in
            let header = Rect(x: 0, y: layout.contentTop - offset, width: layout.width, height: MessengerLayout.profileHeaderHeight)
            painter.fill(header, MessengerPalette.blue)
            let avatar = layout.profileAvatar(offset: offset)
            painter.fillCircle(avatar, MessengerPalette.white)
            let inner = Rect(x: avatar.minX + 3, y: avatar.minY + 3, width: avatar.width - 6, height: avatar.height - 6)
            let account = scene.phone.account
            if let account {
                scene.accountAvatar(safeEmail: account.safeEmail, name: account.name ?? account.email, in: inner, on: &painter)
            }
            let rows = ["Name: " + (account?.name ?? ""), "Email: " + (account?.email ?? "")]
            for (index, title) in rows.enumerated() {
                let row = layout.profileRow(index, offset: offset)
                let shown = painter.truncated(title, .body, maxWidth: row.width - 40)
                painter.text(shown, .body, MessengerPalette.black, x: row.minX + 20, centerY: row.midY)
                painter.hairline(y: row.maxY - 1 / painter.s, from: row.minX + 20, to: row.maxX, MessengerPalette.separator)
            }
            let logout = layout.profileRow(2, offset: offset)
            painter.text("Log Out", .body, MessengerPalette.red, centeredIn: logout)
            painter.hairline(y: logout.maxY - 1 / painter.s, from: logout.minX + 20, to: logout.maxX, MessengerPalette.separator)
        }
        scene.bars.navigationBar(title: "Profile", on: &painter)
    }
}
