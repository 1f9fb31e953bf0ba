import Devices
import Scenarios
import Testing

/// The gesture steps as they are read: every form, the static clock, and each mistake refused
/// at its line and column with what to write instead (docs/scenarios.md, "Gesture steps").
@Suite("Gesture steps: reading every form, and refusing bad input at its line and column")
struct GestureParseTests {
    /// The steps' kinds, read from `steps` (each a list item's text).
    static func kinds(_ steps: [String]) throws -> [StepKind<PadApp>] {
        try PadApp.parse("steps:\n" + steps.map { "  - \($0)\n" }.joined()).steps.map(\.kind)
    }

    @Test("every form reads as its step, with the documented defaults")
    func forms() throws {
        let pad = TapTarget<PadApp.Target>.named(.pad)
        let point = TapTarget<PadApp.Target>.point(Point(x: 1, y: 2))
        let read = try Self.kinds([
            "tap: { at: [1, 2] }", "double-tap: pad", "double-tap: { at: [1, 2] }", "long-press: pad",
            "long-press: { at: [1, 2], duration: 2 }", "drag: { on: pad, by: [3, 4] }",
            "drag: { from: [1, 2], to: pad, duration: 1, hold: 0.5 }", "drag: { on: pad, to: [5, 6] }",
            "flick: { on: pad, to: left }", "flick: { at: [1, 2], to: down, distance: 50, velocity: 100 }",
            "edge-swipe: { edge: bottom, x: 7 }", "edge-swipe: right", "edge-swipe: {}", "pinch: { on: pad }",
            "pinch: { at: [1, 2], scale: 0.5, distance: 60, duration: 1 }", "rotate: { on: pad }",
            "rotate: { at: [1, 2], angle: -45.5, distance: 80, duration: 2 }", "two-finger-tap: pad",
            "two-finger-tap: { at: [1, 2] }",
        ])
        let expected: [StepKind<PadApp>] = [
            .tap(point), .gesture(.doubleTap(pad)), .gesture(.doubleTap(point)), .gesture(.longPress(pad, duration: 0.6)),
            .gesture(.longPress(point, duration: 2)),
            .gesture(.drag(from: pad, to: .by(Point(x: 3, y: 4)), duration: 0.3, hold: 0)),
            .gesture(.drag(from: point, to: .to(pad), duration: 1, hold: 0.5)),
            .gesture(.drag(from: pad, to: .to(.point(Point(x: 5, y: 6))), duration: 0.3, hold: 0)),
            .gesture(.flick(pad, direction: .left, distance: 200, velocity: 1000)),
            .gesture(.flick(point, direction: .down, distance: 50, velocity: 100)),
            .gesture(.edgeSwipe(.bottom, distance: 120, duration: 0.2, position: 7)),
            .gesture(.edgeSwipe(.right, distance: 120, duration: 0.2, position: nil)),
            .gesture(.edgeSwipe(.left, distance: 120, duration: 0.2, position: nil)),
            .gesture(.pinch(pad, scale: 2, distance: 100, duration: 0.4)),
            .gesture(.pinch(point, scale: 0.5, distance: 60, duration: 1)),
            .gesture(.rotate(pad, angle: 90, distance: 100, duration: 0.4)),
            .gesture(.rotate(point, angle: -45.5, distance: 80, duration: 2)),
            .gesture(.twoFingerTap(pad)), .gesture(.twoFingerTap(point)),
        ]
        #expect(read == expected)
    }

