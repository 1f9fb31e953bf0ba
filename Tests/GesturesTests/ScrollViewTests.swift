import Devices
import Gestures
import Testing

/// The scroll view (docs/gestures.md, "The scroll view"): its pan moves the content, it delays
/// its subviews' touches by 150 ms, coasts, rubber-bands and pages.
@Suite struct ScrollViewTests {
    let list = GestureView(name: "list", frame: Rect(x: 0, y: 520, width: 375, height: 147),
                           scroll: .init(content: Size(width: 375, height: 800)))
    let row = GestureView.box("row", 0, 0, 375, 44, in: "list", button: true)

    @Test func aQuickTapOnARowIsDeliveredWhenItEnds() throws {
        var rig = try ArenaRig(views: [list, row], recognizers: [])
        rig.touch(.began, 1, 187, 542, at: 0)
        #expect(rig.log().isEmpty)
        rig.touch(.ended, 1, 187, 542, at: 0.05)
        #expect(rig.log() == ["list.pan failed", "row began", "row ended", "row touch-up-inside"])
    }

    @Test func aTouchHeldOnARowIsDeliveredAfter150Milliseconds() throws {
        var rig = try ArenaRig(views: [list, row], recognizers: [])
        rig.touch(.began, 1, 187, 542, at: 0)
        rig.advance(to: 0.1499)
        #expect(rig.log().isEmpty)
        rig.advance(to: 0.15)
        #expect(rig.log() == ["row began"])
        #expect(rig.arena.highlightedButtons() == [rig.arena.view(named: "row") ?? -1])
        // A drag after that takes the touch from the row.
        rig.touch(.moved, 1, 187, 530, at: 0.2)
        #expect(rig.log() == ["list.pan began", "row cancelled", "row touch-cancel"])
        #expect(rig.arena.highlightedButtons().isEmpty)
    }

    @Test func aDragBeforeThenNeverReachesTheRow() throws {
        var rig = try ArenaRig(views: [list, row], recognizers: [])
        rig.drag(from: Point(x: 187, y: 540), to: Point(x: 187, y: 440), at: 0, duration: 0.3)
        let log = rig.log()
        #expect(log.first == "list.pan began")
        #expect(!log.contains { $0.hasPrefix("row") })
        #expect(log.last == "list.pan ended")
        let view = rig.arena.view(named: "list") ?? -1
        // 100 pt up, less the 10 of the hysteresis.
        #expect(abs(rig.arena.contentOffset(of: view, at: 0.3).y - 90) < 1e-9)
        // Released at 333 pt/s upwards: it coasts as UIScrollView's normal rate.
        let coast = Deceleration(from: 90, velocity: 100 / 0.3, at: 0.3)
        #expect(abs(rig.arena.contentOffset(of: view, at: 0.8).y - coast.offset(at: 0.8)) < 1e-6)
        #expect(rig.arena.isMoving(at: 0.8))
    }

    @Test func pastTheTopTheContentIsResistedAndReturns() throws {
        var rig = try ArenaRig(views: [list, row], recognizers: [])
        rig.touch(.began, 1, 187, 530, at: 0)
        rig.touch(.moved, 1, 187, 560, at: 0.1)
        rig.touch(.moved, 1, 187, 620, at: 0.5)
        let view = rig.arena.view(named: "list") ?? -1
        let shown = rig.arena.contentOffset(of: view, at: 0.5).y
        #expect(abs(shown + RubberBand.resisted(80, dimension: 147)) < 1e-9)
        rig.touch(.ended, 1, 187, 620, at: 1.2)
        #expect(abs(rig.arena.contentOffset(of: view, at: 1.2).y - shown) < 1e-9)
        #expect(rig.arena.contentOffset(of: view, at: 1.6).y == 0)
    }

    @Test func aTouchOnAMovingListOnlyStopsIt() throws {
        var rig = try ArenaRig(views: [list, row], recognizers: [])
        rig.drag(from: Point(x: 187, y: 650), to: Point(x: 187, y: 550), at: 0, duration: 0.1)
        _ = rig.log()
        let view = rig.arena.view(named: "list") ?? -1
        let moving = rig.arena.contentOffset(of: view, at: 0.2).y
        rig.tap(187, 560, at: 0.2)
        #expect(rig.log() == ["list.pan failed"])
        #expect(rig.arena.contentOffset(of: view, at: 5).y == moving)
    }

