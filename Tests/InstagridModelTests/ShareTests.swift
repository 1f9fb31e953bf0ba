import Testing
@testable import InstagridModel

@Suite("R6–R12, R16: orientation, swipe to share, share sheet, slide back, lock")
struct ShareTests {
    func filled(_ configure: (inout AppOptions) -> Void = { _ in }) -> AppDriver {
        var driver = makeDriver(configure: configure)
        for (index, slot) in [1, 2, 3].enumerated() {
            driver.tap(.slot(slot), at: Double(index))
            driver.send(.pickerChose(photo: "p\(slot)"), at: Double(index) + 0.1)
        }
        return driver
    }

    @Test("R7/R8: swipe up slides the grid out on ease-in-out, then exports and presents the sheet")
    func slideOut() {
        var driver = filled()
        driver.swipe(.up, at: 10)
        #expect(driver.state.phase == .slidingOut)
        let start = driver.state.slide!.start
        #expect(driver.allEvents.contains(.swipeRecognized(.up)))
        #expect(driver.state.exports.isEmpty)
        driver.advance(to: start + 0.25)
        #expect(abs(driver.state.gridOffset.y - -333.5) < 1e-9)
        #expect(driver.state.gridOffset.x == 0)
        driver.advance(to: start + 0.4999)
        #expect(driver.state.phase == .slidingOut)
        #expect(driver.state.exports.isEmpty)
        driver.advance(to: start + 0.5)
        #expect(driver.state.phase == .sharing)
        #expect(driver.state.gridOffset == Point(x: 0, y: -667))
        #expect(driver.state.exports == [ExportRecord(number: 1, layout: .two, photos: [1: "p1", 2: "p2", 3: "p3"],
                                                       side: 300, time: start + 0.5)])
    }

    @Test("R9: every outcome slides the grid back and returns to idle", arguments: ShareOutcome.allCases)
    func outcome(_ outcome: ShareOutcome) {
        var driver = filled()
        driver.swipe(.up, at: 10)
        driver.advance(to: 11)
        driver.send(.shareSheetFinished(outcome), at: 11)
        #expect(driver.state.phase == .slidingBack)
        #expect(driver.state.shares == [outcome])
        driver.advance(to: 11.25)
        #expect(abs(driver.state.gridOffset.y - -333.5) < 1e-9)
        driver.advance(to: 11.5)
        #expect(driver.state.phase == .idle)
        #expect(driver.state.gridOffset == .zero)
    }

    @Test("R6: the share swipe is left in landscape; up and right do nothing there")
    func landscapeDirection() {
        var driver = filled()
        driver.send(.deviceRotated(to: .landscapeLeft), at: 5)
        #expect(driver.state.geometry.screen == Size(width: 667, height: 375))
        let centre = driver.state.geometry.grid.center
        driver.swipe(.up, from: centre, at: 10)
        #expect(driver.state.phase == .idle)
        driver.swipe(.right, from: centre, at: 11)
        #expect(driver.state.phase == .idle)
        // The rightward swipe moved against the share direction: failed at a move.
        #expect(driver.allEvents.contains(.swipeFailed(.outOfBounds)))
        driver.swipe(.left, from: centre, at: 12)
        #expect(driver.state.phase == .slidingOut)
        driver.advance(to: 13)
        #expect(driver.state.gridOffset == Point(x: -667, y: 0))
    }

    @Test("R6: in portrait, a left or down swipe does nothing", arguments: [Direction.left, .down, .right])
    func wrongDirectionPortrait(_ direction: Direction) {
        var driver = filled()
        driver.swipe(direction, at: 10)
        #expect(driver.state.phase == .idle)
        #expect(!driver.allEvents.contains(.swipeRecognized(direction)))
    }

    @Test("R10: rotating while sliding keeps the slide's axis and length; the slide back ends at zero")
    func fixedSlide() {
        var driver = filled()
        driver.swipe(.up, at: 10)
        let start = driver.state.slide!.start
        driver.send(.deviceRotated(to: .landscapeRight), at: start + 0.25)
        #expect(driver.state.geometry.screen.width == 667)
        #expect(abs(driver.state.gridOffset.y - -333.5) < 1e-9)
        #expect(driver.state.gridOffset.x == 0)
        driver.advance(to: start + 0.5)
        #expect(driver.state.gridOffset == Point(x: 0, y: -667))
        driver.send(.shareSheetFinished(.completed), at: start + 1)
        driver.send(.deviceRotated(to: .portrait), at: start + 1.2)
        driver.advance(to: start + 1.5)
        #expect(driver.state.phase == .idle)
        #expect(driver.state.gridOffset == .zero)
    }

    @Test("R11: taps and swipes are ignored in every busy phase; rotation is accepted")
    func locked() {
        var driver = filled()
        driver.swipe(.up, at: 10)
        driver.tap(.layoutButton(.three), at: 10.2)
        #expect(driver.state.layout == .two)
        #expect(driver.lastEvents.contains(.ignored(.busy(.slidingOut, input: "tap on layout-3"))))
        driver.advance(to: 11)
        driver.tap(.layoutButton(.one), at: 11)
        #expect(driver.lastEvents.contains(.ignored(.busy(.sharing, input: "tap on layout-1"))))
        driver.swipe(.up, at: 11.2)
        #expect(driver.allEvents.contains(.ignored(.busy(.sharing, input: "share swipe"))))
        driver.send(.deviceRotated(to: .landscapeLeft), at: 11.5)
        #expect(driver.state.orientation == .landscapeLeft)
        driver.send(.shareSheetFinished(.cancelled), at: 12)
        driver.tap(.layoutButton(.one), at: 12.1)
        #expect(driver.lastEvents.contains(.ignored(.busy(.slidingBack, input: "tap on layout-1"))))
        driver.advance(to: 13)
        driver.tap(.layoutButton(.one), at: 13)
        #expect(driver.state.layout == .one)
    }

    @Test("R12: an incomplete grid shares, alerts or blocks as the option says")
    func incompleteGrid() {
        var allow = makeDriver()
        allow.swipe(.up, at: 0)
        #expect(allow.state.phase == .slidingOut)

        var alert = makeDriver { $0.incompleteGrid = .alert }
        alert.swipe(.up, at: 0)
        #expect(alert.state.phase == .alert)
        #expect(alert.state.alert == .gridIncomplete)
        #expect(alert.state.slide == nil)
        alert.tap(.layoutButton(.one), at: 1)
        #expect(alert.state.layout == .two)
        alert.send(.alertDismissed, at: 2)
        #expect(alert.state.phase == .idle)
        #expect(alert.state.alert == nil)

        var block = makeDriver { $0.incompleteGrid = .block }
        block.swipe(.up, at: 0)
        #expect(block.state.phase == .idle)
        #expect(block.allEvents.contains(.ignored(.incompleteGridBlocked(emptySlots: [1, 2, 3]))))

        var complete = filled { $0.incompleteGrid = .block }
        complete.swipe(.up, at: 10)
        #expect(complete.state.phase == .slidingOut)
    }

    @Test("R16: each share exports one image, numbered from 1")
    func numbering() {
        var driver = filled()
        for round in 0..<3 {
            let t = 10 + Double(round) * 3
            driver.swipe(.up, at: t)
            driver.advance(to: t + 1)
            driver.send(.shareSheetFinished(.completed), at: t + 1)
            driver.advance(to: t + 2)
        }
        #expect(driver.state.exports.map(\.number) == [1, 2, 3])
        #expect(driver.state.shares == [.completed, .completed, .completed])
    }

    @Test("Options: slideDuration, returnDuration and curve drive the slide")
    func durations() {
        var driver = filled {
            $0.slideDuration = 1
            $0.returnDuration = 0.25
            $0.curve = .linear
        }
        driver.swipe(.up, at: 10)
        let start = driver.state.slide!.start
        driver.advance(to: start + 0.5)
        #expect(driver.state.gridOffset == Point(x: 0, y: -333.5))
        driver.advance(to: start + 1)
        #expect(driver.state.phase == .sharing)
        driver.send(.shareSheetFinished(.failed), at: start + 2)
        driver.advance(to: start + 2.125)
        #expect(driver.state.gridOffset == Point(x: 0, y: -333.5))
        driver.advance(to: start + 2.25)
        #expect(driver.state.phase == .idle)
    }

    @Test("R15: the same inputs give the same trace and state")
    func deterministic() {
        let a = filled()
        let b = filled()
        #expect(a.trace == b.trace)
        #expect(a.state == b.state)
    }
}
