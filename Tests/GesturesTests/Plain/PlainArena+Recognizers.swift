import Devices
import Gestures
import VirtualClock

/// The recognizers of the plain arena: each kind's rule, read from docs/gestures.md, and how
/// they compete (failure requirements, one at a time, controls win their own tap).
extension PlainArena {
    // MARK: A new gesture

    mutating func reset(_ name: String) {
        guard let old = recognizers[name] else { return }
        var r = PlainArena.Recognizer(name: old.name, view: old.view, kind: old.kind, requires: old.requires,
                                      simultaneous: old.simultaneous, cancels: old.cancels, delaysBegan: old.delaysBegan,
                                      delaysEnded: old.delaysEnded, scrollView: old.scrollView)
        r.recognized = old.recognized
        r.location = old.location
        recognizers[name] = r
        cancelTimers(name)
    }

    mutating func cancelTimers(_ name: String) {
        for what in ["tap-duration", "tap-interval", "long-press", "edge-within"] { cancel("\(what):\(name)") }
    }

    // MARK: What every event of its touches updates, whatever the recognizer makes of it

    mutating func track(_ name: String, _ phase: TouchPhase, _ serial: Int) {
        guard let r = recognizers[name] else { return }
        switch r.kind {
        case .pan, .edgePan:
            // Samples run from touch-down while it is possible or under way, not once it has finished.
            guard !r.state.isFinished else { return }
            let down = locationTouches(name)
            guard !down.isEmpty else { return }
            let point = centroid(down)
            // A position at the instant of the last one (on the clock's nanosecond grid) replaces it.
            if let last = r.positions.last, VirtualTime.snapped(last.time) == VirtualTime.snapped(now) {
                recognizers[name]?.positions[r.positions.count - 1] = Position(time: now, point: point)
            } else {
                recognizers[name]?.positions.append(Position(time: now, point: point))
            }
        case .pinch:
            if phase == .began, r.touches.count == 2, r.touches[1] == serial {
                let d0 = distance(r.touches[0], r.touches[1])
                recognizers[name]?.firstDistance = d0
            }
        case .rotation:
            guard r.touches.count == 2 else { return }
            if phase == .began {
                if r.touches[1] == serial {
                    let a = angle(r.touches[0], r.touches[1])
                    recognizers[name]?.lastAngle = a
                    recognizers[name]?.turned = 0
                }
            } else if r.state == .possible || r.state.isActive {
                let a = angle(r.touches[0], r.touches[1])
                recognizers[name]?.turned = r.turned + Measure.normalized(a - r.lastAngle)
                recognizers[name]?.lastAngle = a
            }
        default:
            break
        }
    }

    func distance(_ a: Int, _ b: Int) -> Double {
        Measure.distance(touches[a]?.location ?? .zero, touches[b]?.location ?? .zero)
    }

    func angle(_ a: Int, _ b: Int) -> Double {
        let p = touches[a]?.location ?? .zero, q = touches[b]?.location ?? .zero
        return Measure.angle(x: q.x - p.x, y: q.y - p.y)
    }

    // MARK: Offering a touch's phases

