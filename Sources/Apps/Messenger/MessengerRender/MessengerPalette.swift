import Raster

/// Messenger's colours: UIKit's system colours in the light appearance, the tutorial's own
/// choices (the `.link` buttons and header, Register's green button, "No Results" in green),
/// and MessageKit's bubbles.
enum MessengerPalette {
    static let white = RGBA(255, 255, 255)
    static let black = RGBA(0, 0, 0)
    /// `.systemBlue` / `.link`: bar buttons, Log In's button, Profile's header, own bubbles.
    static let blue = RGBA(0, 122, 255)
    /// `.systemRed`: Delete, Log Out, destructive actions.
    static let red = RGBA(255, 59, 48)
    /// `.systemGreen`: Register's button.
    static let green = RGBA(52, 199, 89)
    /// `UIColor.green`, which the tutorial gives "No Results".
    static let pureGreen = RGBA(0, 255, 0)
    /// `.gray`: "No Conversations!".
    static let gray = RGBA(128, 128, 128)
    /// `.systemGray`: unselected tab items, secondary text.
    static let systemGray = RGBA(142, 142, 147)
    /// `.lightGray`: text fields' and the avatar circle's borders.
    static let lightGray = RGBA(170, 170, 170)
    /// Placeholders (`.placeholderText` over white).
    static let placeholder = RGBA(196, 196, 199)
    /// The other user's bubbles (MessageKit's incoming colour).
    static let incomingBubble = RGBA(229, 229, 234)
    /// Bars' background (translucent white over white) and their hairline.
    static let bar = RGBA(249, 249, 249)
    static let barHairline = RGBA(0, 0, 0, 77)
    /// Table separators.
    static let separator = RGBA(200, 199, 204)
    /// The disclosure indicator.
    static let chevron = RGBA(196, 196, 199)
    /// The search bar's field.
    static let searchField = RGBA(142, 142, 147, 31)
    /// Avatars without a photo: initials in white on grey.
    static let initialsBackground = RGBA(164, 170, 179)
    /// The media placeholder before a photo is known.
    static let mediaPlaceholder = RGBA(209, 209, 214)
    /// Dimming behind alerts, sheets and the picker (as Instagrid's stand-ins).
    static let dimming = RGBA(0, 0, 0, 102)
    /// Sheet titles and messages.
    static let sheetTitle = RGBA(138, 138, 142)
    /// Hairlines between a dialog's rows and buttons.
    static let dialogSeparator = RGBA(60, 60, 67, 74)
    /// The "Loading" HUD (JGProgressHUD's dark style).
    static let hud = RGBA(26, 26, 26, 230)
    /// The keyboard (light): its background, letter keys, function keys and key shadows.
    static let keyboard = RGBA(209, 212, 217)
    static let key = RGBA(255, 255, 255)
    static let functionKey = RGBA(172, 179, 188)
    static let keyShadow = RGBA(137, 139, 143)
    static let suggestionSeparator = RGBA(160, 165, 172)
    /// The camera picker's background.
    static let camera = RGBA(0, 0, 0)
}
