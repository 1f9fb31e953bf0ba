import Devices
import Gestures
import Testing

/// Long press, pan, swipe and edge pan, alone and competing (docs/gestures.md, "Recognizers"
/// and "How recognizers compete").
@Suite struct ContinuousTests {
    let card = GestureView.box("card", 37, 100, 300, 400)

    @Test func aLongPressBeginsAtItsDurationAndFollowsTheFinger() throws {
        var rig = try ArenaRig(views: [card], recognizers: [GestureRecognizer(name: "press", kind: .longPress(.init()), view: "card")])
        rig.touch(.began, 1, 100, 200, at: 0)
        rig.advance(to: 0.4999)
        #expect(rig.state("press") == .possible)
        rig.advance(to: 0.5)
        #expect(rig.log() == ["card began", "press began", "card cancelled"])
        rig.touch(.moved, 1, 150, 200, at: 0.6)
        rig.touch(.ended, 1, 150, 200, at: 0.7)
        #expect(rig.log() == ["press changed", "press ended"])
        #expect(rig.arena.recognizedCount(of: rig.id("press")) == 1)
        #expect(rig.arena.location(of: rig.id("press")) == Point(x: 150, y: 200))
    }

    @Test func aFingerLiftingAtTheLongPressDurationFailsIt() throws {
        var rig = try ArenaRig(views: [card], recognizers: [GestureRecognizer(name: "press", kind: .longPress(.init()), view: "card")])
        rig.touch(.began, 1, 100, 200, at: 0)
        rig.touch(.ended, 1, 100, 200, at: 0.5)
        #expect(rig.log() == ["card began", "press failed", "card ended"])
    }

    @Test(arguments: [(10.0, RecognizerState.began), (10.01, .failed)])
    func aLongPressAllowsTenPointsOfMovement(distance: Double, expected: RecognizerState) throws {
        var rig = try ArenaRig(views: [card], recognizers: [GestureRecognizer(name: "press", kind: .longPress(.init()), view: "card")])
        rig.touch(.began, 1, 100, 200, at: 0)
        rig.touch(.moved, 1, 100, 200 + distance, at: 0.2)
        rig.advance(to: 0.5)
        #expect(rig.state("press") == expected)
    }

    @Test func aPanBeginsAfterItsHysteresisAndFailsTheLongPress() throws {
        var rig = try ArenaRig(views: [card], recognizers: [
            GestureRecognizer(name: "hold", kind: .longPress(.init()), view: "card"),
            GestureRecognizer(name: "move", kind: .pan(.init()), view: "card"),
        ])
        rig.drag(from: Point(x: 100, y: 200), to: Point(x: 160, y: 200), at: 0, duration: 0.3)
        let log = rig.log()
        #expect(Array(log.prefix(6)) == ["card began", "card moved", "card moved", "move began", "hold failed", "card cancelled"])
        #expect(log.dropFirst(6) == ArraySlice(Array(repeating: "move changed", count: 14) + ["move ended"]))
        let move = rig.id("move")
        #expect(abs(rig.arena.translation(of: move).x - 50) < 1e-9)
        #expect(abs(rig.arena.velocity(of: move).x - 200) < 1e-6)
        #expect(rig.arena.recognizedCount(of: move) == 1)
    }

    @Test func simultaneousRecognizersDoNotFailEachOther() throws {
        var rig = try ArenaRig(views: [card], recognizers: [
            GestureRecognizer(name: "hold", kind: .longPress(.init()), view: "card"),
            GestureRecognizer(name: "move", kind: .pan(.init()), view: "card", simultaneous: ["hold"]),
        ])
        rig.touch(.began, 1, 100, 200, at: 0)
        rig.advance(to: 0.5)
        rig.touch(.moved, 1, 120, 200, at: 0.6)
        #expect(rig.log() == ["card began", "hold began", "card cancelled", "hold changed", "move began"])
        rig.touch(.ended, 1, 120, 200, at: 0.7)
        #expect(rig.log() == ["hold ended", "move ended"])
    }

