import Devices
import Scenarios
import Testing

/// Each gesture step sends exactly the touches docs/scenarios.md ("Gesture steps") gives it:
/// times relative to the step's start, touch ids 1 and 2, phases, points; moves at each k/60 s
/// before the end, at the straight line's point (or the turned one) then.
@Suite("Gesture steps: the exact touch track of each step")
struct GestureTrackTests {
    /// The moves of a one-finger track from `start` to `end` over `duration`: at each k/60 s
    /// before `duration`, where the line is then.
    static func moves(from start: Point, to end: Point, duration: Double, count: Int) -> [Touch] {
        (1...count).map { k in
            let time = Double(k) / 60
            let fraction = time / duration
            return Touch(time, 1, .moved, start.x + (end.x - start.x) * fraction, start.y + (end.y - start.y) * fraction)
        }
    }

    /// `expected` and the run's track agree: times, ids and phases exactly, points within
    /// `tolerance` (0: exactly).
    static func check(_ run: ScenarioRun<PadApp>, _ expected: [Touch], tolerance: Double = 1e-9,
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let found = run.touches
        #expect(run.failures.isEmpty, "\(run.failures)", sourceLocation: sourceLocation)
        #expect(found.count == expected.count, "\(found)", sourceLocation: sourceLocation)
        for (index, (touch, wanted)) in zip(found, expected).enumerated() {
            #expect(touch.isClose(to: wanted, within: tolerance), "touch \(index): \(touch), expected \(wanted)",
                    sourceLocation: sourceLocation)
        }
    }

    @Test("tap: touch 1 down at the centre at 0, up at 0.05; {at: [x, y]} taps the point")
    func tap() throws {
        Self.check(try PadApp.run(["tap: pad"]), [Touch(0, 1, .began, 100, 200), Touch(0.05, 1, .ended, 100, 200)],
                   tolerance: 0)
        Self.check(try PadApp.run(["tap: { at: [10, 20] }"]), [Touch(0, 1, .began, 10, 20), Touch(0.05, 1, .ended, 10, 20)],
                   tolerance: 0)
    }

    @Test("double-tap: down 0, up 0.05, down 0.15, up 0.2, all at the centre", arguments: [
        ("double-tap: pad", 100.0, 200.0), ("double-tap: { on: pad }", 100, 200), ("double-tap: { at: [7, 8.5] }", 7, 8.5),
    ])
    func doubleTap(step: String, x: Double, y: Double) throws {
        let run = try PadApp.run([step])
        Self.check(run, [Touch(0, 1, .began, x, y), Touch(0.05, 1, .ended, x, y), Touch(0.15, 1, .began, x, y),
                         Touch(0.2, 1, .ended, x, y)], tolerance: 0)
        #expect(run.timeline.end == 0.2)
    }

    @Test("long-press: down at 0, up at its duration (0.6 by default)", arguments: [
        ("long-press: pad", 0.6, 100.0, 200.0), ("long-press: { on: pad, duration: 1.5 }", 1.5, 100, 200),
        ("long-press: { at: [30, 40] }", 0.6, 30, 40),
    ])
    func longPress(step: String, duration: Double, x: Double, y: Double) throws {
        let run = try PadApp.run([step])
        Self.check(run, [Touch(0, 1, .began, x, y), Touch(duration, 1, .ended, x, y)], tolerance: 0)
        #expect(run.timeline.end == duration)
    }

    @Test("drag: down at the start, a move at each k/60 s before its duration, up at the end point")
    func drag() throws {
        // 0.3 s by default: moves at 1/60 … 17/60 s (18/60 is the end).
        let run = try PadApp.run(["drag: { on: pad, by: [60, -30] }"])
        let end = Point(x: 160, y: 170)
        Self.check(run, [Touch(0, 1, .began, 100, 200)]
                   + Self.moves(from: Pad.center, to: end, duration: 0.3, count: 17) + [Touch(0.3, 1, .ended, 160, 170)])
        #expect(run.timeline.end == 0.3)
    }

    @Test("drag with hold: a move to the end point at its duration, then up `hold` later there")
    func dragHold() throws {
        let run = try PadApp.run(["drag: { from: [0, 0], to: [30, 0], duration: 0.05, hold: 0.25 }"])
        Self.check(run, [Touch(0, 1, .began, 0, 0), Touch(1.0 / 60, 1, .moved, 10, 0), Touch(2.0 / 60, 1, .moved, 20, 0),
                         Touch(0.05, 1, .moved, 30, 0), Touch(0.05 + 0.25, 1, .ended, 30, 0)])
        #expect(run.timeline.end == 0.05 + 0.25)
    }

    @Test("drag to a target ends at its centre; shorter than 1/60 s it has no move")
    func dragToTarget() throws {
        Self.check(try PadApp.run(["drag: { from: [0, 0], to: pad, duration: 0.01 }"]),
                   [Touch(0, 1, .began, 0, 0), Touch(0.01, 1, .ended, 100, 200)], tolerance: 0)
    }

    @Test("flick: a drag of `distance` in its direction over distance / velocity seconds")
    func flick() throws {
        // 200 pt at 1000 pt/s: 0.2 s, moves at 1/60 … 11/60 s.
        let run = try PadApp.run(["flick: { on: pad, to: up }"])
        let end = Point(x: 100, y: 0)
        Self.check(run, [Touch(0, 1, .began, 100, 200)] + Self.moves(from: Pad.center, to: end, duration: 0.2, count: 11)
                   + [Touch(0.2, 1, .ended, 100, 0)])
        let right = try PadApp.run(["flick: { at: [0, 10], to: right, distance: 50, velocity: 500 }"])
        Self.check(right, [Touch(0, 1, .began, 0, 10)]
                   + Self.moves(from: Point(x: 0, y: 10), to: Point(x: 50, y: 10), duration: 0.1, count: 5)
                   + [Touch(0.1, 1, .ended, 50, 10)])
        #expect(right.timeline.end == 50.0 / 500)
    }

    @Test("edge-swipe: a drag inwards from 4 pt inside the edge of the screen in its orientation", arguments: [
        // The iPhone 8: 375 × 667 in portrait, 667 × 375 in landscape.
        ("edge-swipe: { edge: left }", Orientation.portrait, Point(x: 4, y: 333.5), Point(x: 124, y: 333.5)),
        ("edge-swipe: right", .portrait, Point(x: 371, y: 333.5), Point(x: 251, y: 333.5)),
        ("edge-swipe: { edge: right, y: 100 }", .portrait, Point(x: 371, y: 100), Point(x: 251, y: 100)),
        ("edge-swipe: { edge: top, x: 50 }", .landscapeLeft, Point(x: 50, y: 4), Point(x: 50, y: 124)),
        ("edge-swipe: { edge: bottom }", .portrait, Point(x: 187.5, y: 663), Point(x: 187.5, y: 543)),
        ("edge-swipe: { edge: bottom }", .landscapeRight, Point(x: 333.5, y: 371), Point(x: 333.5, y: 251)),
    ])
    func edgeSwipe(step: String, orientation: Orientation, start: Point, end: Point) throws {
        let run = try PadApp.run([step], orientation: orientation)
        Self.check(run, [Touch(0, 1, .began, start.x, start.y)] + Self.moves(from: start, to: end, duration: 0.2, count: 11)
                   + [Touch(0.2, 1, .ended, end.x, end.y)])
    }

    @Test("edge-swipe: its distance and duration")
    func edgeSwipeDistance() throws {
        let run = try PadApp.run(["edge-swipe: { edge: left, distance: 30, duration: 0.04, y: 10 }"])
        Self.check(run, [Touch(0, 1, .began, 4, 10), Touch(1.0 / 60, 1, .moved, 16.5, 10),
                         Touch(2.0 / 60, 1, .moved, 29, 10), Touch(0.04, 1, .ended, 34, 10)])
    }

    /// Touches 1 and 2 at each instant of a two-finger step: 1's event, then 2's.
    static func pair(_ time: Double, _ phase: TouchSample.Phase, _ first: Point, _ second: Point) -> [Touch] {
        [Touch(time, 1, phase, first.x, first.y), Touch(time, 2, phase, second.x, second.y)]
    }

    @Test("pinch: two touches `distance` apart around the centre move apart symmetrically to distance × scale")
    func pinch() throws {
        // Defaults: scale 2, distance 100, 0.4 s: moves at 1/60 … 23/60 s.
        let run = try PadApp.run(["pinch: { on: pad }"])
        var expected = Self.pair(0, .began, Point(x: 50, y: 200), Point(x: 150, y: 200))
        for k in 1...23 {
            let apart = 100 + 100 * (Double(k) / 60 / 0.4)
            expected += Self.pair(Double(k) / 60, .moved, Point(x: 100 - apart / 2, y: 200), Point(x: 100 + apart / 2, y: 200))
        }
        expected += Self.pair(0.4, .moved, Point(x: 0, y: 200), Point(x: 200, y: 200))
        expected += Self.pair(0.4, .ended, Point(x: 0, y: 200), Point(x: 200, y: 200))
        Self.check(run, expected)
        #expect(run.timeline.end == 0.4)
    }

    @Test("pinch together: a scale below 1 brings the touches closer")
    func pinchTogether() throws {
        // 40 pt to 20 pt in 0.04 s: 40 − 20 × (1/60 ÷ 0.04) = 95/3 pt apart at 1/60 s, 70/3 at 2/60 s.
        let run = try PadApp.run(["pinch: { at: [0, 0], scale: 0.5, distance: 40, duration: 0.04 }"])
        Self.check(run, Self.pair(0, .began, Point(x: -20, y: 0), Point(x: 20, y: 0))
                   + Self.pair(1.0 / 60, .moved, Point(x: -95.0 / 6, y: 0), Point(x: 95.0 / 6, y: 0))
                   + Self.pair(2.0 / 60, .moved, Point(x: -35.0 / 3, y: 0), Point(x: 35.0 / 3, y: 0))
                   + Self.pair(0.04, .moved, Point(x: -10, y: 0), Point(x: 10, y: 0))
                   + Self.pair(0.04, .ended, Point(x: -10, y: 0), Point(x: 10, y: 0)))
    }

    @Test("rotate: two touches turn about the centre at constant angular speed, clockwise on screen positive")
    func rotate() throws {
        // 90° in 0.05 s: 30° at 1/60 s, 60° at 2/60 s, and a quarter turn exactly at the end.
        let run = try PadApp.run(["rotate: { on: pad, angle: 90, duration: 0.05 }"])
        let half = 3.0.squareRoot() / 2
        Self.check(run, Self.pair(0, .began, Point(x: 50, y: 200), Point(x: 150, y: 200))
                   + Self.pair(1.0 / 60, .moved, Point(x: 100 - 50 * half, y: 175), Point(x: 100 + 50 * half, y: 225))
                   + Self.pair(2.0 / 60, .moved, Point(x: 75, y: 200 - 50 * half), Point(x: 125, y: 200 + 50 * half))
                   + Self.pair(0.05, .moved, Point(x: 100, y: 150), Point(x: 100, y: 250))
                   + Self.pair(0.05, .ended, Point(x: 100, y: 150), Point(x: 100, y: 250)))
        // The end of a quarter turn is on the axis exactly.
        #expect(run.touches.suffix(2).map(\.x) == [100, 100])
    }

    @Test("rotate: a negative angle turns anticlockwise; defaults 90°, 100 pt, 0.4 s", arguments: [
        ("rotate: { at: [0, 0], angle: -90, duration: 0.01 }", 0.01, Point(x: 0, y: 50), Point(x: 0, y: -50)),
        ("rotate: { at: [0, 0], angle: 180, duration: 0.01 }", 0.01, Point(x: 50, y: 0), Point(x: -50, y: 0)),
        ("rotate: { at: [0, 0], angle: 450, duration: 0.01 }", 0.01, Point(x: 0, y: -50), Point(x: 0, y: 50)),
        ("rotate: { on: pad }", 0.4, Point(x: 100, y: 150), Point(x: 100, y: 250)),
    ])
    func rotateEnds(step: String, duration: Double, first: Point, second: Point) throws {
        let run = try PadApp.run([step])
        let found = run.touches
        #expect(found.prefix(2).map(\.phase) == [.began, .began])
        #expect(Array(found.suffix(4)) == Self.pair(duration, .moved, first, second) + Self.pair(duration, .ended, first, second))
        #expect(found.count == 2 * IdealGesture.moveCount(duration: duration) + 6)
    }

    @Test("two-finger-tap: touches 1 and 2 down at 0, 20 pt apart around the centre, up at 0.05", arguments: [
        ("two-finger-tap: pad", Point(x: 100, y: 200)), ("two-finger-tap: { at: [0, 0] }", Point(x: 0, y: 0)),
    ])
    func twoFingerTap(step: String, center: Point) throws {
        let first = Point(x: center.x - 10, y: center.y), second = Point(x: center.x + 10, y: center.y)
        Self.check(try PadApp.run([step]), Self.pair(0, .began, first, second) + Self.pair(0.05, .ended, first, second),
                   tolerance: 0)
    }

    @Test("each step sends the inputs it counts, and its times follow the steps before it", arguments: [
        "tap: pad", "double-tap: pad", "long-press: pad", "drag: { on: pad, by: [10, 0], hold: 0.1 }",
        "drag: { on: pad, to: [0, 0] }", "flick: { on: pad, to: down }", "edge-swipe: top", "pinch: { on: pad, scale: 0.25 }",
        "rotate: { on: pad, angle: -3600, duration: 60 }", "two-finger-tap: pad",
    ])
    func countsAndTimes(step: String) throws {
        let alone = try PadApp.run([step])
        let scenario = try PadApp.parse("steps:\n  - \(step)\n")
        #expect(alone.timeline.inputs.count == scenario.steps[0].kind.inputCount)
        // After a wait the same touches come, later by the wait, and the clock ends later by as much.
        let later = try PadApp.run(["wait: 0.5", step])
        #expect(later.timeline.inputs.map(\.time) == alone.timeline.inputs.map { 0.5 + $0.time })
        #expect(later.timeline.end == 0.5 + alone.timeline.end)
    }

    @Test("a step whose target is not on screen fails the run at its line, before any touch")
    func targetNotOnScreen() throws {
        for step in ["double-tap: hidden", "long-press: hidden", "drag: { on: pad, to: hidden }", "flick: { on: hidden, to: up }",
                     "pinch: { on: hidden }", "rotate: { on: hidden }", "two-finger-tap: hidden", "tap: hidden"] {
            let run = try PadApp.run(["tap: pad", step, "tap: pad"])
            let keyword = String(step.prefix { $0 != ":" })
            #expect(run.failures.map(\.description) == ["pad.yaml:4:5: error: \(keyword): hidden is not on screen (2 touches)"])
            #expect(run.timeline.inputs.count == 2, "\(step)")
        }
    }
}
