import Devices
import Scenarios
import Testing

/// The writer writes every gesture step so that reading it again gives the same step.
@Suite("Gesture steps: written back, read the same")
struct GestureWriterTests {
    static let pad = TapTarget<PadApp.Target>.named(.pad)
    static let point = TapTarget<PadApp.Target>.point(Point(x: -1.5, y: 1e-3))

    static let kinds: [StepKind<PadApp>] = [
        .tap(.point(Point(x: 3, y: 4))), .gesture(.doubleTap(pad)), .gesture(.doubleTap(point)),
        .gesture(.longPress(pad, duration: 0.6)), .gesture(.longPress(point, duration: 1e-5)),
        .gesture(.drag(from: pad, to: .by(Point(x: 3, y: -4)), duration: 0.3, hold: 0)),
        .gesture(.drag(from: point, to: .to(pad), duration: 1, hold: 0.5)),
        .gesture(.drag(from: pad, to: .to(point), duration: 0.25, hold: 60)),
        .gesture(.flick(pad, direction: .left, distance: 200, velocity: 1000)),
        .gesture(.flick(point, direction: .down, distance: 0.5, velocity: 3)),
        .gesture(.edgeSwipe(.bottom, distance: 120, duration: 0.2, position: 7.25)),
        .gesture(.edgeSwipe(.left, distance: 1, duration: 60, position: nil)),
        .gesture(.edgeSwipe(.top, distance: 10_000, duration: 0.1, position: -3)),
        .gesture(.pinch(pad, scale: 2, distance: 100, duration: 0.4)),
        .gesture(.pinch(point, scale: 1.0 / 3, distance: 60, duration: 1)),
        .gesture(.rotate(pad, angle: 90, distance: 100, duration: 0.4)),
        .gesture(.rotate(point, angle: -0.1, distance: 80, duration: 2)),
        .gesture(.twoFingerTap(pad)), .gesture(.twoFingerTap(point)),
    ]

    @Test("every gesture step, with targets and points, reads back to the same step", arguments: kinds)
    func roundTrip(kind: StepKind<PadApp>) throws {
        let location = SourceLocation(path: "pad.yaml", line: 1, column: 1)
        let scenario = Scenario<PadApp>(name: "gestures", path: "pad.yaml", devices: [.iPhone8],
                                        steps: [Step(kind, at: location)])
        let yaml = ScenarioWriter.yaml(scenario)
        let reread = try ScenarioParser<PadApp>.parse(yaml: yaml, path: "pad.yaml")
        #expect(reread.steps.map(\.kind) == [kind], "\(yaml)")
    }

    @Test("a gesture step is written as a reader writes it", arguments: [
        (StepKind<PadApp>.gesture(.doubleTap(pad)), "double-tap: pad"),
        (.gesture(.doubleTap(.point(Point(x: 1, y: 2)))), "double-tap: { at: [1, 2] }"),
        (.gesture(.drag(from: pad, to: .by(Point(x: 3, y: -4)), duration: 0.3, hold: 0)),
         "drag: { on: pad, by: [3, -4], duration: 0.3 }"),
        (.gesture(.drag(from: .point(Point(x: 1, y: 2)), to: .to(pad), duration: 1, hold: 0.5)),
         "drag: { from: [1, 2], to: pad, duration: 1, hold: 0.5 }"),
        (.gesture(.edgeSwipe(.right, distance: 120, duration: 0.2, position: 10)),
         "edge-swipe: { edge: right, distance: 120, duration: 0.2, y: 10 }"),
        (.gesture(.rotate(pad, angle: 90, distance: 100, duration: 0.4)),
         "rotate: { on: pad, angle: 90, distance: 100, duration: 0.4 }"),
    ])
    func text(kind: StepKind<PadApp>, expected: String) {
        #expect(ScenarioWriter.stepText(kind) == expected)
    }
}
