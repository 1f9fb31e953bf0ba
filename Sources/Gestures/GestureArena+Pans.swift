import Devices

/// The continuous recognizers that follow their fingers (docs/gestures.md, "Recognizers"): pan,
/// edge pan, pinch and rotation, and a scroll view's content following its pan.
extension GestureArena {
    mutating func offerPan(_ recognizer: RecognizerID, _ parameters: GestureRecognizer.Pan, _ phase: TouchPhase,
                           slot: Int) -> Decision {
        guard case .pan(var pan) = runtimes[recognizer].tracker else { return .none }
        let decision = follow(&pan, recognizer, phase, slot: slot, parameters)
        runtimes[recognizer].tracker = .pan(pan)
        return decision
    }

    /// A pan's step at one event: fingers counted, the centroid re-based when they come or go,
    /// and `began` once the centroid has moved the hysteresis along an axis that counts.
    private func follow(_ pan: inout PanTracker, _ recognizer: RecognizerID, _ phase: TouchPhase, slot: Int,
                        _ parameters: GestureRecognizer.Pan) -> Decision {
        let (hysteresis, axes) = (parameters.hysteresis, parameters.axes)
        let (minimum, maximum) = (parameters.minimumTouches, parameters.maximumTouches)
        let state = runtimes[recognizer].state
        let down = runtimes[recognizer].touches & downSlots
        let count = down.nonzeroBitCount
        let current = centroid(down)
        switch phase {
        case .began:
            if state == .possible, let maximum, count > maximum { return .fail }
            rebase(&pan, to: current, count: count, active: state.isActive)
            return .none
        case .moved:
            pan.centroid = current
            if state.isActive {
                pan.translation = Point(x: current.x - pan.origin.x, y: current.y - pan.origin.y)
                return .change
            }
            guard count >= minimum else { return .none }
            let dx = Measure.measured(abs(current.x - pan.start.x))
            let dy = Measure.measured(abs(current.y - pan.start.y))
            let horizontal = axes != .vertical && dx >= hysteresis
            let vertical = axes != .horizontal && dy >= hysteresis
            guard horizontal || vertical else { return .none }
            guard !parameters.directions.isEmpty else { return .leave }
            let allowed = parameters.allowsBeginning(dx: Measure.measured(current.x - pan.start.x),
                                                     dy: Measure.measured(current.y - pan.start.y))
            return allowed ? .leave : .none
        case .ended, .cancelled:
            if state == .possible { return .fail }
            pan.centroid = current
            pan.translation = Point(x: current.x - pan.origin.x, y: current.y - pan.origin.y)
            if count <= 1 { return phase == .ended ? .end : .cancel }
            // Another finger stays: the translation carries on from where the others are.
            let others = centroid(down & ~(UInt64(1) << UInt64(slot)))
            rebase(&pan, to: others, count: count - 1, active: true)
            return .none
        }
    }

    /// Keeps a pan's translation continuous when its fingers change: before it begins the start
    /// moves to the new centroid; after, the origin moves with it.
    private func rebase(_ pan: inout PanTracker, to centroid: Point, count: Int, active: Bool) {
        if active {
            pan.origin = Point(x: pan.origin.x + centroid.x - pan.centroid.x, y: pan.origin.y + centroid.y - pan.centroid.y)
        } else {
            pan.start = centroid
        }
        pan.centroid = centroid
        pan.count = count
    }

    mutating func offerEdgePan(_ recognizer: RecognizerID, _ parameters: GestureRecognizer.EdgePan, _ phase: TouchPhase,
                               slot: Int, into reports: inout [GestureReport]) -> Decision {
        guard case .edgePan(var edge) = runtimes[recognizer].tracker else { return .none }
        let state = runtimes[recognizer].state
        let touch = slots[slot]
        let decision: Decision
        switch phase {
        case .began:
            edge.slot = slot
            if let nearest = nearestEdge(to: touch.start, parameters) {
                edge.edge = nearest
                edge.pan.start = touch.start
                edge.pan.centroid = touch.start
                edge.pan.count = 1
                // Its samples run from touch-down, as every pan's (its finger is known only now).
                edge.pan.samples.add(touch.start, at: now)
                if let within = parameters.within {
                    edge.timerPending = true
                    reports.append(.schedule(.edgeWithin(recognizers[recognizer].name), after: within))
                }
                decision = .none
            } else {
                decision = .fail
            }
        case .moved:
            guard slot == edge.slot else { decision = .none; break }
            edge.pan.centroid = touch.location
            if state.isActive {
                edge.pan.translation = Point(x: touch.location.x - edge.pan.origin.x, y: touch.location.y - edge.pan.origin.y)
                decision = .change
            } else {
                let dx = touch.location.x - edge.pan.start.x
                let dy = touch.location.y - edge.pan.start.y
                let (away, along): (Double, Double) = switch edge.edge {
                case .left: (dx, abs(dy))
                case .right: (-dx, abs(dy))
                case .top: (dy, abs(dx))
                case .bottom: (-dy, abs(dx))
                }
                let measuredAway = Measure.measured(away)
                decision = measuredAway >= parameters.hysteresis && measuredAway > Measure.measured(along) ? .leave : .none
            }
        case .ended, .cancelled:
            guard slot == edge.slot else { decision = .none; break }
            if state == .possible {
                decision = .fail
            } else {
                edge.pan.centroid = touch.location
                edge.pan.translation = Point(x: touch.location.x - edge.pan.origin.x, y: touch.location.y - edge.pan.origin.y)
                decision = phase == .ended ? .end : .cancel
            }
        }
        runtimes[recognizer].tracker = .edgePan(edge)
        return decision
    }

