import Devices

/// The discrete recognizers and the long press (docs/gestures.md, "Recognizers"): what each
/// decides at one event of one of its touches.
extension GestureArena {
    mutating func offerTap(_ recognizer: RecognizerID, _ parameters: GestureRecognizer.Tap, _ phase: TouchPhase,
                           slot: Int, into reports: inout [GestureReport]) -> Decision {
        guard case .tap(var tap) = runtimes[recognizer].tracker else { return .none }
        let decision = decideTap(&tap, recognizer, parameters, phase, slot: slot, into: &reports)
        runtimes[recognizer].tracker = .tap(tap)
        return decision
    }

    private func decideTap(_ tap: inout TapTracker, _ recognizer: RecognizerID, _ parameters: GestureRecognizer.Tap,
                           _ phase: TouchPhase, slot: Int, into reports: inout [GestureReport]) -> Decision {
        let bit = UInt64(1) << UInt64(slot)
        let touch = slots[slot]
        switch phase {
        case .began:
            if tap.down == 0 {
                if tap.intervalPending {
                    tap.intervalPending = false
                    reports.append(.cancel(.tapInterval(recognizers[recognizer].name)))
                }
                tap.durationPending = true
                reports.append(.schedule(.tapDuration(recognizers[recognizer].name), after: parameters.duration))
                tap.tapTouches = 0
            }
            tap.tapTouches |= bit
            if let origin = tap.origin {
                if tap.completed > 0, Measure.measured(Measure.distance(origin, touch.start)) > parameters.movement {
                    return .fail
                }
            } else {
                tap.origin = touch.start
            }
            tap.down |= bit
            let count = tap.down.nonzeroBitCount
            tap.mostDown = max(tap.mostDown, count)
            return count > parameters.touches ? .fail : .none
        case .moved:
            return Measure.measured(Measure.distance(touch.start, touch.location)) > parameters.movement ? .fail : .none
        case .cancelled:
            return .fail
        case .ended:
            if Measure.measured(Measure.distance(touch.start, touch.location)) > parameters.movement { return .fail }
            tap.down &= ~bit
            guard tap.down == 0 else { return .none }
            if tap.durationPending {
                tap.durationPending = false
                reports.append(.cancel(.tapDuration(recognizers[recognizer].name)))
            }
            guard tap.mostDown >= parameters.touches else { return .fail }
            tap.completed += 1
            tap.mostDown = 0
            if tap.completed >= parameters.taps { return .leave }
            tap.intervalPending = true
            reports.append(.schedule(.tapInterval(recognizers[recognizer].name), after: parameters.interval))
            return .none
        }
    }

    mutating func offerLongPress(_ recognizer: RecognizerID, _ parameters: GestureRecognizer.LongPress,
                                 _ phase: TouchPhase, slot: Int, into reports: inout [GestureReport]) -> Decision {
        guard case .longPress(var press) = runtimes[recognizer].tracker else { return .none }
        let state = runtimes[recognizer].state
        let touches = runtimes[recognizer].touches
        let decision: Decision
        switch phase {
        case .began:
            let count = (touches & downSlots).nonzeroBitCount
            if state != .possible {
                decision = .none
            } else if count > parameters.touches {
                decision = .fail
            } else if count == parameters.touches, !press.timerPending {
                press.timerPending = true
                reports.append(.schedule(.longPress(recognizers[recognizer].name), after: parameters.duration))
                decision = .none
            } else {
                decision = .none
            }
        case .moved:
            if state == .possible {
                let touch = slots[slot]
                decision = Measure.measured(Measure.distance(touch.start, touch.location)) > parameters.movement ? .fail : .none
            } else {
                decision = .change
            }
        case .ended:
            decision = state == .possible ? .fail : .end
        case .cancelled:
            decision = state == .possible ? .fail : .cancel
        }
        runtimes[recognizer].tracker = .longPress(press)
        return decision
    }

    mutating func offerSwipe(_ recognizer: RecognizerID, _ parameters: GestureRecognizer.Swipe, _ phase: TouchPhase,
                             slot: Int) -> Decision {
        guard case .swipe(var swipe) = runtimes[recognizer].tracker else { return .none }
        let down = runtimes[recognizer].touches & downSlots
        let decision: Decision
        switch phase {
        case .began:
            let count = down.nonzeroBitCount
            if count > parameters.touches {
                decision = .fail
            } else {
                if count == 1 { swipe.startTime = now }
                if count == parameters.touches {
                    swipe.start = centroid(down)
                    swipe.hasStart = true
                }
                decision = .none
            }
        case .moved:
            decision = swipe.hasStart ? judge(&swipe, parameters, at: centroid(down)) : .none
        case .ended, .cancelled:
            decision = .fail
        }
        runtimes[recognizer].tracker = .swipe(swipe)
        return decision
    }

    /// R14's checks at one move, in its order, along each allowed direction not yet ruled out
    /// (with R14's own arithmetic: no threshold is read to the millionth here, so a swipe is
    /// decided as Instagrid always decided it).
    private func judge(_ swipe: inout SwipeTracker, _ parameters: GestureRecognizer.Swipe, at point: Point) -> Decision {
        let dx = point.x - swipe.start.x
        let dy = point.y - swipe.start.y
        let minimum = parameters.startDistance
        guard dx * dx + dy * dy >= minimum * minimum else { return .none }
        let elapsed = now - swipe.startTime
        if elapsed > parameters.maximumDuration { return .fail }
        for (index, direction) in parameters.directions.enumerated() where swipe.ruledOut & (1 << UInt8(index)) == 0 {
            let unit = direction.unit
            let along = dx * unit.x + dy * unit.y
            let across = abs(dx * unit.y - dy * unit.x)
            if -along > parameters.againstDistance
                || across > parameters.acrossDistance * parameters.acrossFactor(elapsed) {
                swipe.ruledOut |= 1 << UInt8(index)
            } else if along >= parameters.distance * parameters.alongFactor(elapsed) {
                return .leave
            }
        }
        return swipe.ruledOut.nonzeroBitCount >= parameters.directions.count ? .fail : .none
    }
}