    mutating func offerBegan(_ name: String, _ serial: Int) {
        guard let r = recognizers[name], let touch = touches[serial] else { return }
        let down = fingersDown(name).count
        switch r.kind {
        case .tap(let tap):
            guard r.state == .possible else { return }
            let tapDown = r.tapFingers.filter { isDown($0) }.count
            if tapDown == 0 {
                // A new tap begins.
                recognizers[name]?.tapFingers = [serial]
                recognizers[name]?.tapMostDown = 1
                cancel("tap-interval:\(name)")
                if r.tapsDone == 0 { recognizers[name]?.tapStart = touch.location }
                schedule("tap-duration:\(name)", after: tap.duration)
            } else {
                recognizers[name]?.tapFingers.append(serial)
            }
            // Every touch of a later tap begins within `movement` of the first tap's first touch.
            if r.tapsDone > 0, Measure.measured(Measure.distance(touch.location, r.tapStart)) > tap.movement {
                fail(name)
                return
            }
            if down > tap.touches {
                fail(name)
                return
            }
            if down > recognizers[name]?.tapMostDown ?? 0 { recognizers[name]?.tapMostDown = down }
        case .longPress(let press):
            guard r.state == .possible else { return }
            if down > press.touches {
                fail(name)
            } else if down == press.touches, !r.pressTimerStarted {
                recognizers[name]?.pressTimerStarted = true
                schedule("long-press:\(name)", after: press.duration)
            }
        case .pan(let pan):
            if r.state == .possible {
                if let maximum = pan.maximumTouches, down > maximum {
                    fail(name)
                    return
                }
                let start = centroid(fingersDown(name))
                recognizers[name]?.start = start
            } else if r.state.isActive {
                // The origin moves with the centroid so that the translation does not jump.
                let c = centroid(fingersDown(name))
                recognizers[name]?.origin = Point(x: c.x - r.translation.x, y: c.y - r.translation.y)
            }
        case .swipe(let swipe):
            guard r.state == .possible else { return }
            if r.swipeTime == nil { recognizers[name]?.swipeTime = now }
            if down > swipe.touches {
                fail(name)
            } else if down == swipe.touches {
                let start = centroid(fingersDown(name))
                recognizers[name]?.swipeStart = start
                recognizers[name]?.ruledOut = Array(repeating: false, count: swipe.directions.count)
            }
        case .edgePan(let edge):
            guard r.state == .possible else { return }
            let p = touch.location
            var best: (edge: GestureRecognizer.Edge, distance: Double)?
            for e in edge.edges {
                let d: Double
                switch e {
                case .left: d = p.x
                case .right: d = screen.width - p.x
                case .top: d = p.y
                case .bottom: d = screen.height - p.y
                }
                guard Measure.measured(d) <= edge.region else { continue }
                if best == nil || d < best!.distance { best = (e, d) }
            }
            guard let best else {
                fail(name)
                return
            }
            recognizers[name]?.edge = best.edge
            recognizers[name]?.start = p
            if let within = edge.within { schedule("edge-within:\(name)", after: within) }
        case .pinch, .rotation:
            break
        }
    }

    mutating func offerMoved(_ name: String, _ serial: Int) {
        guard let r = recognizers[name], let touch = touches[serial] else { return }
        switch r.kind {
        case .tap(let tap):
            if Measure.measured(Measure.distance(touch.location, touch.beganAt)) > tap.movement { fail(name) }
        case .longPress(let press):
            if r.state == .possible {
                if Measure.measured(Measure.distance(touch.location, touch.beganAt)) > press.movement { fail(name) }
            } else {
                apply(name, .changed)
            }
        case .pan(let pan):
            let c = centroid(fingersDown(name))
            if r.state == .possible {
                guard fingersDown(name).count >= pan.minimumTouches else { return }
                let dx = Measure.measured(abs(c.x - r.start.x)), dy = Measure.measured(abs(c.y - r.start.y))
                let horizontal = pan.axes != .vertical && dx >= pan.hysteresis
                let vertical = pan.axes != .horizontal && dy >= pan.hysteresis
                if horizontal || vertical { leavePossible(name, to: .began) }
            } else {
                recognizers[name]?.translation = Point(x: c.x - r.origin.x, y: c.y - r.origin.y)
                apply(name, .changed)
            }
        case .swipe(let swipe):
            guard let start = r.swipeStart, let began = r.swipeTime else { return }
            let c = centroid(fingersDown(name))
            let dx = c.x - start.x, dy = c.y - start.y
            guard dx * dx + dy * dy >= swipe.startDistance * swipe.startDistance else { return }
            let elapsed = now - began
            if elapsed > swipe.maximumDuration {
                fail(name)
                return
            }
            let t = min(elapsed, swipe.maximumDuration)
            let f = 1 - t * (1 - swipe.distanceRate)
            let g = 1 - t * (1 - swipe.acrossRate)
            var out = r.ruledOut
            var along: [Double] = []
            for (i, direction) in swipe.directions.enumerated() {
                let (a, across): (Double, Double)
                switch direction {
                case .right: (a, across) = (dx, abs(dy))
                case .left: (a, across) = (-dx, abs(dy))
                case .down: (a, across) = (dy, abs(dx))
                case .up: (a, across) = (-dy, abs(dx))
                }
                along.append(a)
                if out[i] { continue }
                if -a > swipe.againstDistance || across > swipe.acrossDistance * g { out[i] = true }
            }
            recognizers[name]?.ruledOut = out
            if !out.contains(false) {
                fail(name)
                return
            }
            if swipe.directions.indices.contains(where: { !out[$0] && along[$0] >= swipe.distance * f }) {
                leavePossible(name, to: .ended)
            }
        case .edgePan(let edge):
            let p = touch.location
            if r.state == .possible {
                let dx = p.x - r.start.x, dy = p.y - r.start.y
                let (away, along): (Double, Double)
                switch r.edge ?? .left {
                case .left: (away, along) = (dx, abs(dy))
                case .right: (away, along) = (-dx, abs(dy))
                case .top: (away, along) = (dy, abs(dx))
                case .bottom: (away, along) = (-dy, abs(dx))
                }
                let a = Measure.measured(away)
                if a >= edge.hysteresis, a > Measure.measured(along) { leavePossible(name, to: .began) }
            } else {
                recognizers[name]?.translation = Point(x: p.x - r.origin.x, y: p.y - r.origin.y)
                apply(name, .changed)
            }
        case .pinch(let pinch):
            guard r.touches.count == 2 else { return }
            let d = distance(r.touches[0], r.touches[1])
            if r.state == .possible {
                if Measure.measured(abs(d - r.firstDistance)) > pinch.hysteresis { leavePossible(name, to: .began) }
            } else {
                recognizers[name]?.scale = d / r.divisor
                updateRate(name, d / r.divisor)
                apply(name, .changed)
            }
        case .rotation(let rotation):
            guard r.touches.count == 2 else { return }
            if r.state == .possible {
                if abs(r.turned) > rotation.hysteresis { leavePossible(name, to: .began) }
            } else {
                recognizers[name]?.rotation = r.turned - r.turnedAtBegan
                updateRate(name, r.turned - r.turnedAtBegan)
                apply(name, .changed)
            }
        }
    }