    @Test func aPanThatRequiresASwipeWaitsAndFailsWhenTheSwipeIsRecognized() throws {
        var rig = try ArenaRig(views: [card], recognizers: [
            GestureRecognizer(name: "swipe", kind: .swipe(.init(directions: [.right])), view: "card"),
            GestureRecognizer(name: "pan", kind: .pan(.init()), view: "card", requires: ["swipe"]),
        ])
        rig.drag(from: Point(x: 100, y: 200), to: Point(x: 300, y: 200), at: 0, duration: 0.2)
        #expect(rig.log() == ["card began", "card moved", "card moved", "swipe ended", "pan failed", "card cancelled"])
    }

    @Test func aPanThatRequiresASwipeBeginsWhenTheSwipeFails() throws {
        var rig = try ArenaRig(views: [card], recognizers: [
            GestureRecognizer(name: "swipe", kind: .swipe(.init(directions: [.right])), view: "card"),
            GestureRecognizer(name: "pan", kind: .pan(.init()), view: "card", requires: ["swipe"]),
        ])
        rig.drag(from: Point(x: 187, y: 200), to: Point(x: 187, y: 400), at: 0, duration: 1)
        let log = rig.log()
        #expect(Array(log.prefix(16)) == ["card began"] + Array(repeating: "card moved", count: 12)
            + ["swipe failed", "pan began", "card cancelled"])
        // Released at the 13th move, with its translation starting there.
        #expect(abs(rig.arena.translation(of: rig.id("pan")).y - (400 - (200 + 200 * 13 / 60.0))) < 1e-9)
    }

    @Test func anEdgePanHoldsItsTouchAndWinsOverAPanThatRequiresIt() throws {
        var rig = try ArenaRig(views: [.box("page", 0, 0, 375, 667)], recognizers: [
            GestureRecognizer(name: "edge", kind: .edgePan(.init()), view: "screen"),
            GestureRecognizer(name: "pan", kind: .pan(.init()), view: "page", requires: ["edge"]),
        ])
        rig.drag(from: Point(x: 4, y: 333), to: Point(x: 124, y: 333), at: 0, duration: 0.2)
        let log = rig.log()
        #expect(Array(log.prefix(2)) == ["edge began", "pan failed"])
        #expect(!log.contains { $0.hasPrefix("page") })
        #expect(log.last == "edge ended")
        // Began at 20 pt from the start with 15 of hysteresis: 5 pt, then 100 more.
        #expect(abs(rig.arena.translation(of: rig.id("edge")).x - 105) < 1e-9)
    }

    @Test func aPanWinsOverAnEdgePanItDoesNotWaitFor() throws {
        var rig = try ArenaRig(views: [.box("page", 0, 0, 375, 667)], recognizers: [
            GestureRecognizer(name: "edge", kind: .edgePan(.init()), view: "screen"),
            GestureRecognizer(name: "pan", kind: .pan(.init()), view: "page"),
        ])
        rig.drag(from: Point(x: 4, y: 333), to: Point(x: 124, y: 333), at: 0, duration: 0.2)
        #expect(Array(rig.log().prefix(2)) == ["pan began", "edge failed"])
    }

    @Test func anEdgePanFailsAwayFromItsEdgeAndAfterItsTime() throws {
        var rig = try ArenaRig(views: [], recognizers: [GestureRecognizer(name: "edge", kind: .edgePan(.init()), view: "screen")])
        rig.touch(.began, 1, 13.5, 300, at: 0)
        #expect(rig.state("edge") == .failed)
        rig.touch(.ended, 1, 13.5, 300, at: 0.1)
        rig.touch(.began, 1, 13, 300, at: 1)
        #expect(rig.state("edge") == .possible)
        rig.advance(to: 1.25)
        #expect(rig.state("edge") == .failed)
    }

    @Test func aSecondFingerFailsASwipe() throws {
        var rig = try ArenaRig(views: [card], recognizers: [GestureRecognizer(name: "swipe", kind: .swipe(.init()), view: "card")])
        rig.touch(.began, 1, 100, 200, at: 0)
        rig.touch(.began, 2, 150, 200, at: 0.01)
        #expect(rig.state("swipe") == .failed)
    }

    @Test func aPinchAndARotationRecognizedTogether() throws {
        var rig = try ArenaRig(views: [card], recognizers: [
            GestureRecognizer(name: "pinch", kind: .pinch(.init()), view: "card", simultaneous: ["turn"]),
            GestureRecognizer(name: "turn", kind: .rotation(.init()), view: "card"),
        ])
        // Two fingers 100 pt apart moving apart to 200 while the line turns by 0.3 rad.
        let c = Point(x: 187, y: 300)
        func place(_ t: Double) -> (Point, Point) {
            let r = 50 + 50 * t / 0.4
            let angle = 0.3 * t / 0.4
            let (s, k) = (angle - angle * angle * angle / 6, 1 - angle * angle / 2 + angle * angle * angle * angle / 24)
            return (Point(x: c.x - r * k, y: c.y - r * s), Point(x: c.x + r * k, y: c.y + r * s))
        }
        rig.touch(.began, 1, c.x - 50, c.y, at: 0)
        rig.touch(.began, 2, c.x + 50, c.y, at: 0)
        for k in 1...24 {
            let t = Double(k) / 60
            let (a, b) = place(t)
            rig.touch(.moved, 1, a.x, a.y, at: t)
            rig.touch(.moved, 2, b.x, b.y, at: t)
        }
        #expect(rig.state("pinch") == .changed)
        #expect(rig.state("turn") == .changed)
        let (a, b) = place(0.4)
        let distance = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        #expect(rig.arena.scale(of: rig.id("pinch")) > 1.8)
        #expect(rig.arena.scale(of: rig.id("pinch")) == distance / 108)
        rig.touch(.ended, 1, a.x, a.y, at: 0.4)
        rig.touch(.ended, 2, b.x, b.y, at: 0.4)
        #expect(rig.state("pinch") == .ended)
        #expect(rig.state("turn") == .ended)
    }

    @Test func withoutSimultaneousTheFirstToBeginFailsTheOther() throws {
        var rig = try ArenaRig(views: [card], recognizers: [
            GestureRecognizer(name: "pinch", kind: .pinch(.init()), view: "card"),
            GestureRecognizer(name: "turn", kind: .rotation(.init()), view: "card"),
        ])
        rig.touch(.began, 1, 137, 300, at: 0)
        rig.touch(.began, 2, 237, 300, at: 0)
        rig.touch(.moved, 2, 250, 300, at: 0.1)
        #expect(rig.state("pinch") == .began)
        #expect(rig.state("turn") == .failed)
        #expect(rig.arena.scale(of: rig.id("pinch")) == 113.0 / 108)
    }
}

