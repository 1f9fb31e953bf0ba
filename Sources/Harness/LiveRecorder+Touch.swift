import Devices
import Frames
import Scenarios
import VirtualClock

extension LiveRecorder {
    /// Feeds one pointer event (the person's pointer id, time in ms, screen points) to the
    /// phone. The last finger up ends the gesture and records it.
    mutating func touch(_ phase: TouchSample.Phase, pointer: Int, at ms: Double, x: Double, y: Double)
        throws(LiveError) {
        let point = Point(x: Self.points(x), y: Self.points(y))
        if gesture == nil {
            guard phase == .began else { throw .badInput("pointer \(pointer) is not down") }
            try begin(at: ms)
        }
        guard var gesture else { return }
        let time = max(gesture.lastTime, Self.seconds(ms - gesture.downMS))
        guard gesture.samples.count < limits.maxGestureSamples, time <= limits.maxGestureSeconds else {
            self.gesture = nil
            throw .recordingFull(steps: steps.count, inputs: inputCount)
        }
        let id: Int
        switch phase {
        case .began:
            guard gesture.ids[pointer] == nil else { throw .badInput("pointer \(pointer) is already down") }
            guard gesture.down.count < limits.maxTouches else {
                throw .badInput("at most \(limits.maxTouches) fingers at once")
            }
            id = (1...limits.maxTouches).first { !gesture.down.contains($0) } ?? 1
            gesture.ids[pointer] = id
            gesture.down.insert(id)
        case .moved, .ended, .cancelled:
            guard let known = gesture.ids[pointer] else { throw .badInput("pointer \(pointer) is not down") }
            id = known
            if phase != .moved {
                gesture.ids[pointer] = nil
                gesture.down.remove(id)
            }
        }
        let sample = TouchSample(time: time, id: id, phase: phase, point: point)
        gesture.samples.append(sample)
        gesture.driver.send(sample.action() as App.Model.Action, at: gesture.start + time)
        self.gesture = gesture
        if gesture.down.isEmpty {
            self.gesture = nil
            try finish(gesture, at: ms)
        }
    }

    /// Starts a gesture at `ms`, after the pause before it.
    private mutating func begin(at ms: Double) throws(LiveError) {
        guard steps.count + 2 <= limits.maxSteps, inputCount < limits.maxInputs else {
            throw .recordingFull(steps: steps.count, inputs: inputCount)
        }
        var afterWait = runner
        let wait = pauseBefore(ms)
        if let wait { afterWait.perform(Step(.wait(wait), at: Self.location)) }
        var driver = afterWait.driver
        driver.isTracing = false
        gesture = Gesture(wait: wait, downMS: ms, start: afterWait.clock, driver: driver)
    }

    /// Records a finished gesture: the idealized `tap` when it does what the tap does, else the track.
    private mutating func finish(_ gesture: Gesture, at ms: Double) throws(LiveError) {
        let prefix: [StepKind<App>] = gesture.wait.map { [.wait($0)] } ?? []
        try commit(prefix + [idealTap(for: gesture) ?? .touches(gesture.samples)], at: ms)
    }

    /// The idealized tap a gesture stands for: one finger, down and up within the app's
    /// ``TapBounds``, leaving what a person sees as the idealized tap at the same place leaves it.
    func idealTap(for gesture: Gesture) -> StepKind<App>? {
        let samples = gesture.samples
        guard let first = samples.first, let last = samples.last, first.phase == .began, last.phase == .ended,
              samples.allSatisfy({ $0.id == first.id }) else { return nil }
        let far = samples.contains {
            let dx = $0.point.x - first.point.x, dy = $0.point.y - first.point.y
            return (dx * dx + dy * dy).squareRoot() >= hooks.tap.distance
        }
        guard !far, last.time <= hooks.tap.duration else { return nil }
        var before = runner
        if let wait = gesture.wait { before.perform(Step(.wait(wait), at: Self.location)) }
        let tap: StepKind<App>
        if let target = hooks.target(first.point, before.finish().finalState) {
            tap = .tap(.named(target))
        } else {
            tap = .tap(.point(first.point))
        }
        var raw = before
        var ideal = before
        raw.perform(Step(.touches(samples), at: Self.location))
        guard ideal.perform(Step(tap, at: Self.location)) == nil else { return nil }
        return hooks.looksSame(raw.finish().finalState, ideal.finish().finalState) ? tap : nil
    }
}