    mutating func offerEnded(_ name: String, _ serial: Int) {
        guard let r = recognizers[name], let touch = touches[serial] else { return }
        switch r.kind {
        case .tap(let tap):
            if Measure.measured(Measure.distance(touch.location, touch.beganAt)) > tap.movement {
                fail(name)
                return
            }
            guard !r.tapFingers.contains(where: { isDown($0) }) else { return }
            cancel("tap-duration:\(name)")
            if r.tapMostDown < tap.touches {
                fail(name)
                return
            }
            recognizers[name]?.tapsDone = r.tapsDone + 1
            if r.tapsDone + 1 < tap.taps {
                schedule("tap-interval:\(name)", after: tap.interval)
                return
            }
            // Rule 3: a one-finger, one-tap tap of an ancestor of the button the touch is on.
            if tap.taps == 1, tap.touches == 1, let view = touch.view, views[view]?.slop != nil,
               isStrictAncestor(r.view, of: view) {
                fail(name)
                return
            }
            leavePossible(name, to: .ended)
        case .longPress, .swipe:
            if r.state == .possible { fail(name) } else { apply(name, .ended) }
        case .pan:
            let all = locationTouches(name)
            let c = centroid(all)
            if r.state == .possible {
                fail(name)
            } else if fingersDown(name).isEmpty {
                recognizers[name]?.translation = Point(x: c.x - r.origin.x, y: c.y - r.origin.y)
                apply(name, .ended)
            } else {
                let translation = Point(x: c.x - r.origin.x, y: c.y - r.origin.y)
                let rest = centroid(fingersDown(name))
                recognizers[name]?.translation = translation
                recognizers[name]?.origin = Point(x: rest.x - translation.x, y: rest.y - translation.y)
            }
        case .edgePan:
            if r.state == .possible {
                fail(name)
            } else {
                let p = touch.location
                recognizers[name]?.translation = Point(x: p.x - r.origin.x, y: p.y - r.origin.y)
                apply(name, .ended)
            }
        case .pinch, .rotation:
            // Its scale (rotation) and velocity stay those of its last move.
            if r.state == .possible { fail(name) } else { apply(name, .ended) }
        }
    }

