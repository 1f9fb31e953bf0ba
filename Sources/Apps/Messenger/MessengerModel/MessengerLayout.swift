/// Where everything of Messenger is on one device, portrait, in points: the one source of
/// geometry for the model's hit-testing and a renderer's drawing.
///
/// UIKit's standard metrics: the navigation bar is 44 pt under the status bar (the safe-area
/// top: 20 pt, or 44 on the iPhone X family), the tab bar 49 pt over the safe-area bottom. The
/// tutorial's own frames: Log In and Register put a logo or avatar a third of the width wide
/// 20 pt under the navigation bar, then 52-pt fields and buttons 30 pt from each side, 10 pt
/// apart; a conversation row is 120 pt with a 100-pt avatar, a search result 90 pt with a 70-pt
/// one; Profile has a 300-pt header with a 150-pt avatar, then 44-pt rows.
public struct MessengerLayout: Sendable, Equatable {
    public let device: Device
    /// The screen, origin top-left.
    public let screen: Rect
    /// The safe-area top (the status bar) and bottom (the home indicator).
    public let safeTop: Double
    public let safeBottom: Double

    public static let navigationBarHeight: Double = 44
    public static let tabBarHeight: Double = 49
    public static let conversationRowHeight: Double = 120
    public static let conversationAvatar: Double = 100
    public static let resultRowHeight: Double = 90
    public static let resultAvatar: Double = 70
    public static let profileHeaderHeight: Double = 300
    public static let profileAvatar: Double = 150
    public static let profileRowHeight: Double = 44
    public static let fieldHeight: Double = 52
    public static let fieldSideInset: Double = 30
    public static let fieldGap: Double = 10
    public static let logoTop: Double = 20
    /// The red button a row's swipe reveals (M8).
    public static let deleteButtonWidth: Double = 74
    /// Bar buttons' distance from the screen's side.
    public static let barButtonMargin: Double = 8
    /// A bar button with a title: this much per character, plus `barButtonPadding`.
    public static let barButtonCharacter: Double = 9
    public static let barButtonPadding: Double = 16
    /// The search bar in New Conversation's navigation bar.
    public static let searchBarHeight: Double = 32
    /// The spinner's square ("Loading"), centred on the screen.
    public static let spinnerSide: Double = 100

    public init(device: Device) {
        self.device = device
        let size = device.portraitSize
        screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        safeTop = device.portraitInsets.top
        safeBottom = device.portraitInsets.bottom
    }

    public var width: Double { screen.width }
    public var height: Double { screen.height }

    // MARK: - Bars

    /// The navigation bar, under the status bar.
    public var navigationBar: Rect {
        Rect(x: 0, y: safeTop, width: width, height: Self.navigationBarHeight)
    }

    /// Where a screen's content starts: under the navigation bar.
    public var contentTop: Double { safeTop + Self.navigationBarHeight }

    /// The tab bar with the home-indicator area under it.
    public var tabBar: Rect {
        let height = Self.tabBarHeight + safeBottom
        return Rect(x: 0, y: self.height - height, width: width, height: height)
    }

    /// The tab bar's two buttons, each half of the 49-pt band (M1).
    public var chatsTab: Rect { Rect(x: 0, y: tabBar.minY, width: width / 2, height: Self.tabBarHeight) }
    public var profileTab: Rect {
        Rect(x: width / 2, y: tabBar.minY, width: width / 2, height: Self.tabBarHeight)
    }

    /// A titled bar button at the right of the navigation bar ("Register", "Cancel").
    public func rightBarButton(title: String) -> Rect {
        let buttonWidth = Double(title.count) * Self.barButtonCharacter + Self.barButtonPadding
        return Rect(x: width - Self.barButtonMargin - buttonWidth, y: safeTop,
                    width: buttonWidth, height: Self.navigationBarHeight)
    }

