import MessengerModel
import Raster

/// The system keyboard (M9), a plain drawing of the light QWERTY keyboard at the device's
/// height: the suggestion band, three rows of letter keys, the bottom row ("123", the globe or
/// emoji key, space, the return key at ``MessengerLayout/returnKey``'s frame) and, on the
/// iPhone X family, the band with the globe and dictation under it. It slides up by its
/// visible height (``Keyboard/visibleHeight(at:height:)``).
struct KeyboardView {
    let scene: Scene

    private var layout: MessengerLayout { scene.layout }

    static let rows: [[String]] = [
        ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"],
        ["a", "s", "d", "f", "g", "h", "j", "k", "l"],
        ["z", "x", "c", "v", "b", "n", "m"],
    ]
    static let keyHeight: Double = 42
    static let rowPitch: Double = 54

    /// The return key's title and whether it is blue (Done, Search), by the focused field.
    var returnKey: (title: String, isBlue: Bool) {
        switch scene.phone.focus {
        case .loginEmail, .firstName, .lastName, .registerEmail: ("continue", false)
        case .loginPassword, .registerPassword: ("done", true)
        case .search: ("search", true)
        case .message, nil: ("return", false)
        }
    }

    /// What the keyboard's picture depends on: the device and the return key.
    struct Key: Hashable {
        var device: Device
        var returnTitle: String
    }

    /// The keyboard at its visible height: its picture (drawn once per device and return key,
    /// opaque) copied with its top at the visible height's pixel row.
    func draw(on painter: inout Painter) {
        let visible = scene.phone.keyboardVisibleHeight
        guard visible > 0 else { return }
        let picture = scene.keyboards.image(for: Key(device: layout.device, returnTitle: returnKey.title)) {
            let frame = layout.keyboardFrame
            var keys = Painter(width: Painter.whole(layout.width * painter.s), height: Painter.whole(frame.height * painter.s),
                               scale: painter.scale, background: MessengerPalette.keyboard)
            keys.origin = Point(x: 0, y: -frame.minY)
            drawKeys(on: &keys)
            return keys.canvas.image
        }
        let top = Painter.whole((layout.height - visible + painter.origin.y) * painter.s)
        painter.canvas.copyImage(picture, x: Painter.whole(painter.origin.x * painter.s), y: top)
    }

    private func drawKeys(on painter: inout Painter) {
        let frame = layout.keyboardFrame
        painter.fill(frame, MessengerPalette.keyboard)
        let returnFrame = layout.returnKey
        let bottomRow = returnFrame.minY
        let firstRow = bottomRow - 3 * Self.rowPitch
        // The suggestion band with its two separators.
        let band = Rect(x: 0, y: frame.minY, width: layout.width, height: max(firstRow - 8 - frame.minY, 0))
        for third in 1...2 {
            let x = layout.width * Double(third) / 3
            painter.verticalHairline(x: x, from: band.minY + band.height * 0.25, to: band.maxY - band.height * 0.25,
                                     MessengerPalette.suggestionSeparator)
        }
        let pitch = layout.width / 10
        let keyWidth = pitch - 6
        for (rowIndex, row) in Self.rows.enumerated() {
            let y = firstRow + Double(rowIndex) * Self.rowPitch
            let rowWidth = Double(row.count) * pitch
            let left = (layout.width - rowWidth) / 2
            for (index, letter) in row.enumerated() {
                key(Rect(x: left + Double(index) * pitch + 3, y: y, width: keyWidth, height: Self.keyHeight),
                    title: letter, style: .regular(22), fill: MessengerPalette.key, on: &painter)
            }
        }
        // Shift and delete at the ends of the third row.
        let thirdRow = firstRow + 2 * Self.rowPitch
        let side = keyWidth * 1.3
        let shift = Rect(x: 3, y: thirdRow, width: side, height: Self.keyHeight)
        let delete = Rect(x: layout.width - 3 - side, y: thirdRow, width: side, height: Self.keyHeight)
        key(shift, title: "", style: .body, fill: MessengerPalette.functionKey, on: &painter)
        key(delete, title: "", style: .body, fill: MessengerPalette.functionKey, on: &painter)
        shiftArrow(in: shift, on: &painter)
        deleteGlyph(in: delete, on: &painter)
        // The bottom row: 123, globe or emoji, space, return.
        let small = pitch * 1.25 - 6
        let numbers = Rect(x: 3, y: bottomRow, width: small, height: Self.keyHeight)
        let globe = Rect(x: numbers.maxX + 6, y: bottomRow, width: small, height: Self.keyHeight)
        let space = Rect(x: globe.maxX + 6, y: bottomRow, width: max(returnFrame.minX - 6 - globe.maxX - 6, 0),
                         height: Self.keyHeight)
        key(numbers, title: "123", style: .regular(17), fill: MessengerPalette.functionKey, on: &painter)
        key(globe, title: "", style: .body, fill: MessengerPalette.functionKey, on: &painter)
        // The X family has the emoji key in the row and the globe in the band under it.
        if layout.keyboardBottomBand > 4 { emojiGlyph(in: globe, on: &painter) } else { globeGlyph(in: globe, on: &painter) }
        key(space, title: "space", style: .regular(17), fill: MessengerPalette.key, on: &painter)
        let (title, isBlue) = returnKey
        key(returnFrame, title: title, style: .regular(17), fill: isBlue ? MessengerPalette.blue : MessengerPalette.functionKey,
            titleColor: isBlue ? MessengerPalette.white : MessengerPalette.black, on: &painter)
        if layout.keyboardBottomBand > 4 {
            // The X family's band: the globe and the microphone under the keys.
            let centerY = bottomRow + Self.keyHeight + 28
            globeGlyph(in: Rect(x: 20, y: centerY - 14, width: 40, height: 28), on: &painter)
            microphone(in: Rect(x: layout.width - 60, y: centerY - 14, width: 40, height: 28), on: &painter)
        }
    }

