/// How recognizers compete (docs/gestures.md, "How recognizers compete"): failure requirements
/// with waiting, one at a time unless simultaneous, controls win their own tap, and the
/// consequences of a transition applied at once, before the next recognizer is offered the event.
extension GestureArena {
    /// What a recognizer's kind decided about an event or a timer.
    enum Decision: Sendable, Equatable {
        case none
        /// Leave `possible`: a discrete recognizer is recognized, a continuous one begins.
        case leave
        case change
        case end
        case cancel
        case fail
    }

    mutating func apply(_ decision: Decision, to recognizer: RecognizerID, into reports: inout [GestureReport]) {
        switch decision {
        case .none: break
        case .leave: leave(recognizer, into: &reports)
        case .change: transition(recognizer, to: .changed, into: &reports)
        case .end: transition(recognizer, to: .ended, into: &reports)
        case .cancel: transition(recognizer, to: .cancelled, into: &reports)
        case .fail: fail(recognizer, into: &reports)
        }
    }

    /// The recognizer would leave `possible`. Rule 3 fails a one-finger, one-tap tap of an
    /// ancestor of the button its touch is on; one that shares a touch with a recognizer already
    /// past `possible` that it may not recognize with, or that it requires, fails (rules 1 and 2
    /// seen from its side); rule 1 makes it wait while one it requires is still `possible`;
    /// otherwise it is recognized (discrete) or begins (continuous).
    mutating func leave(_ recognizer: RecognizerID, into reports: inout [GestureReport]) {
        let spec = specs[recognizer]
        if spec.yieldsToControls && touchesAButtonInside(recognizer) || isPrevented(recognizer) {
            fail(recognizer, into: &reports)
            return
        }
        if hasBlockingRequirement(recognizer) {
            if !runtimes[recognizer].isWaiting {
                runtimes[recognizer].isWaiting = true
                reports.append(.waiting(recognizer))
            }
            return
        }
        transition(recognizer, to: spec.recognizer.kind.isDiscrete ? .ended : .began, into: &reports)
    }

    mutating func fail(_ recognizer: RecognizerID, into reports: inout [GestureReport]) {
        transition(recognizer, to: .failed, into: &reports)
    }

    /// Changes a recognizer's state, reports it, and applies its consequences: one that begins or
    /// ends fails the `possible` recognizers that wait for it or share a touch with it (unless
    /// simultaneous) and cancels its touches in their views; one that fails releases those that
    /// waited only for it.
    mutating func transition(_ recognizer: RecognizerID, to state: RecognizerState, into reports: inout [GestureReport]) {
        let mask = UInt64(1) << UInt64(recognizer)
        let wasPossible = runtimes[recognizer].state == .possible
        failing &= ~mask
        runtimes[recognizer].state = state
        runtimes[recognizer].isWaiting = false
        changedThisEvent |= mask
        if state == .possible { possible |= mask } else { possible &= ~mask }
        runtimes[recognizer].location = centroid(of: recognizer)
        if wasPossible, state == .began || (state == .ended && specs[recognizer].recognizer.kind.isDiscrete) {
            runtimes[recognizer].recognizedCount += 1
        }
        if state == .began { began(recognizer) }
        reports.append(.recognizer(recognizer, state))
        if state.isFinished { cancelTimers(of: recognizer, into: &reports) }
        if specs[recognizer].scroll != nil { moveScroll(of: recognizer, to: state) }
        switch state {
        case .began, .ended:
            let touches = runtimes[recognizer].touches
            // Every recognizer this fails is known before any fails: one failing may not release
            // another that fails here too (rule 1 after rule 2).
            var doomed: UInt64 = 0
            for other in runtimes.indices where other != recognizer && possible & (1 << UInt64(other)) != 0 {
                let otherMask = UInt64(1) << UInt64(other)
                let waitsForIt = runtimes[other].isWaiting && specs[other].requires & mask != 0
                    && !GestureMutants.waitersKept.isOn
                let competes = runtimes[other].touches & touches != 0 && specs[recognizer].simultaneous & otherMask == 0
                    && !GestureMutants.exclusionForgotten.isOn
                if waitsForIt || competes { doomed |= otherMask }
            }
            failing |= doomed
            while doomed != 0 {
                let other = doomed.trailingZeroBitCount
                doomed &= doomed - 1
                if possible & (UInt64(1) << UInt64(other)) != 0 { fail(other, into: &reports) }
            }
            if specs[recognizer].recognizer.cancelsTouchesInView { cancelDeliveries(of: touches) }
            if specs[recognizer].recognizer.delaysTouchesBegan { dropHeldBeginnings(of: touches) }
        case .failed:
            for other in runtimes.indices where runtimes[other].isWaiting && specs[other].requires & mask != 0 {
                guard runtimes[other].isWaiting, failing & (UInt64(1) << UInt64(other)) == 0,
                      !hasBlockingRequirement(other) else { continue }
                release(other, into: &reports)
            }
        case .possible, .changed, .cancelled:
            break
        }
    }

