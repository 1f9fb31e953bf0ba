import InstagridModel
import InstagridScenario

/// A pointer event from the page.
enum PointerPhase: String, Sendable, Equatable, CaseIterable {
    case down, move, up, cancel
}

extension LiveSession {
    /// Feeds one pointer event (page pointer id, page time in ms, screen points) to the phone.
    /// The last finger up ends the gesture and records it.
    mutating func pointer(_ phase: PointerPhase, pointer: Int, at ms: Double, x: Double, y: Double) throws(StudioError) {
        let point = Point(x: Self.points(x), y: Self.points(y))
        if gesture == nil {
            guard phase == .down else { throw .badMessage("pointer \(pointer) is not down") }
            try begin(at: ms)
        }
        guard var gesture else { return }
        let time = max(gesture.lastTime, Self.seconds(ms - gesture.downMS))
        guard gesture.samples.count < StudioLimits.maxGestureSamples, time <= StudioLimits.maxGestureSeconds else {
            self.gesture = nil
            throw .recordingFull(steps: steps.count, inputs: inputCount)
        }
        let id: Int
        let samplePhase: TouchSample.Phase
        switch phase {
        case .down:
            guard gesture.ids[pointer] == nil else { throw .badMessage("pointer \(pointer) is already down") }
            guard gesture.down.count < StudioLimits.maxTouches else {
                throw .badMessage("at most \(StudioLimits.maxTouches) fingers at once")
            }
            id = (1...StudioLimits.maxTouches).first { !gesture.down.contains($0) } ?? 1
            gesture.ids[pointer] = id
            gesture.down.insert(id)
            samplePhase = .began
        case .move, .up, .cancel:
            guard let known = gesture.ids[pointer] else { throw .badMessage("pointer \(pointer) is not down") }
            id = known
            samplePhase = phase == .move ? .moved : phase == .up ? .ended : .cancelled
            if phase != .move {
                gesture.ids[pointer] = nil
                gesture.down.remove(id)
            }
        }
        let sample = TouchSample(time: time, id: id, phase: samplePhase, point: point)
        gesture.samples.append(sample)
        gesture.driver.send(sample.action() as AppAction, at: gesture.start + time)
        self.gesture = gesture
        if gesture.down.isEmpty {
            self.gesture = nil
            try finish(gesture, at: ms)
        }
    }

    /// Starts a gesture at page time `ms`, after the pause before it.
    private mutating func begin(at ms: Double) throws(StudioError) {
        guard steps.count + 2 <= StudioLimits.maxSteps, inputCount < StudioLimits.maxRecordedInputs else {
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
    private mutating func finish(_ gesture: Gesture, at ms: Double) throws(StudioError) {
        let prefix: [StepKind<Instagrid>] = gesture.wait.map { [.wait($0)] } ?? []
        let track = StepKind<Instagrid>.touches(gesture.samples)
        if let tap = idealTap(for: gesture) {
            try commit(prefix + [tap], at: ms)
        } else {
            try commit(prefix + [track], at: ms)
        }
    }

    /// The idealized tap a gesture stands for: one finger, down and up within the tap's bounds
    /// (no further than `swipeStartDistance` from where it went down, within `swipeMaxDuration`),
    /// leaving the app as the idealized tap at the same place leaves it.
    func idealTap(for gesture: Gesture) -> StepKind<Instagrid>? {
        let samples = gesture.samples
        guard let first = samples.first, let last = samples.last, first.phase == .began, last.phase == .ended,
              samples.allSatisfy({ $0.id == first.id }) else { return nil }
        let gestures = runner.scenario.options.gestures
        let far = samples.contains {
            let dx = $0.point.x - first.point.x, dy = $0.point.y - first.point.y
            return (dx * dx + dy * dy).squareRoot() >= gestures.swipeStartDistance
        }
        guard !far, last.time <= gestures.swipeMaxDuration else { return nil }
        var before = runner
        if let wait = gesture.wait { before.perform(Step(.wait(wait), at: Self.location)) }
        let state = before.finish().finalState
        let tap: StepKind<Instagrid>
        if let control = state.geometry.hitTest(first.point, layout: state.layout, gridOffset: state.gridOffset) {
            tap = .tap(.control(control))
        } else {
            tap = .tap(.point(first.point))
        }
        var raw = before
        var ideal = before
        raw.perform(Step(.touches(samples), at: Self.location))
        guard ideal.perform(Step(tap, at: Self.location)) == nil else { return nil }
        return Outcome(raw.finish().finalState) == Outcome(ideal.finish().finalState) ? tap : nil
    }

    static let location = SourceLocation(path: "studio", line: 1, column: 1)
}

/// What a gesture changed, as far as a user can see it once it is over.
struct Outcome: Equatable {
    var phase: Phase
    var layout: Layout
    var orientation: Orientation
    var photos: [Int: String]
    var picker: Int?
    var alert: AlertKind?
    var shares: [ShareOutcome]
    var exports: Int
    var sliding: Bool

    init(_ state: AppState) {
        phase = state.phase
        layout = state.layout
        orientation = state.orientation
        photos = state.photos
        picker = state.picker
        alert = state.alert
        shares = state.shares
        exports = state.exports.count
        sliding = state.slide != nil
    }
}
