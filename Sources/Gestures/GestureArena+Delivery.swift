/// What the views receive (docs/gestures.md, "What the views receive"): each touch's phases, held
/// back while a recognizer that delays them is `possible`, cancelled when a recognizer that
/// cancels them begins or ends, and a button's control events as it receives them.
extension GestureArena {
    /// The touches (slots) of a recognizer that began or ended with `cancelsTouchesInView`: their
    /// views receive `cancelled` for what they were sent, and nothing more.
    mutating func cancelDeliveries(of touches: UInt64) {
        pendingCancels |= touches
    }

    /// The touches of a recognizer with `delaysTouchesBegan` that began or ended: their held
    /// `began` and `moved` are dropped.
    mutating func dropHeldBeginnings(of touches: UInt64) {
        pendingDrops |= touches
    }

    /// Makes the deliveries that the transitions of this event allow or cause, touch by touch
    /// in the order they began.
    mutating func settleDeliveries(into reports: inout [GestureReport]) {
        for slot in liveSlots {
            let bit = UInt64(1) << UInt64(slot)
            if pendingCancels & bit != 0 {
                if !slots[slot].isViewDone {
                    if slots[slot].sentBegan && !GestureMutants.cancelUndelivered.isOn {
                        deliver(.cancelled, slot: slot, into: &reports)
                    }
                    finishView(slot)
                }
            } else if pendingDrops & bit != 0, !slots[slot].sentBegan || GestureMutants.deliveredBeganDropped.isOn,
                      !slots[slot].isViewDone {
                finishView(slot)
            }
            flush(slot, into: &reports)
        }
        pendingCancels = 0
        pendingDrops = 0
    }

    /// The event's own phase for its touch's view: delivered now unless something before it is
    /// held, or it is held itself. A touch the system cancelled drops what is held.
    mutating func enqueue(_ phase: TouchPhase, slot: Int, into reports: inout [GestureReport]) {
        guard slots[slot].view >= 0, !slots[slot].isViewDone else { return }
        if phase == .cancelled {
            if slots[slot].sentBegan { deliver(.cancelled, slot: slot, into: &reports) }
            finishView(slot)
            return
        }
        slots[slot].held.append(phase)
        flush(slot, into: &reports)
    }

    private mutating func flush(_ slot: Int, into reports: inout [GestureReport]) {
        guard !slots[slot].isViewDone else {
            finishView(slot)
            return
        }
        while slots[slot].hasHeld {
            let phase = slots[slot].held[slots[slot].head]
            guard !isHeld(phase, slot: slot) else { break }
            slots[slot].head += 1
            deliver(phase, slot: slot, into: &reports)
            if slots[slot].isViewDone { break }
        }
        if !slots[slot].hasHeld || slots[slot].isViewDone {
            slots[slot].held.removeAll(keepingCapacity: true)
            slots[slot].head = 0
        }
    }

    /// Whether a phase of the touch is held back now.
    private func isHeld(_ phase: TouchPhase, slot: Int) -> Bool {
        let holders = members[slot] & (GestureMutants.endedHeldByFailed.isOn && phase == .ended ? ~0 : possible)
        switch phase {
        case .began, .moved:
            return slots[slot].contentDelayed || holders & delaysBegan != 0
        case .ended:
            return holders & delaysEnded != 0
        case .cancelled:
            return false
        }
    }

    private mutating func finishView(_ slot: Int) {
        slots[slot].isViewDone = true
        slots[slot].held.removeAll(keepingCapacity: true)
        slots[slot].head = 0
        let view = slots[slot].view
        if view >= 0, buttonTouch[view] == slot { buttonTouch[view] = -1 }
    }

    private mutating func deliver(_ phase: TouchPhase, slot: Int, into reports: inout [GestureReport]) {
        let view = slots[slot].view
        reports.append(.delivered(view, touch: slots[slot].id, phase))
        switch phase {
        case .began:
            slots[slot].sentBegan = true
            if views[view].button != nil, buttonTouch[view] < 0 { buttonTouch[view] = slot }
        case .moved:
            break
        case .ended, .cancelled:
            if buttonTouch[view] == slot {
                let event: ControlEvent
                if phase == .cancelled {
                    event = .touchCancel
                } else {
                    let slop = views[view].button?.slop ?? 0
                    let inside = frameOnScreen(of: view, at: now).outset(by: slop).contains(slots[slot].location)
                    event = inside ? .touchUpInside : .touchUpOutside
                }
                reports.append(.control(view, event))
                buttonTouch[view] = -1
            }
            finishView(slot)
        }
    }
}
