import Devices
import Gestures
import VirtualClock

/// What the plain arena's views receive, its buttons' control events and its scroll views.
extension PlainArena {
    /// After an event's recognizers were all offered it: touch by touch in the order they began,
    /// the cancellations and drops its transitions caused, then the held phases they let go;
    /// then the event's own phase.
    mutating func deliverAfterTransitions(own: (serial: Int, phase: TouchPhase)? = nil) {
        for serial in touchSerials {
            guard var touch = touches[serial], touch.view != nil else { continue }
            if touch.pendingCancel {
                touch.queue.removeAll()
                touch.heldByScroll = nil
                touch.pendingCancel = false
                touch.pendingDrop = false
                let wasSent = touch.sentBegan && !touch.finished && !touch.dead
                touch.dead = true
                touches[serial] = touch
                if wasSent { deliver(serial, .cancelled) }
                continue
            }
            if touch.pendingDrop {
                // A holder of its `began` began or ended: a touch the view has not been sent yet
                // never reaches it.
                touch.pendingDrop = false
                if !touch.sentBegan {
                    touch.queue.removeAll()
                    touch.heldByScroll = nil
                    touch.dead = true
                }
                touches[serial] = touch
            }
            releaseHeld(serial)
        }
        if let own { deliverOwn(own.serial, own.phase) }
        // A touch that is up with nothing left for its view needs no more looking at here.
        touchSerials.removeAll { serial in
            guard let touch = touches[serial] else { return true }
            return !touch.isDown && touch.queue.isEmpty && touch.heldByScroll == nil
                && (touch.dead || touch.finished || touch.view == nil)
        }
    }

    /// The event's own phase: held back by a scroll view, queued behind held phases or held by a
    /// recognizer's delay, or delivered.
    mutating func deliverOwn(_ serial: Int, _ phase: TouchPhase) {
        guard let touch = touches[serial], touch.view != nil, !touch.dead else { return }
        if touch.heldByScroll != nil {
            switch phase {
            case .began:
                break
            case .moved:
                touches[serial]?.movesHeldByScroll += 1
            case .ended:
                // Delivered at its end as `began` then `ended`; the moves held meanwhile are dropped.
                touches[serial]?.heldByScroll = nil
                route(serial, .began)
                route(serial, .ended)
            case .cancelled:
                // Never sent: nothing to cancel.
                touches[serial]?.heldByScroll = nil
                touches[serial]?.dead = true
            }
            return
        }
        if phase == .cancelled {
            // Held phases are dropped; the view hears of the cancel only if it had the touch.
            touches[serial]?.queue.removeAll()
            touches[serial]?.dead = true
            if touch.sentBegan && !touch.finished { deliver(serial, .cancelled) }
            return
        }
        route(serial, phase)
    }

    /// A touch's delay on a scroll view's subview is over (150 ms): its `began`, and the moves it
    /// made meanwhile, go on, unless the scroll view's pan has begun with it.
    mutating func letThrough(_ serial: Int) {
        guard let touch = touches[serial], let scroll = touch.heldByScroll, !touch.dead else { return }
        touches[serial]?.heldByScroll = nil
        if let pan = recognizers[scroll + ".pan"], pan.touches.contains(serial), pan.state != .possible, pan.state != .failed {
            touches[serial]?.dead = true
            return
        }
        route(serial, .began)
        for _ in 0..<touch.movesHeldByScroll { route(serial, .moved) }
    }

    func isHeld(_ serial: Int, _ phase: TouchPhase) -> Bool {
        guard let touch = touches[serial] else { return false }
        return touch.recognizers.contains { name in
            guard let r = recognizers[name], r.state == .possible, r.touches.contains(serial) else { return false }
            return phase == .ended ? r.delaysEnded : r.delaysBegan
        }
    }

    mutating func route(_ serial: Int, _ phase: TouchPhase) {
        guard let touch = touches[serial], !touch.dead else { return }
        if !touch.queue.isEmpty || isHeld(serial, phase) {
            touches[serial]?.queue.append(phase)
        } else {
            deliver(serial, phase)
        }
    }

    mutating func releaseHeld(_ serial: Int) {
        while let touch = touches[serial], !touch.dead, let first = touch.queue.first, !isHeld(serial, first) {
            touches[serial]?.queue.removeFirst()
            deliver(serial, first)
        }
    }

