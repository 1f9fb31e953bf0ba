import Testing
@testable import InstagridModel

@Suite("R13: taps with a 70 pt slop")
struct TapTests {
    // Slot 1 in layout 2 on the iPhone 8: x 52.5…180, y 208.5…336.
    @Test("A touch that began on a slot fires when it ends within 70 pt of it",
          arguments: [(0.0, true), (40, true), (69.9, true), (70, false), (90, false)])
    func slop(outside: Double, fires: Bool) {
        var driver = makeDriver()
        driver.send(.touchBegan(id: 1, at: Point(x: 100, y: 300)), at: 0)
        driver.send(.touchMoved(id: 1, at: Point(x: 100, y: 330)), at: 0.5)
        // Past the bottom edge, straight down: the swipe (up) fails against its direction.
        driver.send(.touchEnded(id: 1, at: Point(x: 100, y: 336 + outside)), at: 1)
        #expect((driver.state.phase == .picking) == fires)
        if !fires {
            #expect(driver.lastEvents.contains(.tapMissed(.slot(1), slop: 70)))
        }
    }

    @Test("The touch belongs to the control where it began")
    func ownership() {
        var driver = makeDriver()
        // Begins on layout-1, ends over layout-2 (within 70 pt of layout-1): layout 1 fires.
        driver.send(.touchBegan(id: 1, at: Point(x: 86.5, y: 580)), at: 0)
        driver.send(.touchEnded(id: 1, at: Point(x: 160, y: 580)), at: 0.3)
        #expect(driver.state.layout == .one)
    }

    @Test("A touch that begins on no control fires nothing, even ending on one")
    func noControl() {
        var driver = makeDriver()
        driver.send(.touchBegan(id: 1, at: Point(x: 10, y: 10)), at: 0)
        driver.send(.touchEnded(id: 1, at: Point(x: 86.5, y: 580)), at: 2)
        #expect(driver.state.layout == .two)
    }

    @Test("Touch duration does not matter")
    func longPress() {
        var driver = makeDriver()
        driver.send(.touchBegan(id: 1, at: Point(x: 86.5, y: 580)), at: 0)
        driver.send(.touchEnded(id: 1, at: Point(x: 86.5, y: 580)), at: 30)
        #expect(driver.state.layout == .one)
    }

    @Test("A recognized swipe cancels the touch for the buttons: a swipe from a '+' opens no picker")
    func swipeCancelsTap() {
        var driver = makeDriver()
        driver.swipe(.up, from: Point(x: 116.25, y: 272.25), at: 0)
        #expect(driver.allEvents.contains(.tapCancelledBySwipe(.slot(1))))
        #expect(driver.state.phase == .slidingOut)
        #expect(driver.state.picker == nil)
    }

    @Test("A cancelled touch fires nothing")
    func cancelled() {
        var driver = makeDriver()
        driver.send(.touchBegan(id: 1, at: Point(x: 86.5, y: 580)), at: 0)
        driver.send(.touchCancelled(id: 1, at: Point(x: 86.5, y: 580)), at: 0.1)
        #expect(driver.state.layout == .two)
    }

    @Test("Slots are hit-tested at the grid's current offset, off screen too")
    func offsetHitTest() {
        var driver = makeDriver { $0.slideDuration = 1; $0.curve = .linear }
        driver.swipe(.up, at: 0)
        driver.advance(to: 0.06 + 0.5)
        driver.send(.touchBegan(id: 1, at: Point(x: 116.25, y: 272.25 - 333.5)), at: 0.56)
        #expect(driver.lastEvents == [.touchDown(id: 1, on: .slot(1))])
        driver.send(.touchBegan(id: 2, at: Point(x: 116.25, y: 272.25)), at: 0.56)
        #expect(driver.lastEvents.first == .touchDown(id: 2, on: nil))
        driver.send(.touchEnded(id: 1, at: Point(x: 116.25, y: 272.25 - 333.5)), at: 0.6)
        driver.send(.touchEnded(id: 2, at: Point(x: 116.25, y: 272.25)), at: 0.6)
        // Parked off screen while sharing: a tap aimed at slot 1 is locked out (R11).
        driver.advance(to: 2)
        driver.tap(Point(x: 116.25, y: 272.25 - 667), at: 2, id: 3)
        #expect(driver.allEvents.contains(.touchDown(id: 3, on: .slot(1))))
        #expect(driver.lastEvents.contains(.ignored(.busy(.sharing, input: "tap on slot-1"))))
    }
}

