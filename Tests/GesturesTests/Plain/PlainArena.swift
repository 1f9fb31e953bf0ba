import Devices
import Gestures
import VirtualClock

/// A second reading of docs/gestures.md (views and hit-testing, recognizers, how they compete,
/// what the views receive, the scroll view), written as plainly as possible to check
/// ``GestureArena`` against: everything is kept in dictionaries keyed by names and scanned in
/// order, and whatever a rule needs is recomputed when it is asked. It shares no code with the
/// kit beyond its public values (views, recognizers, states, points) and the arithmetic that
/// must agree to the bit (`Measure`, the scroll view's rubber band and deceleration).
///
/// It runs its own timers: a list of deadlines, each fired after the touches of its instant,
/// those of one instant in the order they were started.
struct PlainArena {
    struct View {
        var name: String
        var parent: String?
        var frame: Rect
        var hidden: Bool
        var enabled: Bool
        /// A button's slop; nil for a view that is not a button.
        var slop: Double?
        var scroll: GestureView.Scroll?
        var children: [String] = []
    }

    struct Recognizer {
        var name: String
        var view: String
        var kind: GestureRecognizer.Kind
        var requires: [String]
        var simultaneous: [String]
        var cancels: Bool
        var delaysBegan: Bool
        var delaysEnded: Bool
        /// The scroll view whose own pan this is.
        var scrollView: String?

        var state = RecognizerState.possible
        var waiting = false
        var recognized = 0
        var location = Point.zero
        /// The touches of its current gesture, by serial number, in the order they joined.
        var touches: [Int] = []

        // A tap.
        var tapsDone = 0
        var tapFingers: [Int] = []
        var tapMostDown = 0
        var tapStart = Point.zero
        // A long press.
        var pressTimerStarted = false
        // A pan, an edge pan.
        var start = Point.zero
        var origin = Point.zero
        var translation = Point.zero
        var positions: [Position] = []
        var edge: GestureRecognizer.Edge?
        // A swipe.
        var swipeTime: Double?
        var swipeStart: Point?
        var ruledOut: [Bool] = []
        // A pinch, a rotation.
        var firstDistance = 0.0
        var divisor = 1.0
        var scale = 1.0
        var lastAngle = 0.0
        var turned = 0.0
        var turnedAtBegan = 0.0
        var rotation = 0.0
        var rate = Rate()

        var isDiscrete: Bool { kind.isDiscrete }
    }

    /// Where a pan's fingers were (their centroid) at an event.
    struct Position {
        var time: Double
        var point: Point
    }

    /// A pinch's or a rotation's velocity: 0 at `began`, then the first event's Δvalue / Δt, then
    /// 0.75 · v + 0.25 · Δvalue / Δt; an event at the instant of the last one is taken again from
    /// the state before that instant.
    struct Rate {
        struct Before {
            var time: Double
            var value: Double
            var velocity: Double
            var events: Int
        }

        var time = 0.0
        var value = 0.0
        var velocity = 0.0
        var events = 0
        var before: Before?
    }

    struct Touch {
        var serial: Int
        var id: Int
        var view: String?
        var location: Point
        var beganAt: Point
        var isDown = true
        /// Its recognizers: its view's, then each ancestor's, the scroll view's pan first on its view.
        var recognizers: [String] = []
        /// The view will receive nothing more of it (cancelled, dropped, or begun on a moving scroll view).
        var dead = false
        var sentBegan = false
        var finished = false
        /// Held back by a scroll view until 150 ms after it began, with the moves made meanwhile.
        var heldByScroll: String?
        var movesHeldByScroll = 0
        /// Phases held by the recognizers' delays, in order.
        var queue: [TouchPhase] = []
        var pendingCancel = false
        var pendingDrop = false
    }

    struct ScrollState {
        var x: ScrollAxis
        var y: ScrollAxis
        /// The finger-following offset its pan began from (past an end, the drag the band shows).
        var rawStart = Point.zero
    }

    struct Deadline {
        var instant: Double
        var time: Double
        var order: Int
        var key: String
    }

