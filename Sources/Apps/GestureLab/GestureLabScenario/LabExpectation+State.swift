import Devices
import Gestures
import GestureLabModel
import Scenarios

extension LabExpectation {
    /// Every key of the lab as it holds in `state` (the studio's "Expect the current state"):
    /// the state and recognized count of every recognizer (a scroll view's pan included); the
    /// translation, velocity and location of every pan and edge pan; the scale of every pinch,
    /// the rotation of every rotation, and their velocities; the offset of every scroll view;
    /// the buttons highlighted; the log from entry `logSince` of the history on; the time.
    /// A value a scenario could not hold (beyond ±100,000 points) is left out.
    public init(everythingIn state: LabState, logSince: Int) {
        self.init()
        let arena = state.arena
        let bound = ScenarioLimits.maxCoordinate
        func fits(_ point: Point) -> Bool {
            point.x.isFinite && point.y.isFinite && abs(point.x) <= bound && abs(point.y) <= bound
        }
        for id in arena.recognizers.indices {
            let name = arena.recognizers[id].name
            self.state.append(Named(name, arena.state(of: id)))
            recognized.append(Named(name, arena.recognizedCount(of: id)))
            let velocity = arena.velocity(of: id)
            switch arena.recognizers[id].kind {
            case .pan, .edgePan:
                let values = [arena.translation(of: id), velocity, arena.location(of: id)]
                guard values.allSatisfy(fits) else { continue }
                translation.append(Named(name, values[0]))
                self.velocity.append(Named(name, .vector(values[1])))
                location.append(Named(name, values[2]))
            case .pinch:
                if arena.scale(of: id).isFinite { scale.append(Named(name, arena.scale(of: id))) }
                if velocity.x.isFinite { self.velocity.append(Named(name, .rate(velocity.x))) }
            case .rotation:
                if arena.rotation(of: id).isFinite { rotation.append(Named(name, arena.rotation(of: id))) }
                if velocity.x.isFinite { self.velocity.append(Named(name, .rate(velocity.x))) }
            case .tap, .longPress, .swipe:
                break
            }
        }
        for view in arena.views.indices where arena.views[view].scroll != nil {
            let offset = arena.contentOffset(of: view, at: state.now)
            if fits(offset) { self.offset.append(Named(arena.views[view].name, offset)) }
        }
        highlighted = arena.highlightedButtons().map { arena.views[$0].name }
        log = state.logEntries(from: logSince)
        time = state.now
    }
}
