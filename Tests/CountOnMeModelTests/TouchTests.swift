import Testing
import CountOnMeModel
import Gestures

@Suite("CountOnMe buttons: geometry and touches (C6, R13)")
struct TouchTests {
    @Test("every button is inside the safe area, below the text view, and none overlap", arguments: Device.all)
    func layout(device: Device) {
        let geometry = CountOnMeGeometry(device: device)
        for (index, frame) in geometry.buttons.enumerated() {
            #expect(frame.width > 40 && frame.width == frame.height)
            #expect(frame.minX >= geometry.safeArea.minX && frame.maxX <= geometry.safeArea.maxX)
            #expect(frame.maxY <= geometry.safeArea.maxY && frame.minY > geometry.textView.maxY)
            for other in geometry.buttons[(index + 1)...] {
                let apart = frame.maxX <= other.minX || other.maxX <= frame.minX
                    || frame.maxY <= other.minY || other.maxY <= frame.minY
                #expect(apart)
            }
        }
        #expect(geometry.textView.height > 100)
    }

    @Test("a tap on each button presses it", arguments: CalculatorKey.allCases)
    func tap(key: CalculatorKey) {
        var state = CountOnMeState(device: Device.all[1], display: "12")
        let centre = state.geometry.frame(of: key).center
        _ = state.reduce(.touchBegan(id: 1, at: centre))
        let events = state.reduce(.touchEnded(id: 1, at: centre))
        var expected = Calculator(display: "12")
        expected.press(key)
        #expect(events.last == .log(.keyPressed(key, display: expected.display)))
        #expect(state.calculator == expected)
    }

    @Test("R13: a touch that ends within 70 pt of the button fires it; farther, it does not")
    func slop() {
        var state = CountOnMeState(device: Device.all[0])
        let frame = state.geometry.frame(of: .digit(7))
        _ = state.reduce(.touchBegan(id: 1, at: frame.center))
        _ = state.reduce(.touchEnded(id: 1, at: Point(x: frame.maxX + 69, y: frame.midY)))
        #expect(state.display == "7")
        _ = state.reduce(.touchBegan(id: 2, at: frame.center))
        let events = state.reduce(.touchEnded(id: 2, at: Point(x: frame.maxX + 71, y: frame.midY)))
        #expect(state.display == "7")
        #expect(events == [.log(.touchLifted(id: 2)), .log(.tapMissed(.digit(7), slop: 70))])
    }

    @Test("a touch that begins outside every button, a cancelled touch and unknown ids press nothing")
    func nothing() {
        var state = CountOnMeState(device: Device.all[2])
        let text = state.geometry.textView.center
        #expect(state.reduce(.touchBegan(id: 1, at: text)) == [.log(.touchDown(id: 1, on: nil))])
        #expect(state.reduce(.touchBegan(id: 1, at: text)) == [.log(.duplicateTouch(id: 1))])
        _ = state.reduce(.touchEnded(id: 1, at: state.geometry.frame(of: .digit(3)).center))
        let five = state.geometry.frame(of: .digit(5)).center
        _ = state.reduce(.touchBegan(id: 2, at: five))
        _ = state.reduce(.touchCancelled(id: 2, at: five))
        #expect(state.reduce(.touchEnded(id: 9, at: five)) == [.log(.unknownTouch(id: 9))])
        #expect(state.reduce(.touchMoved(id: 9, at: five)) == [.log(.unknownTouch(id: 9))])
        #expect(state.display == "0")
    }
}

@Suite("CountOnMe's keys are the kit's buttons (R13)")
struct KeyButtonTests {
    @Test("each key is a button named as its target, with R13's 70 pt slop, at its frame")
    func views() {
        let state = CountOnMeState(device: Device.all[1])
        let views = state.arena.views.dropFirst()
        #expect(views.map(\.name) == CalculatorKey.allCases.map(\.name))
        #expect(views.allSatisfy { $0.button?.slop == 70 })
        #expect(views.map(\.frame) == CalculatorKey.allCases.map(state.geometry.frame(of:)))
        #expect(state.arena.recognizers.isEmpty)
    }

    @Test("a button tracks one touch: a second touch on a key that is down presses nothing")
    func oneTouchPerButton() {
        var state = CountOnMeState(device: Device.all[1])
        let four = state.geometry.frame(of: .digit(4)).center
        _ = state.reduce(.touchBegan(id: 1, at: four))
        #expect(state.reduce(.touchBegan(id: 2, at: four)) == [.log(.touchDown(id: 2, on: .digit(4)))])
        #expect(state.reduce(.touchEnded(id: 2, at: four)) == [.log(.touchLifted(id: 2))])
        #expect(state.reduce(.touchEnded(id: 1, at: four)).last == .log(.keyPressed(.digit(4), display: "4")))
    }

    @Test("the arena's history is kept only while the trace is; the states are equal either way")
    func history() throws {
        func run(tracing: Bool) -> Driver<CountOnMeState> {
            var driver = Driver(state: CountOnMeState(device: Device.all[1]), isTracing: tracing)
            let seven = driver.state.geometry.frame(of: .digit(7)).center
            driver.send(.touchBegan(id: 1, at: seven), at: 0)
            driver.send(.touchEnded(id: 1, at: seven), at: 0.05)
            return driver
        }
        let traced = run(tracing: true), untraced = run(tracing: false)
        #expect(untraced.state.gestureHistory == nil)
        let history = try #require(traced.state.gestureHistory)
        #expect(history.log(arena: traced.state.arena) == ["digit-7 began", "digit-7 ended", "digit-7 touch-up-inside"])
        #expect(traced.state == untraced.state)
        #expect(traced.state.display == "7")
    }
}
