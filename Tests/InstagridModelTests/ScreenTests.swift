import Gestures
import Testing
@testable import InstagridModel

/// R13, R14, R26, R27 on the kit: the views and the share swipe Instagrid declares, and what the
/// reducer does with what the arena reports.
@Suite("The screen as the kit's views and recognizers")
struct ScreenTests {
    let margin = AppState.canvasMargin

    @Test("The views: slots the layout shows, the layout buttons, the stand-in hidden until presented")
    func views() throws {
        let state = AppState(device: iPhone8)
        let views = state.screenViews()
        #expect(views.map(\.name) == ["slot-1", "slot-2", "slot-3", "slot-4", "layout-1", "layout-2", "layout-3",
                                      "stand-in", "stand-in-1", "stand-in-2", "stand-in-3"])
        #expect(views.filter(\.isHidden).map(\.name) == ["slot-4", "stand-in", "stand-in-1", "stand-in-2", "stand-in-3"])
        #expect(views.compactMap(\.button).allSatisfy { $0.slop == 70 })
        let slot = try #require(state.geometry.slotRect(1, in: .two))
        #expect(views[0].frame == slot.offsetBy(dx: margin, dy: margin))
        #expect(state.arena.views.dropFirst().elementsEqual(views))
        #expect(ScreenTarget.all.map(\.name) == views.map(\.name))
    }

    @Test("R6, R14, R28: the share swipe is up in portrait, left in landscape, with the options' constants")
    func shareSwipe() {
        func swipe(_ state: AppState) -> GestureRecognizer.Swipe? {
            if case .swipe(let swipe) = state.shareSwipe().kind { return swipe }
            return nil
        }
        var options = AppOptions()
        options.gestures.swipeDistance = 80
        options.gestures.swipeMaxDuration = 2
        var state = AppState(device: iPhone8, options: options)
        #expect(swipe(state)?.directions == [.up])
        #expect(swipe(state)?.distance == 80)
        #expect(swipe(state)?.maximumDuration == 2)
        #expect(state.shareSwipe().view == GestureArena.rootName)
        _ = state.reduce(.deviceRotated(to: .landscapeRight))
        #expect(swipe(state)?.directions == [.left])
        options.orientationSource = .device
        state = AppState(device: iPhone8, orientation: .landscapeLeft, options: options)
        _ = state.reduce(.deviceTurned(to: .faceUp))
        #expect(swipe(state)?.directions == [.up])
    }

    @Test("R27: a stand-in covers the screen; its buttons answer, a touch beside them is ignored")
    func standIn() throws {
        var driver = makeDriver { $0.imageSource = .ask }
        driver.tap(.slot(1), at: 0)
        #expect(driver.state.phase == .choosingSource)
        let buttons = StandInLayout(.sourceSheet(camera: true), in: driver.state.geometry).buttons
        let slot2 = try #require(driver.state.geometry.slotRect(2, in: .two)).center
        driver.send(.touchBegan(id: 1, at: slot2), at: 1)
        #expect(driver.lastEvents == [.ignored(.outsideStandIn("touch not on a button of 'Choose a source'"))])
        driver.send(.touchEnded(id: 1, at: slot2), at: 1.05)
        #expect(driver.state.phase == .choosingSource)
        // Ends 60 pt below "Photo Library": within the slop, it answers.
        driver.send(.touchBegan(id: 2, at: buttons[1].center), at: 2)
        #expect(driver.lastEvents == [.touchOnButton(id: 2, title: "Photo Library")])
        driver.send(.touchEnded(id: 2, at: Point(x: buttons[1].midX, y: buttons[1].maxY + 60)), at: 2.5)
        #expect(driver.lastEvents.contains(.sourceChosen(.library)))
        #expect(driver.state.phase == .picking)
    }

    @Test("R27: a swipe recognized from a stand-in's button is locked out, and leaves the button its touch")
    func swipeOverStandIn() {
        var driver = makeDriver { $0.libraryAccess = .readWrite; $0.libraryPermission = .notDetermined }
        driver.tap(.slot(1), at: 0)
        #expect(driver.state.phase == .prompt)
        // "Don't Allow" is the library prompt's third button.
        let deny = StandInLayout(.prompt(.library), in: driver.state.geometry).buttons[2]
        driver.send(.touchBegan(id: 1, at: deny.center), at: 1)
        driver.send(.touchMoved(id: 1, at: Point(x: deny.midX, y: deny.midY - 60)), at: 1.05)
        #expect(driver.lastEvents.first == .swipeRecognized(.up))
        #expect(driver.lastEvents.contains(.ignored(.busy(.prompt, input: "share swipe"))))
        driver.send(.touchEnded(id: 1, at: Point(x: deny.midX, y: deny.midY - 60)), at: 1.1)
        #expect(driver.lastEvents.contains(.permissionSet(.library, .denied)))
        #expect(driver.state.phase == .idle)
    }

    @Test("R3: a slot the layout hides while its touch is down is ignored when the touch ends")
    func hiddenSlot() throws {
        var driver = makeDriver()
        let slot2 = try #require(driver.state.geometry.slotRect(2, in: .two)).center
        driver.send(.touchBegan(id: 5, at: slot2), at: 0)
        driver.tap(.layoutButton(.one), at: 0.1)
        #expect(driver.state.layout == .one)
        driver.send(.touchEnded(id: 5, at: slot2), at: 0.5)
        #expect(driver.lastEvents == [.touchLifted(id: 5), .ignored(.slotHidden(2))])
        #expect(driver.state.phase == .idle)
    }

    @Test("Touch ids: one already down or not down is ignored before the arena sees it")
    func touchIDs() {
        var driver = makeDriver()
        let point = Point(x: 20, y: 100)
        driver.send(.touchBegan(id: 1, at: point), at: 0)
        #expect(driver.state.isTouchDown(1))
        driver.send(.touchBegan(id: 1, at: point), at: 0.01)
        #expect(driver.lastEvents == [.ignored(.duplicateTouch(id: 1))])
        driver.send(.touchMoved(id: 2, at: point), at: 0.02)
        #expect(driver.lastEvents == [.ignored(.unknownTouch(id: 2))])
        driver.send(.touchEnded(id: 2, at: point), at: 0.03)
        #expect(driver.lastEvents == [.ignored(.unknownTouch(id: 2))])
        driver.send(.touchEnded(id: 1, at: point), at: 0.04)
        #expect(!driver.state.isTouchDown(1))
    }

    @Test("R26: an interruption cancels the arena's touches: no button fires, their ends are ignored")
    func interruption() {
        var driver = makeDriver()
        let button = driver.state.geometry.buttonRect(.one).center
        driver.send(.touchBegan(id: 1, at: button), at: 0)
        driver.send(.appBecameInactive, at: 0.1)
        #expect(driver.lastEvents == [.lifecycle(.inactive), .touchInterrupted(id: 1),
                                      .swipeFailed(.cancelled)])
        #expect(driver.state.arena.touchesDown().isEmpty)
        driver.send(.appBecameActive, at: 0.2)
        driver.send(.touchEnded(id: 1, at: button), at: 0.3)
        #expect(driver.lastEvents == [.ignored(.interruptedTouch(id: 1))])
        #expect(driver.state.layout == .two)
    }

    @Test("The arena's history is kept only while the trace is; the states are equal either way")
    func history() throws {
        func run(tracing: Bool) -> AppDriver {
            var driver = AppDriver(state: AppState(device: iPhone8), isTracing: tracing)
            driver.tap(driver.state.geometry.buttonRect(.three).center, at: 0)
            driver.swipe(.up, at: 1)
            driver.advance(to: 3)
            return driver
        }
        let traced = run(tracing: true), untraced = run(tracing: false)
        #expect(untraced.state.gestureHistory == nil)
        let history = try #require(traced.state.gestureHistory)
        #expect(history.touches == 13)
        #expect(history.log(arena: traced.state.arena).prefix(3) == ["layout-3 began", "share-swipe failed", "layout-3 ended"])
        #expect(history.log(arena: traced.state.arena).contains("share-swipe ended"))
        #expect(traced.state == untraced.state)
        #expect(traced.state.arena == untraced.state.arena)
    }
}
