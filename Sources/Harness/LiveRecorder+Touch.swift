import Devices
import Frames
import Scenarios
import VirtualClock

extension LiveRecorder {
    /// Feeds one pointer event (the person's pointer id, time in ms, screen points) to the
    /// phone — in a world, to the phone of `participant`, which every finger of a gesture
    /// shares. The last finger up ends the gesture and records it.
    mutating func touch(_ phase: TouchSample.Phase, pointer: Int, at ms: Double, x: Double, y: Double,
                        participant: Int? = nil) throws(LiveError) {
        let point = Point(x: Self.points(x), y: Self.points(y))
        if participants.isEmpty {
            guard participant == nil else { throw .badInput("this app is one phone: a touch names no user") }
        } else {
            guard let participant, participants.indices.contains(participant) else {
                throw .badInput("a touch in a world names the user whose phone it is on: "
                                + participants.map(\.name).joined(separator: ", "))
            }
        }
        if gesture == nil {
            guard phase == .began else { throw .badInput("pointer \(pointer) is not down") }
            try begin(at: ms, on: participant)
        }
        guard var gesture else { return }
        guard gesture.participant == participant else {
            throw .busy("lift every finger from \(participants[gesture.participant ?? 0].name)'s phone first")
        }
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
        gesture.driver.send(App.touch(phase, id: id, at: point, on: participant ?? 0), at: gesture.start + time)
        self.gesture = gesture
        if gesture.down.isEmpty {
            self.gesture = nil
            try finish(gesture, at: ms)
        }
    }

    /// Starts a gesture at `ms` on `participant`'s phone, after the pause before it.
    private mutating func begin(at ms: Double, on participant: Int?) throws(LiveError) {
        guard steps.count + 2 <= limits.maxSteps, inputCount < limits.maxInputs else {
            throw .recordingFull(steps: steps.count, inputs: inputCount)
        }
        var afterWait = runner
        let wait = pauseBefore(ms)
        if let wait { afterWait.perform(Step(.wait(wait), at: Self.location)) }
        var driver = afterWait.driver
        driver.isTracing = false
        gesture = Gesture(wait: wait, downMS: ms, start: afterWait.clock, driver: driver, participant: participant)
    }

    /// Records a finished gesture: the idealized `tap` when it does what the tap does, else the track.
    private mutating func finish(_ gesture: Gesture, at ms: Double) throws(LiveError) {
        let prefix = gesture.wait.map { [Self.step(.wait($0))] } ?? []
        let kind = idealTap(for: gesture) ?? .touches(gesture.samples)
        try commit(prefix + [Self.step(kind, for: gesture.participant)], at: ms)
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
        if let wait = gesture.wait { before.perform(Self.step(.wait(wait))) }
        let tap: StepKind<App>
        if let target = hooks.target(first.point, before.finish().finalState, gesture.participant ?? 0) {
            tap = .tap(.named(target))
        } else {
            tap = .tap(.point(first.point))
        }
        var raw = before
        var ideal = before
        raw.perform(Self.step(.touches(samples), for: gesture.participant))
        guard ideal.perform(Self.step(tap, for: gesture.participant)) == nil else { return nil }
        return hooks.looksSame(raw.finish().finalState, ideal.finish().finalState) ? tap : nil
    }
}
