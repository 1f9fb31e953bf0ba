import Devices
import GestureLabModel
import Gestures
import Raster

/// Draws the lab's phone (docs/gestures.md, "The gesture lab"): every view as an outlined
/// rounded rectangle with its name (a button filled while highlighted, a scroll view's content as
/// numbered bands at its offset), each recognizer as a badge on its view with its name and state
/// in the state's colour, and each touch down as a circle. The same state gives the same bytes.
public struct LabRenderer: Sendable {
    public init() {}

    public func render(_ state: LabState) -> RGBAImage {
        let scale = state.device.scale
        let size = state.device.portraitSize
        var canvas = Canvas(width: Int(size.width) * scale, height: Int(size.height) * scale, fill: Palette.background)
        var drawing = Drawing(arena: state.arena, time: state.now, scale: Double(scale),
                              text: Font(.text, pixelSize: 13 * scale), name: Font(.textSemibold, pixelSize: 13 * scale))
        let highlighted = Set(state.arena.highlightedButtons())
        for child in state.arena.children(of: 0) {
            drawing.view(child, highlighted: highlighted, clip: canvas.bounds, on: &canvas)
        }
        drawing.badges(on: &canvas)
        for touch in state.arena.touchesDown() {
            let centre = FPoint(touch.location.x * drawing.scale, touch.location.y * drawing.scale)
            canvas.fillCircle(center: centre, radius: 22 * drawing.scale, color: Palette.touchRing)
            canvas.fillCircle(center: centre, radius: 19 * drawing.scale, color: Palette.touch)
        }
        return canvas.image
    }

    /// One picture's drawing state.
    struct Drawing {
        let arena: GestureArena
        let time: Double
        let scale: Double
        let text: Font
        let name: Font

        func pixels(_ rect: Rect) -> FRect {
            FRect(x: rect.x * scale, y: rect.y * scale, width: rect.width * scale, height: rect.height * scale)
        }

        /// A view and its subviews, clipped to the scroll views they are in.
        mutating func view(_ id: ViewID, highlighted: Set<ViewID>, clip: PixelRect, inert: Bool = false,
                           on canvas: inout Canvas) {
            let description = arena.views[id]
            let inert = inert || !description.isInteractionEnabled
            guard !description.isHidden else { return }
            let frame = pixels(arena.frameOnScreen(of: id, at: time))
            let radius = 8 * scale
            canvas.pushClip(clip)
            canvas.fillRoundedRect(frame, radius: radius, color: Palette.outline)
            let fill: RGBA = if description.button != nil {
                highlighted.contains(id) ? Palette.buttonHighlighted : Palette.button
            } else if inert {
                Palette.inert
            } else {
                Palette.view
            }
            canvas.fillRoundedRect(frame.insetBy(1.5 * scale), radius: radius - 1.5 * scale, color: fill)
            var inner = clip
            if description.scroll != nil {
                inner = clip.intersection(frame.insetBy(1.5 * scale).pixelBounds)
                bands(of: id, in: frame, clip: inner, on: &canvas)
            }
            let color = description.button != nil && highlighted.contains(id) ? Palette.lightText : Palette.text
            let metrics = name.measure(description.name)
            canvas.withClip(clip.intersection(frame.pixelBounds)) { canvas in
                canvas.drawText(description.name, font: name, color: color, x: Int((frame.x + 6 * scale).rounded()),
                                baseline: Int((frame.y + 5 * scale).rounded()) + metrics.ascent)
            }
            canvas.popClip()
            for child in arena.children(of: id) {
                view(child, highlighted: highlighted, clip: inner, inert: inert, on: &canvas)
            }
        }

        /// A scroll view's content as numbered bands (a page each when it pages, else 50 pt) at
        /// its offset.
        private func bands(of id: ViewID, in frame: FRect, clip: PixelRect, on canvas: inout Canvas) {
            guard let scroll = arena.views[id].scroll else { return }
            let offset = arena.contentOffset(of: id, at: time)
            let view = arena.views[id].frame
            let vertical = scroll.content.height > view.height || scroll.content.width <= view.width
            let length = vertical ? scroll.content.height : scroll.content.width
            let band = scroll.isPaging ? (vertical ? view.height : view.width) : 50
            let count = min(Int((length / band).rounded(.up)), 1000)
            canvas.withClip(clip) { canvas in
                for index in 0..<count {
                    let start = Double(index) * band
                    let extent = min(band, length - start)
                    let rect = vertical
                        ? Rect(x: 0, y: start - offset.y, width: scroll.content.width - offset.x, height: extent)
                        : Rect(x: start - offset.x, y: -offset.y, width: extent, height: scroll.content.height)
                    let onScreen = FRect(x: frame.x + rect.x * scale, y: frame.y + rect.y * scale,
                                         width: rect.width * scale, height: rect.height * scale)
                    guard onScreen.pixelBounds.intersection(clip).isEmpty == false else { continue }
                    canvas.fill(onScreen, color: index % 2 == 0 ? Palette.bandEven : Palette.bandOdd)
                    canvas.drawText("\(index + 1)", font: text, color: Palette.bandText, centeredIn: onScreen)
                }
            }
        }

        /// Each recognizer as a badge with its name and state, stacked down from the top right
        /// corner of its view (the screen's up from the screen's bottom right corner, clear of the
        /// views that fill it).
        func badges(on canvas: inout Canvas) {
            var stacked: [ViewID: Double] = [:]
            for id in arena.recognizers.indices {
                let view = arena.view(named: arena.recognizers[id].view) ?? 0
                guard !isHidden(view) else { continue }
                let frame = pixels(arena.frameOnScreen(of: view, at: time))
                let waiting = arena.isWaiting(id)
                let state = arena.state(of: id)
                let label = "\(arena.recognizers[id].name) \(waiting ? "waiting" : state.rawValue)"
                let metrics = text.measure(label)
                let height = 20 * scale
                let width = Double(metrics.width) + 12 * scale
                let level = stacked[view, default: 0]
                stacked[view] = level + 1
                let step = level * (height + 3 * scale)
                let y = view == 0 ? frame.maxY - 4 * scale - height - step : frame.y + 4 * scale + step
                let badge = FRect(x: frame.maxX - 4 * scale - width, y: y, width: width, height: height)
                canvas.fillRoundedRect(badge, radius: height / 2, color: Palette.badge(state, waiting: waiting))
                canvas.drawText(label, font: text, color: Palette.badgeText(state, waiting: waiting), centeredIn: badge)
            }
        }

        private func isHidden(_ view: ViewID) -> Bool {
            var current: ViewID? = view
            while let id = current {
                if arena.views[id].isHidden { return true }
                current = arena.parent(of: id)
            }
            return false
        }
    }
}
