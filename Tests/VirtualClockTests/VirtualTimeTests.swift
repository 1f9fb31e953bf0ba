import Testing
import VirtualClock

@Suite("VirtualTime: the clock's nanosecond grid")
struct VirtualTimeTests {
    @Test("sums that are the same instant on paper are the same time on the grid", arguments: [
        (7.9, 0.2, 8.0, 0.1), (8.77, 0.2, 8.87, 0.1), (10.0, 0.3, 10.29, 0.01), (0.1, 0.2, 0.25, 0.05),
    ])
    func sameInstant(a: Double, da: Double, b: Double, db: Double) {
        #expect(VirtualTime.snapped(a + da) == VirtualTime.snapped(b + db))
    }

    @Test("a time on the grid stays; one off it goes to the nearest nanosecond")
    func nearest() {
        #expect(VirtualTime.snapped(8.1) == 8.1)
        #expect(VirtualTime.snapped(0) == 0)
        #expect(VirtualTime.snapped(-2.5) == -2.5)
        #expect(VirtualTime.snapped(1.0000000004) == 1)
        #expect(VirtualTime.snapped(1.0000000006) == 1.000000001)
        // Different instants stay apart.
        #expect(VirtualTime.snapped(8.1) < VirtualTime.snapped(8.100000001))
    }

    @Test("times off the grid's range are kept as they are, without trapping", arguments: [
        Double.infinity, -Double.infinity, 1e300, -1e300, 1e7,
    ])
    func outOfRange(time: Double) {
        #expect(VirtualTime.snapped(time) == time)
        #expect(VirtualTime.snapped(.nan).isNaN)
    }

    @Test("timers due at the same instant fire in the order they were scheduled, whatever the sums' last bits")
    func tiesOnTheGrid() {
        var scheduler = Scheduler<String>(now: 7.9)
        // 7.9 + 0.2 is 8.100000000000001 in binary floating point; 8.0 + 0.1 is 8.1.
        scheduler.schedule("first", after: 0.2)
        scheduler.move(to: 8.0)
        scheduler.schedule("second", after: 0.1)
        var fired: [String] = []
        while let timer = scheduler.popDue(notAfter: 8.0 + 0.1) { fired.append(timer) }
        #expect(fired == ["first", "second"])
        // The clock keeps the times as given: it is at the later of the two, never moved back.
        #expect(scheduler.now == 7.9 + 0.2)
    }
}