@Suite("R14: the share swipe's thresholds, through the reducer")
struct SwipeRecognizerTests {
    let origin = Point(x: 200, y: 400)

    /// What the app made of a touch down at `origin` at t = 0 and one move to (dx, dy) at `time`.
    enum Outcome: Equatable {
        case undecided
        case recognized(Direction)
        case failed(SwipeFailure)
    }

    func decide(dx: Double, dy: Double, at time: Double, orientation: Orientation = .portrait) -> Outcome {
        var driver = makeDriver(orientation: orientation)
        driver.send(.touchBegan(id: 1, at: origin), at: 0)
        driver.send(.touchMoved(id: 1, at: Point(x: origin.x + dx, y: origin.y + dy)), at: time)
        for event in driver.lastEvents {
            if case .swipeRecognized(let direction) = event { return .recognized(direction) }
            if case .swipeFailed(let failure) = event { return .failed(failure) }
        }
        return .undecided
    }

    @Test("Along: just under 50·f is undecided, at or over it is recognized",
          arguments: [0.0, 0.1, 0.25, 0.4, 0.5])
    func along(time: Double) {
        let threshold = 50 * (1 - time * 0.94)
        #expect(decide(dx: 0, dy: -(threshold - 0.01), at: time) == .undecided || threshold - 0.01 < 10)
        #expect(decide(dx: 0, dy: -(threshold + 0.01), at: time) == .recognized(.up))
    }

    @Test("Across: just under 50·g holds, just over fails", arguments: [0.0, 0.1, 0.3, 0.5])
    func across(time: Double) {
        let limit = 50 * (1 - time * 0.98)
        #expect(decide(dx: limit - 0.01, dy: -5, at: time) == .undecided)
        #expect(decide(dx: limit + 0.01, dy: -5, at: time) == .failed(.outOfBounds))
    }

    @Test("R6: in landscape the share swipe is leftward, with the same thresholds on the x axis")
    func leftward() {
        let threshold = 50 * (1 - 0.1 * 0.94)
        #expect(decide(dx: -(threshold - 0.01), dy: 0, at: 0.1, orientation: .landscapeLeft) == .undecided)
        #expect(decide(dx: -(threshold + 0.01), dy: 0, at: 0.1, orientation: .landscapeLeft) == .recognized(.left))
        #expect(decide(dx: 0, dy: -60, at: 0.1, orientation: .landscapeRight) == .failed(.outOfBounds))
    }

    @Test("Undecided at 0.49 s, failed at 0.51 s")
    func timeLimit() {
        #expect(decide(dx: 0, dy: -15, at: 0.49) == .undecided)
        #expect(decide(dx: 0, dy: -15, at: 0.51) == .failed(.outOfBounds))
        // f is capped at t = 0.5: 26.5 pt would do at 0.5, but 0.51 is too late.
        #expect(decide(dx: 0, dy: -30, at: 0.5) == .recognized(.up))
        #expect(decide(dx: 0, dy: -30, at: 0.51) == .failed(.outOfBounds))
    }

    @Test("Nothing is evaluated before the touch has moved 10 pt")
    func startDistance() {
        // 9.9 pt across at t = 0.9 would fail every check, but is not evaluated.
        #expect(decide(dx: 9.9, dy: 0, at: 0.9) == .undecided)
        #expect(decide(dx: 6, dy: -8, at: 0.9) == .failed(.outOfBounds))
    }

