import Devices
import Gestures
import VirtualClock

/// Runs a case on the kit (``ArenaModel`` on the harness's clock) and on the plain arena (its own
/// timers) side by side, and compares them after every touch and every instant at which a timer
/// fires: the log, each recognizer's state, waiting, recognized count, location, translation,
/// velocity, scale and rotation, the highlighted buttons and the scroll views' offsets.
struct PlainComparison {
    struct Mismatch: Sendable, CustomStringConvertible {
        var step: Int
        var time: Double
        var what: String
        /// What kind of difference it is, without times and positions: the minimizer keeps it.
        var kind = ""
        var description: String { "after step \(step) at t = \(time): \(what)" }
    }

    var kit: Driver<ArenaModel>
    var plain: PlainArena
    var step = 0
    /// Log entries already compared.
    var logCompared = 0
    /// The kit's recognizers' names by id, its views' names by id, and its scroll views.
    let recognizerNames: [String]
    let viewNames: [String]
    let scrollViews: [(id: ViewID, name: String)]

    init?(_ c: PlainCase) {
        guard let arena = try? GestureArena(screen: PlainCase.screen, views: c.views, recognizers: c.recognizers) else {
            return nil
        }
        kit = Driver(state: ArenaModel(arena: arena), isTracing: false)
        plain = PlainArena(screen: PlainCase.screen, views: c.views, recognizers: c.recognizers)
        recognizerNames = arena.recognizers.map(\.name)
        viewNames = arena.views.map(\.name)
        scrollViews = arena.views.indices.filter { arena.views[$0].scroll != nil }.map { ($0, arena.views[$0].name) }
    }

    /// The first difference, if any.
    static func firstMismatch(_ c: PlainCase) -> Mismatch? {
        guard var run = PlainComparison(c) else { return Mismatch(step: 0, time: 0, what: "the kit refused the arrangement") }
        if run.recognizerNames != run.plain.recognizerNames {
            return Mismatch(step: 0, time: 0, what: "recognizers \(run.recognizerNames) vs \(run.plain.recognizerNames)")
        }
        for event in c.events {
            if let mismatch = run.fireTimers(before: event.time, inclusive: false) { return mismatch }
            run.kit.send(.touch(event.phase, id: event.id, at: event.point), at: event.time)
            run.plain.touch(event.phase, id: event.id, at: event.point, time: event.time)
            run.step += 1
            if let mismatch = run.compare() { return mismatch }
        }
        if let mismatch = run.fireTimers(before: c.end, inclusive: true) { return mismatch }
        run.kit.advance(to: c.end)
        run.plain.advance(to: c.end)
        run.step += 1
        return run.compare()
    }

    /// Fires both sides' timers instant by instant up to `limit`, comparing after each instant.
    mutating func fireTimers(before limit: Double, inclusive: Bool) -> Mismatch? {
        let last = VirtualTime.snapped(limit)
        while true {
            let next = [kit.nextDeadline, plain.nextDeadline].compactMap { $0 }.min { VirtualTime.snapped($0) < VirtualTime.snapped($1) }
            guard let next else { return nil }
            let instant = VirtualTime.snapped(next)
            if inclusive ? instant > last : instant >= last { return nil }
            kit.advance(to: next)
            plain.advance(to: next)
            step += 1
            if let mismatch = compare() { return mismatch }
        }
    }

    /// Within 1e-9, relatively for magnitudes above 1 (a velocity runs to thousands of points a
    /// second, and its last bits follow the order of the sums).
    static func close(_ a: Double, _ b: Double) -> Bool {
        if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
        if a == b { return true }
        return abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    }

    static func close(_ a: Point, _ b: Point) -> Bool {
        close(a.x, b.x) && close(a.y, b.y)
    }

    mutating func compare() -> Mismatch? {
        let arena = kit.state.arena
        let time = kit.now
        func mismatch(_ what: String) -> Mismatch {
            Mismatch(step: step, time: time, what: what, kind: what.split(separator: " ").prefix(2).joined(separator: " "))
        }
        let kitLog = kit.state.log
        let same = kitLog.count == plain.log.count && kitLog[logCompared...] == plain.log[logCompared...]
        logCompared = kitLog.count
        if !same {
            let first = zip(kitLog, plain.log).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(kitLog.count, plain.log.count)
            var m = mismatch("log differs from entry \(first): kit \(Array(kitLog[first...])) plain \(Array(plain.log[first...]))")
            m.kind = "log: kit \(kitLog.count > first ? kitLog[first] : "-") plain \(plain.log.count > first ? plain.log[first] : "-")"
            return m
        }
        for (id, name) in recognizerNames.enumerated() {
            guard let r = plain.recognizers[name] else { return mismatch("no \(name) in the plain arena") }
            if arena.state(of: id) != r.state { return mismatch("\(name) state kit \(arena.state(of: id)) plain \(r.state)") }
            if arena.isWaiting(id) != r.waiting { return mismatch("\(name) waiting kit \(arena.isWaiting(id)) plain \(r.waiting)") }
            if arena.recognizedCount(of: id) != r.recognized {
                return mismatch("\(name) recognized kit \(arena.recognizedCount(of: id)) plain \(r.recognized)")
            }
            if !Self.close(arena.location(of: id), r.location) {
                return mismatch("\(name) location kit \(arena.location(of: id)) plain \(r.location)")
            }
            if !Self.close(arena.translation(of: id), r.translation) {
                return mismatch("\(name) translation kit \(arena.translation(of: id)) plain \(r.translation)")
            }
            if !Self.close(arena.velocity(of: id), plain.velocity(of: name)) {
                return mismatch("\(name) velocity kit \(arena.velocity(of: id)) plain \(plain.velocity(of: name))")
            }
            if !Self.close(arena.scale(of: id), r.scale) { return mismatch("\(name) scale kit \(arena.scale(of: id)) plain \(r.scale)") }
            if !Self.close(arena.rotation(of: id), r.rotation) {
                return mismatch("\(name) rotation kit \(arena.rotation(of: id)) plain \(r.rotation)")
            }
        }
        let kitHighlighted = arena.highlightedButtons().map { viewNames[$0] }
        let plainHighlighted = plain.highlighted()
        if kitHighlighted != plainHighlighted { return mismatch("highlighted kit \(kitHighlighted) plain \(plainHighlighted)") }
        for (id, name) in scrollViews {
            let a = arena.contentOffset(of: id, at: time), b = plain.offset(of: name, at: time)
            if !Self.close(a, b) { return mismatch("\(name) offset kit \(a) plain \(b)") }
        }
        return nil
    }
}