    /// The allowed edge a touch begins within the region of (the nearest; ties in the order
    /// listed), if any.
    private func nearestEdge(to point: Point, _ parameters: GestureRecognizer.EdgePan) -> GestureRecognizer.Edge? {
        let screen = views[0].frame
        var best: (GestureRecognizer.Edge, Double)?
        for edge in parameters.edges {
            let distance = switch edge {
            case .left: point.x - screen.minX
            case .right: screen.maxX - point.x
            case .top: point.y - screen.minY
            case .bottom: screen.maxY - point.y
            }
            let measured = Measure.measured(distance)
            guard measured <= parameters.region else { continue }
            if best == nil || measured < best?.1 ?? 0 { best = (edge, measured) }
        }
        return best?.0
    }

    mutating func offerPinch(_ recognizer: RecognizerID, _ parameters: GestureRecognizer.Pinch, _ phase: TouchPhase,
                             slot: Int) -> Decision {
        guard case .pinch(var pinch) = runtimes[recognizer].tracker else { return .none }
        let state = runtimes[recognizer].state
        let decision: Decision
        switch phase {
        case .began:
            if pinch.first < 0 {
                pinch.first = slot
            } else {
                pinch.second = slot
                pinch.startDistance = Measure.distance(slots[pinch.first].location, slots[slot].location)
            }
            decision = .none
        case .moved:
            guard pinch.second >= 0 else { decision = .none; break }
            let distance = Measure.distance(slots[pinch.first].location, slots[pinch.second].location)
            if state.isActive {
                pinch.scale = distance / pinch.divisor
                pinch.rate.add(pinch.scale, at: now)
                decision = .change
            } else {
                decision = Measure.measured(abs(distance - pinch.startDistance)) > parameters.hysteresis ? .leave : .none
            }
        case .ended, .cancelled:
            decision = state == .possible ? .fail : (phase == .ended ? .end : .cancel)
        }
        runtimes[recognizer].tracker = .pinch(pinch)
        return decision
    }

    mutating func offerRotation(_ recognizer: RecognizerID, _ parameters: GestureRecognizer.Rotation, _ phase: TouchPhase,
                                slot: Int) -> Decision {
        guard case .rotation(var rotation) = runtimes[recognizer].tracker else { return .none }
        let state = runtimes[recognizer].state
        let decision: Decision
        switch phase {
        case .began:
            if rotation.first < 0 {
                rotation.first = slot
            } else {
                rotation.second = slot
                rotation.lastAngle = lineAngle(rotation.first, slot)
                rotation.turned = 0
            }
            decision = .none
        case .moved:
            guard rotation.second >= 0 else { decision = .none; break }
            let angle = lineAngle(rotation.first, rotation.second)
            rotation.turned += Measure.normalized(angle - rotation.lastAngle)
            rotation.lastAngle = angle
            if state.isActive {
                rotation.rotation = rotation.turned - rotation.turnedAtBegan
                rotation.rate.add(rotation.rotation, at: now)
                decision = .change
            } else {
                decision = abs(rotation.turned) > parameters.hysteresis ? .leave : .none
            }
        case .ended, .cancelled:
            decision = state == .possible ? .fail : (phase == .ended ? .end : .cancel)
        }
        runtimes[recognizer].tracker = .rotation(rotation)
        return decision
    }

    private func lineAngle(_ first: Int, _ second: Int) -> Double {
        let a = slots[first].location
        let b = slots[second].location
        return Measure.angle(x: b.x - a.x, y: b.y - a.y)
    }