/// One at a time, seen from the side of a recognizer that would begin while another is already
/// past `possible` (docs/gestures.md, "How recognizers compete").
@Suite struct PreventionTests {
    @Test func aLongPressDoesNotBeginWhileAPanItSharesATouchWithIsActive() throws {
        var rig = try ArenaRig(views: [.box("card", 37, 100, 300, 400), .box("inner", 150, 200, 100, 100, in: "card")],
                               recognizers: [
                                   GestureRecognizer(name: "move", kind: .pan(.init()), view: "card"),
                                   GestureRecognizer(name: "hold", kind: .longPress(.init()), view: "inner"),
                               ])
        rig.touch(.began, 1, 100, 150, at: 0)
        rig.touch(.moved, 1, 100, 180, at: 0.1)
        #expect(rig.state("move") == .began)
        // A second finger on the inner view: the long press takes it, and so does the active pan.
        rig.touch(.began, 2, 230, 350, at: 0.2)
        #expect(rig.state("hold") == .possible)
        rig.advance(to: 0.7)
        #expect(rig.state("hold") == .failed)
        #expect(rig.state("move") == .began)
    }

    @Test func aLongPressThatMayRecognizeWithThePanBegins() throws {
        var rig = try ArenaRig(views: [.box("card", 37, 100, 300, 400), .box("inner", 150, 200, 100, 100, in: "card")],
                               recognizers: [
                                   GestureRecognizer(name: "move", kind: .pan(.init()), view: "card"),
                                   GestureRecognizer(name: "hold", kind: .longPress(.init()), view: "inner",
                                                     simultaneous: ["move"]),
                               ])
        rig.touch(.began, 1, 100, 150, at: 0)
        rig.touch(.moved, 1, 100, 180, at: 0.1)
        rig.touch(.began, 2, 230, 350, at: 0.2)
        rig.advance(to: 0.7)
        #expect(rig.state("hold") == .began)
    }
}
