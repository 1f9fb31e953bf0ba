import Gestures

/// R13, R14: Instagrid's screen as views with recognizers from the kit (docs/rules.md, "Taps" and
/// "Swipe recognition"). The visible slots and the layout buttons are the kit's buttons with
/// R13's slop; the share swipe is the kit's swipe on the whole screen, in the share direction
/// (R6, R28), with R14's constants; a presented stand-in (R27) covers the screen, and its buttons
/// are the kit's buttons too. The reducer hands every touch to the arena (``arena``) and acts on
/// what it reports (`AppReducer+Touches.swift`).
extension AppState {
    /// The share swipe's name on the screen.
    public static let shareSwipeName = "share-swipe"

    /// How far the arena reaches beyond the screen on every side, in points: more than any
    /// supported screen's longer side, the farthest the grid slides (R7, R10). The arena's
    /// coordinates are the screen's moved by this much on both axes, so that a slot the grid has
    /// slid off screen still takes a touch aimed at it (a `tap: slot-1` while sharing is locked,
    /// R11), as the app's slots always have.
    public static let canvasMargin: Double = 1024

    /// A point of the screen in the arena's coordinates.
    public static func canvasPoint(_ point: Point) -> Point {
        Point(x: point.x + canvasMargin, y: point.y + canvasMargin)
    }

    /// The arena's size: the screen with ``canvasMargin`` on every side.
    public var canvasSize: Size {
        Size(width: geometry.screen.width + 2 * Self.canvasMargin, height: geometry.screen.height + 2 * Self.canvasMargin)
    }

    /// The screen's views now, in the arena's coordinates (``canvasMargin``) and in the order of
    /// ``ScreenTarget/all``: slots at the grid's offset (those the layout hides are hidden), the
    /// layout buttons, and the stand-in over everything with its buttons where ``StandInLayout``
    /// puts them (hidden while none is presented).
    public func screenViews() -> [GestureView] {
        let button = GestureView.Button(slop: options.gestures.tapSlop)
        let margin = Self.canvasMargin
        let canvas = Rect(x: 0, y: 0, width: canvasSize.width, height: canvasSize.height)
        let standIn = presentedStandIn
        let standInButtons = standIn.map { StandInLayout($0, in: geometry).buttons } ?? []
        let offset = gridOffset
        return zip(ScreenTarget.all, ScreenTarget.names).map { target, name in
            switch target {
            case .control(.slot(let slot)):
                let frame = geometry.slotRect(slot, in: layout, offset: offset)
                return GestureView(name: name, frame: (frame ?? geometry.grid).offsetBy(dx: margin, dy: margin),
                                   isHidden: frame == nil, button: button)
            case .control(.layoutButton(let choice)):
                return GestureView(name: name, frame: geometry.buttonRect(choice).offsetBy(dx: margin, dy: margin),
                                   button: button)
            case .standIn:
                return GestureView(name: name, frame: canvas, isHidden: standIn == nil)
            case .standInButton(let index):
                let shown = standInButtons.indices.contains(index)
                return GestureView(name: name, parent: ScreenTarget.standIn.name,
                                   frame: shown ? standInButtons[index].offsetBy(dx: margin, dy: margin) : canvas,
                                   isHidden: !shown, button: button)
            }
        }
    }

    /// The share swipe now (R14): the kit's swipe on the whole screen, one touch, in the share
    /// direction, with the constants of `options.gestures`. Recognized, it cancels its touch for
    /// the layout buttons and the slots (R13); a stand-in's button keeps its touch (`cancels`
    /// false when the swipe's touch is on one, `syncScreen(for:phase:)`), and answers if the touch
    /// ends on it (R27).
    public func shareSwipe(cancelsTouches cancels: Bool = true) -> GestureRecognizer {
        let constants = options.gestures
        var swipe = GestureRecognizer.Swipe(directions: [shareDirection], touches: 1)
        swipe.startDistance = constants.swipeStartDistance
        swipe.distance = constants.swipeDistance
        swipe.acrossDistance = constants.swipeAcrossDistance
        swipe.againstDistance = constants.swipeAgainstDistance
        swipe.maximumDuration = constants.swipeMaxDuration
        swipe.distanceRate = constants.swipeDistanceRate
        swipe.acrossRate = constants.swipeAcrossRate
        return GestureRecognizer(name: Self.shareSwipeName, kind: .swipe(swipe), view: GestureArena.rootName,
                                 cancelsTouchesInView: cancels)
    }

    /// Brings the arena in step with the screen (layout, rotation, the grid's offset while it
    /// slides, the stand-in, the share direction) before `phase` of the touch `id` is handed to
    /// it; touches down keep their views and the swipe its gesture. At a move the views' frames
    /// decide nothing (no hit-testing, no button's inside or outside), so only the swipe is kept
    /// in step then. The swipe can only be recognized at a move of its one touch: it cancels
    /// that touch in its view unless the touch is on a stand-in's button. Constants the kit
    /// refuses (a negative distance, which the scenario reader never gives) leave the screen as
    /// it was.
    mutating func syncScreen(for id: Int, phase: TouchPhase) {
        let cancels = standInButton(ofTouch: id) == nil
        if phase == .moved, let synced = screenKey, synced.direction == shareDirection, synced.cancels == cancels {
            return
        }
        let key = ScreenKey(orientation: orientation, layout: layout, offset: gridOffset, presented: presented,
                            direction: shareDirection, cancels: cancels)
        guard key != screenKey else { return }
        screenKey = key
        try? arena.update(screen: canvasSize, views: screenViews(), recognizers: [shareSwipe(cancelsTouches: cancels)])
    }

    /// What the touch `id` that is down began on, if anything.
    public func target(ofTouch id: Int) -> ScreenTarget? {
        arena.view(ofTouch: id).flatMap(ScreenTarget.init)
    }

    /// The stand-in button, by index, that the touch `id` that is down began on (R27).
    public func standInButton(ofTouch id: Int) -> Int? {
        if case .standInButton(let index) = target(ofTouch: id) { return index }
        return nil
    }

    /// Whether a touch of that id is down.
    public func isTouchDown(_ id: Int) -> Bool {
        arena.isTouchDown(id)
    }

    /// Takes `other`'s touches: its arena (the touches down, the share swipe's gesture, the
    /// buttons' touches), its history and the touches an interruption cancelled. What a test
    /// store settles itself before comparing states.
    public mutating func takeTouches(from other: AppState) {
        arena = other.arena
        screenKey = other.screenKey
        kept = other.kept
        interruptedTouches = other.interruptedTouches
    }
}
