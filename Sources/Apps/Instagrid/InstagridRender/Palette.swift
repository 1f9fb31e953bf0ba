import Raster

/// The colours of docs/rules.md, "Look".
public enum Palette {
    public static let background = RGBA(0xB7, 0xD7, 0xE5)
    public static let grid = RGBA(0x10, 0x66, 0x98)
    public static let emptySlot = RGBA(240, 240, 240)
    public static let plus = RGBA(78, 145, 184)
    public static let white = RGBA(255, 255, 255)
    public static let button = RGBA(216, 216, 216)
    /// The selected button's overlay: (78, 145, 184) at 60 %.
    public static let selectedOverlay = RGBA(78, 145, 184, 153)
    /// Drop shadow under the grid: black at 50 %.
    public static let shadow = RGBA(0, 0, 0, 128)
    /// Dimming behind the modal stand-ins: black at 40 %.
    public static let dimming = RGBA(0, 0, 0, 102)
    /// Caption text on the stand-in panels.
    public static let caption = RGBA(60, 60, 67)
    /// Buttons' titles on the stand-ins of R17–R28 (system blue).
    public static let standInButton = RGBA(0, 122, 255)
    /// The action sheet's title.
    public static let standInSheetTitle = RGBA(138, 138, 142)
    /// Hairlines between a stand-in's rows and buttons.
    public static let standInSeparator = RGBA(60, 60, 67, 74)
    /// Titles and messages of prompts and alerts.
    public static let standInText = RGBA(0, 0, 0)
    /// The camera's full-screen background.
    public static let camera = RGBA(0, 0, 0)
}
