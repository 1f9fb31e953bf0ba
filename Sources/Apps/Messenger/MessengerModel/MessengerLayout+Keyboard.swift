/// The keyboard's geometry (M9): its height per device and its return key.
extension MessengerLayout {
    /// The keyboard's height in points (M9): iphone-se 253, iphone-8 260, iphone-8-plus 271,
    /// iphone-xs 335, iphone-xr and iphone-xs-max 346. Another device takes the height of the
    /// listed one of its kind (width, and home indicator or not).
    public var keyboardHeight: Double {
        switch device.id {
        case "iphone-se": return 253
        case "iphone-8": return 260
        case "iphone-8-plus": return 271
        case "iphone-xs": return 335
        case "iphone-xr", "iphone-xs-max": return 346
        default:
            let wide = width >= 414
            if safeBottom > 0 { return wide ? 346 : 335 }
            if wide { return 271 }
            return width <= 320 ? 253 : 260
        }
    }

    /// The keyboard's frame when it is up (its final frame, M12).
    public var keyboardFrame: Rect {
        Rect(x: 0, y: height - keyboardHeight, width: width, height: keyboardHeight)
    }

    /// The band under the keys: 4 pt, or the globe-and-dictation band over the home indicator.
    public var keyboardBottomBand: Double { safeBottom > 0 ? 75 : 4 }

    /// The return key ("return", "Search", "Go"), at the right end of the bottom row, 42 pt
    /// high; a quarter of the width less 5 pt wide, 3 pt from the edge.
    public var returnKey: Rect {
        let keyWidth = width / 4 - 5
        return Rect(x: width - 3 - keyWidth, y: height - keyboardBottomBand - 42, width: keyWidth, height: 42)
    }
}
