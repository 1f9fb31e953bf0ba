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
}
