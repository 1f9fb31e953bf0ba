import Devices

extension GestureArena {
    /// Handles one phase of touch `id` at `location` (screen points) at `time`, appending what
    /// happened to `reports` in order (docs/gestures.md, "One event, in order"): the touch is
    /// offered to its recognizers, their transitions and the consequences are applied, the
    /// deliveries those cause are made, then the event's own delivery. A phase that does not fit
    /// (a `began` for a touch that is down, a `moved` for one that is not) is ignored.
    public mutating func handle(_ phase: TouchPhase, id: Int, at location: Point, time: Double,
                                into reports: inout [GestureReport]) {
        if time > now { now = time }
        changedThisEvent = 0
        switch phase {
        case .began:
            touchBegan(id: id, at: location, into: &reports)
        case .moved:
            guard let slot = downSlot(of: id) else { return }
            slots[slot].location = location
            offer(.moved, slot: slot, into: &reports)
            settleDeliveries(into: &reports)
            enqueue(.moved, slot: slot, into: &reports)
        case .ended, .cancelled:
            guard let slot = downSlot(of: id) else { return }
            slots[slot].location = location
            offer(phase, slot: slot, into: &reports)
            slots[slot].isDown = false
            downSlots &= ~(1 << UInt64(slot))
            if slots[slot].contentDelayed {
                // Ended before a scroll view let it through: its view gets `began` then `ended`
                // now; cancelled, nothing.
                slots[slot].contentDelayed = false
                reports.append(.cancel(.contentTouch(slots[slot].serial)))
                if phase == .ended {
                    slots[slot].held.removeAll { $0 == .moved }
                } else {
                    slots[slot].held.removeAll(keepingCapacity: true)
                    slots[slot].head = 0
                }
            }
            settleDeliveries(into: &reports)
            enqueue(phase, slot: slot, into: &reports)
        }
        releaseSlots()
    }

    /// Handles a timer the arena asked for, firing at `time`.
    public mutating func fire(_ timer: GestureTimer, at time: Double, into reports: inout [GestureReport]) {
        if time > now { now = time }
        changedThisEvent = 0
        switch timer {
        case .tapDuration(let name), .tapInterval(let name):
            guard let id = recognizer(named: name), case .tap(var tap) = runtimes[id].tracker else { return }
            if case .tapDuration = timer {
                guard tap.durationPending else { return }
                tap.durationPending = false
            } else {
                guard tap.intervalPending else { return }
                tap.intervalPending = false
            }
            runtimes[id].tracker = .tap(tap)
            if runtimes[id].state == .possible || GestureMutants.tapStaleTimer.isOn, !runtimes[id].isWaiting {
                fail(id, into: &reports)
            }
        case .longPress(let name):
            guard let id = recognizer(named: name), case .longPress(var press) = runtimes[id].tracker,
                  press.timerPending else { return }
            press.timerPending = false
            runtimes[id].tracker = .longPress(press)
            if runtimes[id].state == .possible || GestureMutants.longPressStaleTimer.isOn, !runtimes[id].isWaiting {
                leave(id, into: &reports)
            }
        case .edgeWithin(let name):
            guard let id = recognizer(named: name), case .edgePan(var edge) = runtimes[id].tracker,
                  edge.timerPending else { return }
            edge.timerPending = false
            runtimes[id].tracker = .edgePan(edge)
            if runtimes[id].state == .possible, !runtimes[id].isWaiting { fail(id, into: &reports) }
        case .contentTouch(let serial):
            guard let slot = liveSlots.first(where: { slots[$0].serial == serial }), slots[slot].contentDelayed else {
                return
            }
            slots[slot].contentDelayed = false
            if let scroll = nodes[slots[slot].view].delayingScroll,
               let pan = specs.firstIndex(where: { $0.scroll == scroll }),
               [.began, .changed, .ended, .cancelled].contains(runtimes[pan].state),
               runtimes[pan].touches & (1 << UInt64(slot)) != 0 {
                // Its scroll view's pan took the touch first: the view never sees it.
                slots[slot].isViewDone = true
            }
        }
        settleDeliveries(into: &reports)
        releaseSlots()
    }