    /// A key: its shadow a point lower, the cap rounded 5 pt, its title centred.
    private func key(_ frame: Rect, title: String, style: TextStyle, fill: RGBA,
                     titleColor: RGBA = MessengerPalette.black, on painter: inout Painter) {
        painter.fillRounded(Rect(x: frame.minX, y: frame.minY + 1, width: frame.width, height: frame.height), radius: 5,
                            MessengerPalette.keyShadow)
        painter.fillRounded(frame, radius: 5, fill)
        if !title.isEmpty { painter.text(title, style, titleColor, centeredIn: frame) }
    }

    private func shiftArrow(in frame: Rect, on painter: inout Painter) {
        let x = frame.midX, y = frame.midY
        let outline = [Point(x: x, y: y - 9), Point(x: x + 9, y: y + 1), Point(x: x + 4.5, y: y + 1),
                       Point(x: x + 4.5, y: y + 8), Point(x: x - 4.5, y: y + 8), Point(x: x - 4.5, y: y + 1),
                       Point(x: x - 9, y: y + 1), Point(x: x, y: y - 9)]
        painter.fillPath(Outline.stroke(outline, width: 1.5), MessengerPalette.black)
    }

    private func deleteGlyph(in frame: Rect, on painter: inout Painter) {
        let x = frame.midX, y = frame.midY
        let outline = [Point(x: x - 11, y: y), Point(x: x - 5, y: y - 7.5), Point(x: x + 11, y: y - 7.5),
                       Point(x: x + 11, y: y + 7.5), Point(x: x - 5, y: y + 7.5), Point(x: x - 11, y: y)]
        var contours = Outline.stroke(outline, width: 1.5)
        contours += Outline.stroke([Point(x: x - 1, y: y - 3.5), Point(x: x + 6, y: y + 3.5)], width: 1.5)
        contours += Outline.stroke([Point(x: x - 1, y: y + 3.5), Point(x: x + 6, y: y - 3.5)], width: 1.5)
        painter.fillPath(contours, MessengerPalette.black)
    }

    private func globeGlyph(in frame: Rect, on painter: inout Painter) {
        let center = Point(x: frame.midX, y: frame.midY)
        var contours = Outline.ring(center: center, radius: 10, width: 1.4)
        contours += Outline.stroke([Point(x: center.x - 10, y: center.y), Point(x: center.x + 10, y: center.y)], width: 1.3)
        contours += [Outline.ellipse(center: center, radiusX: 4.6, radiusY: 9.6),
                     Outline.ellipse(center: center, radiusX: 3.2, radiusY: 8.8, reversed: true)]
        contours += Outline.stroke([Point(x: center.x - 8.5, y: center.y - 5), Point(x: center.x + 8.5, y: center.y - 5)], width: 1.1)
        contours += Outline.stroke([Point(x: center.x - 8.5, y: center.y + 5), Point(x: center.x + 8.5, y: center.y + 5)], width: 1.1)
        painter.fillPath(contours, MessengerPalette.black)
    }

    private func emojiGlyph(in frame: Rect, on painter: inout Painter) {
        let center = Point(x: frame.midX, y: frame.midY)
        var contours = Outline.ring(center: center, radius: 10, width: 1.4)
        contours.append(Outline.disc(center: Point(x: center.x - 3.5, y: center.y - 3), radius: 1.4))
        contours.append(Outline.disc(center: Point(x: center.x + 3.5, y: center.y - 3), radius: 1.4))
        let quarter = Outline.steps / 4
        let smile = Outline.arc(center: Point(x: center.x, y: center.y + 0.5), radius: 5.5, from: 2 * quarter + 4, to: 4 * quarter - 4)
        contours += Outline.stroke(smile, width: 1.4)
        painter.fillPath(contours, MessengerPalette.black)
    }

    private func microphone(in frame: Rect, on painter: inout Painter) {
        let x = frame.midX, y = frame.midY
        painter.fillRounded(Rect(x: x - 4, y: y - 11, width: 8, height: 14), radius: 4, MessengerPalette.black)
        let quarter = Outline.steps / 4
        let cup = Outline.arc(center: Point(x: x, y: y - 1), radius: 7, from: 2 * quarter, to: 4 * quarter)
        painter.fillPath(Outline.stroke(cup, width: 1.5) + Outline.stroke([Point(x: x, y: y + 6), Point(x: x, y: y + 10)], width: 1.5),
                         MessengerPalette.black)
    }
}
