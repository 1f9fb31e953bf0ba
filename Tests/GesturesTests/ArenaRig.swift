import Devices
import Gestures
import VirtualClock

/// A gesture arena on the harness's clock, as an app's reducer drives one: touches at times,
/// the arena's timers on the one scheduler (after the touches of their instant), and the log.
struct ArenaModel: AppModel {
    enum Action: Sendable, Equatable {
        case touch(TouchPhase, id: Int, at: Point)
        case timer(GestureTimer)
        case update(views: [GestureView], recognizers: [GestureRecognizer])
    }

    var now = 0.0
    var arena: GestureArena
    var log: [String] = []

    mutating func reduce(_ action: Action) -> [Effect<GestureTimer, String>] {
        var reports: [GestureReport] = []
        switch action {
        case let .touch(phase, id, point): arena.handle(phase, id: id, at: point, time: now, into: &reports)
        case .timer(let timer): arena.fire(timer, at: now, into: &reports)
        case let .update(views, recognizers):
            let screen = arena.views[0].frame
            try? arena.update(screen: Size(width: screen.width, height: screen.height), views: views, recognizers: recognizers)
        }
        log += reports.compactMap { arena.logEntry(for: $0) }
        return reports.timerEffects { $0 }
    }

    static func action(firing timer: GestureTimer) -> Action { .timer(timer) }
    static func firesAfterInputs(_ timer: GestureTimer) -> Bool { true }
    var summary: Int { 0 }
}

/// Drives an arena: `touch`, `tap`, `drag`, `wait`, and reads the log since the last read.
struct ArenaRig {
    var driver: Driver<ArenaModel>
    private var logRead = 0

    init(screen: Size = Size(width: 375, height: 667), views: [GestureView], recognizers: [GestureRecognizer]) throws {
        let arena = try GestureArena(screen: screen, views: views, recognizers: recognizers)
        driver = Driver(state: ArenaModel(arena: arena), isTracing: false)
    }

    var arena: GestureArena { driver.state.arena }

    mutating func touch(_ phase: TouchPhase, _ id: Int = 1, _ x: Double, _ y: Double, at time: Double) {
        driver.send(.touch(phase, id: id, at: Point(x: x, y: y)), at: time)
    }

    /// Down at `start`, up 0.05 s later.
    mutating func tap(_ x: Double, _ y: Double, at start: Double, id: Int = 1) {
        touch(.began, id, x, y, at: start)
        touch(.ended, id, x, y, at: start + 0.05)
    }

    /// A straight drag at 60 Hz from one point to another over `duration`.
    mutating func drag(from a: Point, to b: Point, at start: Double, duration: Double, id: Int = 1) {
        touch(.began, id, a.x, a.y, at: start)
        var k = 1
        while Double(k) / 60 < duration - 1e-9 {
            let f = Double(k) / 60 / duration
            touch(.moved, id, a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f, at: start + Double(k) / 60)
            k += 1
        }
        touch(.ended, id, b.x, b.y, at: start + duration)
    }

    /// The screen changes (its size stays).
    mutating func update(views: [GestureView], recognizers: [GestureRecognizer], at time: Double) {
        driver.send(.update(views: views, recognizers: recognizers), at: time)
    }

    mutating func advance(to time: Double) {
        driver.advance(to: time)
    }

    /// The log entries since the last call.
    mutating func log() -> [String] {
        let log = driver.state.log
        defer { logRead = log.count }
        return Array(log[logRead...])
    }

    func state(_ name: String) -> RecognizerState? {
        arena.recognizer(named: name).map { arena.state(of: $0) }
    }

    func id(_ name: String) -> RecognizerID {
        arena.recognizer(named: name) ?? -1
    }
}

extension GestureView {
    static func box(_ name: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                    in parent: String? = nil, button: Bool = false) -> GestureView {
        GestureView(name: name, parent: parent, frame: Rect(x: x, y: y, width: width, height: height),
                    button: button ? Button() : nil)
    }
}
