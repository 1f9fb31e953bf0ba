import HarnessTesting
import HeartApp
import Testing

@Suite("Heart's rules, step by step")
struct StoreTests {
    @Test("H1: a tap on the photo waits 0.3 s for a second one, then shows the tags")
    func tapShowsTags() {
        var store = TestStore(app: Heart.self, comparison: .heart)
        store.send(.tap(.named(.photo)))
        #expect(store.state.awaitsSecondTap)
        store.send(.wait(0.29))
        store.send(.wait(0.01)) { $0.showsTags = true }
        #expect(!store.state.awaitsSecondTap)
    }

    @Test("H2, H4: a double tap likes and bursts; unliking with the heart button ends the burst")
    func doubleTapThenUnlike() {
        var store = TestStore(app: Heart.self, comparison: .heart)
        store.send(.tap(.named(.photo)))
        store.send(.wait(0.1))
        store.send(.tap(.named(.photo))) {
            $0.liked = true
            $0.burstStart = $0.now
        }
        store.send(.tap(.named(.heart))) {
            $0.liked = false
            $0.burstStart = nil
        }
        store.send(.wait(1))
    }

    @Test("H3: a finger held 0.5 s on the photo peeks until it lifts, and is no tap")
    func holdPeeks() {
        var store = TestStore(app: Heart.self, comparison: .heart)
        let center = store.state.layout.photo.center
        store.send(.touches([TouchSample(time: 0, id: 1, phase: .began, point: center)]))
        store.send(.wait(0.5)) { $0.isPeeking = true }
        store.send(.touches([TouchSample(time: 0, id: 1, phase: .ended, point: center)])) { $0.isPeeking = false }
        store.send(.wait(1))
    }

    @Test("H5, H6: a finger that slides is no tap, and a second finger is ignored")
    func slideAndSecondFinger() {
        var store = TestStore(app: Heart.self, comparison: .heart)
        let center = store.state.layout.photo.center
        let aside = Point(x: center.x + 11, y: center.y)
        store.send(.touches([TouchSample(time: 0, id: 1, phase: .began, point: center),
                             TouchSample(time: 0.1, id: 1, phase: .moved, point: aside),
                             TouchSample(time: 0.2, id: 2, phase: .began, point: center)]))
        #expect(store.state.arena.touchesDown().map(\.id) == [1])
        store.send(.touches([TouchSample(time: 0, id: 1, phase: .ended, point: aside),
                             TouchSample(time: 0, id: 2, phase: .ended, point: center)]))
        store.send(.wait(1))
    }
}

extension StateComparison<HeartState> {
    /// Heart's state as its tests state it: every field, by reflection, but the arena (the
    /// touches and the recognizers' progress), which the store takes from the state each step left.
    static var heart: StateComparison {
        StateComparison(settle: { expected, actual in
            expected.now = actual.now
            expected.arena = actual.arena
        }, differences: reflection.differences)
    }
}
