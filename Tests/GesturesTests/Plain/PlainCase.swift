import Devices
import Gestures
import VirtualClock

/// A random arrangement of views and recognizers on a 375 × 667 screen with a random sequence of
/// touches on it, from a seed.
struct PlainCase: Sendable {
    struct Event: Sendable, Equatable {
        var time: Double
        var phase: TouchPhase
        var id: Int
        var point: Point
    }

    /// One finger from touch-down to lift.
    struct Stroke: Sendable, Equatable {
        var id = 0
        var events: [Event]
        var start: Double { events.first?.time ?? 0 }
        var end: Double { events.last?.time ?? 0 }
    }

    static let screen = Size(width: 375, height: 667)

    var views: [GestureView]
    var recognizers: [GestureRecognizer]
    var strokes: [Stroke]

    /// Every stroke's events by time (ties in the strokes' order, then each stroke's own).
    var events: [Event] {
        var all: [(Event, Int, Int)] = []
        for (s, stroke) in strokes.enumerated() {
            for (e, event) in stroke.events.enumerated() { all.append((event, s, e)) }
        }
        all.sort { a, b in
            if a.0.time != b.0.time { return a.0.time < b.0.time }
            if a.1 != b.1 { return a.1 < b.1 }
            return a.2 < b.2
        }
        return all.map { $0.0 }
    }

    /// When the run stops: well after the last touch, for the timers and the scroll view's motion.
    var end: Double { (strokes.map(\.end).max() ?? 0) + 1.5 }

    /// Finger ids 1–3, each used by one stroke at a time; a stroke for which no finger is free is left out.
    static func assignIDs(_ strokes: [Stroke]) -> [Stroke] {
        var result: [Stroke] = []
        var busyUntil: [Int: Double] = [:]
        for var stroke in strokes.sorted(by: { $0.start < $1.start }) {
            guard let id = (1...3).first(where: { (busyUntil[$0] ?? -1) < stroke.start }) else { continue }
            busyUntil[id] = stroke.end
            stroke.id = id
            for i in stroke.events.indices { stroke.events[i].id = id }
            result.append(stroke)
        }
        return result
    }

    // MARK: Random cases

    static func random(seed: UInt64) -> PlainCase {
        var g = SeededGenerator(seed: seed)
        let views = randomViews(&g)
        let recognizers = randomRecognizers(&g, views: views)
        var strokes: [Stroke] = []
        var cursor = 0.0
        var lastStart = 0.0
        for _ in 0..<g.int(in: 1...5) {
            let start: Double
            if !strokes.isEmpty, g.chance(1, in: 4) {
                start = lastStart + g.element([0.0, 0.05, 0.1, 0.2, 0.3])
            } else {
                start = cursor + g.element([0.0, 0.05, 0.1, 0.15, 0.35, 0.5, 1.0])
            }
            lastStart = start
            let made = g.chance(3, in: 5) ? targetedGesture(&g, at: start, views: views, recognizers: recognizers)
                : randomGesture(&g, at: start, views: views)
            strokes += made
            cursor = max(cursor, made.map(\.end).max() ?? start)
        }
        // Now and then the system cancels a touch instead of its lift.
        for i in strokes.indices where g.chance(1, in: 40) {
            strokes[i].events[strokes[i].events.count - 1].phase = .cancelled
        }
        return PlainCase(views: views, recognizers: recognizers, strokes: assignIDs(strokes))
    }

    /// A view's frame on the screen, its scroll views at rest.
    static func screenFrame(_ name: String, in views: [GestureView]) -> Rect {
        guard let view = views.first(where: { $0.name == name }) else {
            return Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        }
        guard let parent = view.parent else { return view.frame }
        let outer = screenFrame(parent, in: views)
        return view.frame.offsetBy(dx: outer.x, dy: outer.y)
    }

