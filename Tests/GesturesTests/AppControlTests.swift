import Devices
import Gestures
import Testing
import Timelines

/// What an app reads and sets beyond the recognizers' states (docs/gestures.md, "Attaching
/// recognizers in your app"): a pan's directions, where a gesture started, its translation, a
/// scroll view's offset, axes and bounce, and a history of a screen that changes.
@Suite struct AppControlTests {
    /// An arena on an iPhone 8's screen, and the reports of what it is handed.
    struct Bench {
        var arena: GestureArena
        var log: [String] = []

        init(views: [GestureView], recognizers: [GestureRecognizer]) throws {
            arena = try GestureArena(screen: Size(width: 375, height: 667), views: views, recognizers: recognizers)
        }

        @discardableResult
        mutating func touch(_ phase: TouchPhase, _ x: Double, _ y: Double, at time: Double, id: Int = 1) -> [GestureReport] {
            var reports: [GestureReport] = []
            arena.handle(phase, id: id, at: Point(x: x, y: y), time: time, into: &reports)
            log += reports.compactMap { arena.logEntry(for: $0) }
            return reports
        }

        func state(_ name: String) -> RecognizerState? {
            arena.recognizer(named: name).map { arena.state(of: $0) }
        }

        func id(_ name: String) -> RecognizerID { arena.recognizer(named: name) ?? -1 }
        func view(_ name: String) -> ViewID { arena.view(named: name) ?? -1 }
    }

    static let card = GestureView(name: "card", frame: Rect(x: 37, y: 100, width: 300, height: 400))
    static func leftPan() -> GestureRecognizer {
        GestureRecognizer(name: "swipe", kind: .pan(.init(directions: [.left])), view: "card")
    }

    // MARK: - A pan's directions

    @Test(arguments: [(-10.0, 0.0, RecognizerState.began), (-10.0, 9.9, .began), (-10.0, 10.0, .possible),
                      (10.0, 0.0, .possible), (-9.9, 0.0, .possible), (-3.0, 12.0, .possible)])
    func aPanWithADirectionBeginsOnlyMoreAlongItThanAcross(dx: Double, dy: Double, expected: RecognizerState) throws {
        var bench = try Bench(views: [Self.card], recognizers: [Self.leftPan()])
        bench.touch(.began, 200, 300, at: 0)
        bench.touch(.moved, 200 + dx, 300 + dy, at: 0.1)
        #expect(bench.state("swipe") == expected)
    }

    @Test func aPanThatDidNotBeginInItsDirectionBeginsAtALaterMoveThatIs() throws {
        var bench = try Bench(views: [Self.card], recognizers: [Self.leftPan()])
        bench.touch(.began, 200, 300, at: 0)
        bench.touch(.moved, 215, 300, at: 0.1)
        #expect(bench.state("swipe") == .possible)
        bench.touch(.moved, 185, 302, at: 0.2)
        #expect(bench.state("swipe") == .began)
        // The translation leaves out the hysteresis, counted from where the touch began.
        #expect(bench.arena.translation(of: bench.id("swipe")) == Point(x: -5, y: 0))
    }

    @Test func displacementsAreReadAsThresholdsReadThem() throws {
        // 16.4 to 6.4 is 9.999999999999998 pt in binary: 10 pt on the grid.
        var bench = try Bench(views: [GestureView(name: "strip", frame: Rect(x: 0, y: 100, width: 375, height: 100))],
                              recognizers: [GestureRecognizer(name: "swipe", kind: .pan(.init(directions: [.left])), view: "strip")])
        bench.touch(.began, 16.4, 150, at: 0)
        bench.touch(.moved, 6.4, 150, at: 0.1)
        #expect(bench.state("swipe") == .began)
    }

    @Test func twoPansOfCrossingDirectionsShareATouchWithoutRacing() throws {
        var bench = try Bench(views: [Self.card], recognizers: [
            Self.leftPan(),
            GestureRecognizer(name: "vertical", kind: .pan(.init(directions: [.up, .down])), view: "card"),
        ])
        bench.touch(.began, 200, 300, at: 0)
        bench.touch(.moved, 188, 311, at: 0.1)
        #expect(bench.state("swipe") == .began)
        #expect(bench.state("vertical") == .failed)
    }

