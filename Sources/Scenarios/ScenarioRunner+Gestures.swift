import Devices

/// The gesture steps on the runner (docs/scenarios.md, "Gesture steps"): where each touches, and
/// its track from ``IdealGesture``.
extension ScenarioRunner {
    /// Sends `track` on the phone of ``participant``, its times relative to the clock, and moves
    /// the clock to its last sample.
    public mutating func play(_ track: [TouchSample]) {
        let start = clock
        for sample in track {
            send(App.touch(sample.phase, id: sample.id, at: sample.point, on: participant), at: start + sample.time)
        }
        clock = start + (track.last?.time ?? 0)
    }

    /// Where `place` is now on the phone of ``participant``: the point itself, or the centre of
    /// the app's target (``ScenarioApp/point(of:in:)``).
    public func point(of place: TapTarget<App.AppTarget>) -> TargetPoint {
        switch place {
        case .point(let point): .onScreen(point)
        case .named(let target): App.point(of: target, in: self)
        }
    }

    /// Runs a gesture step: its places are found when it starts; a target not on screen fails it
    /// before any touch is sent.
    mutating func perform(_ gesture: GestureStep<App.AppTarget>, step: Step<App>) -> StepFailure? {
        driver.advance(toInputAt: clock)
        var failure: StepFailure?
        func locate(_ place: TapTarget<App.AppTarget>) -> Point? {
            switch point(of: place) {
            case .onScreen(let point): return point
            case .offScreen(let reason):
                failure = failure ?? StepFailure(inapplicable: step, reason)
                return nil
            }
        }
        let track: [TouchSample]
        switch gesture {
        case .doubleTap(let place):
            guard let point = locate(place) else { return failure }
            track = IdealGesture.doubleTapTrack(at: point)
        case let .longPress(place, duration):
            guard let point = locate(place) else { return failure }
            track = IdealGesture.longPressTrack(at: point, duration: duration)
        case let .drag(from, to, duration, hold):
            guard let start = locate(from) else { return failure }
            let end: Point
            switch to {
            case .by(let offset): end = Point(x: start.x + offset.x, y: start.y + offset.y)
            case .to(let place):
                guard let point = locate(place) else { return failure }
                end = point
            }
            track = IdealGesture.dragTrack(from: start, to: end, duration: duration, hold: hold)
        case let .flick(place, direction, distance, _):
            guard let start = locate(place) else { return failure }
            let unit = direction.unit
            let end = Point(x: start.x + unit.x * distance, y: start.y + unit.y * distance)
            track = IdealGesture.dragTrack(from: start, to: end, duration: gesture.duration)
        case let .edgeSwipe(edge, distance, duration, position):
            let start = edgeStart(edge, position: position)
            let unit = edge.inwards
            let end = Point(x: start.x + unit.x * distance, y: start.y + unit.y * distance)
            track = IdealGesture.dragTrack(from: start, to: end, duration: duration)
        case let .pinch(place, scale, distance, duration):
            guard let center = locate(place) else { return failure }
            track = IdealGesture.pinchTrack(around: center, scale: scale, distance: distance, duration: duration)
        case let .rotate(place, angle, distance, duration):
            guard let center = locate(place) else { return failure }
            track = IdealGesture.rotationTrack(around: center, angle: angle, distance: distance, duration: duration)
        case .twoFingerTap(let place):
            guard let center = locate(place) else { return failure }
            track = IdealGesture.twoFingerTapTrack(at: center)
        }
        play(track)
        return nil
    }

    /// Where an `edge-swipe` begins: ``IdealGesture/edgeInset`` inside `edge` of the screen in
    /// its current orientation (``ScenarioApp/screenSize(in:)``), at `position` along it or in
    /// its middle.
    func edgeStart(_ edge: ScreenEdge, position: Double?) -> Point {
        let size = App.screenSize(in: self)
        let inset = IdealGesture.edgeInset
        switch edge {
        case .left: return Point(x: inset, y: position ?? size.height / 2)
        case .right: return Point(x: size.width - inset, y: position ?? size.height / 2)
        case .top: return Point(x: position ?? size.width / 2, y: inset)
        case .bottom: return Point(x: position ?? size.width / 2, y: size.height - inset)
        }
    }
}