    static func randomViews(_ g: inout SeededGenerator) -> [GestureView] {
        var views: [GestureView] = []
        var depth: [String: Int] = [:]
        var scrolls = 0
        for i in 1...g.int(in: 1...6) {
            let candidates = [nil] + views.filter { depth[$0.name, default: 0] < 3 }.map { Optional($0.name) }
            let parent = g.chance(1, in: 3) ? nil : g.element(candidates)
            let parentView = views.first { $0.name == parent }
            let inside = parentView?.scroll?.content ?? parentView.map { Size(width: $0.frame.width, height: $0.frame.height) }
                ?? screen
            let area = Size(width: inside.width.rounded(.down), height: inside.height.rounded(.down))
            let width = g.value(min(30, area.width), area.width, steps: 1)
            let height = g.value(min(30, area.height), area.height, steps: 1)
            var x = g.value(0, area.width - width, steps: 1)
            var y = g.value(0, area.height - height, steps: 1)
            if g.chance(1, in: 10) {
                x += g.value(-40, 40, steps: 1)
                y += g.value(-40, 40, steps: 1)
            }
            let name = "v\(i)"
            depth[name] = (parent.map { depth[$0, default: 1] } ?? 0) + 1
            var view = GestureView(name: name, parent: parent, frame: Rect(x: x, y: y, width: width, height: height))
            if g.chance(1, in: 4) { view.button = GestureView.Button(slop: g.element([70, 70, 20])) }
            if g.chance(1, in: 25) { view.isHidden = true }
            if g.chance(1, in: 25) { view.isInteractionEnabled = false }
            // Mostly one scroll view; now and then a second, maybe inside the first.
            if scrolls < 2, view.button == nil, depth[name, default: 1] <= 2, g.chance(1, in: scrolls == 0 ? 4 : 8) {
                scrolls += 1
                let wide = g.chance(1, in: 3)
                let tall = !wide || g.chance(1, in: 3)
                let content = Size(width: wide ? width * g.element([1.5, 2, 3]) : width,
                                   height: tall ? height * g.element([1.5, 2, 4]) : height)
                view.scroll = GestureView.Scroll(
                    content: content, isPaging: g.chance(1, in: 3), delaysContentTouches: !g.chance(1, in: 6),
                    pan: GestureRecognizer.Pan(minimumTouches: g.chance(1, in: 8) ? 2 : 1,
                                               maximumTouches: g.chance(1, in: 8) ? 2 : nil,
                                               hysteresis: g.element([10, 10, 5]),
                                               velocityEstimate: g.chance(1, in: 4) ? .latest : .blended),
                    cancelsTouchesInView: !g.chance(1, in: 6))
            }
            views.append(view)
        }
        return views
    }

    static func randomRecognizers(_ g: inout SeededGenerator, views: [GestureView]) -> [GestureRecognizer] {
        let count = g.int(in: 1...8)
        let scrollPans = views.filter { $0.scroll != nil }.map { $0.name + ".pan" }
        let names = (1...count).map { "r\($0)" }
        // Requirements only towards recognizers earlier in a random order: never a cycle.
        var rank = Array(0..<count)
        for i in rank.indices.reversed() { rank.swapAt(i, g.int(in: 0...i)) }
        var list: [GestureRecognizer] = []
        for i in 0..<count {
            let kind = randomKind(&g)
            var view = g.chance(1, in: 6) ? "screen" : g.element(views).name
            // An edge pan mostly on the screen, where touches from its edges reach it.
            if case .edgePan = kind, g.chance(2, in: 3) { view = "screen" }
            var requires: [String] = []
            for _ in 0..<g.element([0, 0, 0, 1, 1, 2]) {
                let earlier = (0..<count).filter { rank[$0] < rank[i] }.map { names[$0] } + scrollPans
                if let other = earlier.isEmpty ? nil : g.element(earlier), !requires.contains(other) { requires.append(other) }
            }
            var simultaneous: [String] = []
            for _ in 0..<g.element([0, 0, 1, 2]) {
                let other = g.element(names + scrollPans)
                if other != names[i], !simultaneous.contains(other) { simultaneous.append(other) }
            }
            let delaysBegan: Bool? = g.chance(1, in: 6) ? g.chance(1, in: 2) : nil
            list.append(GestureRecognizer(name: names[i], kind: kind, view: view, requires: requires,
                                          simultaneous: simultaneous, cancelsTouchesInView: !g.chance(1, in: 6),
                                          delaysTouchesBegan: delaysBegan, delaysTouchesEnded: !g.chance(1, in: 6)))
        }
        return list
    }