    let screen: Size
    var viewNames: [String] = []
    var views: [String: View] = [:]
    var recognizerNames: [String] = []
    var recognizers: [String: Recognizer] = [:]
    var touchSerials: [Int] = []
    var touches: [Int: Touch] = [:]
    var downTouch: [Int: Int] = [:]
    var scrolls: [String: ScrollState] = [:]
    /// The touch a button tracks, by the button's name.
    var buttonTouch: [String: Int] = [:]
    var deadlines: [Deadline] = []
    var deadlineOrder = 0
    var serial = 0
    var now = 0.0
    var log: [String] = []

    /// Recognizers that left `possible`, or were released, at the event being handled.
    var changedAtEvent: [String] = []
    /// Recognizers that a transition of this event is about to fail (rule 2 or rule 1).
    var doomed: [String] = []
    /// The touch whose `ended` is being handled: still counted as down for a location.
    var endingTouch: Int?
    /// The touch whose `began` is being handled.
    var touchBeganNow: Int?

    init(screen: Size, views given: [GestureView], recognizers list: [GestureRecognizer]) {
        self.screen = screen
        viewNames = ["screen"]
        views["screen"] = View(name: "screen", parent: nil, frame: Rect(x: 0, y: 0, width: screen.width, height: screen.height),
                               hidden: false, enabled: true, slop: nil, scroll: nil)
        for view in given {
            let parent = view.parent ?? "screen"
            views[view.name] = View(name: view.name, parent: parent, frame: view.frame, hidden: view.isHidden,
                                    enabled: view.isInteractionEnabled, slop: view.button?.slop, scroll: view.scroll)
            views[parent]?.children.append(view.name)
            viewNames.append(view.name)
        }
        // Each scroll view's own pan first, in the views' order.
        for name in viewNames {
            guard let scroll = views[name]?.scroll, let frame = views[name]?.frame else { continue }
            let horizontal = scroll.content.width > frame.width
            let vertical = scroll.content.height > frame.height
            var pan = scroll.pan
            pan.axes = horizontal && vertical ? .both : (horizontal ? .horizontal : (vertical ? .vertical : .both))
            let panName = name + ".pan"
            recognizerNames.append(panName)
            recognizers[panName] = Recognizer(name: panName, view: name, kind: .pan(pan), requires: [], simultaneous: [],
                                              cancels: scroll.cancelsTouchesInView, delaysBegan: false, delaysEnded: false,
                                              scrollView: name)
            scrolls[name] = ScrollState(
                x: ScrollAxis(maxOffset: scroll.content.width - frame.width, dimension: frame.width),
                y: ScrollAxis(maxOffset: scroll.content.height - frame.height, dimension: frame.height))
        }
        for recognizer in list {
            recognizerNames.append(recognizer.name)
            recognizers[recognizer.name] = Recognizer(
                name: recognizer.name, view: recognizer.view, kind: recognizer.kind, requires: recognizer.requires,
                simultaneous: recognizer.simultaneous, cancels: recognizer.cancelsTouchesInView,
                delaysBegan: recognizer.delaysTouchesBegan, delaysEnded: recognizer.delaysTouchesEnded, scrollView: nil)
        }
    }

    // MARK: Views

    /// The chain from a view up to the screen.
    func chain(from view: String) -> [String] {
        var names: [String] = []
        var current: String? = view
        while let name = current {
            names.append(name)
            current = views[name]?.parent
        }
        return names
    }

    func isStrictAncestor(_ ancestor: String, of view: String) -> Bool {
        chain(from: view).dropFirst().contains(ancestor)
    }

    func offset(of view: String, at time: Double) -> Point {
        guard let scroll = scrolls[view] else { return .zero }
        return Point(x: scroll.x.offset(at: time), y: scroll.y.offset(at: time))
    }

    func frameOnScreen(_ view: String, at time: Double) -> Rect {
        guard let record = views[view] else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        guard let parent = record.parent else { return record.frame }
        let outer = frameOnScreen(parent, at: time)
        let scrolled = offset(of: parent, at: time)
        return record.frame.offsetBy(dx: outer.x - scrolled.x, dy: outer.y - scrolled.y)
    }

    func hitTest(_ point: Point, at time: Double) -> String? {
        hit(point, in: "screen", origin: .zero, at: time)
    }

    func hit(_ point: Point, in name: String, origin: Point, at time: Double) -> String? {
        guard let view = views[name], !view.hidden, view.enabled else { return nil }
        let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
        guard frame.contains(point) else { return nil }
        let scrolled = offset(of: name, at: time)
        let inner = Point(x: frame.x - scrolled.x, y: frame.y - scrolled.y)
        for child in view.children.reversed() {
            if let found = hit(point, in: child, origin: inner, at: time) { return found }
        }
        return name
    }

