import Testing
@testable import MessengerModel
import Gestures

/// M10: the pan, the deceleration, the rubber band and the return.
@Suite struct ScrollTests {
    /// Chats with `count` rows (120 pt each; 483 pt visible on an iPhone 8).
    static func list(_ count: Int) -> PhoneRig {
        let rows = (1...count).map {
            ConversationRow(id: "c\($0)", otherUserEmail: "u\($0)", name: "User \($0)", latestMessage: "")
        }
        var rig = ChatsTests.listing(rows)
        rig.driver.advance(to: 2)
        return rig
    }

    @Test(arguments: [(-9.9, false), (-10.0, true)])
    func theListMovesAfter10Points(dy: Double, moves: Bool) {
        var rig = Self.list(10)
        rig.send(.touchBegan(id: 1, at: Point(x: 200, y: 400)))
        rig.wait(0.1)
        rig.send(.touchMoved(id: 1, at: Point(x: 200, y: 400 + dy)))
        #expect((rig.phone.scrollAxis(of: .chats)?.motion == .dragging) == moves)
        #expect(rig.phone.offset(of: .chats) == 0)
        rig.wait(0.1)
        rig.send(.touchMoved(id: 1, at: Point(x: 200, y: 400 + dy - 50)))
        #expect(rig.phone.offset(of: .chats) == (moves ? 50 : 0))
    }

    @Test func theRubberBandResistsPastTheTop() {
        var rig = Self.list(10)
        rig.send(.touchBegan(id: 1, at: Point(x: 200, y: 200)))
        rig.wait(0.1)
        rig.send(.touchMoved(id: 1, at: Point(x: 200, y: 210)))
        rig.wait(0.1)
        rig.send(.touchMoved(id: 1, at: Point(x: 200, y: 310)))
        let height = 667.0 - 64 - 49
        let expected = -(1 - 1 / (100 * 0.55 / height + 1)) * height
        #expect(rig.phone.offset(of: .chats) == expected)
        #expect(expected > -100)
        #expect(RubberBand.resisted(0, dimension: height) == 0)
    }

    @Test("a chat left past its end by the keyboard going down is picked up where it shows, without a jump")
    func aDragFromPastTheEndStartsWhereTheContentShows() {
        var rig = ChatTests.open(id: "c1")
        let many = (0..<9).map { ChatTests.message(String(repeating: "word ", count: 12), from: "bob-example-com", at: $0) }
        rig.send(.messagesChanged(conversation: "c1", many))
        rig.send(.keyboardDismissed)
        rig.wait(0.5)
        let shown = rig.phone.offset(of: .chat)
        let end = rig.phone.maxOffset(of: .chat)
        let height = rig.phone.viewport(of: .chat).height
        #expect(shown > end, "the offset kept from the keyboard's viewport is past the new end")
        rig.send(.touchBegan(id: 1, at: Point(x: 200, y: 300)))
        rig.wait(0.1)
        rig.send(.touchMoved(id: 1, at: Point(x: 200, y: 290)))
        #expect(abs(rig.phone.offset(of: .chat) - shown) < 1e-9)
        rig.wait(0.1)
        rig.send(.touchMoved(id: 1, at: Point(x: 200, y: 320)))
        let raw = RubberBand.raw(shown: shown, maxOffset: end, dimension: height)
        #expect(rig.phone.offset(of: .chat) == RubberBand.offset(raw: raw - 30, maxOffset: end, dimension: height))
        #expect(rig.phone.offset(of: .chat) < shown)
        #expect(rig.phone.offset(of: .chat) > shown - 30, "past the end a drag is resisted")
    }

    @Test(arguments: [-120.0, -3, 0, 250, 400, 520])
    func theRawOffsetIsWhatTheRubberBandShows(shown: Double) {
        let raw = RubberBand.raw(shown: shown, maxOffset: 250, dimension: 500)
        #expect(abs(RubberBand.offset(raw: raw, maxOffset: 250, dimension: 500) - shown) < 1e-9)
    }