    /// A touch the system cancelled: a recognizer still possible fails; one under way is
    /// cancelled, but a pan with other fingers down goes on without it (as when one lifts).
    mutating func offerCancelled(_ name: String, _ serial: Int) {
        guard let r = recognizers[name] else { return }
        if r.state == .possible {
            fail(name)
        } else if case .pan = r.kind, !fingersDown(name).isEmpty {
            let c = centroid(locationTouches(name))
            let translation = Point(x: c.x - r.origin.x, y: c.y - r.origin.y)
            let rest = centroid(fingersDown(name))
            recognizers[name]?.translation = translation
            recognizers[name]?.origin = Point(x: rest.x - translation.x, y: rest.y - translation.y)
        } else {
            // Its translation goes where the touch was cancelled, as at an end.
            if case .pan = r.kind {
                let c = centroid(locationTouches(name))
                recognizers[name]?.translation = Point(x: c.x - r.origin.x, y: c.y - r.origin.y)
            } else if case .edgePan = r.kind, let p = touches[serial]?.location {
                recognizers[name]?.translation = Point(x: p.x - r.origin.x, y: p.y - r.origin.y)
            }
            apply(name, .cancelled)
        }
    }

    mutating func updateRate(_ name: String, _ value: Double) {
        guard var rate = recognizers[name]?.rate else { return }
        if VirtualTime.snapped(now) == VirtualTime.snapped(rate.time) {
            if let before = rate.before {
                let sample = (value - before.value) / (now - before.time)
                rate.velocity = before.events == 0 ? sample : 0.75 * before.velocity + 0.25 * sample
                rate.events = before.events + 1
            }
            rate.value = value
        } else {
            rate.before = Rate.Before(time: rate.time, value: rate.value, velocity: rate.velocity, events: rate.events)
            let sample = (value - rate.value) / (now - rate.time)
            rate.velocity = rate.events == 0 ? sample : 0.75 * rate.velocity + 0.25 * sample
            rate.events += 1
            rate.time = now
            rate.value = value
        }
        recognizers[name]?.rate = rate
    }

    // MARK: Leaving `possible`, and what follows (rules 1 and 2)

    /// One at a time from its side: it fails when one it shares a touch with and may not
    /// recognize with, or one it requires, is already past `possible`. Rule 1: it waits while
    /// one it requires is `possible` and takes part in a touch (an idle one holds nothing).
    mutating func leavePossible(_ name: String, to state: RecognizerState) {
        guard let r = recognizers[name] else { return }
        if isPrevented(name) {
            fail(name)
        } else if r.requires.contains(where: { holds($0) }) {
            recognizers[name]?.waiting = true
        } else {
            apply(name, state)
        }
    }

    /// Whether a requirement holds a recognizer back: `possible`, with a touch of its own.
    func holds(_ requirement: String) -> Bool {
        guard let r = recognizers[requirement] else { return false }
        return r.state == .possible && !r.touches.isEmpty
    }

    /// Whether another recognizer it shares a touch with is past `possible` (began, changed,
    /// ended, cancelled) and may not recognize with it, or is one it requires.
    func isPrevented(_ name: String) -> Bool {
        guard let r = recognizers[name] else { return false }
        return recognizerNames.contains { other in
            guard other != name, let o = recognizers[other], sharesTouch(name, other) else { return false }
            guard [.began, .changed, .ended, .cancelled].contains(o.state) else { return false }
            return !maySimultaneously(name, other) || r.requires.contains(other)
        }
    }

    mutating func fail(_ name: String) {
        apply(name, .failed)
    }

    mutating func apply(_ name: String, _ state: RecognizerState, released: Bool = false) {
        guard let r = recognizers[name] else { return }
        let wasActive = r.state.isActive
        // One that leaves `possible` at the event at which a touch began (released by rule 1)
        // takes no part in that touch, though it took it while waiting.
        if let new = touchBeganNow, r.state == .possible, state == .began || state == .ended {
            recognizers[name]?.touches.removeAll { $0 == new }
        }
        recognizers[name]?.state = state
        recognizers[name]?.waiting = false
        if !changedAtEvent.contains(name) { changedAtEvent.append(name) }
        if state == .began {
            recognizers[name]?.recognized = r.recognized + 1
            begin(name, released: released)
        } else if state == .ended, r.isDiscrete {
            recognizers[name]?.recognized = r.recognized + 1
        }
        if state.isFinished { cancelTimers(name) }
        setLocation(name)
        log.append("\(name) \(state.rawValue)")
        if let scroll = r.scrollView { moveScroll(scroll, pan: name, state: state) }

        let recognizedOrEnded = state == .began || (state == .ended && (r.isDiscrete || wasActive))
        guard recognizedOrEnded || state == .failed else { return }
        if recognizedOrEnded {
            for serial in recognizers[name]?.touches ?? [] {
                if r.cancels { touches[serial]?.pendingCancel = true }
                if r.delaysBegan { touches[serial]?.pendingDrop = true }
            }
            // Rule 1 fails the waiting ones that require it; rule 2 those that share a touch.
            let victims = recognizerNames.filter { other in
                guard other != name, let o = recognizers[other], o.state == .possible else { return false }
                if o.waiting, o.requires.contains(name) { return true }
                return sharesTouch(name, other) && !maySimultaneously(name, other)
            }
            doomed += victims
            for victim in victims {
                if let index = doomed.firstIndex(of: victim) { doomed.remove(at: index) }
                if recognizers[victim]?.state == .possible { fail(victim) }
            }
        } else {
            release(after: name)
        }
    }

