import Devices
import Gestures
import Testing

/// Taps (docs/gestures.md, "Recognizers"): recognized when the last finger of the last tap
/// lifts; failed by moving, holding, waiting too long between taps, or too many fingers.
@Suite struct TapTests {
    let card = GestureView.box("card", 37, 100, 300, 400)

    @Test func aTapIsRecognizedWhenItsFingerLifts() throws {
        var rig = try ArenaRig(views: [card], recognizers: [GestureRecognizer(name: "tap", kind: .tap(.init()), view: "card")])
        rig.touch(.began, 1, 100, 200, at: 0)
        #expect(rig.state("tap") == .possible)
        #expect(rig.log() == ["card began"])
        rig.touch(.ended, 1, 100, 200, at: 0.05)
        #expect(rig.state("tap") == .ended)
        #expect(rig.log() == ["tap ended", "card cancelled"])
        #expect(rig.arena.recognizedCount(of: rig.id("tap")) == 1)
        #expect(rig.arena.location(of: rig.id("tap")) == Point(x: 100, y: 200))
    }

    @Test func aFingerHeldPastTheDurationFailsItAtThatInstant() throws {
        var rig = try ArenaRig(views: [card], recognizers: [GestureRecognizer(name: "tap", kind: .tap(.init()), view: "card")])
        rig.touch(.began, 1, 100, 200, at: 1)
        rig.advance(to: 1.7499)
        #expect(rig.state("tap") == .possible)
        rig.advance(to: 1.75)
        #expect(rig.state("tap") == .failed)
        #expect(rig.log() == ["card began", "tap failed"])
        rig.touch(.ended, 1, 100, 200, at: 2)
        #expect(rig.log() == ["card ended"])
    }

    @Test func aFingerLiftingAtTheDurationComesBeforeTheTimer() throws {
        var rig = try ArenaRig(views: [card], recognizers: [GestureRecognizer(name: "tap", kind: .tap(.init()), view: "card")])
        rig.touch(.began, 1, 100, 200, at: 0)
        rig.touch(.ended, 1, 100, 200, at: 0.75)
        #expect(rig.state("tap") == .ended)
    }