    static func randomKind(_ g: inout SeededGenerator) -> GestureRecognizer.Kind {
        switch g.int(in: 0...12) {
        case 0...3:
            return .tap(.init(taps: g.element([1, 1, 1, 2, 2, 3]), touches: g.element([1, 1, 1, 2]),
                              movement: g.element([45, 45, 10, 20]), duration: g.element([0.75, 0.75, 0.3, 0.5]),
                              interval: g.element([0.35, 0.35, 0.2, 0.5])))
        case 4:
            return .longPress(.init(duration: g.element([0.5, 0.5, 0.3, 0.15, 0.25]), movement: g.element([10, 10, 20, 5]),
                                    touches: g.element([1, 1, 1, 2])))
        case 5, 6:
            let minimum = g.element([1, 1, 1, 2])
            let maximum = g.element([nil, nil, nil, 1, 2, 3]).map { max($0, minimum) }
            return .pan(.init(minimumTouches: minimum, maximumTouches: maximum, hysteresis: g.element([10, 10, 0, 5, 20]),
                              velocityEstimate: g.chance(1, in: 3) ? .latest : .blended,
                              axes: g.element([.both, .both, .both, .horizontal, .vertical])))
        case 7, 8:
            var directions: [Direction] = []
            for direction in [Direction.right, .left, .up, .down] where g.chance(1, in: 3) {
                directions.insert(direction, at: g.int(in: 0...directions.count))
            }
            if directions.isEmpty { directions = [g.element([.right, .left, .up, .down])] }
            return .swipe(.init(directions: directions, touches: g.element([1, 1, 1, 2])))
        case 9:
            var edges: [GestureRecognizer.Edge] = []
            for edge in [GestureRecognizer.Edge.left, .right, .top, .bottom] where g.chance(1, in: 3) {
                edges.insert(edge, at: g.int(in: 0...edges.count))
            }
            if edges.isEmpty { edges = [.left] }
            return .edgePan(.init(edges: edges, region: g.element([13, 13, 20, 30]), hysteresis: g.element([15, 15, 10, 5]),
                                  within: g.element([0.25, 0.25, nil, 0.5]),
                                  velocityEstimate: g.chance(1, in: 3) ? .latest : .blended))
        case 10, 11:
            return .pinch(.init(hysteresis: g.element([8, 8, 4, 20])))
        default:
            return .rotation(.init(hysteresis: g.element([0.05, 0.05, 0.2])))
        }
    }

    // MARK: Touches

    static func randomPoint(_ g: inout SeededGenerator, views: [GestureView]) -> Point {
        switch g.int(in: 0...9) {
        case 0:
            // Outside the screen: on no view at all.
            return g.element([Point(x: -20, y: 300), Point(x: 400, y: 200), Point(x: 100, y: 700), Point(x: 200, y: -5)])
        case 1:
            return Point(x: g.value(0, 374, steps: 1), y: g.value(0, 666, steps: 1))
        case 2:
            // Near an edge.
            return g.element([Point(x: 4, y: g.value(50, 600, steps: 1)), Point(x: 371, y: g.value(50, 600, steps: 1)),
                              Point(x: g.value(50, 320, steps: 1), y: 4), Point(x: g.value(50, 320, steps: 1), y: 663),
                              Point(x: 13, y: 333), Point(x: 14, y: 333), Point(x: 20, y: 200)])
        case 3:
            // On the edge of a view's frame: its top left is in it, its bottom right is not.
            let frame = screenFrame(g.element(views).name, in: views)
            return g.element([Point(x: frame.x, y: frame.y), Point(x: frame.maxX, y: frame.midY), Point(x: frame.midX, y: frame.maxY),
                              Point(x: frame.maxX - 0.5, y: frame.maxY - 0.5)])
        default:
            let frame = screenFrame(g.element(views).name, in: views)
            if g.chance(1, in: 2) { return frame.center }
            return Point(x: frame.x + g.value(0, max(frame.width - 1, 0), steps: 1),
                         y: frame.y + g.value(0, max(frame.height - 1, 0), steps: 1))
        }
    }