    @Test func aDirectionListedTwiceIsRefused() {
        #expect(GestureRecognizer.Kind.pan(.init(directions: [.up, .up])).problem != nil)
        #expect(GestureRecognizer.Kind.pan(.init(directions: [.up, .down])).problem == nil)
    }

    // MARK: - Where a gesture started, its translation

    @Test func startLocationIsWhereTheTouchWentDown() throws {
        var bench = try Bench(views: [Self.card], recognizers: [
            Self.leftPan(),
            GestureRecognizer(name: "edge", kind: .edgePan(.init(region: 20, hysteresis: 10, within: nil)), view: "screen"),
        ])
        bench.touch(.began, 200, 300, at: 0)
        bench.touch(.moved, 170, 305, at: 0.1)
        #expect(bench.arena.startLocation(of: bench.id("swipe")) == Point(x: 200, y: 300))
        #expect(bench.arena.location(of: bench.id("swipe")) == Point(x: 170, y: 305))
        bench.touch(.ended, 170, 305, at: 0.2)
        bench.touch(.began, 8, 300, at: 1, id: 2)
        bench.touch(.moved, 40, 300, at: 1.1, id: 2)
        #expect(bench.state("edge") == .began)
        #expect(bench.arena.startLocation(of: bench.id("edge")) == Point(x: 8, y: 300))
        #expect(bench.arena.translation(of: bench.id("edge")) == Point(x: 22, y: 0))
    }

    @Test func anEdgePansSamplesRunFromTouchDown() throws {
        var bench = try Bench(views: [], recognizers: [
            GestureRecognizer(name: "edge", kind: .edgePan(.init(region: 20, hysteresis: 10, within: nil,
                                                                  velocityEstimate: .latest)), view: "screen"),
        ])
        bench.touch(.began, 4, 300, at: 2)
        bench.touch(.moved, 34, 300, at: 2.125)
        // Ended at the instant of the move: the velocity is from touch-down, 40 pt in 1/8 s.
        bench.touch(.ended, 44, 300, at: 2.125)
        #expect(bench.state("edge") == .ended)
        #expect(bench.arena.velocity(of: bench.id("edge")) == Point(x: 320, y: 0))
    }

    @Test func setTranslationRebasesThePan() throws {
        var bench = try Bench(views: [Self.card], recognizers: [Self.leftPan()])
        bench.touch(.began, 200, 300, at: 0)
        bench.touch(.moved, 180, 300, at: 0.1)
        #expect(bench.arena.translation(of: bench.id("swipe")) == Point(x: -10, y: 0))
        bench.arena.setTranslation(.zero, of: bench.id("swipe"))
        #expect(bench.arena.translation(of: bench.id("swipe")) == .zero)
        bench.touch(.moved, 150, 290, at: 0.2)
        #expect(bench.arena.translation(of: bench.id("swipe")) == Point(x: -30, y: -10))
    }

    // MARK: - Scroll views

    static let list = GestureView(name: "list", frame: Rect(x: 0, y: 64, width: 375, height: 483),
                                  scroll: .init(content: Size(width: 375, height: 1200), delaysContentTouches: false))

    @Test func aZeroTranslationAtBeganStartsTheContentWhereItWas() throws {
        var bench = try Bench(views: [Self.list], recognizers: [])
        let list = bench.view("list")
        for (time, y) in [(0.0, 400.0), (0.1, 385.0)] { bench.touch(time == 0 ? .began : .moved, 200, y, at: time) }
        // The kit's rule: the part of the first move past the hysteresis, 5 pt.
        #expect(bench.arena.contentOffset(of: list, at: 0.1).y == 5)
        bench.arena.setTranslation(.zero, of: bench.id("list.pan"))
        #expect(bench.arena.contentOffset(of: list, at: 0.1).y == 0)
        bench.touch(.moved, 200, 335, at: 0.2)
        #expect(bench.arena.contentOffset(of: list, at: 0.2).y == 50)
    }

