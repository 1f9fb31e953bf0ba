import Testing
import VirtualClock

@Suite("Scheduler: a deadline heap on virtual time")
struct SchedulerTests {
    /// Takes every timer due by `time`, in firing order, with the clock at each.
    private func drain(_ scheduler: inout Scheduler<String>, to time: Double) -> [(String, Double)] {
        var fired: [(String, Double)] = []
        while let timer = scheduler.popDue(notAfter: time) { fired.append((timer, scheduler.now)) }
        scheduler.move(to: time)
        return fired
    }

    @Test("timers fire by deadline, and ties in the order they were scheduled")
    func deadlineThenInsertionOrder() {
        var scheduler = Scheduler<String>()
        scheduler.schedule("c", at: 2)
        scheduler.schedule("a", at: 1)
        scheduler.schedule("b", at: 1)
        scheduler.schedule("d", after: 1)
        let fired = drain(&scheduler, to: 5)
        #expect(fired.map(\.0) == ["a", "b", "d", "c"])
        #expect(fired.map(\.1) == [1, 1, 1, 2])
        #expect(scheduler.now == 5)
    }

    @Test("nothing due leaves the clock where it was; move(to:) never goes back")
    func timeOnlyMovesForward() {
        var scheduler = Scheduler<String>(now: 3)
        scheduler.schedule("later", at: 10)
        #expect(scheduler.popDue(notAfter: 9.999) == nil)
        #expect(scheduler.now == 3)
        scheduler.move(to: 1)
        #expect(scheduler.now == 3)
        scheduler.move(to: 4)
        #expect(scheduler.now == 4)
        #expect(scheduler.nextDeadline == 10)
    }

    @Test("scheduling a pending timer again replaces its deadline")
    func rescheduleReplaces() {
        var scheduler = Scheduler<String>()
        scheduler.schedule("t", at: 1)
        scheduler.schedule("t", at: 3)
        #expect(scheduler.nextDeadline == 3)
        #expect(drain(&scheduler, to: 2).isEmpty)
        #expect(drain(&scheduler, to: 3).map(\.0) == ["t"])
        #expect(!scheduler.isPending("t"))
    }

    @Test("a cancelled timer never fires; cancelling one not pending does nothing")
    func cancel() {
        var scheduler = Scheduler<String>()
        scheduler.schedule("kept", at: 2)
        scheduler.schedule("dropped", at: 1)
        scheduler.cancel("dropped")
        scheduler.cancel("never")
        #expect(scheduler.nextDeadline == 2)
        #expect(drain(&scheduler, to: 4).map(\.0) == ["kept"])
        #expect(scheduler.nextDeadline == nil)
    }

    @Test("a deadline already past fires at the next step without moving the clock back")
    func pastDeadline() {
        var scheduler = Scheduler<String>(now: 5)
        scheduler.schedule("late", at: 2)
        let fired = drain(&scheduler, to: 5)
        #expect(fired.map(\.0) == ["late"])
        #expect(fired.map(\.1) == [5])
    }

    @Test("a timer scheduled while draining, due within the span, fires in the same span")
    func scheduledWhileDraining() {
        var scheduler = Scheduler<String>()
        scheduler.schedule("first", at: 1)
        var fired: [String] = []
        while let timer = scheduler.popDue(notAfter: 3) {
            fired.append(timer)
            if timer == "first" { scheduler.schedule("second", after: 1) }
        }
        #expect(fired == ["first", "second"])
        #expect(scheduler.now == 2)
    }
}