    @Test("More than 10 pt against the direction fails; 10 pt does not")
    func against() {
        #expect(decide(dx: 0, dy: 10, at: 0.1) == .undecided)
        #expect(decide(dx: 0, dy: 10.01, at: 0.1) == .failed(.outOfBounds))
    }

    @Test("Across is judged before along: a move far enough along and too far across fails")
    func order() {
        #expect(decide(dx: 60, dy: -60, at: 0.1) == .failed(.outOfBounds))
        #expect(decide(dx: 40, dy: -60, at: 0.1) == .recognized(.up))
    }

    @Test("The constants are the options' (R14: every constant is an option)")
    func constants() {
        var driver = makeDriver { $0.gestures.swipeDistance = 100; $0.gestures.swipeStartDistance = 30 }
        driver.send(.touchBegan(id: 1, at: origin), at: 0)
        driver.send(.touchMoved(id: 1, at: Point(x: origin.x, y: origin.y - 60)), at: 0)
        #expect(!driver.allEvents.contains(.swipeRecognized(.up)))
        driver.send(.touchMoved(id: 1, at: Point(x: origin.x, y: origin.y - 100)), at: 0)
        #expect(driver.lastEvents.first == .swipeRecognized(.up))
        #expect(driver.state.phase == .slidingOut)
    }

    @Test("A second touch fails it; it starts again when every touch has lifted")
    func secondTouch() {
        // Beside the grid, on no control.
        let first = Point(x: 20, y: 180), second = Point(x: 30, y: 180), up = Point(x: 20, y: 80)
        var driver = makeDriver()
        driver.send(.touchBegan(id: 1, at: first), at: 0)
        driver.send(.touchBegan(id: 2, at: second), at: 0.01)
        #expect(driver.lastEvents == [.touchDown(id: 2, on: nil), .swipeFailed(.secondTouch)])
        driver.send(.touchMoved(id: 1, at: up), at: 0.05)
        #expect(driver.lastEvents == [.touchMovedTo(id: 1)])
        driver.send(.touchEnded(id: 1, at: up), at: 0.06)
        // Touch 2 is still down: a new touch takes no part in the failed gesture.
        driver.send(.touchBegan(id: 3, at: first), at: 0.07)
        driver.send(.touchMoved(id: 3, at: up), at: 0.08)
        #expect(driver.lastEvents == [.touchMovedTo(id: 3)])
        driver.send(.touchEnded(id: 3, at: up), at: 0.09)
        driver.send(.touchEnded(id: 2, at: second), at: 0.1)
        #expect(driver.state.phase == .idle)
        driver.swipe(.up, at: 0.2)
        #expect(driver.state.phase == .slidingOut)
    }

    @Test("A touch that ends before recognition fails it")
    func endedEarly() {
        var driver = makeDriver()
        driver.send(.touchBegan(id: 1, at: origin), at: 0)
        driver.send(.touchEnded(id: 1, at: origin), at: 0.1)
        #expect(Array(driver.lastEvents.prefix(2)) == [.touchLifted(id: 1), .swipeFailed(.endedBeforeRecognized)])
    }

    @Test("Two-finger swipe through the app: no share")
    func twoFingers() {
        var driver = makeDriver()
        driver.send(.touchBegan(id: 1, at: Point(x: 150, y: 400)), at: 0)
        driver.send(.touchBegan(id: 2, at: Point(x: 220, y: 400)), at: 0.01)
        for step in 1...6 {
            let dy = -25.0 * Double(step)
            driver.send(.touchMoved(id: 1, at: Point(x: 150, y: 400 + dy)), at: 0.01 + 0.02 * Double(step))
            driver.send(.touchMoved(id: 2, at: Point(x: 220, y: 400 + dy)), at: 0.01 + 0.02 * Double(step))
        }
        driver.send(.touchEnded(id: 1, at: Point(x: 150, y: 250)), at: 0.2)
        driver.send(.touchEnded(id: 2, at: Point(x: 220, y: 250)), at: 0.2)
        #expect(driver.state.phase == .idle)
        #expect(driver.allEvents.contains(.swipeFailed(.secondTouch)))
    }
}
