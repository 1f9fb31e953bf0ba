import Gestures

/// R13, R14, R26, R27: every touch goes to the kit's arena (``AppState/arena``, the screen of
/// `AppState+Screen.swift`), and what it reports is what the app does: the share swipe
/// recognized or failed, a layout button's or a slot's control events firing it (R11's lock and
/// R27's modals are judged then), a stand-in's button answering it. Touch ids that are not down,
/// or already down, and touches an interruption cancelled are the app's to ignore, as before
/// the arena sees them.
extension AppState {
    mutating func touchBegan(id: Int, at point: Point) -> [AppEffect] {
        if isTouchDown(id) || interruptedTouches.contains(id) {
            return [.log(.ignored(.duplicateTouch(id: id)))]
        }
        if lifecycle != .active {
            interruptedTouches.append(id)
            return [.log(.ignored(.notActive(lifecycle, input: "touch \(id)")))]
        }
        let reports = hand(.began, id: id, at: point)
        let down: AppEvent
        if let standIn = presentedStandIn {
            if let index = standInButton(ofTouch: id), standIn.buttons.indices.contains(index) {
                down = .touchOnButton(id: id, title: standIn.buttons[index].title)
            } else {
                down = .ignored(.outsideStandIn("touch not on a button of '\(standIn.title)'"))
            }
        } else if case .control(let control) = target(ofTouch: id) {
            down = .touchDown(id: id, on: control)
        } else {
            down = .touchDown(id: id, on: nil)
        }
        var effects: [AppEffect] = [.log(down)]
        react(to: reports, of: .began, into: &effects)
        return effects
    }

    mutating func touchMoved(id: Int, to point: Point) -> [AppEffect] {
        guard isTouchDown(id) else {
            if interruptedTouches.contains(id) { return [.log(.ignored(.interruptedTouch(id: id)))] }
            return [.log(.ignored(.unknownTouch(id: id)))]
        }
        var effects: [AppEffect] = []
        react(to: hand(.moved, id: id, at: point), of: .moved, into: &effects)
        return effects.isEmpty ? [.log(.touchMovedTo(id: id))] : effects
    }

    mutating func touchEnded(id: Int, at point: Point, cancelled: Bool) -> [AppEffect] {
        guard isTouchDown(id) else {
            if let interrupted = interruptedTouches.firstIndex(of: id) {
                interruptedTouches.remove(at: interrupted)
                return [.log(.ignored(.interruptedTouch(id: id)))]
            }
            return [.log(.ignored(.unknownTouch(id: id)))]
        }
        let phase: TouchPhase = cancelled ? .cancelled : .ended
        var effects: [AppEffect] = [.log(.touchLifted(id: id))]
        react(to: hand(phase, id: id, at: point), of: phase, into: &effects)
        return effects
    }

    /// R26: cancels every touch that is down, as the system does: no button fires, a swipe in
    /// progress fails. Their later events are accepted and ignored.
    mutating func interruptTouches() -> [AppEffect] {
        var effects: [AppEffect] = []
        for touch in arena.touchesDown() {
            interruptedTouches.append(touch.id)
            effects.append(.log(.touchInterrupted(id: touch.id)))
            react(to: hand(.cancelled, id: touch.id, atCanvas: touch.location), of: .cancelled, into: &effects)
        }
        return effects
    }

    /// Hands one phase of a touch at `point` on the screen to the arena.
    private mutating func hand(_ phase: TouchPhase, id: Int, at point: Point) -> [GestureReport] {
        hand(phase, id: id, atCanvas: Self.canvasPoint(point))
    }

    /// Hands one phase of a touch at `point` in the arena's coordinates to the arena, in step
    /// with the screen, and records both in the history when it is kept. The share swipe and the
    /// buttons start no timers.
    private mutating func hand(_ phase: TouchPhase, id: Int, atCanvas point: Point) -> [GestureReport] {
        syncScreen(for: id, phase: phase)
        var reports: [GestureReport] = []
        reports.reserveCapacity(8)
        kept.record(phase, id: id, at: now)
        arena.handle(phase, id: id, at: point, time: now, into: &reports)
        kept.record(reports, at: now)
        return reports
    }

    /// What the app does with the arena's reports for one phase of a touch, in their order,
    /// added to `effects`; a recognized share swipe starts the share (R7, R11, R12) after the
    /// touch it cancelled for the buttons.
    private mutating func react(to reports: [GestureReport], of phase: TouchPhase, into effects: inout [AppEffect]) {
        var swiped = false
        for report in reports {
            switch report {
            case let .recognizer(_, state) where state == .ended:
                swiped = true
                effects.append(.log(.swipeRecognized(shareDirection)))
            case let .recognizer(_, state) where state == .failed:
                effects.append(.log(.swipeFailed(SwipeFailure(phase))))
            case let .control(view, event):
                effects += controlSent(event, by: view, swiped: swiped)
            case .recognizer, .waiting, .delivered, .schedule, .cancel:
                break
            }
        }
        if swiped { effects += shareSwipeRecognized() }
    }

    /// A control event of a view (R13, R27): a layout button or a slot fires on touch-up-inside
    /// and misses on touch-up-outside (a slot the layout hid since is ignored either way); a
    /// stand-in's button answers as its step would, or is missed. A touch cancelled for the
    /// buttons by the share swipe is traced; one the system cancelled fires nothing.
    private mutating func controlSent(_ event: ControlEvent, by view: ViewID, swiped: Bool) -> [AppEffect] {
        switch ScreenTarget(view) {
        case .control(let control):
            if event == .touchCancel { return swiped ? [.log(.tapCancelledBySwipe(control))] : [] }
            if case .slot(let slot) = control, !layout.shows(slot) { return [.log(.ignored(.slotHidden(slot)))] }
            guard event == .touchUpInside else { return [.log(.tapMissed(control, slop: options.gestures.tapSlop))] }
            return controlFired(control)
        case .standInButton(let index):
            guard event != .touchCancel, let standIn = presentedStandIn, standIn.buttons.indices.contains(index) else {
                return []
            }
            let button = standIn.buttons[index]
            guard event == .touchUpInside else {
                return [.log(.ignored(.outsideStandIn("touch ended outside button '\(button.title)'")))]
            }
            return reduce(button.answer.action)
        case .standIn, nil:
            return []
        }
    }
}

extension SwipeFailure {
    /// Why the share swipe failed at a touch of this phase.
    init(_ phase: TouchPhase) {
        switch phase {
        case .began: self = .secondTouch
        case .moved: self = .outOfBounds
        case .ended: self = .endedBeforeRecognized
        case .cancelled: self = .cancelled
        }
    }
}