    static func line(from a: Point, to b: Point, at start: Double, duration: Double, hold: Double) -> Stroke {
        var events = [Event(time: start, phase: .began, id: 0, point: a)]
        var k = 1
        while Double(k) / 60 < duration - 1e-9 {
            let f = Double(k) / 60 / duration
            events.append(Event(time: start + Double(k) / 60, phase: .moved, id: 0,
                                point: Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)))
            k += 1
        }
        if hold > 0 {
            events.append(Event(time: start + duration, phase: .moved, id: 0, point: b))
            events.append(Event(time: start + duration + hold, phase: .ended, id: 0, point: b))
        } else {
            events.append(Event(time: start + duration, phase: .ended, id: 0, point: b))
        }
        return Stroke(events: events)
    }

    static func press(at p: Point, start: Double, duration: Double) -> Stroke {
        Stroke(events: [Event(time: start, phase: .began, id: 0, point: p),
                        Event(time: start + duration, phase: .ended, id: 0, point: p)])
    }

    /// sin and cos by their series with basic arithmetic: the same points on every machine.
    static func turn(_ angle: Double) -> (sin: Double, cos: Double) {
        var s = 0.0, c = 0.0, term = 1.0
        for n in 0..<20 {
            if n % 2 == 0 { c += (n % 4 == 0 ? 1 : -1) * term } else { s += (n % 4 == 1 ? 1 : -1) * term }
            term = term * angle / Double(n + 1)
        }
        return (s, c)
    }

    /// A gesture made for one of the recognizers, a scroll view or a button: on its view, with
    /// durations and distances about its parameters (some exactly at them).
    static func targetedGesture(_ g: inout SeededGenerator, at t: Double, views: [GestureView],
                                recognizers: [GestureRecognizer]) -> [Stroke] {
        var kinds: [(GestureRecognizer.Kind?, String)] = recognizers.map { ($0.kind, $0.view) }
        for view in views where view.scroll != nil || view.button != nil { kinds.append((nil, view.name)) }
        let (kind, view) = g.element(kinds)
        let frame = screenFrame(view, in: views)
        let visible = Rect(x: max(frame.x, 0), y: max(frame.y, 0), width: max(min(frame.maxX, screen.width) - max(frame.x, 0), 1),
                           height: max(min(frame.maxY, screen.height) - max(frame.y, 0), 1))
        let p = g.chance(1, in: 3) ? visible.center
            : Point(x: visible.x + g.value(0, (visible.width - 1).rounded(.down), steps: 1),
                    y: visible.y + g.value(0, (visible.height - 1).rounded(.down), steps: 1))
        func fingers(_ n: Int, _ make: (Point) -> Stroke) -> [Stroke] {
            (0..<n).map { i in make(Point(x: p.x + Double(i) * 20, y: p.y)) }
        }
        func drag(_ n: Int, by v: Point, duration: Double, hold: Double = 0) -> [Stroke] {
            fingers(n) { a in line(from: a, to: Point(x: a.x + v.x, y: a.y + v.y), at: t, duration: duration, hold: hold) }
        }
        switch kind {
        case .tap(let tap)?:
            var strokes: [Stroke] = []
            var start = t
            for _ in 0..<tap.taps {
                let duration = g.element([0.05, 0.05, 0.1, tap.duration, tap.duration + 0.05])
                strokes += fingers(tap.touches) { a in press(at: a, start: start, duration: duration) }
                start += duration + g.element([0.1, 0.1, tap.interval, tap.interval + 0.05])
            }
            return strokes
        case .longPress(let press)?:
            let duration = g.element([press.duration, press.duration + 0.1, press.duration + 0.3, max(press.duration - 0.05, 0.05)])
            let jitter = g.element([0.0, 0.0, press.movement - 1, press.movement + 5])
            return fingers(press.touches) { a in
                line(from: a, to: Point(x: a.x + jitter, y: a.y), at: t, duration: duration * 0.5, hold: duration * 0.5)
            }
        case .pan(let pan)?:
            let length = g.element([5.0, 20, 60, 150])
            let v = g.chance(1, in: 2) ? Point(x: g.element([length, -length]), y: 0) : Point(x: 0, y: g.element([length, -length]))
            return drag(g.chance(1, in: 4) ? pan.minimumTouches + 1 : pan.minimumTouches, by: v,
                        duration: g.element([0.1, 0.2, 0.4]), hold: g.element([0.0, 0.0, 0.15]))
        case .swipe(let swipe)?:
            let length = g.element([60.0, 100, 200])
            let v: Point
            switch g.element(swipe.directions) {
            case .right: v = Point(x: length, y: g.element([0.0, 20]))
            case .left: v = Point(x: -length, y: g.element([0.0, -20]))
            case .down: v = Point(x: g.element([0.0, 20]), y: length)
            case .up: v = Point(x: g.element([0.0, -20]), y: -length)
            }
            return drag(swipe.touches, by: v, duration: g.element([0.1, 0.15, 0.3, 0.6]))
        case .edgePan(let edge)?:
            let inset = g.element([4.0, 4, edge.region - 1, edge.region, edge.region + 1])
            let distance = g.element([10.0, 30, 100])
            let along = g.element([0.0, 0, 20, 60])
            let (a, b): (Point, Point)
            let y = g.value(100, 560, steps: 1), x = g.value(60, 310, steps: 1)
            switch g.element(edge.edges) {
            case .left: (a, b) = (Point(x: inset, y: y), Point(x: inset + distance, y: y + along))
            case .right: (a, b) = (Point(x: 375 - inset, y: y), Point(x: 375 - inset - distance, y: y - along))
            case .top: (a, b) = (Point(x: x, y: inset), Point(x: x + along, y: inset + distance))
            case .bottom: (a, b) = (Point(x: x, y: 667 - inset), Point(x: x - along, y: 667 - inset - distance))
            }
            return [line(from: a, to: b, at: t, duration: g.element([0.1, 0.2, 0.25, 0.4]), hold: g.element([0.0, 0.0, 0.2]))]
        case .pinch?, .rotation?:
            return randomGesture(&g, at: t, views: views, shape: 7, at: p)
        case nil:
            if let scroll = views.first(where: { $0.name == view })?.scroll {
                let wide = scroll.content.width > frame.width
                let length = g.element([8.0, 40, 120, 300])
                let sign = g.element([1.0, -1])
                let v = wide && (scroll.content.height <= frame.height || g.chance(1, in: 2))
                    ? Point(x: sign * length, y: 0) : Point(x: 0, y: sign * length)
                return drag(g.chance(1, in: 6) ? 2 : 1, by: v, duration: g.element([0.1, 0.15, 0.3, 0.6]),
                            hold: g.element([0.0, 0.0, 0.2]))
            }
            // A button: a tap, or a drag out of it and maybe back.
            if g.chance(1, in: 2) { return [press(at: p, start: t, duration: g.element([0.05, 0.2]))] }
            return drag(1, by: Point(x: g.element([0.0, 60, 100]), y: g.element([0.0, -80, 120])), duration: g.element([0.2, 0.5]))
        }
    }

    static func randomGesture(_ g: inout SeededGenerator, at t: Double, views: [GestureView], shape: Int? = nil,
                              at point: Point? = nil) -> [Stroke] {
        let random = randomPoint(&g, views: views)
        let p = point ?? random
        switch shape ?? g.int(in: 0...9) {
        case 0, 1:
            return [press(at: p, start: t, duration: g.element([0.05, 0.05, 0.1, 0.15, 0.3, 0.75, 0.8]))]
        case 2:
            // Two or three taps.
            var strokes: [Stroke] = []
            var start = t
            for _ in 0..<g.element([2, 2, 3]) {
                let q = g.chance(1, in: 4) ? Point(x: p.x + g.value(-50, 50, steps: 1), y: p.y + g.value(-50, 50, steps: 1)) : p
                strokes.append(press(at: q, start: start, duration: 0.05))
                start += 0.05 + g.element([0.1, 0.1, 0.35, 0.2, 0.4])
            }
            return strokes
        case 3:
            // A hold, maybe trembling.
            let duration = g.element([0.15, 0.25, 0.3, 0.5, 0.5, 0.6, 0.75, 1.0])
            let amplitude = g.element([0.0, 0.0, 3, 8, 12, 50])
            var events = [Event(time: t, phase: .began, id: 0, point: p)]
            var k = 1
            while amplitude > 0, Double(k) * 0.1 < duration - 1e-9 {
                let sign: Double = k % 2 == 0 ? -1 : 1
                events.append(Event(time: t + Double(k) * 0.1, phase: .moved, id: 0,
                                    point: Point(x: p.x + sign * amplitude * 0.6, y: p.y + amplitude * 0.8)))
                k += 1
            }
            events.append(Event(time: t + duration, phase: .ended, id: 0, point: events.last?.point ?? p))
            return [Stroke(events: events)]
        case 4, 5:
            // A drag.
            let length = g.element([8.0, 10, 12, 30, 60, 120, 250])
            let vector: Point
            if g.chance(2, in: 3) {
                vector = g.element([Point(x: length, y: 0), Point(x: -length, y: 0), Point(x: 0, y: length), Point(x: 0, y: -length)])
            } else {
                vector = Point(x: g.value(-1, 1, steps: 10) * length, y: g.value(-1, 1, steps: 10) * length)
            }
            let to = Point(x: p.x + vector.x, y: p.y + vector.y)
            return [line(from: p, to: to, at: t, duration: g.element([0.1, 0.15, 0.2, 0.3, 0.5, 0.8]),
                         hold: g.element([0.0, 0.0, 0.2]))]
        case 6:
            // In from an edge.
            let y = g.value(100, 560, steps: 1), x = g.value(60, 310, steps: 1)
            let inset = g.element([4.0, 4, 12, 13, 14, 25])
            let distance = g.element([20.0, 60, 120])
            let (a, b) = g.element([
                (Point(x: inset, y: y), Point(x: inset + distance, y: y)),
                (Point(x: 375 - inset, y: y), Point(x: 375 - inset - distance, y: y + 10)),
                (Point(x: x, y: inset), Point(x: x, y: inset + distance)),
                (Point(x: x, y: 667 - inset), Point(x: x + 30, y: 667 - inset - distance)),
            ])
            return [line(from: a, to: b, at: t, duration: g.element([0.1, 0.2, 0.3, 0.5]), hold: 0)]
        case 7, 8:
            // Two fingers pinching and turning about a point.
            let distance = g.element([40.0, 100, 160])
            let scale = g.element([0.5, 1, 1.5, 2])
            let angle = g.element([0.0, 0.5, -0.8, 1.6])
            let duration = g.element([0.2, 0.4])
            let second = g.chance(1, in: 3) ? g.element([0.0, 0.05, 0.1]) : 0
            func place(_ f: Double) -> (Point, Point) {
                let r = distance / 2 * (1 + (scale - 1) * f)
                let (s, c) = turn(angle * f)
                return (Point(x: p.x - r * c, y: p.y - r * s), Point(x: p.x + r * c, y: p.y + r * s))
            }
            var one = [Event(time: t, phase: .began, id: 0, point: place(0).0)]
            var two = [Event(time: t + second, phase: .began, id: 0, point: place(0).1)]
            var k = 1
            while Double(k) / 60 < duration - 1e-9 {
                let time = t + Double(k) / 60
                let (a, b) = place(Double(k) / 60 / duration)
                one.append(Event(time: time, phase: .moved, id: 0, point: a))
                if time > t + second { two.append(Event(time: time, phase: .moved, id: 0, point: b)) }
                k += 1
            }
            let (a, b) = place(1)
            one.append(Event(time: t + duration, phase: .moved, id: 0, point: a))
            two.append(Event(time: t + duration, phase: .moved, id: 0, point: b))
            let lift = g.element([0.0, 0.0, 0.1])
            one.append(Event(time: t + duration + lift, phase: .ended, id: 0, point: a))
            two.append(Event(time: t + duration + lift + g.element([0.0, 0.05]), phase: .ended, id: 0, point: b))
            return [Stroke(events: one), Stroke(events: two)]
        default:
            // Two fingers tapping together, 20 pt apart.
            let duration = g.element([0.05, 0.05, 0.2])
            return [press(at: Point(x: p.x - 10, y: p.y), start: t, duration: duration),
                    press(at: Point(x: p.x + 10, y: p.y), start: t, duration: duration)]
        }
    }
}
