import MessengerModel
import Raster

/// The glyphs UIKit and SF Symbols would draw, as plain shapes: the back chevron, compose,
/// the paper clip, the tab bar's two items, the search magnifier, the play button, the logo,
/// the disclosure indicator and Register's empty avatar (`person.circle`).
enum Icons {
    /// The back chevron, 12 × 21 pt, its left edge at `x`, centred on `centerY`.
    static func backChevron(x: Double, centerY: Double, color: RGBA, on painter: inout Painter) {
        let points = [Point(x: x + 10.5, y: centerY - 9.5), Point(x: x + 1.5, y: centerY),
                      Point(x: x + 10.5, y: centerY + 9.5)]
        painter.fillPath(Outline.stroke(points, width: 3), color)
    }

    /// The disclosure indicator, 8 × 13 pt, its right edge at `right`.
    static func disclosure(right: Double, centerY: Double, on painter: inout Painter) {
        let points = [Point(x: right - 6.5, y: centerY - 6), Point(x: right - 1, y: centerY),
                      Point(x: right - 6.5, y: centerY + 6)]
        painter.fillPath(Outline.stroke(points, width: 2), MessengerPalette.chevron)
    }

    /// `square.and.pencil` (the compose system item), centred in `rect`.
    static func compose(in rect: Rect, color: RGBA, on painter: inout Painter) {
        let left = rect.midX - 10, top = rect.midY - 8, side = 19.0
        let square = [Point(x: left + 10, y: top), Point(x: left, y: top), Point(x: left, y: top + side),
                      Point(x: left + side, y: top + side), Point(x: left + side, y: top + 9)]
        var contours = Outline.stroke(square, width: 1.8)
        contours += Outline.stroke([Point(x: left + 8, y: top + 11), Point(x: left + side + 2, y: top - 2)], width: 2.4)
        painter.fillPath(contours, color)
    }

    /// `paperclip`, about 22 pt long, tilted 45°, centred in `rect`.
    static func paperclip(in rect: Rect, color: RGBA, on painter: inout Painter) {
        let quarter = Outline.steps / 4
        // The clip upright around (0, 0): the inner leg, the top bend, the long leg, the bottom
        // bend, the outer leg.
        var path = [Point(x: -1.5, y: 3.5), Point(x: -1.5, y: -6)]
        path += Outline.arc(center: Point(x: 1, y: -6), radius: 2.5, from: 0, to: 2 * quarter).reversed()
        path += [Point(x: 3.5, y: 8)]
        path += Outline.arc(center: Point(x: -0.5, y: 8), radius: 4, from: -2 * quarter, to: 0).reversed()
        path += [Point(x: -4.5, y: -7.5)]
        path += Outline.arc(center: Point(x: 0.5, y: -7.5), radius: 5, from: 0, to: 2 * quarter).reversed()
        path += [Point(x: 5.5, y: 4)]
        let half = 0.7071067811865476
        let turned = path.map { point in
            Point(x: rect.midX + (point.x - point.y) * half, y: rect.midY + (point.x + point.y) * half)
        }
        painter.fillPath(Outline.stroke(turned, width: 1.7), color)
    }

    /// The search bar's magnifier, 14 pt, its left edge at `x`.
    static func magnifier(x: Double, centerY: Double, color: RGBA, on painter: inout Painter) {
        let center = Point(x: x + 6, y: centerY - 1.5)
        var contours = Outline.ring(center: center, radius: 5.8, width: 1.7)
        contours += Outline.stroke([Point(x: center.x + 4.5, y: center.y + 4.5), Point(x: x + 14, y: centerY + 6.5)],
                                   width: 2)
        painter.fillPath(contours, color)
    }

    /// The Chats tab's `message.fill`: a speech bubble, 26 × 22 pt, centred in `rect`.
    static func chatsTab(in rect: Rect, color: RGBA, on painter: inout Painter) {
        let bubble = Rect(x: rect.midX - 13, y: rect.midY - 11, width: 26, height: 19)
        painter.fillRounded(bubble, radius: 9.5, color)
        painter.fillPath([[Point(x: bubble.minX + 5, y: bubble.maxY - 5), Point(x: bubble.minX + 2, y: bubble.maxY + 4),
                           Point(x: bubble.minX + 12, y: bubble.maxY - 2)]], color)
    }

    /// The Profile tab's `person.fill`: head and shoulders, centred in `rect`.
    static func profileTab(in rect: Rect, color: RGBA, on painter: inout Painter) {
        painter.fillCircle(Rect(x: rect.midX - 5.5, y: rect.midY - 12, width: 11, height: 11), color)
        let quarter = Outline.steps / 4
        let shoulders = Outline.arc(center: Point(x: rect.midX, y: rect.midY + 12), radius: 11, from: 0, to: 2 * quarter)
        painter.fillPath([shoulders.reversed()], color)
    }

    /// The play button over a video's first frame: a dark disc with a white triangle.
    static func play(in rect: Rect, on painter: inout Painter) {
        let side = min(rect.width, rect.height, 56)
        let disc = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        painter.fillCircle(disc, RGBA(0, 0, 0, 128))
        let t = side / 56
        painter.fillPath([[Point(x: disc.midX - 8 * t, y: disc.midY - 12 * t), Point(x: disc.midX - 8 * t, y: disc.midY + 12 * t),
                           Point(x: disc.midX + 13 * t, y: disc.midY)]], MessengerPalette.white)
    }

    /// The tutorial's logo: a blue speech bubble with a white lightning bolt, in `rect`.
    static func logo(in rect: Rect, on painter: inout Painter) {
        let side = min(rect.width, rect.height) * 0.9
        let disc = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        let u = side / 100
        painter.fillCircle(disc, MessengerPalette.blue)
        painter.fillPath([[Point(x: disc.minX + 14 * u, y: disc.minY + 72 * u), Point(x: disc.minX + 8 * u, y: disc.maxY),
                           Point(x: disc.minX + 34 * u, y: disc.minY + 90 * u)]], MessengerPalette.blue)
        let bolt = [(22, 62), (44, 38), (56, 50), (78, 38), (56, 62), (44, 50)].map {
            Point(x: disc.minX + Double($0.0) * u, y: disc.minY + Double($0.1) * u)
        }
        painter.fillPath([bolt], MessengerPalette.white)
    }

    /// Register's empty avatar, `person.circle` in light grey on white, filling `rect`.
    static func personCircle(in rect: Rect, on painter: inout Painter) {
        let color = MessengerPalette.lightGray
        let center = Point(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        let head = radius * 0.36
        painter.fillCircle(Rect(x: center.x - head, y: center.y - radius * 0.52, width: 2 * head, height: 2 * head), color)
        let body = radius * 0.66
        painter.clipped(to: rect) { painter in
            painter.fillCircle(Rect(x: center.x - body, y: center.y + radius * 0.38, width: 2 * body, height: 2 * body), color)
            // White between the square and the circle hides the body's overflow; the ring goes
            // over its edge.
            let inner = radius * 0.93
            let box = [Point(x: rect.minX - 1, y: rect.minY - 1), Point(x: rect.minX - 1, y: rect.maxY + 1),
                       Point(x: rect.maxX + 1, y: rect.maxY + 1), Point(x: rect.maxX + 1, y: rect.minY - 1)]
            painter.fillPath([box, Outline.disc(center: center, radius: inner, reversed: true)], MessengerPalette.white)
        }
        painter.fillPath(Outline.ring(center: center, radius: radius, width: radius * 0.08), color)
    }
}