    /// What a continuous recognizer fixes as it begins: a pan's translation without the jump
    /// of its hysteresis (or from zero when it was released by a failure), a pinch's divisor, a
    /// rotation's starting angle.
    mutating func began(_ recognizer: RecognizerID) {
        switch runtimes[recognizer].tracker {
        case .pan(var pan):
            guard case .pan(let parameters) = specs[recognizer].recognizer.kind else { return }
            startTranslation(&pan, hysteresis: parameters.hysteresis, current: centroid(runtimes[recognizer].touches & downSlots))
            runtimes[recognizer].tracker = .pan(pan)
        case .edgePan(var edge):
            guard case .edgePan(let parameters) = specs[recognizer].recognizer.kind, edge.slot >= 0 else { return }
            startTranslation(&edge.pan, hysteresis: parameters.hysteresis, current: slots[edge.slot].location)
            runtimes[recognizer].tracker = .edgePan(edge)
        case .pinch(var pinch):
            guard case .pinch(let parameters) = specs[recognizer].recognizer.kind, pinch.second >= 0 else { return }
            let distance = Measure.distance(slots[pinch.first].location, slots[pinch.second].location)
            let h = parameters.hysteresis
            pinch.divisor = distance >= pinch.startDistance ? pinch.startDistance + h : pinch.startDistance - h
            if pinch.divisor <= 0 { pinch.divisor = pinch.startDistance > 0 ? pinch.startDistance : 1 }
            pinch.scale = distance / pinch.divisor
            pinch.rate = SmoothedRate(value: pinch.scale, at: now)
            runtimes[recognizer].tracker = .pinch(pinch)
        case .rotation(var rotation):
            // Released after waiting, it has not followed the fingers meanwhile: it catches up.
            if rotation.second >= 0 {
                let angle = lineAngle(rotation.first, rotation.second)
                rotation.turned += Measure.normalized(angle - rotation.lastAngle)
                rotation.lastAngle = angle
            }
            rotation.turnedAtBegan = rotation.turned
            rotation.rotation = 0
            rotation.rate = SmoothedRate(value: 0, at: now)
            runtimes[recognizer].tracker = .rotation(rotation)
        case .tap, .longPress, .swipe:
            break
        }
    }

    private func startTranslation(_ pan: inout PanTracker, hysteresis h: Double, current: Point) {
        pan.centroid = current
        if pan.restarts {
            pan.origin = current
            pan.translation = .zero
            pan.restarts = false
            return
        }
        let dx = current.x - pan.start.x
        let dy = current.y - pan.start.y
        pan.translation = Point(x: Self.beyond(dx, h), y: Self.beyond(dy, h))
        pan.origin = Point(x: current.x - pan.translation.x, y: current.y - pan.translation.y)
    }

    /// sign(d)·max(|d| − h, 0).
    private static func beyond(_ d: Double, _ h: Double) -> Double {
        let magnitude = max(abs(d) - h, 0)
        return d < 0 ? -magnitude : magnitude
    }

    /// A released pan starts its translation where its fingers are then.
    mutating func restartTranslation(of recognizer: RecognizerID) {
        switch runtimes[recognizer].tracker {
        case .pan(var pan):
            pan.restarts = true
            runtimes[recognizer].tracker = .pan(pan)
        case .edgePan(var edge):
            edge.pan.restarts = true
            runtimes[recognizer].tracker = .edgePan(edge)
        default:
            break
        }
    }

    /// Records a velocity sample of a pan's touches (from touch-down, whatever its state).
    mutating func sample(_ recognizer: RecognizerID, at time: Double) {
        switch runtimes[recognizer].tracker {
        case .pan(var pan):
            guard !runtimes[recognizer].state.isFinished else { return }
            pan.samples.add(centroid(runtimes[recognizer].touches & downSlots), at: time)
            runtimes[recognizer].tracker = .pan(pan)
        case .edgePan(var edge):
            guard !runtimes[recognizer].state.isFinished, edge.slot >= 0 else { return }
            edge.pan.samples.add(slots[edge.slot].location, at: time)
            runtimes[recognizer].tracker = .edgePan(edge)
        default:
            break
        }
    }

    /// A scroll view's content follows its pan.
    mutating func moveScroll(of recognizer: RecognizerID, to state: RecognizerState) {
        guard let scroll = specs[recognizer].scroll else { return }
        let translation = runtimes[recognizer].tracker.translation
        switch state {
        case .began:
            scrolls[scroll].beginDrag(at: now)
            scrolls[scroll].drag(by: translation)
        case .changed:
            scrolls[scroll].drag(by: translation)
        case .ended:
            scrolls[scroll].drag(by: translation)
            scrolls[scroll].release(velocity: velocity(of: recognizer), at: now)
        case .cancelled:
            scrolls[scroll].drag(by: translation)
            scrolls[scroll].release(velocity: .zero, at: now)
        case .possible, .failed:
            break
        }
    }
}
