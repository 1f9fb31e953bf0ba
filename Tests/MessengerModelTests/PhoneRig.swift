import Testing
@testable import MessengerModel

/// A phone on a driver, with the scenario words' shapes: named taps at a target's centre,
/// straight drags sampled every 1/60 s, and the data layer's answers by ticket.
struct PhoneRig {
    var driver: Driver<MessengerPhone>
    var nextTouch = 1

    init(device: Device = .iPhone8, account: Account? = Account(email: "alice@example.com", name: "Alice Martin")) {
        driver = Driver(state: MessengerPhone(device: device, account: account))
    }

    var phone: MessengerPhone { driver.state }
    var now: Double { driver.now }

    /// Every event the phone logged so far, in order.
    var events: [MessengerEvent] { driver.trace.flatMap(\.events) }

    /// How many of the outbox's requests the test has taken (the driver's state cannot be
    /// drained from outside, as a world's can; the outbox only grows here).
    var taken = 0

    /// The requests made since the last call.
    mutating func drain() -> [DataRequest] {
        let requests = Array(phone.outbox.dropFirst(taken))
        taken = phone.outbox.count
        return requests
    }

    /// The one request made since the last look (an issue when there is not exactly one; the
    /// placeholder returned then has ticket 0, which no answer fits).
    mutating func single(sourceLocation: SourceLocation = #_sourceLocation) -> DataRequest {
        let requests = drain()
        guard requests.count == 1, let request = requests.first else {
            Issue.record("expected one request, found \(requests.map(\.kind))", sourceLocation: sourceLocation)
            return DataRequest(ticket: 0, kind: .signOut)
        }
        return request
    }

    /// The kinds of the requests made so far, taken.
    mutating func drainKinds() -> [DataRequest.Kind] { drain().map(\.kind) }

    mutating func send(_ action: MessengerAction) { driver.send(action) }

    mutating func wait(_ seconds: Double) { driver.advance(to: driver.now + seconds) }

    /// A tap at `point`: began and ended at once.
    mutating func tap(at point: Point) {
        let id = nextTouch
        nextTouch += 1
        send(.touchBegan(id: id, at: point))
        send(.touchEnded(id: id, at: point))
    }

    /// A tap at the centre of the target's frame.
    mutating func tap(_ target: Target, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let frame = phone.frame(of: target) else {
            Issue.record("\(target.name) is not on screen", sourceLocation: sourceLocation)
            return
        }
        tap(at: frame.center)
    }

    /// A straight drag from `start` by (dx, dy) at constant speed over `duration`: `began` at
    /// 0, `moved` at each multiple of 1/60 s before `duration`, `ended` at `duration`.
    mutating func drag(from start: Point, dx: Double, dy: Double, duration: Double, end: Bool = true) {
        let id = nextTouch
        nextTouch += 1
        let t0 = driver.now
        send(.touchBegan(id: id, at: start))
        var frame = 1
        while Double(frame) / 60 < duration {
            let f = Double(frame) / 60 / duration
            driver.advance(to: t0 + Double(frame) / 60)
            send(.touchMoved(id: id, at: Point(x: start.x + dx * f, y: start.y + dy * f)))
            frame += 1
        }
        driver.advance(to: t0 + duration)
        let last = Point(x: start.x + dx, y: start.y + dy)
        send(end ? .touchEnded(id: id, at: last) : .touchMoved(id: id, at: last))
    }

    /// A finger down at `start` that moves once, 0.1 s later, by (dx, dy), and stays down.
    mutating func nudge(from start: Point, dx: Double, dy: Double) {
        let id = nextTouch
        nextTouch += 1
        send(.touchBegan(id: id, at: start))
        wait(0.1)
        send(.touchMoved(id: id, at: Point(x: start.x + dx, y: start.y + dy)))
    }

    /// A horizontal flick from `start` to `end` whose last two samples are `lastStep` points
    /// and 1/64 s apart, at times and places a double holds exactly (began at 2 s, last move
    /// at 2.25 s), so a velocity's edge is exact: `lastStep × 64` pt/s.
    mutating func flick(from start: Point, toX end: Double, lastStep: Double) {
        let id = nextTouch
        nextTouch += 1
        driver.advance(to: 2)
        send(.touchBegan(id: id, at: start))
        driver.advance(to: 2.25)
        send(.touchMoved(id: id, at: Point(x: end - lastStep, y: start.y)))
        driver.advance(to: 2.25 + 1.0 / 64)
        send(.touchEnded(id: id, at: Point(x: end, y: start.y)))
    }

    /// A touch at the samples `points`, the first at `start` and the next each 0.1 s later
    /// (times that are sums, as a scenario's are), the last one ended.
    mutating func touch(at points: [Point], start: Double) {
        let id = nextTouch
        nextTouch += 1
        for (index, point) in points.enumerated() {
            driver.advance(to: start + Double(index) * 0.1)
            if index == 0 {
                send(.touchBegan(id: id, at: point))
            } else {
                send(index == points.count - 1 ? .touchEnded(id: id, at: point) : .touchMoved(id: id, at: point))
            }
        }
    }

    /// Sends the data layer's answer to `request`.
    mutating func answer(_ answer: DataAnswer, to request: DataRequest) {
        send(.answered(ticket: request.ticket, answer))
    }

    /// Types into the focused field.
    mutating func type(_ text: String, replacing: Bool = false) { send(.type(text, replacing: replacing)) }
}
