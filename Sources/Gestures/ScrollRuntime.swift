import Devices

/// A scroll view's offset along both axes, and where its pan's drag started.
struct ScrollRuntime: Sendable, Equatable {
    var view: ViewID
    var x: ScrollAxis
    var y: ScrollAxis
    var isPaging: Bool
    /// The raw offset the current drag started from.
    var dragStart: Point = .zero

    init(view: ViewID, frame: Rect, scroll: GestureView.Scroll) {
        self.view = view
        x = ScrollAxis(maxOffset: scroll.content.width - frame.width, dimension: frame.width,
                       alwaysBounces: scroll.alwaysBounceHorizontal)
        y = ScrollAxis(maxOffset: scroll.content.height - frame.height, dimension: frame.height,
                       alwaysBounces: scroll.alwaysBounceVertical)
        isPaging = scroll.isPaging
    }

    /// The axes along which the content is larger than the view.
    var axes: GestureRecognizer.Axes {
        switch (x.scrolls, y.scrolls) {
        case (true, false): .horizontal
        case (false, true): .vertical
        default: .both
        }
    }

    func offset(at time: Double) -> Point {
        Point(x: x.offset(at: time), y: y.offset(at: time))
    }

    func isMoving(at time: Double) -> Bool {
        x.isMoving(at: time) || y.isMoving(at: time)
    }

    mutating func stop(at time: Double) {
        x.stop(at: time)
        y.stop(at: time)
    }

    /// The pan began: the drag starts from where the content is.
    mutating func beginDrag(at time: Double) {
        stop(at: time)
        dragStart = Point(x: x.rawOffset(), y: y.rawOffset())
    }

    /// The pan moved: the content follows its translation on the axes that scroll.
    mutating func drag(by translation: Point) {
        if x.scrolls { x.drag(to: dragStart.x - translation.x) }
        if y.scrolls { y.drag(to: dragStart.y - translation.y) }
    }

    /// The pan ended with `velocity` (the finger's, pt/s): the content coasts, returns or pages.
    mutating func release(velocity: Point, at time: Double) {
        if x.scrolls { x.release(velocity: -velocity.x, paging: isPaging, at: time) } else { x.motion = .resting }
        if y.scrolls { y.release(velocity: -velocity.y, paging: isPaging, at: time) } else { y.motion = .resting }
    }
}