    /// The buttons highlighted now, in the views' order.
    func highlighted() -> [String] {
        viewNames.filter { name in
            guard let serial = buttonTouch[name], let touch = touches[serial], let slop = views[name]?.slop else { return false }
            return frameOnScreen(name, at: now).outset(by: slop).contains(touch.location)
        }
    }

    // MARK: Reading

    func velocity(of name: String) -> Point {
        guard let r = recognizers[name] else { return .zero }
        switch r.kind {
        case .pan(let pan): return Self.velocity(of: r.positions, latestOnly: pan.velocityEstimate == .latest)
        case .edgePan(let edge): return Self.velocity(of: r.positions, latestOnly: edge.velocityEstimate == .latest)
        case .pinch, .rotation: return Point(x: r.rate.velocity, y: 0)
        default: return .zero
        }
    }

    /// Samples between consecutive positions; 0.2 · latest + 0.8 · previous while the latest
    /// spans less than 0.1 s (1 ns of slack), else the latest alone.
    static func velocity(of positions: [Position], latestOnly: Bool) -> Point {
        let n = positions.count
        guard n >= 2 else { return .zero }
        let a = positions[n - 2], b = positions[n - 1]
        let span = b.time - a.time
        let latest = Point(x: (b.point.x - a.point.x) / span, y: (b.point.y - a.point.y) / span)
        guard !latestOnly, n >= 3, span < 0.1 - 1e-9 else { return latest }
        let c = positions[n - 3]
        let previousSpan = a.time - c.time
        let previous = Point(x: (a.point.x - c.point.x) / previousSpan, y: (a.point.y - c.point.y) / previousSpan)
        return Point(x: 0.2 * latest.x + 0.8 * previous.x, y: 0.2 * latest.y + 0.8 * previous.y)
    }

    // MARK: Timers

    var nextDeadline: Double? {
        deadlines.min { ($0.instant, $0.order) < ($1.instant, $1.order) }?.time
    }

    mutating func schedule(_ key: String, after delay: Double) {
        cancel(key)
        deadlineOrder += 1
        let time = now + delay
        deadlines.append(Deadline(instant: VirtualTime.snapped(time), time: time, order: deadlineOrder, key: key))
    }

    mutating func cancel(_ key: String) {
        deadlines.removeAll { $0.key == key }
    }

    /// Fires every timer due by `time`, in order, then moves the clock there.
    mutating func advance(to time: Double) {
        let instant = VirtualTime.snapped(time)
        while true {
            let due = deadlines.filter { $0.instant <= instant }
            guard let first = due.min(by: { ($0.instant, $0.order) < ($1.instant, $1.order) }) else { break }
            deadlines.removeAll { $0.order == first.order }
            if first.time > now { now = first.time }
            fire(first.key)
        }
        if time > now { now = time }
    }

    mutating func fire(_ key: String) {
        changedAtEvent = []
        let parts = key.split(separator: ":", maxSplits: 1).map(String.init)
        let what = parts[0], name = parts[1]
        if what == "content" {
            letThrough(Int(name) ?? -1)
        } else if let r = recognizers[name], r.state == .possible, !r.waiting {
            switch what {
            case "tap-duration", "tap-interval", "edge-within": fail(name)
            case "long-press": leavePossible(name, to: .began)
            default: break
            }
        }
        deliverAfterTransitions()
    }

    // MARK: Touches

    /// A touch event at `time` (not before the last one).
    mutating func touch(_ phase: TouchPhase, id: Int, at point: Point, time: Double) {
        if time > now { now = time }
        changedAtEvent = []
        switch phase {
        case .began: touchBegan(id: id, at: point)
        case .moved, .ended, .cancelled: touchMovedOrEnded(phase, id: id, at: point)
        }
    }