    @Test(arguments: [(0.2, 147.0), (1.0, 0.0)])
    func aPagingViewSettlesOnAPage(duration: Double, page: Double) throws {
        var paging = list
        paging.scroll?.isPaging = true
        var rig = try ArenaRig(views: [paging], recognizers: [])
        // 60 pt up: fast (300 pt/s or more) goes to the next page, slow to the nearest.
        rig.drag(from: Point(x: 187, y: 640), to: Point(x: 187, y: 580), at: 0, duration: duration)
        let view = rig.arena.view(named: "list") ?? -1
        #expect(rig.arena.contentOffset(of: view, at: duration + 0.3).y == page)
    }

    @Test func subviewsAreHitTestedAtTheContentOffset() throws {
        var rig = try ArenaRig(views: [list, row, .box("far", 0, 200, 375, 44, in: "list", button: true)], recognizers: [])
        rig.drag(from: Point(x: 187, y: 660), to: Point(x: 187, y: 460), at: 0, duration: 1)
        let view = rig.arena.view(named: "list") ?? -1
        // At the release, before it coasts.
        #expect(rig.arena.contentOffset(of: view, at: 1).y == 190)
        // "far" is at y 200 in the content: on screen at 520 + 200 − 190 = 530.
        #expect(rig.arena.hitTest(Point(x: 10, y: 535), at: 1) == rig.arena.view(named: "far"))
        #expect(rig.arena.frameOnScreen(of: rig.arena.view(named: "far") ?? -1, at: 1).y == 530)
    }
}

/// Hit-testing (docs/gestures.md, "Views and hit-testing").
@Suite struct HitTestTests {
    @Test func theDeepestTopmostViewTakesTheTouch() throws {
        let arena = try GestureArena(screen: Size(width: 375, height: 667), views: [
            .box("back", 0, 0, 375, 667),
            .box("card", 37, 100, 300, 400),
            .box("badge", 10, 10, 50, 50, in: "card"),
            .box("cover", 0, 0, 100, 100, in: "card"),
            GestureView(name: "ghost", parent: "card", frame: Rect(x: 200, y: 0, width: 100, height: 100), isHidden: true),
            GestureView(name: "inert", parent: "card", frame: Rect(x: 200, y: 200, width: 100, height: 100),
                        isInteractionEnabled: false),
        ], recognizers: [])
        func hit(_ x: Double, _ y: Double) -> String? { arena.hitTest(Point(x: x, y: y), at: 0).map { arena.views[$0].name } }
        #expect(hit(60, 120) == "cover")           // the later sibling is on top
        #expect(hit(37, 100) == "cover")           // top and left edges are inside
        #expect(hit(137, 150) == "card")           // right edge of cover (x = 137) is outside
        #expect(hit(250, 150) == "card")           // hidden view skipped
        #expect(hit(250, 350) == "card")           // interaction disabled skipped
        #expect(hit(10, 10) == "back")
        #expect(hit(375, 10) == nil)               // outside the screen
    }

    @Test(arguments: [
        ([GestureView.box("a", 0, 0, 10, 10), .box("a", 0, 0, 10, 10)], "the view 'a' is declared twice"),
        ([GestureView.box("a", 0, 0, 0, 10)], "the view 'a' needs a finite frame with a positive width and height"),
        ([GestureView.box("a", 0, 0, 10, 10, in: "b")], "the view 'a' names the parent 'b', which is not declared before it"),
    ])
    func badViewsAreRefused(views: [GestureView], message: String) {
        #expect(throws: GestureError(message)) {
            try GestureArena(screen: Size(width: 375, height: 667), views: views, recognizers: [])
        }
    }

    @Test func aRequirementCycleIsNamed() {
        #expect(throws: GestureError("the requirements make a cycle: a → b → c → a")) {
            try GestureArena(screen: Size(width: 375, height: 667), views: [], recognizers: [
                GestureRecognizer(name: "a", kind: .tap(.init()), view: "screen", requires: ["b"]),
                GestureRecognizer(name: "b", kind: .tap(.init()), view: "screen", requires: ["c"]),
                GestureRecognizer(name: "c", kind: .tap(.init()), view: "screen", requires: ["a"]),
            ])
        }
    }
}

/// The screen changing while touches are down (docs/gestures.md, "Attaching recognizers in your app").
@Suite struct UpdateTests {
    @Test func aRecognizerKeepsItsGestureWhenTheScreenChanges() throws {
        var rig = try ArenaRig(views: [.box("card", 37, 100, 300, 400)], recognizers: [
            GestureRecognizer(name: "double", kind: .tap(.init(taps: 2)), view: "card"),
        ])
        rig.tap(100, 200, at: 0)
        // The card moves and a button appears; the double tap goes on.
        rig.update(views: [.box("badge", 0, 0, 30, 30), .box("card", 40, 100, 300, 400)],
                   recognizers: [GestureRecognizer(name: "double", kind: .tap(.init(taps: 2)), view: "card"),
                                 GestureRecognizer(name: "other", kind: .pan(.init()), view: "badge")], at: 0.1)
        rig.tap(102, 200, at: 0.15)
        #expect(rig.state("double") == .ended)
        rig.advance(to: 1)
        #expect(rig.state("other") == .possible)
    }

