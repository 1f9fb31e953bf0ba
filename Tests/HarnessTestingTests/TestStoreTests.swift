import Gestures
@testable import HarnessTesting
import Testing

@Suite("TestStore: any app, step by step, every change stated")
struct TestStoreTests {
    @Test("a tap states its whole change, and a wait changes nothing but the clock")
    func statedChanges() {
        var store = TestStore(app: LikeButtonApp.self)
        store.send(.tap(.named(.heart))) { $0.likes = 1 }
        store.send(.wait(1))
        store.send(.tap(.point(Point(x: 140, y: 140)))) { $0.likes = 2 }
        #expect(store.state.likes == 2)
        #expect(store.state.now == 1.1)
    }

    @Test("a change the closure leaves out is an issue naming the field, expected and found")
    func unstatedChange() {
        var store = TestStore(app: LikeButtonApp.self)
        withKnownIssue {
            store.send(.tap(.named(.heart)))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("state after tap is not the expected change (1 field differs):")
                && text.contains("likes: expected 0, found 1")
        }
        #expect(store.state.likes == 1)
    }

    @Test("a timer that fires within a step is part of its change")
    func timerWithinStep() {
        var store = TestStore(app: LikeButtonApp.self)
        store.send(.touches([TouchSample(time: 0, id: 1, phase: .began, point: Point(x: 120, y: 120)),
                             TouchSample(time: 0.2, id: 1, phase: .moved, point: Point(x: 121, y: 120))])) {
            $0.isDown = true
        }
        store.send(.wait(0.5)) { $0.isDown = false }   // held past 0.5 s: the timer reset it
        store.send(.touches([TouchSample(time: 0, id: 1, phase: .ended, point: Point(x: 121, y: 120))]))
        #expect(store.state.likes == 0)
    }

    @Test("differences are listed field by field, in declaration order")
    func differenceLines() {
        let device = Device.iPhone8
        var expected = LikeButton(device: device)
        expected.likes = 3
        var actual = LikeButton(device: device)
        actual.isDown = true
        #expect(StateDifference.lines(expected: expected, actual: actual) == [
            "likes: expected 3, found 0", "isDown: expected false, found true",
        ])
    }

    @Test("numbers with a fraction agree within the store's tolerance, ±1 µs by default",
          arguments: [(1.4, 1.4000000000000001, true), (1.4, 1.4000009, true), (1.4, 1.400002, false),
                      (0.1 + 0.2, 0.3, true), (Double.nan, Double.nan, true), (1, Double.nan, false),
                      (Double.infinity, Double.infinity, true), (Double.infinity, -Double.infinity, false)])
    func tolerance(expectedNow: Double, actualNow: Double, agree: Bool) {
        var expected = LikeButton(device: .iPhone8)
        expected.now = expectedNow
        var actual = LikeButton(device: .iPhone8)
        actual.now = actualNow
        let lines = StateComparison<LikeButton>.reflection.differences(expected, actual)
        #expect(lines.isEmpty == agree)
        if !agree {
            #expect(lines == ["now: expected \(expectedNow), found \(actualNow) (more than ±1e-06 apart)"])
        }
    }

    @Test("a tolerance of 0 compares exactly; the tolerance is said in the message")
    func exactTolerance() {
        var expected = LikeButton(device: .iPhone8)
        expected.now = 1.4
        var actual = LikeButton(device: .iPhone8)
        actual.now = 1.4000000000000001
        #expect(StateComparison<LikeButton>.reflection(tolerance: 0).differences(expected, actual)
                    == ["now: expected 1.4, found 1.4000000000000001"])
        #expect(StateComparison<LikeButton>.reflection(tolerance: 0.5).differences(expected, actual).isEmpty)
        actual.now = 2
        #expect(StateComparison<LikeButton>.reflection(tolerance: 0.5).differences(expected, actual)
                    == ["now: expected 1.4, found 2.0 (more than ±0.5 apart)"])
    }

    @Test("the gesture kit's bookkeeping is not stated: an arena's touches and a history are left out")
    func bookkeepingLeftOut() throws {
        struct Card: Equatable {
            var likes = 0
            var arena: GestureArena
            var history = GestureHistory()
        }
        let views = [GestureView(name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))]
        let expected = Card(arena: try GestureArena(screen: Size(width: 320, height: 568), views: views,
                                                    recognizers: [GestureRecognizer(name: "tap", kind: .tap(.init()), view: "card")]))
        var actual = expected
        var reports: [GestureReport] = []
        actual.arena.handle(.began, id: 1, at: Point(x: 10, y: 10), time: 0, into: &reports)
        actual.history.record(reports, at: 0)
        #expect(expected != actual)
        #expect(StateDifference.lines(expected: expected, actual: actual).isEmpty)
        actual.likes = 1
        #expect(StateDifference.lines(expected: expected, actual: actual) == ["likes: expected 0, found 1"])
    }

    @Test("a value whose fields all agree but whose description differs is shown whole")
    func hiddenDifference() {
        struct Hidden: CustomReflectable, Equatable {
            var secret: Int
            var customMirror: Mirror { Mirror(self, children: ["shown": 0]) }
        }
        struct Outer: Equatable { var hidden: Hidden }
        let lines = StateDifference.lines(expected: Outer(hidden: Hidden(secret: 1)),
                                          actual: Outer(hidden: Hidden(secret: 2)))
        #expect(lines.count == 1)
    }
}