    /// Rule 1: a waiting recognizer none of whose requirements is `possible` leaves `possible` now.
    mutating func release(after failed: String) {
        for name in recognizerNames {
            guard let w = recognizers[name], w.waiting, w.state == .possible, w.requires.contains(failed),
                  !doomed.contains(name) else { continue }
            guard !w.requires.contains(where: { holds($0) }) else { continue }
            // Released at an event, it takes no part in a touch that began at it.
            if let new = touchBeganNow { recognizers[name]?.touches.removeAll { $0 == new } }
            if isPrevented(name) {
                fail(name)
            } else {
                apply(name, w.isDiscrete ? .ended : .began, released: true)
            }
        }
    }

    func sharesTouch(_ a: String, _ b: String) -> Bool {
        guard let x = recognizers[a], let y = recognizers[b] else { return false }
        return x.touches.contains { y.touches.contains($0) }
    }

    func maySimultaneously(_ a: String, _ b: String) -> Bool {
        recognizers[a]?.simultaneous.contains(b) == true || recognizers[b]?.simultaneous.contains(a) == true
    }

    /// What a continuous recognizer sets up as it begins.
    mutating func begin(_ name: String, released: Bool) {
        guard let r = recognizers[name] else { return }
        switch r.kind {
        case .pan, .edgePan:
            // Without the jump of its hysteresis; from (0, 0) where its touches are when released.
            var hysteresis = 0.0
            if case .pan(let pan) = r.kind { hysteresis = pan.hysteresis }
            if case .edgePan(let edge) = r.kind { hysteresis = edge.hysteresis }
            let down = locationTouches(name)
            let c = centroid(down.isEmpty ? r.touches : down)
            let t = released ? Point.zero : Self.beyond(Point(x: c.x - r.start.x, y: c.y - r.start.y), hysteresis)
            recognizers[name]?.translation = t
            recognizers[name]?.origin = Point(x: c.x - t.x, y: c.y - t.y)
        case .pinch(let pinch):
            let d = distance(r.touches[0], r.touches[1])
            let divisor = d >= r.firstDistance ? r.firstDistance + pinch.hysteresis : r.firstDistance - pinch.hysteresis
            recognizers[name]?.divisor = divisor
            recognizers[name]?.scale = d / divisor
            recognizers[name]?.rate = Rate(time: now, value: d / divisor)
        case .rotation:
            // From the angle at this instant: the event being handled may not have reached it yet.
            if r.touches.count == 2 {
                let a = angle(r.touches[0], r.touches[1])
                let turned = r.turned + Measure.normalized(a - r.lastAngle)
                recognizers[name]?.turned = turned
                recognizers[name]?.lastAngle = a
            }
            let base = recognizers[name]?.turned ?? 0
            recognizers[name]?.turnedAtBegan = base
            recognizers[name]?.rotation = 0
            recognizers[name]?.rate = Rate(time: now, value: 0)
        default:
            break
        }
    }

    /// (sign(dx) · max(|dx| − h, 0), sign(dy) · max(|dy| − h, 0)).
    static func beyond(_ d: Point, _ h: Double) -> Point {
        func one(_ v: Double) -> Double {
            let m = max(abs(v) - h, 0)
            return v > 0 ? m : (v < 0 ? -m : 0)
        }
        return Point(x: one(d.x), y: one(d.y))
    }
}