    @Test("the static clock moves by each step's time: an `at` before a gesture's end goes back in time", arguments: [
        ("double-tap: pad", 0.2), ("long-press: { on: pad, duration: 1.25 }", 1.25),
        ("drag: { on: pad, by: [1, 1], duration: 0.5, hold: 0.25 }", 0.75), ("flick: { on: pad, to: up, velocity: 400 }", 0.5),
        ("edge-swipe: left", 0.2), ("pinch: { on: pad, duration: 2 }", 2), ("rotate: { on: pad }", 0.4),
        ("two-finger-tap: pad", 0.05),
    ])
    func staticClock(step: String, seconds: Double) throws {
        #expect(try PadApp.parse("steps:\n  - \(step)\n  - at: \(seconds)\n").steps.count == 2)
        let early = PadApp.message("steps:\n  - \(step)\n  - at: \(seconds - 0.001)\n")
        #expect(early.hasPrefix("pad.yaml:3:9: error: 'at: \(ScenarioText.format(seconds - 0.001))' goes back in time: "
                                + "the scenario is already at \(ScenarioText.format(seconds)) s here"), "\(early)")
    }

    static let header = "steps:\n  - "

    @Test("a mistake in a gesture step is refused at its line and column, saying what to write", arguments: [
        ("pinch: { on: pad, scael: 2 }", "pad.yaml:2:23: error: unknown key 'scael' in 'pinch'; did you mean 'scale'?"),
        ("drag: { on: pad, by: [1, 1], hodl: 1 }", "pad.yaml:2:34: error: unknown key 'hodl' in 'drag'; did you mean 'hold'?"),
        ("double-tap: pda", "pad.yaml:2:17: error: unknown tap target 'pda'; did you mean 'pad'?"),
        ("pinch: { on: pda }", "pad.yaml:2:18: error: unknown tap target 'pda'; did you mean 'pad'?"),
        ("dubble-tap: pad", "pad.yaml:2:5: error: unknown key 'dubble-tap' in step; did you mean 'double-tap'?"),
        ("long-press: { on: pad, duration: 0 }", "pad.yaml:2:38: error: 'duration' must be greater than 0, found 0"),
        ("pinch: { on: pad, duration: -1 }", "pad.yaml:2:33: error: 'duration' must be greater than 0, found -1"),
        ("rotate: { on: pad, duration: 60.5 }", "pad.yaml:2:34: error: 'duration' must be at most 60 s, found 60.5"),
        ("drag: { on: pad, by: [1, 1], duration: .nan }",
         "pad.yaml:2:44: error: 'duration' must be a finite number, found .nan"),
        ("drag: { on: pad, by: [1, 1], hold: -0.5 }", "pad.yaml:2:40: error: 'hold' must not be negative, found -0.5"),
        ("drag: { on: pad, by: [1, 1], hold: 61 }", "pad.yaml:2:40: error: 'hold' must be at most 60 s, found 61"),
        ("pinch: { on: pad, scale: 0 }", "pad.yaml:2:30: error: 'scale' must be greater than 0, found 0"),
        ("pinch: { on: pad, scale: .inf }", "pad.yaml:2:30: error: 'scale' must be a finite number, found .inf"),
        ("pinch: { on: pad, scale: 101 }",
         "pad.yaml:2:30: error: 'scale' 101 takes the fingers 10100 points apart; a pinch takes them at most 10000 points apart"),
        ("pinch: { on: pad, distance: 0 }", "pad.yaml:2:33: error: 'distance' must be greater than 0, found 0"),
        ("flick: { on: pad, to: up, distance: 10001 }",
         "pad.yaml:2:41: error: 'distance' must be at most 10000 points, found 10001"),
        ("flick: { on: pad, to: up, velocity: 0 }", "pad.yaml:2:41: error: 'velocity' must be greater than 0, found 0"),
        ("flick: { on: pad, to: up, velocity: 2 }",
         "pad.yaml:2:41: error: a flick of 200 points at 2 pt/s takes 100 s; a gesture takes more than 0 and at most 60 s"),
        ("rotate: { on: pad, angle: .nan }", "pad.yaml:2:31: error: 'angle' must be a finite number, found .nan"),
        ("rotate: { on: pad, angle: -3600.5 }",
         "pad.yaml:2:31: error: 'angle' must be between -3600 and 3600 degrees, found -3600.5"),
        ("long-press: { at: [1, .inf] }", "pad.yaml:2:27: error: 'at' must be a finite number, found .inf"),
        ("double-tap: { at: [1, 2, 3] }", "pad.yaml:2:23: error: expected a point [x, y] for 'at', found 3 values"),
        ("drag: { from: 5, by: [1, 1] }", "pad.yaml:2:19: error: expected a point [x, y] for 'from', found a number 5"),
        ("pinch: { on: pad, at: [1, 2] }", "pad.yaml:2:23: error: 'pinch' takes 'on' or 'at', not both"),
        ("rotate: { angle: 10 }",
         "pad.yaml:2:13: error: missing 'on' or 'at' in 'rotate': give a target ('on: pad') or a point ('at: [x, y]')"),
        ("drag: { from: [1, 2], on: pad, by: [1, 1] }", "pad.yaml:2:27: error: 'drag' takes 'on' or 'from', not both"),
        ("drag: { on: pad }", "pad.yaml:2:11: error: missing 'by' or 'to' in 'drag': give where it ends: an offset "
            + "('by: [dx, dy]'), a target or a point ('to: [x, y]')"),
        ("drag: { on: pad, by: [1, 1], to: pad }", "pad.yaml:2:34: error: 'drag' takes 'by' or 'to', not both"),
        ("flick: { on: pad, to: lfet }", "pad.yaml:2:27: error: unknown direction 'lfet'; did you mean 'left'?"),
        ("flick: { on: pad }", "pad.yaml:2:12: error: missing 'to' in 'flick'"),
        ("edge-swipe: { edge: botom }", "pad.yaml:2:25: error: unknown edge 'botom'; did you mean 'bottom'?"),
        ("edge-swipe: { edge: left, x: 3 }",
         "pad.yaml:2:31: error: 'x' places a swipe from the top or bottom edge; a swipe from the left edge is placed by 'y'"),
        ("tap: { at: [1, 2], x: 3 }", "pad.yaml:2:24: error: 'tap' takes 'at: [x, y]' or 'x' and 'y', not both"),
        ("two-finger-tap: { on: [1, 2] }",
         "pad.yaml:2:27: error: expected a target such as 'pad' (a point is written 'at: [x, y]') for 'on', found a list"),
        ("pinch: pad", "pad.yaml:2:12: error: expected a mapping such as '{ on: pad }' for 'pinch', found a string 'pad'"),
        ("rotate: landscape-left", "pad.yaml:2:13: error: pad has no device rotation: 'rotate' turns two fingers and "
            + "takes a mapping such as '{ on: pad, angle: 90 }', found a string 'landscape-left'"),
    ])
    func refused(step: String, expected: String) {
        let message = PadApp.message(Self.header + step + "\n")
        #expect(message == expected)
    }

    @Test("a two-finger step cannot run while a recorded touch 2 is down; a one-finger step can")
    func recordedTouchTwo() throws {
        let down = "steps:\n  - touches: [[0, 2, began, 1, 1]]\n"
        let up = "  - touches: [[0, 2, ended, 1, 1]]\n"
        #expect(PadApp.message(down + "  - pinch: { on: pad }\n" + up)
                == "pad.yaml:3:5: error: 'pinch' uses touch 2, which is still down since line 2 (a 'touches' step); "
                    + "end it first, or give the recording another id")
        #expect(PadApp.message(down + "  - two-finger-tap: pad\n" + up).hasPrefix("pad.yaml:3:5: error: 'two-finger-tap' uses touch 2"))
        #expect(PadApp.message(down + "  - double-tap: pad\n  - drag: { on: pad, by: [1, 1] }\n" + up) == "parsed")
        #expect(PadApp.message("steps:\n  - touches: [[0, 1, began, 1, 1]]\n  - long-press: pad\n")
                    .hasPrefix("pad.yaml:3:5: error: 'long-press' uses touch 1, which is still down since line 2"))
    }

    @Test("an app that lists its steps without the gesture steps accepts them all the same")
    func notListed() throws {
        #expect(!PadApp.vocabulary.steps.contains("pinch"))
        #expect(PadApp.vocabulary.allSteps == Vocabulary.sharedSteps + Vocabulary.gestureSteps)
        #expect(try Self.kinds(["pinch: { on: pad }"]).count == 1)
    }
}
