import MessengerModel
import Raster

/// UIKit's bars as the tutorial's screens have them: the status bar (the time, signal and
/// battery; drawn once over everything), each screen's navigation bar with its title and
/// buttons, and the tab bar with Chats and Profile.
struct Bars {
    let layout: MessengerLayout

    /// What sits at one end of a navigation bar.
    enum Item {
        /// A titled button in system blue ("Register", "Cancel").
        case text(String)
        /// The back chevron with the previous screen's title.
        case back(String)
        /// The compose system item.
        case compose
    }

    /// The bar's background from the screen's top (under the status bar) to its hairline, the
    /// title centred, and the items.
    func navigationBar(title: String, left: Item? = nil, right: Item? = nil, on painter: inout Painter) {
        let bar = layout.navigationBar
        painter.fill(Rect(x: 0, y: 0, width: layout.width, height: bar.maxY), MessengerPalette.bar)
        painter.hairline(y: bar.maxY, from: 0, to: layout.width, MessengerPalette.barHairline)
        let reserved = [left, right].compactMap { $0.map(frame(of:))?.width }.max() ?? 0
        if let left { draw(left, isLeft: true, on: &painter) }
        if let right { draw(right, isLeft: false, on: &painter) }
        let room = max(layout.width - 2 * (reserved + MessengerLayout.barButtonMargin), 0)
        let shown = painter.truncated(title, .headline, maxWidth: room)
        painter.text(shown, .headline, MessengerPalette.black, centeredIn: bar)
    }

    private func frame(of item: Item) -> Rect {
        switch item {
        case .text(let title): layout.rightBarButton(title: title)
        case .back(let title): layout.backButton(title: title)
        case .compose: layout.composeButton
        }
    }

    private func draw(_ item: Item, isLeft: Bool, on painter: inout Painter) {
        let blue = MessengerPalette.blue
        switch item {
        case .text(let title):
            let frame = layout.rightBarButton(title: title)
            painter.text(title, .body, blue, centeredIn: frame)
        case .back(let title):
            let frame = layout.backButton(title: title)
            Icons.backChevron(x: MessengerLayout.barButtonMargin, centerY: frame.midY, color: blue, on: &painter)
            painter.text(title, .body, blue, x: MessengerLayout.barButtonMargin + 19, centerY: frame.midY)
        case .compose:
            Icons.compose(in: layout.composeButton, color: blue, on: &painter)
        }
    }

    /// The tab bar: background, hairline, and the two items, `selected` in blue.
    func tabBar(selected: Tab, on painter: inout Painter) {
        let bar = layout.tabBar
        painter.fill(bar, MessengerPalette.bar)
        painter.hairline(y: bar.minY, from: 0, to: layout.width, MessengerPalette.barHairline)
        for (tab, frame) in [(Tab.chats, layout.chatsTab), (Tab.profile, layout.profileTab)] {
            let color = tab == selected ? MessengerPalette.blue : MessengerPalette.systemGray
            let icon = Rect(x: frame.minX, y: frame.minY + 4, width: frame.width, height: 28)
            if tab == .chats {
                Icons.chatsTab(in: icon, color: color, on: &painter)
            } else {
                Icons.profileTab(in: icon, color: color, on: &painter)
            }
            let label = Rect(x: frame.minX, y: frame.maxY - 16, width: frame.width, height: 12)
            painter.text(tab == .chats ? "Chats" : "Profile", .regular(10), color, centeredIn: label)
        }
    }

    /// The status bar: "9:41" and full signal and battery, in black (the screens under it are
    /// light). The iPhone X family puts the time at the left of the notch; others centre it.
    func statusBar(on painter: inout Painter) {
        let black = MessengerPalette.black
        let top = layout.safeTop
        let notch = top > 20
        let centerY = notch ? 24.0 : 10.0
        if notch {
            painter.text("9:41", .semibold(15), black, centeredIn: Rect(x: 16, y: centerY - 10, width: 56, height: 20))
        } else {
            painter.text("9:41 AM", .semibold(13), black, centeredIn: Rect(x: 0, y: 0, width: layout.width, height: 20))
        }
        // Signal: four bars rising, at the left (older phones) or before the battery (X family).
        let signalX = notch ? layout.width - 84 : 7
        for bar in 0..<4 {
            let height = 4 + Double(bar) * 2.3
            painter.fillRounded(Rect(x: signalX + Double(bar) * 4.5, y: centerY + 5 - height, width: 3, height: height),
                                radius: 0.8, black)
        }
        // Battery: outline, fill and nub at the right.
        let battery = Rect(x: layout.width - (notch ? 38 : 32), y: centerY - 5.5, width: 24, height: 11.5)
        painter.fillRounded(battery, radius: 3, RGBA(0, 0, 0, 90))
        painter.fillRounded(Rect(x: battery.minX + 1, y: battery.minY + 1, width: battery.width - 2, height: battery.height - 2),
                            radius: 2.2, MessengerPalette.bar)
        painter.fillRounded(Rect(x: battery.minX + 2, y: battery.minY + 2, width: battery.width - 4, height: battery.height - 4),
                            radius: 1.5, black)
        painter.fillRounded(Rect(x: battery.maxX + 1, y: battery.midY - 2, width: 1.5, height: 4), radius: 0.7, RGBA(0, 0, 0, 90))
    }
}