    @Test(arguments: [(45.0, RecognizerState.ended), (45.01, .failed)])
    func movingMoreThanTheMovementFailsIt(distance: Double, expected: RecognizerState) throws {
        var rig = try ArenaRig(views: [card], recognizers: [GestureRecognizer(name: "tap", kind: .tap(.init()), view: "card")])
        rig.touch(.began, 1, 100, 200, at: 0)
        rig.touch(.moved, 1, 100 + distance * 0.6, 200 + distance * 0.8, at: 0.02)
        rig.touch(.ended, 1, 100, 200, at: 0.05)
        #expect(rig.state("tap") == expected)
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFail() throws {
        var rig = try ArenaRig(views: [card], recognizers: [
            GestureRecognizer(name: "double", kind: .tap(.init(taps: 2)), view: "card"),
            GestureRecognizer(name: "single", kind: .tap(.init()), view: "card", requires: ["double"]),
        ])
        rig.tap(100, 200, at: 0)
        #expect(rig.state("single") == .possible)
        #expect(rig.arena.isWaiting(rig.id("single")))
        // The first tap's `ended` is held while the double tap may still recognize.
        #expect(rig.log() == ["card began"])
        rig.advance(to: 0.3999)
        #expect(rig.state("double") == .possible)
        rig.advance(to: 0.4)
        #expect(rig.log() == ["double failed", "single ended", "card cancelled"])
    }

    @Test func aDoubleTapFailsTheSingleTapWaitingForIt() throws {
        var rig = try ArenaRig(views: [card], recognizers: [
            GestureRecognizer(name: "double", kind: .tap(.init(taps: 2)), view: "card"),
            GestureRecognizer(name: "single", kind: .tap(.init()), view: "card", requires: ["double"]),
        ])
        rig.tap(100, 200, at: 0)
        rig.tap(102, 201, at: 0.15)
        #expect(rig.state("double") == .ended)
        #expect(rig.state("single") == .failed)
        #expect(rig.log() == ["card began", "card began", "double ended", "single failed", "card cancelled", "card cancelled"])
        rig.advance(to: 1)
        #expect(rig.log().isEmpty)
    }

    @Test func theNextTapMustBeginWithinTheInterval() throws {
        var rig = try ArenaRig(views: [card], recognizers: [
            GestureRecognizer(name: "double", kind: .tap(.init(taps: 2)), view: "card"),
        ])
        rig.tap(100, 200, at: 0)
        rig.tap(100, 200, at: 0.4) // 0.35 s after the first lifted: the timer comes after this touch
        #expect(rig.state("double") == .ended)
        rig.tap(100, 200, at: 1)
        rig.advance(to: 1.3999)
        #expect(rig.state("double") == .possible)
        rig.advance(to: 1.4)
        #expect(rig.state("double") == .failed)
        _ = rig.log()
        // A tap after that starts a new double tap.
        rig.tap(100, 200, at: 1.41)
        #expect(rig.state("double") == .possible)
        #expect(rig.log() == ["card began"])
    }

    @Test func aButtonInATappedViewWinsItsOwnTap() throws {
        var rig = try ArenaRig(views: [card, .box("like", 20, 340, 44, 44, in: "card", button: true)],
                               recognizers: [GestureRecognizer(name: "tap", kind: .tap(.init()), view: "card")])
        rig.tap(79, 462, at: 0)
        #expect(rig.state("tap") == .failed)
        #expect(rig.log() == ["like began", "tap failed", "like ended", "like touch-up-inside"])
    }

    @Test func aButtonUnderADoubleTapSendsItsEventOnceTheDoubleTapFails() throws {
        var rig = try ArenaRig(views: [card, .box("like", 20, 340, 44, 44, in: "card", button: true)], recognizers: [
            GestureRecognizer(name: "double", kind: .tap(.init(taps: 2)), view: "card"),
            GestureRecognizer(name: "single", kind: .tap(.init()), view: "card", requires: ["double"]),
        ])
        rig.tap(79, 462, at: 0)
        #expect(rig.log() == ["like began", "single failed"])
        #expect(rig.arena.highlightedButtons() == [rig.arena.view(named: "like") ?? -1])
        rig.advance(to: 0.4)
        #expect(rig.log() == ["double failed", "like ended", "like touch-up-inside"])
        #expect(rig.arena.highlightedButtons().isEmpty)
    }

    @Test func tooManyFingersFailIt() throws {
        var rig = try ArenaRig(views: [card], recognizers: [GestureRecognizer(name: "tap", kind: .tap(.init()), view: "card")])
        rig.touch(.began, 1, 100, 200, at: 0)
        rig.touch(.began, 2, 120, 200, at: 0.01)
        #expect(rig.state("tap") == .failed)
    }

    @Test func aTwoFingerTapNeedsBothDownTogether() throws {
        var rig = try ArenaRig(views: [card], recognizers: [
            GestureRecognizer(name: "two", kind: .tap(.init(touches: 2)), view: "card"),
        ])
        rig.touch(.began, 1, 100, 200, at: 0)
        rig.touch(.began, 2, 120, 200, at: 0)
        rig.touch(.ended, 1, 100, 200, at: 0.05)
        #expect(rig.state("two") == .possible)
        rig.touch(.ended, 2, 120, 200, at: 0.05)
        #expect(rig.state("two") == .ended)
        #expect(rig.arena.location(of: rig.id("two")) == Point(x: 110, y: 200))
        rig.tap(100, 200, at: 1)
        #expect(rig.state("two") == .failed)
    }
}

/// Failure requirements on recognizers the touches did not reach (docs/gestures.md, "How
/// recognizers compete").
@Suite struct IdleRequirementTests {
    @Test func aRequirementThatTakesPartInNoTouchHoldsNothing() throws {
        var rig = try ArenaRig(views: [.box("a", 0, 100, 375, 200), .box("b", 0, 400, 375, 200)], recognizers: [
            GestureRecognizer(name: "double", kind: .tap(.init(taps: 2)), view: "b"),
            GestureRecognizer(name: "single", kind: .tap(.init()), view: "a", requires: ["double"]),
        ])
        rig.tap(100, 200, at: 0)
        #expect(rig.state("single") == .ended)
        #expect(rig.log() == ["a began", "single ended", "a cancelled"])
    }
}
