import Devices

/// What an app reads of its recognizers and scroll views beyond their states, and what it sets
/// on them, as a UIKit app calls the same on its recognizers and scroll views (docs/gestures.md,
/// "Attaching recognizers in your app").
extension GestureArena {
    /// Where a pan's or an edge pan's current gesture started: the centroid of its touches when
    /// they went down (moved, while it is `possible`, as fingers come or go), so that an app can
    /// measure a displacement from where a finger began rather than the translation, which leaves
    /// out the hysteresis; zero for the other kinds, and before a gesture's first touch.
    public func startLocation(of recognizer: RecognizerID) -> Point {
        switch runtimes[recognizer].tracker {
        case .pan(let pan): pan.start
        case .edgePan(let edge): edge.pan.start
        case .tap, .longPress, .swipe, .pinch, .rotation: .zero
        }
    }

    /// Sets a pan's or an edge pan's translation (UIKit's `setTranslation(_:in:)`): later moves add
    /// to it. A scroll view's content follows its pan at once (its offset is the offset when the
    /// pan began less the translation), so setting a zero translation when it begins starts the
    /// content from where it was, without the part of the first move past the hysteresis. Nothing
    /// for the other kinds.
    public mutating func setTranslation(_ translation: Point, of recognizer: RecognizerID) {
        switch runtimes[recognizer].tracker {
        case .pan(var pan):
            Self.set(translation, on: &pan)
            runtimes[recognizer].tracker = .pan(pan)
        case .edgePan(var edge):
            Self.set(translation, on: &edge.pan)
            runtimes[recognizer].tracker = .edgePan(edge)
        case .tap, .longPress, .swipe, .pinch, .rotation:
            return
        }
        if let scroll = specs[recognizer].scroll, runtimes[recognizer].state.isActive {
            scrolls[scroll].drag(by: translation)
        }
    }

    private static func set(_ translation: Point, on pan: inout PanTracker) {
        pan.translation = translation
        pan.origin = Point(x: pan.centroid.x - translation.x, y: pan.centroid.y - translation.y)
    }

    /// A scroll view's two axes — offset, motion, limits — or nil for a view that does not scroll.
    public func scrollAxes(of view: ViewID) -> (x: ScrollAxis, y: ScrollAxis)? {
        guard nodes.indices.contains(view), let index = nodes[view].scroll else { return nil }
        return (scrolls[index].x, scrolls[index].y)
    }

    /// Moves a scroll view's content to `offset` and stops it there (UIKit's
    /// `setContentOffset(_:animated: false)`): a coast or a return ends; a pan dragging it goes on
    /// from the new offset. Nothing for a view that does not scroll.
    public mutating func setContentOffset(_ offset: Point, of view: ViewID) {
        guard nodes.indices.contains(view), let index = nodes[view].scroll else { return }
        let dragging = scrolls[index].x.motion == .dragging || scrolls[index].y.motion == .dragging
        scrolls[index].x.offset = offset.x
        scrolls[index].y.offset = offset.y
        scrolls[index].x.motion = .resting
        scrolls[index].y.motion = .resting
        guard dragging, let pan = specs.firstIndex(where: { $0.scroll == index }) else { return }
        // The drag goes on from here: the raw offset it started from moves with the content.
        let translation = runtimes[pan].tracker.translation
        scrolls[index].dragStart = Point(x: scrolls[index].x.rawOffset() + translation.x,
                                         y: scrolls[index].y.rawOffset() + translation.y)
        scrolls[index].drag(by: translation)
    }
}