    @Test func setContentOffsetMovesTheContentAndStopsACoast() throws {
        var bench = try Bench(views: [Self.list], recognizers: [])
        let list = bench.view("list")
        bench.arena.setContentOffset(Point(x: 0, y: 300), of: list)
        #expect(bench.arena.contentOffset(of: list, at: 0).y == 300)
        bench.touch(.began, 200, 400, at: 0)
        bench.touch(.moved, 200, 350, at: 0.05)
        bench.touch(.ended, 200, 300, at: 0.1)
        #expect(bench.arena.isMoving(at: 0.2))
        guard case .decelerating? = bench.arena.scrollAxes(of: list)?.y.motion else {
            Issue.record("not coasting")
            return
        }
        bench.arena.setContentOffset(Point(x: 0, y: 500), of: list)
        #expect(!bench.arena.isMoving(at: 0.2))
        #expect(bench.arena.scrollAxes(of: list)?.y.motion == .resting)
        #expect(bench.arena.contentOffset(of: list, at: 0.5).y == 500)
        #expect(bench.arena.scrollAxes(of: bench.view("screen")) == nil)
    }

    @Test func setContentOffsetWhileDraggingGoesOnFromThere() throws {
        var bench = try Bench(views: [Self.list], recognizers: [])
        let list = bench.view("list")
        bench.touch(.began, 200, 400, at: 0)
        bench.touch(.moved, 200, 380, at: 0.1)
        bench.arena.setContentOffset(Point(x: 0, y: 100), of: list)
        bench.touch(.moved, 200, 370, at: 0.2)
        #expect(bench.arena.contentOffset(of: list, at: 0.2).y == 110)
    }

    @Test func aShortListThatAlwaysBouncesFollowsVerticallyOnly() throws {
        let short = GestureView(name: "list", frame: Rect(x: 0, y: 64, width: 375, height: 483),
                                scroll: .init(content: Size(width: 375, height: 240), delaysContentTouches: false,
                                              alwaysBounceVertical: true))
        var bench = try Bench(views: [short], recognizers: [])
        let list = bench.view("list")
        #expect(bench.arena.scrollAxes(of: list)?.y.scrolls == true)
        bench.touch(.began, 200, 300, at: 0)
        bench.touch(.moved, 170, 300, at: 0.1)
        #expect(bench.state("list.pan") == .possible, "its hysteresis counts vertically only")
        bench.touch(.moved, 170, 350, at: 0.2)
        #expect(bench.state("list.pan") == .began)
        bench.touch(.moved, 170, 400, at: 0.3)
        #expect(abs(bench.arena.contentOffset(of: list, at: 0.3).y + RubberBand.resisted(90, dimension: 483)) < 1e-9)
        bench.touch(.ended, 170, 400, at: 0.4)
        #expect(bench.arena.contentOffset(of: list, at: 0.8).y == 0)
        // Without it, the same list does not move.
        var still = try Bench(views: [Self.list.with(content: Size(width: 375, height: 240))], recognizers: [])
        still.touch(.began, 200, 300, at: 0)
        still.touch(.moved, 200, 400, at: 0.1)
        #expect(still.arena.contentOffset(of: still.view("list"), at: 0.1).y == 0)
    }

    // MARK: - A history of a screen that changes

    @Test func aHistoryRecordedWithItsArenaKeepsTheNamesOfTheMoment() throws {
        var bench = try Bench(views: [Self.card, GestureView(name: "like", frame: Rect(x: 20, y: 560, width: 44, height: 44),
                                                           button: .init())],
                              recognizers: [Self.leftPan()])
        var history = GestureHistory()
        history.record(.began, id: 1, at: 0)
        history.record(bench.touch(.began, 42, 582, at: 0), at: 0, on: bench.arena)
        history.record(.ended, id: 1, at: 0.05)
        history.record(bench.touch(.ended, 42, 582, at: 0.05), at: 0.05, on: bench.arena)
        // The card goes: "like" is now the first view after the screen.
        try bench.arena.update(screen: Size(width: 375, height: 667),
                               views: [GestureView(name: "like", frame: Rect(x: 20, y: 560, width: 44, height: 44), button: .init())],
                               recognizers: [])
        #expect(history.entries.compactMap(\.name) == ["like", "like", "like"])
        var chart = TimelineChart(title: "t", lanes: [TimelineChart.Lane("alice", kind: .participant)], end: 1)
        history.addLanes(to: &chart, arena: bench.arena, prefix: "alice: ")
        #expect(chart.lanes.map(\.name) == ["alice", "alice: like", "alice: touches"])
        #expect(chart.marks.map(\.text) == ["began", "ended", "touch-up-inside"])
        #expect(chart.marks.allSatisfy { $0.lane == 1 })
    }
}

extension GestureView {
    /// The same scroll view with another content size.
    func with(content: Size) -> GestureView {
        var view = self
        view.scroll?.content = content
        return view
    }
}
