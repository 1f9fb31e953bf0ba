import Testing
@testable import MessengerModel

/// M7: the back button and the interactive edge pop, at its edges.
@Suite struct EdgePopTests {
    static func chat() -> PhoneRig { ChatTests.open(id: "c1") }

    @Test(arguments: [(0.0, true), (20.0, true), (20.5, false), (40.0, false)])
    func theSwipeBeginsWithin20PointsOfTheLeftEdge(x: Double, begins: Bool) {
        var rig = Self.chat()
        rig.drag(from: Point(x: x, y: 300), dx: 100, dy: 0, duration: 0.5, end: false)
        #expect((rig.phone.edgePop != nil) == begins)
    }

    @Test(arguments: [(9.9, 0.0, false), (10.0, 0.0, true), (10.0, 9.9, true), (10.0, 10.0, false), (10.0, -12.0, false)])
    func theSwipeStartsAfter10PointsRightMoreHorizontalThanVertical(dx: Double, dy: Double, starts: Bool) {
        var rig = Self.chat()
        rig.nudge(from: Point(x: 5, y: 300), dx: dx, dy: dy)
        #expect((rig.phone.edgePop != nil) == starts)
    }

    @Test func theChatFollowsTheFinger() {
        var rig = Self.chat()
        rig.drag(from: Point(x: 2, y: 300), dx: 150, dy: 0, duration: 0.5, end: false)
        #expect(rig.phone.edgePop?.progress == 150.0 / 375.0)
        #expect(rig.phone.screen == .chat)
    }

    /// Releases an edge pop at `progress` with `velocity` (pt/s): the last two samples are
    /// 1/64 s apart, at times and places a double holds exactly, so the edges are exact.
    static func release(progress: Double, velocity: Double) -> PhoneRig {
        var rig = chat()
        rig.flick(from: Point(x: 2, y: 300), toX: 2 + progress * 375, lastStep: velocity / 64)
        return rig
    }

    @Test(arguments: [(0.5, 0.0, true), (0.49, 0.0, false), (0.5, -1.0, false), (0.9, -30.0, false),
                      (0.1, 300.0, true), (0.1, 299.0, false), (0.7, 120.0, true)])
    func releaseFinishesAtHalfWithNonNegativeVelocityOrAtA300PointFlick(progress: Double, velocity: Double,
                                                                         finishes: Bool) {
        let rig = Self.release(progress: progress, velocity: velocity)
        #expect((rig.phone.chat == nil) == finishes)
        #expect(rig.phone.edgePop == nil)
        guard let transition = rig.phone.transitions.last else {
            Issue.record("no transition")
            return
        }
        #expect(transition.curve == .linear)
        let remaining = finishes ? (1 - progress) * 0.35 : progress * 0.35
        #expect(abs(transition.duration - remaining) < 1e-9)
        #expect(abs(transition.from - (1 - progress)) < 1e-9)
        #expect(transition.to == (finishes ? 0 : 1))
    }

    /// 30 pt in the last 0.1 s is 300 pt/s on paper, and in binary 299.9999999999997 or
    /// 300.0000000000011 depending on when it happens: the thresholds read the value on a grid.
    @Test("a flick of exactly 300 pt/s finishes wherever the clock stands", arguments: 0..<40)
    func flickOfExactly300(offset: Int) {
        var rig = Self.chat()
        rig.touch(at: [Point(x: 10, y: 300), Point(x: 20, y: 300), Point(x: 40, y: 300), Point(x: 70, y: 300)],
                  start: 3.3 + Double(offset) * 0.05)
        #expect(rig.events.contains(.edgePopReleased(progress: 60.0 / 375.0, velocity: 300, finishes: true)))
    }

    @Test("10 pt written with decimals starts the pop: 6.4 to 16.4 is 9.999999999999998 pt in binary",
          arguments: [(16.4, true), (16.39, false)])
    func tenPointsWithDecimals(to x: Double, starts: Bool) {
        var rig = Self.chat()
        rig.touch(at: [Point(x: 6.4, y: 300), Point(x: x, y: 300), Point(x: x, y: 300)], start: 3)
        #expect(rig.events.contains { if case .edgePopReleased = $0 { true } else { false } } == starts)
    }

    @Test func velocityUsesTheLastTwoSamplesAtDistinctTimes() {
        var rig = Self.chat()
        rig.driver.advance(to: 2)
        rig.send(.touchBegan(id: 3, at: Point(x: 2, y: 300)))
        rig.driver.advance(to: 2.125)
        rig.send(.touchMoved(id: 3, at: Point(x: 12, y: 300)))
        rig.driver.advance(to: 2.25)
        rig.send(.touchMoved(id: 3, at: Point(x: 42, y: 300)))
        // A move at the same instant replaces the last sample: 40 pt in 1/8 s is 320 pt/s.
        rig.send(.touchMoved(id: 3, at: Point(x: 52, y: 300)))
        rig.send(.touchEnded(id: 3, at: Point(x: 52, y: 300)))
        #expect(rig.events.contains(.edgePopReleased(progress: 50.0 / 375.0, velocity: 320, finishes: true)))
    }

    @Test func anEndedSampleAtTheSameInstantReplacesTheLastMove() {
        var rig = Self.chat()
        rig.driver.advance(to: 2)
        rig.send(.touchBegan(id: 3, at: Point(x: 2, y: 300)))
        rig.driver.advance(to: 2.125)
        rig.send(.touchMoved(id: 3, at: Point(x: 100, y: 300)))
        rig.driver.advance(to: 2.25)
        rig.send(.touchMoved(id: 3, at: Point(x: 200, y: 300)))
        // Ended at the same instant, back left: velocity from (100, 2.125) to (150, 2.25) = 400.
        rig.send(.touchEnded(id: 3, at: Point(x: 150, y: 300)))
        let progress: Double = 148.0 / 375.0
        let velocity: Double = 400
        let released = MessengerEvent.edgePopReleased(progress: progress, velocity: velocity, finishes: true)
        #expect(rig.events.contains(released))
    }

    @Test func theFinishedPopEndsAndTheChatIsGone() {
        var rig = Self.release(progress: 0.6, velocity: 0)
        #expect(rig.phone.screen == .chats)
        rig.wait(0.4 * 0.35)
        #expect(rig.phone.transitions.isEmpty)
    }

    @Test func theSwipeCancelsTheTapOfTheBackButton() {
        var rig = Self.chat()
        rig.drag(from: Point(x: 10, y: 42), dx: 60, dy: 0, duration: 0.3)
        // The edge pan holds the button's touch back while it may begin (UIKit's
        // `delaysTouchesBegan`), and drops it when it does: the back button never fires.
        #expect(!rig.events.contains(.tapped(.back)))
        #expect(rig.events.contains { if case .edgePopReleased = $0 { true } else { false } })
        #expect(rig.phone.screen == .chat)
    }
}