    private mutating func touchBegan(id: Int, at location: Point, into reports: inout [GestureReport]) {
        guard downSlot(of: id) == nil, let slot = freeSlot() else { return }
        serial += 1
        let view = hitTest(location, at: now) ?? -1
        slots[slot] = TouchRecord(inUse: true, id: id, serial: serial, view: view, start: location,
                                  location: location, isDown: true, held: slots[slot].held)
        slots[slot].held.removeAll(keepingCapacity: true)
        slots[slot].head = 0
        liveSlots.append(slot)
        downSlots |= 1 << UInt64(slot)
        guard view >= 0 else {
            slots[slot].isViewDone = true
            return
        }
        if catchScrolls(of: view) {
            // A touch that stops a moving scroll view only stops it.
            slots[slot].isViewDone = true
        } else if nodes[view].delayingScroll != nil {
            slots[slot].contentDelayed = true
            reports.append(.schedule(.contentTouch(serial), after: GestureView.Scroll.contentTouchDelay))
        }
        let bit = UInt64(1) << UInt64(slot)
        beganSlot = slot
        defer { beganSlot = -1 }
        for recognizer in nodes[view].chain {
            let mask = UInt64(1) << UInt64(recognizer)
            guard changedThisEvent & mask == 0 else { continue }
            if runtimes[recognizer].state.isFinished {
                guard runtimes[recognizer].touches & downSlots & ~bit == 0 else { continue }
                reset(recognizer, into: &reports)
            }
            guard takesPart(recognizer) else { continue }
            runtimes[recognizer].touches |= bit
            members[slot] |= mask
            sample(recognizer, at: now)
            if runtimes[recognizer].isWaiting { continue }
            offer(recognizer, .began, slot: slot, into: &reports)
        }
        settleDeliveries(into: &reports)
        enqueue(.began, slot: slot, into: &reports)
    }

    /// Offers a moved, ended or cancelled touch to the recognizers whose gesture includes it, in
    /// the touch's order.
    private mutating func offer(_ phase: TouchPhase, slot: Int, into reports: inout [GestureReport]) {
        let view = slots[slot].view
        guard view >= 0 else { return }
        for recognizer in nodes[view].chain {
            let mask = UInt64(1) << UInt64(recognizer)
            guard members[slot] & mask != 0 else { continue }
            sample(recognizer, at: now)
            guard changedThisEvent & mask == 0, !runtimes[recognizer].isWaiting,
                  !runtimes[recognizer].state.isFinished else { continue }
            offer(recognizer, phase, slot: slot, into: &reports)
        }
    }

    /// Whether a recognizer takes a new touch: a one-finger edge pan, a pinch or a rotation that
    /// already has its fingers ignores later ones.
    private func takesPart(_ recognizer: RecognizerID) -> Bool {
        switch runtimes[recognizer].tracker {
        case .edgePan(let edge): edge.slot < 0
        case .pinch(let pinch): pinch.second < 0
        case .rotation(let rotation): rotation.second < 0
        default: true
        }
    }

    /// Stops every moving scroll view that contains `view` (or is it); whether one was moving.
    private mutating func catchScrolls(of view: ViewID) -> Bool {
        var caught = false
        var current = view
        while current >= 0 {
            if let scroll = nodes[current].scroll, scrolls[scroll].isMoving(at: now) {
                scrolls[scroll].stop(at: now)
                caught = true
            }
            current = nodes[current].parent
        }
        return caught
    }

    func downSlot(of id: Int) -> Int? {
        for slot in liveSlots where slots[slot].isDown && slots[slot].id == id { return slot }
        return nil
    }

    /// A slot for a new touch: one no touch uses; else the oldest touch that is up is forgotten.
    private mutating func freeSlot() -> Int? {
        if liveSlots.count < Self.maxTouches {
            var used: UInt64 = 0
            for slot in liveSlots { used |= 1 << UInt64(slot) }
            return (~used).trailingZeroBitCount
        }
        guard let index = liveSlots.firstIndex(where: { !slots[$0].isDown }) else { return nil }
        let slot = liveSlots.remove(at: index)
        forget(slot)
        return slot
    }

    private mutating func forget(_ slot: Int) {
        let bit = UInt64(1) << UInt64(slot)
        for recognizer in runtimes.indices { runtimes[recognizer].touches &= ~bit }
        members[slot] = 0
        for view in buttonTouch.indices where buttonTouch[view] == slot { buttonTouch[view] = -1 }
        slots[slot].inUse = false
    }

    /// Frees the slots of touches that are up, fully delivered and in no recognizer's gesture.
    private mutating func releaseSlots() {
        var index = 0
        while index < liveSlots.count {
            let slot = liveSlots[index]
            let touch = slots[slot]
            if !touch.isDown, !touch.hasHeld, !touch.contentDelayed, members[slot] == 0 {
                liveSlots.remove(at: index)
                forget(slot)
            } else {
                index += 1
            }
        }
    }

    /// The centroid of a recognizer's touches: a tap's, the fingers of its last tap; another's,
    /// those down, or all of its gesture's when none is.
    func centroid(of recognizer: RecognizerID) -> Point {
        if case .tap(let tap) = runtimes[recognizer].tracker, tap.tapTouches != 0 { return centroid(tap.tapTouches) }
        let touches = runtimes[recognizer].touches
        let down = touches & downSlots
        return centroid(down != 0 ? down : touches)
    }

    func centroid(_ mask: UInt64) -> Point {
        var bits = mask
        var x = 0.0
        var y = 0.0
        var count = 0.0
        while bits != 0 {
            let slot = bits.trailingZeroBitCount
            bits &= bits - 1
            x += slots[slot].location.x
            y += slots[slot].location.y
            count += 1
        }
        return count > 0 ? Point(x: x / count, y: y / count) : .zero
    }
}