    @Test func anOverscrolledReleaseReturnsIn0Point4SecondsEaseOut() {
        var rig = Self.list(10)
        rig.drag(from: Point(x: 200, y: 200), dx: 0, dy: 110, duration: 1)
        guard let released = rig.phone.scrollAxis(of: .chats) else {
            Issue.record("no list")
            return
        }
        let start = rig.now
        #expect(released.offset < 0)
        let halfway = released.offset * (1 - TimingCurve.easeOut.value(at: 0.5))
        #expect(abs(released.offset(at: start + 0.2) - halfway) < 1e-9)
        #expect(released.offset(at: start + 0.4) == 0)
    }

    @Test func aFlickDeceleratesAt0Point998PerMillisecondAndStopsBelow5PointsPerSecond() {
        let coast = Deceleration(from: 100, velocity: 1000, at: 0)
        #expect(coast.velocity(at: 0.1) == 1000 * Deceleration.power(milliseconds: 100))
        #expect(abs(coast.velocity(at: coast.duration) - 5) < 1e-9)
        #expect(abs(coast.velocity(at: 1) - 1000 * 0.13506452) < 1e-5)
        // ∫ v dt to the stop: (v_stop − v₀) / ln 0.998 per millisecond.
        let travelled = (5.0 - 1000) / (1000 * Deceleration.logRate)
        #expect(abs(coast.end - (100 + travelled)) < 1e-9)
        #expect(Deceleration(from: 0, velocity: 4.9, at: 0).duration == 0)
    }

    @Test(arguments: [0, 1, 17, 1000])
    func powerOfWholeMillisecondsMatchesRepeatedMultiplication(ms: Int) {
        var expected = 1.0
        for _ in 0..<ms { expected *= 0.998 }
        #expect(abs(Deceleration.power(milliseconds: Double(ms)) / expected - 1) < 1e-12)
    }

    @Test(arguments: [0.5, 0.25, 17.75])
    func powerOfAFractionComposes(ms: Double) {
        let whole = Deceleration.power(milliseconds: ms.rounded(.down))
        let fraction = Deceleration.power(milliseconds: ms - ms.rounded(.down))
        #expect(abs(Deceleration.power(milliseconds: ms) - whole * fraction) < 1e-15)
        let half = Deceleration.power(milliseconds: 0.5)
        #expect(abs(half * half - 0.998) < 1e-15)
    }

    @Test func aReleasedListCoastsAndATouchStopsIt() {
        var rig = Self.list(20)
        rig.drag(from: Point(x: 200, y: 500), dx: 0, dy: -200, duration: 0.25)
        guard case .decelerating(let coast)? = rig.phone.scrollAxis(of: .chats)?.motion else {
            Issue.record("not coasting: \(String(describing: rig.phone.scrollAxis(of: .chats)?.motion))")
            return
        }
        #expect(abs(coast.velocity - 800) < 1e-6)
        rig.wait(0.1)
        let there = rig.phone.offset(of: .chats)
        rig.tap(at: Point(x: 200, y: 300))
        #expect(rig.phone.scrollAxis(of: .chats)?.motion == .resting)
        #expect(rig.phone.offset(of: .chats) == there)
        #expect(rig.phone.chat == nil)
    }

    @Test func aCoastStopsAtTheEnd() {
        var rig = Self.list(5)
        rig.drag(from: Point(x: 200, y: 500), dx: 0, dy: -100, duration: 0.1)
        rig.wait(5)
        #expect(rig.phone.offset(of: .chats) == rig.phone.maxOffset(of: .chats))
    }

    @Test func theScrollCancelsTheRowsTapAndRowsMoveWithTheList() {
        var rig = Self.list(10)
        rig.drag(from: Point(x: 200, y: 400), dx: 0, dy: -60, duration: 2)
        #expect(rig.events.contains(.tapCancelled(.row(3))))
        #expect(rig.phone.chat == nil)
        #expect(rig.phone.frame(of: .row(1)) == Rect(x: 0, y: 64, width: 375, height: 70))
        #expect(rig.phone.frame(of: .row(9)) == nil)
    }
}
