import Testing
import InstagridModel

@Suite("Instagrid on the virtual clock")
struct AppDriverTests {
    @Test("Timers fire in deadline order, then in scheduling order")
    func timerOrder() {
        var driver = makeDriver { $0.slideDuration = 0.5; $0.returnDuration = 0.5 }
        driver.swipe(.up, at: 0)
        let deadline = driver.state.slide!.start + 0.5
        #expect(driver.nextDeadline == deadline)
        // An input at the deadline sees the timer fire first.
        driver.send(.shareSheetFinished(.completed), at: deadline)
        #expect(driver.state.phase == .slidingBack)
        #expect(driver.trace.suffix(2).map(\.action) == [.timerFired(.slideOutFinished), .shareSheetFinished(.completed)])
    }
}
