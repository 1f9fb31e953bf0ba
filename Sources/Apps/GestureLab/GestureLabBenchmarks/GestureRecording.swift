import Devices
import Gestures

/// The benchmark's screen and recording: a page with a card holding a photo and a button, a
/// scrolling list with rows, and eight recognizers — an edge pan on the screen, a pan on the page,
/// a double tap, a single tap that requires it and a long press on the card, a pinch and a
/// rotation that recognize together on the photo, and the list's own pan — under cycles of
/// taps, double taps, long presses, drags, pinches, rotations, flicks and edge swipes.
enum GestureRecording {
    struct Event {
        var time: Double
        var phase: TouchPhase
        var id: Int
        var point: Point
    }

    static func arena() throws -> GestureArena {
        try GestureArena(screen: Size(width: 375, height: 667), views: [
            GestureView(name: "page", frame: Rect(x: 0, y: 0, width: 375, height: 667)),
            GestureView(name: "card", parent: "page", frame: Rect(x: 37, y: 60, width: 300, height: 400)),
            GestureView(name: "photo", parent: "card", frame: Rect(x: 20, y: 20, width: 260, height: 260)),
            GestureView(name: "like", parent: "card", frame: Rect(x: 20, y: 330, width: 44, height: 44), button: .init()),
            GestureView(name: "list", parent: "page", frame: Rect(x: 0, y: 480, width: 375, height: 187),
                        scroll: .init(content: Size(width: 375, height: 2000), delaysContentTouches: true)),
            GestureView(name: "row", parent: "list", frame: Rect(x: 0, y: 0, width: 375, height: 44), button: .init()),
        ], recognizers: [
            GestureRecognizer(name: "edge", kind: .edgePan(.init()), view: "screen"),
            GestureRecognizer(name: "drag", kind: .pan(.init()), view: "page", requires: ["edge"]),
            GestureRecognizer(name: "double", kind: .tap(.init(taps: 2)), view: "card"),
            GestureRecognizer(name: "single", kind: .tap(.init()), view: "card", requires: ["double"]),
            GestureRecognizer(name: "hold", kind: .longPress(.init()), view: "card"),
            GestureRecognizer(name: "pinch", kind: .pinch(.init()), view: "photo", simultaneous: ["turn"]),
            GestureRecognizer(name: "turn", kind: .rotation(.init()), view: "photo"),
        ])
    }

    /// About `count` events, cycle after cycle, one second apart.
    static func events(count: Int) -> [Event] {
        var events: [Event] = []
        events.reserveCapacity(count + 200)
        var start = 0.0
        while events.count < count {
            let photo = Point(x: 187, y: 230)
            events += tap(at: Point(x: 187, y: 400), start: start)
            events += tap(at: photo, start: start + 1) + tap(at: photo, start: start + 1.15)
            events += press(at: Point(x: 79, y: 412), start: start + 2, duration: 0.6)
            events += drag(from: Point(x: 200, y: 470), by: Point(x: 40, y: -60), start: start + 3, duration: 0.3)
            events += twoFingers(around: photo, start: start + 4)
            events += drag(from: Point(x: 187, y: 600), by: Point(x: 0, y: -150), start: start + 5, duration: 0.2)
            events += drag(from: Point(x: 4, y: 300), by: Point(x: 150, y: 0), start: start + 6, duration: 0.25)
            events += tap(at: Point(x: 187, y: 500), start: start + 7)
            start += 8
        }
        return Array(events.prefix(count))
    }

    private static func tap(at point: Point, start: Double) -> [Event] {
        [Event(time: start, phase: .began, id: 1, point: point), Event(time: start + 0.05, phase: .ended, id: 1, point: point)]
    }

    private static func press(at point: Point, start: Double, duration: Double) -> [Event] {
        [Event(time: start, phase: .began, id: 1, point: point), Event(time: start + duration, phase: .ended, id: 1, point: point)]
    }

    private static func drag(from a: Point, by d: Point, start: Double, duration: Double) -> [Event] {
        var events = [Event(time: start, phase: .began, id: 1, point: a)]
        var k = 1
        while Double(k) / 60 < duration {
            let f = Double(k) / 60 / duration
            events.append(Event(time: start + Double(k) / 60, phase: .moved, id: 1, point: Point(x: a.x + d.x * f, y: a.y + d.y * f)))
            k += 1
        }
        events.append(Event(time: start + duration, phase: .ended, id: 1, point: Point(x: a.x + d.x, y: a.y + d.y)))
        return events
    }

    private static func twoFingers(around c: Point, start: Double) -> [Event] {
        var events = [Event(time: start, phase: .began, id: 1, point: Point(x: c.x - 50, y: c.y)),
                      Event(time: start, phase: .began, id: 2, point: Point(x: c.x + 50, y: c.y))]
        for k in 1...24 {
            let spread = 50 + 2 * Double(k)
            let lift = 2 * Double(k)
            events.append(Event(time: start + Double(k) / 60, phase: .moved, id: 1, point: Point(x: c.x - spread, y: c.y + lift)))
            events.append(Event(time: start + Double(k) / 60, phase: .moved, id: 2, point: Point(x: c.x + spread, y: c.y - lift)))
        }
        let end = Point(x: c.x - 98, y: c.y + 48)
        events.append(Event(time: start + 0.4, phase: .ended, id: 1, point: end))
        events.append(Event(time: start + 0.4, phase: .ended, id: 2, point: Point(x: c.x + 98, y: c.y - 48)))
        return events
    }

    /// Hands the recording to a copy of `arena`, with its timers kept in a small queue and fired
    /// after the touches of their instant, as an app's clock does; returns the reports made.
    static func replay(_ recording: [Event], on arena: GestureArena) -> Int {
        var arena = arena
        var reports: [GestureReport] = []
        reports.reserveCapacity(64)
        var timers: [(deadline: Double, timer: GestureTimer)] = []
        timers.reserveCapacity(16)
        var count = 0
        func fire(before time: Double) {
            while let index = timers.indices.min(by: { timers[$0].deadline < timers[$1].deadline }),
                  timers[index].deadline < time {
                let (deadline, timer) = timers.remove(at: index)
                reports.removeAll(keepingCapacity: true)
                arena.fire(timer, at: deadline, into: &reports)
                apply(at: deadline)
            }
        }
        func apply(at time: Double) {
            count += reports.count
            for report in reports {
                switch report {
                case let .schedule(timer, delay):
                    timers.removeAll { $0.timer == timer }
                    timers.append((time + delay, timer))
                case .cancel(let timer):
                    timers.removeAll { $0.timer == timer }
                default:
                    break
                }
            }
        }
        for event in recording {
            fire(before: event.time)
            reports.removeAll(keepingCapacity: true)
            arena.handle(event.phase, id: event.id, at: event.point, time: event.time, into: &reports)
            apply(at: event.time)
        }
        fire(before: .infinity)
        return count
    }
}
