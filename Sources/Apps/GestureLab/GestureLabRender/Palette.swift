import Gestures
import Raster

/// The lab's colours: iOS's grouped background and system colours.
enum Palette {
    static let background = RGBA(242, 242, 247)
    static let outline = RGBA(60, 60, 67, 120)
    static let view = RGBA(255, 255, 255)
    static let inert = RGBA(229, 229, 234)
    static let button = RGBA(214, 234, 255)
    static let buttonHighlighted = RGBA(0, 122, 255)
    static let text = RGBA(28, 28, 30)
    static let lightText = RGBA(255, 255, 255)
    static let bandEven = RGBA(235, 245, 255)
    static let bandOdd = RGBA(250, 252, 255)
    static let bandText = RGBA(120, 130, 150)
    static let touch = RGBA(60, 60, 67, 90)
    static let touchRing = RGBA(60, 60, 67, 170)

    /// A badge's fill: grey while possible (lighter while waiting), blue while it runs, green
    /// once recognized, orange cancelled, red failed.
    static func badge(_ state: RecognizerState, waiting: Bool) -> RGBA {
        if waiting { return RGBA(209, 209, 214) }
        return switch state {
        case .possible: RGBA(142, 142, 147)
        case .began, .changed: RGBA(0, 122, 255)
        case .ended: RGBA(52, 199, 89)
        case .cancelled: RGBA(255, 149, 0)
        case .failed: RGBA(255, 59, 48)
        }
    }

    static func badgeText(_ state: RecognizerState, waiting: Bool) -> RGBA {
        waiting ? RGBA(60, 60, 67) : RGBA(255, 255, 255)
    }
}
