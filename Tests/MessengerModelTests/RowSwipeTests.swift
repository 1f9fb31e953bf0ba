import Testing
@testable import MessengerModel

/// M8: swipe to delete, at its edges.
@Suite struct RowSwipeTests {
    static let rows = [ChatsTests.bobRow, ChatsTests.carolRow]

    static func list() -> PhoneRig {
        var rig = ChatsTests.listing(rows)
        rig.driver.advance(to: 2)
        return rig
    }

    /// Drags row 1 from x 300 by `dx` slowly (1 s) and releases.
    static func swiped(dx: Double, dy: Double = 0) -> PhoneRig {
        var rig = list()
        rig.drag(from: Point(x: 300, y: 124), dx: dx, dy: dy, duration: 1)
        return rig
    }

    /// Row 1 released after a last step of `step` points in 1/64 s, `total` points left in all.
    static func flicked(total: Double, step: Double) -> PhoneRig {
        var rig = list()
        rig.flick(from: Point(x: 300, y: 124), toX: 300 - total, lastStep: -step)
        return rig
    }

    @Test(arguments: [(-9.9, 0.0, false), (-10.0, 0.0, true), (-10.0, 10.0, false), (10.0, 0.0, false)])
    func aLeftwardHorizontalPanOf10PointsDragsTheRow(dx: Double, dy: Double, drags: Bool) {
        var rig = Self.list()
        rig.nudge(from: Point(x: 300, y: 124), dx: dx, dy: dy)
        #expect((rig.phone.rowSwipe != nil) == drags)
        if drags { #expect(rig.phone.rowSwipe?.offset(at: rig.now) == dx) }
    }

    @Test("a flick of exactly 300 pt/s left opens the row wherever the clock stands", arguments: 0..<40)
    func flickOfExactly300(offset: Int) {
        var rig = Self.list()
        // Left 10 pt (the pan starts), back right 20 pt, then left 30 pt in the last 0.1 s: 20 pt
        // in all, short of 37, so only the speed opens it.
        rig.touch(at: [Point(x: 300, y: 124), Point(x: 290, y: 124), Point(x: 310, y: 124), Point(x: 280, y: 124)],
                  start: 3.3 + Double(offset) * 0.05)
        #expect(rig.phone.rowSwipe?.isOpen == true)
    }

    @Test("10 pt written with decimals drags the row: 16.4 to 6.4 is 9.999999999999998 pt in binary",
          arguments: [(6.4, true), (6.41, false)])
    func tenPointsWithDecimals(to x: Double, drags: Bool) {
        var rig = Self.list()
        rig.touch(at: [Point(x: 16.4, y: 124), Point(x: x, y: 124), Point(x: x, y: 124)], start: 3)
        #expect(rig.events.contains(.rowClosed(1)) == drags)
        #expect(rig.events.contains { if case .tapped = $0 { true } else { false } } == !drags)
    }

    @Test(arguments: [(-37.0, true), (-36.5, false), (-60.0, true)])
    func aSlowReleaseStaysOpenFrom37Points(dx: Double, opens: Bool) {
        let rig = Self.swiped(dx: dx)
        #expect(rig.phone.rowSwipe?.isOpen == opens)
        #expect((rig.phone.frame(of: .delete) != nil) == opens)
    }

    @Test(arguments: [(300.0, true), (299.0, false)])
    func aFlickOf300PointsPerSecondOpens(speed: Double, opens: Bool) {
        let rig = Self.flicked(total: 20, step: speed / 64)
        #expect(rig.phone.rowSwipe?.isOpen == opens)
    }

    @Test func theDeleteButtonIs74PointsAtTheRowsRight() {
        let rig = Self.swiped(dx: -50)
        #expect(rig.phone.frame(of: .delete) == Rect(x: 375 - 74, y: 64, width: 74, height: 120))
        #expect(rig.phone.rowSwipe?.offset(at: rig.now + 0.25) == -74)
    }

    @Test func aClosingRowTakesAQuarterSecond() {
        let rig = Self.swiped(dx: -20)
        guard let swipe = rig.phone.rowSwipe else {
            Issue.record("no swipe")
            return
        }
        #expect(swipe.offset(at: rig.now) == -20)
        #expect(swipe.offset(at: rig.now + 0.125) > -20)
        #expect(swipe.offset(at: rig.now + 0.125) < 0)
        #expect(swipe.offset(at: rig.now + 0.25) == 0)
    }

    @Test func draggedPast60PercentItDeletesAtOnce() {
        var exactly = Self.list()
        exactly.drag(from: Point(x: 300, y: 124), dx: -225, dy: 0, duration: 1, end: false)
        #expect(exactly.phone.conversations.count == 2)
        var past = Self.list()
        _ = past.drain()
        past.drag(from: Point(x: 300, y: 124), dx: -225.5, dy: 0, duration: 1, end: false)
        #expect(past.phone.rowNames == ["Carol Diaz"])
        #expect(past.drainKinds() == [.deleteConversation(id: "conversation_1")])
        #expect(past.phone.rowRemovals.map(\.row) == [ChatsTests.bobRow])
        past.send(.touchEnded(id: 1, at: Point(x: 20, y: 124)))
        #expect(past.phone.rowSwipe == nil)
    }

    @Test func deleteRemovesTheRowWithAThirdOfASecondsAnimation() {
        var rig = Self.swiped(dx: -50)
        _ = rig.drain()
        rig.tap(.delete)
        #expect(rig.phone.rowNames == ["Carol Diaz"])
        #expect(rig.drainKinds() == [.deleteConversation(id: "conversation_1")])
        #expect(abs((rig.phone.rowRemovals.first?.progress(at: rig.now + 0.15) ?? 0) - 0.5) < 1e-9)
        rig.wait(0.31)
        rig.send(.conversationsChanged([ChatsTests.carolRow]))
        #expect(rig.phone.rowRemovals.isEmpty)
    }

    @Test(arguments: [Target.compose, .row(2), .row(1), .profileTab])
    func whileARowIsOpenATouchElsewhereOnlyClosesIt(target: Target) {
        var rig = Self.swiped(dx: -50)
        rig.wait(0.25)
        _ = rig.drain()
        rig.tap(target)
        #expect(rig.phone.screen == .chats)
        #expect(rig.phone.chat == nil)
        #expect(rig.phone.rowSwipe?.isOpen == false)
        #expect(rig.phone.conversations.count == 2)
        #expect(rig.drainKinds().isEmpty)
        rig.wait(0.25)
        rig.tap(.compose)
        #expect(rig.phone.screen == .newConversation)
    }

    @Test func theSwipeCancelsTheRowsTap() {
        let rig = Self.swiped(dx: -30)
        #expect(rig.phone.chat == nil)
        #expect(rig.events.contains(.tapCancelled(.row(1))))
    }
}