    /// Every recognizer it required has failed: it leaves `possible` now, a continuous one with
    /// its translation starting where its touches are.
    private mutating func release(_ recognizer: RecognizerID, into reports: inout [GestureReport]) {
        // A recognizer released at an event takes no part in a touch that began at it.
        if beganSlot >= 0, members[beganSlot] & (UInt64(1) << UInt64(recognizer)) != 0 {
            runtimes[recognizer].touches &= ~(UInt64(1) << UInt64(beganSlot))
            members[beganSlot] &= ~(UInt64(1) << UInt64(recognizer))
        }
        if isPrevented(recognizer) {
            fail(recognizer, into: &reports)
            return
        }
        let kind = specs[recognizer].recognizer.kind
        if !kind.isDiscrete { restartTranslation(of: recognizer) }
        transition(recognizer, to: kind.isDiscrete && !GestureMutants.releasedDiscreteBegins.isOn ? .ended : .began,
                   into: &reports)
    }

    /// A finished recognizer takes part in a new touch: back to `possible`, with a new gesture.
    mutating func reset(_ recognizer: RecognizerID, into reports: inout [GestureReport]) {
        let mask = UInt64(1) << UInt64(recognizer)
        var bits = runtimes[recognizer].touches
        while bits != 0 {
            members[bits.trailingZeroBitCount] &= ~mask
            bits &= bits - 1
        }
        runtimes[recognizer].touches = 0
        runtimes[recognizer].state = .possible
        runtimes[recognizer].isWaiting = false
        runtimes[recognizer].tracker = Tracker(specs[recognizer].recognizer.kind)
        possible |= mask
        if !GestureMutants.resetUnreported.isOn { reports.append(.recognizer(recognizer, .possible)) }
    }

    /// Whether one a recognizer requires is still `possible` in a gesture of its own (a
    /// requirement that takes part in no touch, on a view the touches did not reach, holds
    /// nothing: it cannot fail until a touch reaches it).
    private func hasBlockingRequirement(_ recognizer: RecognizerID) -> Bool {
        var bits = specs[recognizer].requires & possible
        while bits != 0 {
            if runtimes[bits.trailingZeroBitCount].touches != 0 { return true }
            bits &= bits - 1
        }
        return false
    }

    /// Whether a recognizer shares a touch with one already past `possible` (began, changed,
    /// ended or cancelled in its gesture) that it may not recognize with or that it requires.
    private func isPrevented(_ recognizer: RecognizerID) -> Bool {
        let touches = runtimes[recognizer].touches
        let spec = specs[recognizer]
        for other in runtimes.indices where other != recognizer && runtimes[other].touches & touches != 0 {
            switch runtimes[other].state {
            case .began, .changed, .ended, .cancelled:
                let bit = UInt64(1) << UInt64(other)
                if spec.simultaneous & bit == 0 && !GestureMutants.exclusionForgotten.isOn || spec.requires & bit != 0 {
                    return true
                }
            case .possible, .failed:
                continue
            }
        }
        return false
    }

    /// Rule 3: whether the recognizer's touch is on a button inside the recognizer's view.
    private func touchesAButtonInside(_ recognizer: RecognizerID) -> Bool {
        let ancestor = specs[recognizer].view
        var bits = runtimes[recognizer].touches
        while bits != 0 {
            let view = slots[bits.trailingZeroBitCount].view
            bits &= bits - 1
            guard view > 0, views[view].button != nil, view != ancestor else { continue }
            var parent = nodes[view].parent
            while parent >= 0 {
                if parent == ancestor { return true }
                parent = nodes[parent].parent
            }
        }
        return false
    }

    private mutating func cancelTimers(of recognizer: RecognizerID, into reports: inout [GestureReport]) {
        switch runtimes[recognizer].tracker {
        case .tap where GestureMutants.tapStaleTimer.isOn, .longPress where GestureMutants.longPressStaleTimer.isOn:
            break
        case .tap(var tap):
            if tap.durationPending { reports.append(.cancel(.tapDuration(recognizers[recognizer].name))) }
            if tap.intervalPending { reports.append(.cancel(.tapInterval(recognizers[recognizer].name))) }
            tap.durationPending = false
            tap.intervalPending = false
            runtimes[recognizer].tracker = .tap(tap)
        case .longPress(var press):
            if press.timerPending { reports.append(.cancel(.longPress(recognizers[recognizer].name))) }
            press.timerPending = false
            runtimes[recognizer].tracker = .longPress(press)
        case .edgePan(var edge):
            if edge.timerPending { reports.append(.cancel(.edgeWithin(recognizers[recognizer].name))) }
            edge.timerPending = false
            runtimes[recognizer].tracker = .edgePan(edge)
        case .pan, .swipe, .pinch, .rotation:
            break
        }
    }

    /// Offers one touch event to a recognizer's kind and applies what it decides.
    mutating func offer(_ recognizer: RecognizerID, _ phase: TouchPhase, slot: Int, into reports: inout [GestureReport]) {
        let decision: Decision
        switch specs[recognizer].recognizer.kind {
        case .tap(let tap): decision = offerTap(recognizer, tap, phase, slot: slot, into: &reports)
        case .longPress(let press): decision = offerLongPress(recognizer, press, phase, slot: slot, into: &reports)
        case .swipe(let swipe): decision = offerSwipe(recognizer, swipe, phase, slot: slot)
        case .pan(let pan): decision = offerPan(recognizer, pan, phase, slot: slot)
        case .edgePan(let edge): decision = offerEdgePan(recognizer, edge, phase, slot: slot, into: &reports)
        case .pinch(let pinch): decision = offerPinch(recognizer, pinch, phase, slot: slot)
        case .rotation(let rotation): decision = offerRotation(recognizer, rotation, phase, slot: slot)
        }
        apply(decision, to: recognizer, into: &reports)
    }
}
