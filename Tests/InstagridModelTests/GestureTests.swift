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

    @Test("Slots are hit-tested at the grid's current offset")
    func offsetHitTest() {
        var driver = makeDriver { $0.slideDuration = 1; $0.curve = .linear }
        driver.swipe(.up, at: 0)
        driver.advance(to: 0.06 + 0.5)
        let geometry = driver.state.geometry
        let moved = geometry.hitTest(Point(x: 116.25, y: 272.25 - 333.5), layout: .two, gridOffset: driver.state.gridOffset)
        #expect(moved == .slot(1))
        #expect(geometry.hitTest(Point(x: 116.25, y: 272.25), layout: .two, gridOffset: driver.state.gridOffset) == nil)
    }
}

@Suite("R14: swipe recognizer thresholds")
struct SwipeRecognizerTests {
    let constants = GestureConstants()
    let origin = Point(x: 200, y: 400)

    /// Touch down at t = 0, one move to (dx, dy) at `time`.
    func decide(dx: Double, dy: Double, at time: Double, direction: Direction = .up) -> SwipeRecognizer.Decision {
        var recognizer = SwipeRecognizer()
        _ = recognizer.touchBegan(id: 1, at: origin, time: 0, touchesDown: 0)
        return recognizer.touchMoved(id: 1, to: Point(x: origin.x + dx, y: origin.y + dy), time: time,
                                     direction: direction, constants: constants)
    }

    @Test("Along: just under 50·f is undecided, at or over it is recognized",
          arguments: [0.0, 0.1, 0.25, 0.4, 0.5])
    func along(time: Double) {
        let threshold = 50 * (1 - time * 0.94)
        #expect(decide(dx: 0, dy: -(threshold - 0.01), at: time) == .none || threshold - 0.01 < 10)
        #expect(decide(dx: 0, dy: -(threshold + 0.01), at: time) == .recognized(.up))
    }

    @Test("Across: just under 50·g holds, just over fails", arguments: [0.0, 0.1, 0.3, 0.5])
    func across(time: Double) {
        let limit = 50 * (1 - time * 0.98)
        #expect(decide(dx: limit - 0.01, dy: -5, at: time) == .none)
        guard case .failed(.acrossDirection) = decide(dx: limit + 0.01, dy: -5, at: time) else {
            Issue.record("expected an across failure at t = \(time)")
            return
        }
    }

    @Test("Leftward swipes in landscape use the same thresholds on the x axis")
    func leftward() {
        let threshold = 50 * (1 - 0.1 * 0.94)
        #expect(decide(dx: -(threshold - 0.01), dy: 0, at: 0.1, direction: .left) == .none)
        #expect(decide(dx: -(threshold + 0.01), dy: 0, at: 0.1, direction: .left) == .recognized(.left))
    }

    @Test("Undecided at 0.49 s, failed at 0.51 s")
    func timeLimit() {
        #expect(decide(dx: 0, dy: -15, at: 0.49) == .none)
        #expect(decide(dx: 0, dy: -15, at: 0.51) == .failed(.tooSlow(elapsed: 0.51)))
        // f is capped at t = 0.5: 26.5 pt would do at 0.5, but 0.51 is too late.
        #expect(decide(dx: 0, dy: -30, at: 0.5) == .recognized(.up))
        #expect(decide(dx: 0, dy: -30, at: 0.51) == .failed(.tooSlow(elapsed: 0.51)))
    }

    @Test("Nothing is evaluated before the touch has moved 10 pt")
    func startDistance() {
        // 9.9 pt across at t = 0.9 would fail every check, but is not evaluated.
        #expect(decide(dx: 9.9, dy: 0, at: 0.9) == .none)
        #expect(decide(dx: 6, dy: -8, at: 0.9) == .failed(.tooSlow(elapsed: 0.9)))
    }

    @Test("More than 10 pt against the direction fails; 10 pt does not")
    func against() {
        #expect(decide(dx: 0, dy: 10, at: 0.1) == .none)
        guard case .failed(.againstDirection(.up, let distance)) = decide(dx: 0, dy: 10.01, at: 0.1) else {
            Issue.record("10.01 pt against the direction should fail")
            return
        }
        #expect(abs(distance - 10.01) < 1e-9)
    }

    @Test("Checks run in order: time, against, across, along")
    func order() {
        // Both too slow and too far across: too slow wins.
        #expect(decide(dx: 60, dy: -60, at: 0.6) == .failed(.tooSlow(elapsed: 0.6)))
        // Across and along both met: across wins.
        guard case .failed(.acrossDirection) = decide(dx: 60, dy: -60, at: 0.1) else {
            Issue.record("across should be checked before along")
            return
        }
    }

    @Test("A second touch fails it; it resets when every touch has lifted")
    func secondTouch() {
        var recognizer = SwipeRecognizer()
        _ = recognizer.touchBegan(id: 1, at: origin, time: 0, touchesDown: 0)
        #expect(recognizer.touchBegan(id: 2, at: origin, time: 0.01, touchesDown: 1) == .failed(.secondTouch))
        #expect(recognizer.touchMoved(id: 1, to: Point(x: 200, y: 300), time: 0.05, direction: .up,
                                      constants: constants) == .none)
        _ = recognizer.touchEnded(id: 1, cancelled: false, touchesLeft: 1)
        #expect(recognizer.state == .failed)
        _ = recognizer.touchEnded(id: 2, cancelled: false, touchesLeft: 0)
        #expect(recognizer.state == .ready)
    }

    @Test("A touch that ends before recognition fails it")
    func endedEarly() {
        var recognizer = SwipeRecognizer()
        _ = recognizer.touchBegan(id: 1, at: origin, time: 0, touchesDown: 0)
        #expect(recognizer.touchEnded(id: 1, cancelled: false, touchesLeft: 0) == .failed(.endedBeforeRecognized))
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