    mutating func touchBegan(id: Int, at point: Point) {
        serial += 1
        let view = hitTest(point, at: now)
        var touch = Touch(serial: serial, id: id, view: view, location: point, beganAt: point)
        downTouch[id] = serial
        touchSerials.append(serial)
        guard let view else {
            touches[serial] = touch
            return
        }
        for name in chain(from: view) {
            if name != view, let scroll = views[name]?.scroll, scroll.delaysContentTouches, touch.heldByScroll == nil {
                touch.heldByScroll = name
            }
            if var state = scrolls[name], state.x.isMoving(at: now) || state.y.isMoving(at: now) {
                state.x.offset = state.x.offset(at: now)
                state.x.motion = .resting
                state.y.offset = state.y.offset(at: now)
                state.y.motion = .resting
                scrolls[name] = state
                touch.dead = true
            }
            if views[name]?.scroll != nil { touch.recognizers.append(name + ".pan") }
            for r in recognizerNames where recognizers[r]?.view == name && recognizers[r]?.scrollView == nil {
                touch.recognizers.append(r)
            }
        }
        if touch.dead { touch.heldByScroll = nil }
        touches[serial] = touch
        if touch.heldByScroll != nil { schedule("content:\(serial)", after: GestureView.Scroll.contentTouchDelay) }

        touchBeganNow = serial
        for name in touch.recognizers {
            guard let r = recognizers[name], !changedAtEvent.contains(name) else { continue }
            if r.state.isFinished {
                // Back in `possible` for a new gesture (not logged; its location stays until its next report).
                if r.touches.contains(where: { touches[$0]?.isDown == true }) { continue }
                reset(name)
            } else {
                if case .pinch = r.kind, r.touches.count >= 2 { continue }
                if case .rotation = r.kind, r.touches.count >= 2 { continue }
                if case .edgePan = r.kind, r.touches.count >= 1 { continue }
            }
            recognizers[name]?.touches.append(serial)
            track(name, .began, serial)
            if recognizers[name]?.waiting == true { continue }
            offerBegan(name, serial)
        }
        touchBeganNow = nil
        deliverAfterTransitions(own: (serial, .began))
    }

    mutating func touchMovedOrEnded(_ phase: TouchPhase, id: Int, at point: Point) {
        guard let serial = downTouch[id], touches[serial] != nil else { return }
        touches[serial]?.location = point
        if phase != .moved {
            touches[serial]?.isDown = false
            downTouch[id] = nil
            endingTouch = serial
            cancel("content:\(serial)")
        }
        guard let touch = touches[serial], touch.view != nil else {
            endingTouch = nil
            return
        }
        let members = touch.recognizers.filter { recognizers[$0]?.touches.contains(serial) == true }
        for name in members {
            // At its turn, a recognizer that has not finished takes the event's sample, even while
            // it waits or when it was released at this event; it is offered the event only if it
            // did not leave `possible` at it.
            guard let before = recognizers[name], !before.state.isFinished else { continue }
            track(name, phase, serial)
            guard let r = recognizers[name], !changedAtEvent.contains(name) else { continue }
            guard (r.state == .possible && !r.waiting) || r.state.isActive else { continue }
            switch phase {
            case .moved: offerMoved(name, serial)
            case .ended: offerEnded(name, serial)
            case .cancelled: offerCancelled(name, serial)
            case .began: break
            }
        }
        deliverAfterTransitions(own: (serial, phase))
        endingTouch = nil
    }

    // MARK: Helpers

    func isDown(_ serial: Int) -> Bool {
        touches[serial]?.isDown == true
    }

    func fingersDown(_ name: String) -> [Int] {
        (recognizers[name]?.touches ?? []).filter { isDown($0) }
    }

    func centroid(_ serials: [Int]) -> Point {
        var x = 0.0, y = 0.0
        for serial in serials {
            x += touches[serial]?.location.x ?? 0
            y += touches[serial]?.location.y ?? 0
        }
        let n = Double(serials.count)
        return Point(x: x / n, y: y / n)
    }

    /// The touches down, the one ending at this event included.
    func locationTouches(_ name: String) -> [Int] {
        (recognizers[name]?.touches ?? []).filter { isDown($0) || $0 == endingTouch }
    }

    mutating func setLocation(_ name: String) {
        guard let r = recognizers[name] else { return }
        if case .tap = r.kind, !r.tapFingers.isEmpty {
            let location = centroid(r.tapFingers)
            recognizers[name]?.location = location
            return
        }
        let down = locationTouches(name)
        if !down.isEmpty {
            let location = centroid(down)
            recognizers[name]?.location = location
        } else if !r.touches.isEmpty {
            let location = centroid(r.touches)
            recognizers[name]?.location = location
        }
    }
}