    @Test func aTouchWhoseViewGoesIsDeliveredNothingMore() throws {
        var rig = try ArenaRig(views: [.box("button", 100, 100, 100, 100, button: true)], recognizers: [])
        rig.touch(.began, 1, 150, 150, at: 0)
        #expect(rig.log() == ["button began"])
        rig.update(views: [], recognizers: [], at: 0.05)
        rig.touch(.ended, 1, 150, 150, at: 0.1)
        #expect(rig.log().isEmpty)
        #expect(rig.arena.highlightedButtons().isEmpty)
    }

    @Test func aButtonThatMovesWhileItsTouchIsDownSendsByItsNewFrame() throws {
        let swipe = [GestureRecognizer(name: "swipe", kind: .swipe(.init(directions: [.up])), view: "screen")]
        var rig = try ArenaRig(views: [.box("card", 0, 0, 40, 40), .box("button", 100, 100, 50, 50, button: true)],
                               recognizers: swipe)
        rig.touch(.began, 1, 120, 120, at: 0)
        // Moved only: the views change in place, with what the whole update would give.
        rig.update(views: [.box("card", 0, 0, 40, 40), .box("button", 300, 500, 50, 50, button: true)],
                   recognizers: swipe, at: 0.1)
        #expect(rig.arena.frameOnScreen(of: 2, at: 0.1) == Rect(x: 300, y: 500, width: 50, height: 50))
        rig.touch(.ended, 1, 120, 120, at: 0.2)
        #expect(rig.log() == ["button began", "swipe failed", "button ended", "button touch-up-outside"])
        // No longer a button: its touch sends no control event.
        rig.touch(.began, 2, 320, 520, at: 0.3)
        rig.update(views: [.box("card", 0, 0, 40, 40), .box("button", 300, 500, 50, 50)], recognizers: swipe, at: 0.4)
        rig.touch(.ended, 2, 320, 520, at: 0.5)
        #expect(rig.log() == ["button began", "swipe failed", "button ended"])
        // A frame that is not valid is refused, and changes nothing.
        var arena = rig.arena
        #expect(throws: GestureError.self) {
            try arena.update(screen: Size(width: 375, height: 667),
                             views: [.box("card", 0, 0, 40, 40), .box("button", 300, 500, 0, 50)], recognizers: swipe)
        }
        #expect(arena == rig.arena)
    }

    @Test func aTouchKnowsItsViewWhileItIsDownAndTheViewStays() throws {
        var rig = try ArenaRig(views: [.box("card", 0, 0, 200, 200), .box("button", 100, 100, 50, 50, in: "card", button: true)],
                               recognizers: [])
        rig.touch(.began, 1, 120, 120, at: 0)
        rig.touch(.began, 2, 20, 20, at: 0)
        rig.touch(.began, 3, 300, 600, at: 0)
        #expect(rig.arena.view(ofTouch: 1) == rig.arena.view(named: "button"))
        #expect(rig.arena.view(ofTouch: 2) == rig.arena.view(named: "card"))
        #expect(rig.arena.view(ofTouch: 3) == 0) // the screen itself
        #expect(rig.arena.view(ofTouch: 4) == nil)
        // Hidden, the button keeps its touch; gone, the touch has no view; ended, no touch.
        rig.update(views: [.box("card", 0, 0, 200, 200),
                           GestureView(name: "button", parent: "card", frame: Rect(x: 100, y: 100, width: 50, height: 50),
                                       isHidden: true, button: .init())], recognizers: [], at: 0.1)
        #expect(rig.arena.view(ofTouch: 1) == rig.arena.view(named: "button"))
        rig.update(views: [], recognizers: [], at: 0.2)
        #expect(rig.arena.view(ofTouch: 1) == nil)
        #expect(rig.arena.view(ofTouch: 3) == 0)
        rig.touch(.ended, 3, 300, 600, at: 0.3)
        #expect(rig.arena.view(ofTouch: 3) == nil)
        rig.touch(.began, 5, -1, 10, at: 0.4)
        #expect(rig.arena.view(ofTouch: 5) == nil)
        #expect(rig.arena.touchesDown().map(\.id) == [1, 2, 5])
        #expect(rig.arena.isTouchDown(5) && !rig.arena.isTouchDown(3))
    }
}