    /// The compose button of Chats (an icon, 44 pt square).
    public var composeButton: Rect {
        Rect(x: width - Self.barButtonMargin - 44, y: safeTop, width: 44, height: Self.navigationBarHeight)
    }

    /// The back button: a chevron and the previous screen's title.
    public func backButton(title: String) -> Rect {
        Rect(x: 0, y: safeTop, width: 27 + Double(title.count) * Self.barButtonCharacter,
             height: Self.navigationBarHeight)
    }

    /// The spinner's square.
    public var spinner: Rect {
        Rect(x: (width - Self.spinnerSide) / 2, y: (height - Self.spinnerSide) / 2,
             width: Self.spinnerSide, height: Self.spinnerSide)
    }

    // MARK: - Log In and Register

    /// The logo (Log In) or the avatar circle (Register): a third of the width, centred.
    public var logo: Rect {
        let side = width / 3
        return Rect(x: (width - side) / 2, y: contentTop + Self.logoTop, width: side, height: side)
    }

    /// The `index`-th 52-pt box under the logo: Log In's Email, Password, button (0, 1, 2);
    /// Register's First Name, Last Name, Email, Password, button (0…4).
    public func formBox(_ index: Int) -> Rect {
        let step = Self.fieldHeight + Self.fieldGap
        return Rect(x: Self.fieldSideInset, y: logo.maxY + Self.fieldGap + Double(index) * step,
                    width: width - 2 * Self.fieldSideInset, height: Self.fieldHeight)
    }

    // MARK: - Lists

    /// The Chats list's visible area, between the navigation bar and the tab bar.
    public var chatsViewport: Rect {
        Rect(x: 0, y: contentTop, width: width, height: tabBar.minY - contentTop)
    }

    /// New Conversation's results area: the modal covers the tab bar.
    public var resultsViewport: Rect {
        Rect(x: 0, y: contentTop, width: width, height: height - contentTop)
    }

    /// Profile's table, between the navigation bar and the tab bar.
    public var profileViewport: Rect { chatsViewport }

    /// "No Conversations!" (M4), as the tutorial places it.
    public var noConversationsLabel: Rect {
        Rect(x: 10, y: (height - 100) / 2, width: width - 20, height: 100)
    }

    /// "No Results" (M5), as the tutorial places it.
    public var noResultsLabel: Rect {
        Rect(x: width / 4, y: (height - 200) / 2, width: width / 2, height: 200)
    }

    /// Row `index` (from 0) of a list whose rows are `rowHeight` high, scrolled by `offset`.
    public func row(_ index: Int, height rowHeight: Double, in viewport: Rect, offset: Double) -> Rect {
        Rect(x: viewport.minX, y: viewport.minY + Double(index) * rowHeight - offset,
             width: viewport.width, height: rowHeight)
    }

    /// The search bar in New Conversation's navigation bar, left of "Cancel".
    public var searchBar: Rect {
        let cancel = rightBarButton(title: "Cancel")
        return Rect(x: Self.barButtonMargin, y: safeTop + (Self.navigationBarHeight - Self.searchBarHeight) / 2,
                    width: cancel.minX - 2 * Self.barButtonMargin, height: Self.searchBarHeight)
    }

    // MARK: - Profile

    /// Profile's avatar in its 300-pt header, scrolled by `offset`.
    public func profileAvatar(offset: Double) -> Rect {
        Rect(x: (width - Self.profileAvatar) / 2, y: contentTop + 75 - offset,
             width: Self.profileAvatar, height: Self.profileAvatar)
    }

    /// Profile's rows: 0 the name, 1 the e-mail, 2 "Log Out".
    public func profileRow(_ index: Int, offset: Double) -> Rect {
        Rect(x: 0, y: contentTop + Self.profileHeaderHeight + Double(index) * Self.profileRowHeight - offset,
             width: width, height: Self.profileRowHeight)
    }

    /// The height of Profile's content: the header and three rows.
    public static let profileContentHeight: Double = profileHeaderHeight + 3 * profileRowHeight
}