    mutating func deliver(_ serial: Int, _ phase: TouchPhase) {
        guard let touch = touches[serial], let view = touch.view else { return }
        log.append("\(view) \(phase.rawValue)")
        switch phase {
        case .began: touches[serial]?.sentBegan = true
        case .ended, .cancelled: touches[serial]?.finished = true
        case .moved: break
        }
        guard let slop = views[view]?.slop else { return }
        switch phase {
        case .began:
            if buttonTouch[view] == nil { buttonTouch[view] = serial }
        case .moved:
            break
        case .ended:
            guard buttonTouch[view] == serial else { return }
            buttonTouch[view] = nil
            let inside = frameOnScreen(view, at: now).outset(by: slop).contains(touch.location)
            log.append("\(view) \(inside ? ControlEvent.touchUpInside.rawValue : ControlEvent.touchUpOutside.rawValue)")
        case .cancelled:
            guard buttonTouch[view] == serial else { return }
            buttonTouch[view] = nil
            log.append("\(view) \(ControlEvent.touchCancel.rawValue)")
        }
    }

    // MARK: The scroll view

    /// The scroll view's offset follows its pan: the offset at `began` less the translation,
    /// resisted past the ends; on release it coasts, returns to an end, or settles on a page.
    mutating func moveScroll(_ view: String, pan name: String, state: RecognizerState) {
        guard var scroll = scrolls[view], let r = recognizers[name], let paging = views[view]?.scroll?.isPaging else { return }
        switch state {
        case .began:
            scroll.x.offset = scroll.x.offset(at: now)
            scroll.y.offset = scroll.y.offset(at: now)
            scroll.rawStart = Point(
                x: RubberBand.raw(shown: scroll.x.offset, maxOffset: scroll.x.maxOffset, dimension: scroll.x.dimension),
                y: RubberBand.raw(shown: scroll.y.offset, maxOffset: scroll.y.maxOffset, dimension: scroll.y.dimension))
            Self.drag(&scroll.x, to: scroll.rawStart.x - r.translation.x)
            Self.drag(&scroll.y, to: scroll.rawStart.y - r.translation.y)
        case .changed:
            Self.drag(&scroll.x, to: scroll.rawStart.x - r.translation.x)
            Self.drag(&scroll.y, to: scroll.rawStart.y - r.translation.y)
        case .ended, .cancelled:
            // A cancelled pan's content follows its translation to where the touch was cancelled,
            // then stops there (or settles, past an end or on a page).
            Self.drag(&scroll.x, to: scroll.rawStart.x - r.translation.x)
            Self.drag(&scroll.y, to: scroll.rawStart.y - r.translation.y)
            let velocity = state == .ended ? self.velocity(of: name) : .zero
            Self.release(&scroll.x, velocity: -velocity.x, paging: paging, at: now)
            Self.release(&scroll.y, velocity: -velocity.y, paging: paging, at: now)
        case .possible, .failed:
            break
        }
        scrolls[view] = scroll
    }

    static func drag(_ axis: inout ScrollAxis, to raw: Double) {
        guard axis.maxOffset > 0 else { return }
        axis.motion = .dragging
        axis.offset = RubberBand.offset(raw: raw, maxOffset: axis.maxOffset, dimension: axis.dimension)
    }

    static func release(_ axis: inout ScrollAxis, velocity: Double, paging: Bool, at time: Double) {
        guard axis.maxOffset > 0 else { return }
        let offset = axis.offset
        func settle(to target: Double, duration: Double) {
            axis.motion = target == offset ? .resting : .settling(from: offset, to: target, start: time, duration: duration)
        }
        if paging {
            settle(to: page(offset: offset, velocity: velocity, maxOffset: axis.maxOffset, size: axis.dimension),
                   duration: ScrollAxis.pageDuration)
        } else if offset < 0 {
            settle(to: 0, duration: RubberBand.returnDuration)
        } else if offset > axis.maxOffset {
            settle(to: axis.maxOffset, duration: RubberBand.returnDuration)
        } else if abs(velocity) >= Deceleration.stopSpeed {
            axis.motion = .decelerating(Deceleration(from: offset, velocity: velocity, at: time))
        } else {
            axis.motion = .resting
        }
    }

    /// Pages at multiples of the view's size, the last at the end: the next one in the direction
    /// of a release at 300 pt/s or more, else the nearest.
    static func page(offset: Double, velocity: Double, maxOffset: Double, size: Double) -> Double {
        guard size > 0, maxOffset > 0 else { return 0 }
        let position = offset / size
        var index: Double
        if Measure.measured(abs(velocity)) >= 300 {
            index = velocity > 0 ? position.rounded(.down) + 1 : position.rounded(.up) - 1
        } else {
            index = position.rounded()
        }
        let last = (maxOffset / size).rounded(.up)
        index = min(max(index, 0), last)
        return min(index * size, maxOffset)
    }
}
