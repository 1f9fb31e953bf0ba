import InstagridModel
import Testing

/// R17–R28, one behaviour at a time.
struct RealAppTests {
    /// Taps the centre of a button of the presented stand-in.
    static func tapButton(_ driver: inout AppDriver, _ title: String, at time: Double) {
        let standIn = driver.state.presentedStandIn!
        let index = standIn.buttons.firstIndex { $0.title == title }!
        driver.tap(StandInLayout(standIn, in: driver.state.geometry).buttons[index].center, at: time)
    }

    /// A driver whose four slots have photos.
    static func filled(orientation: Orientation = .portrait, photos: [Int: String] = [1: "p", 2: "p", 3: "p", 4: "p"],
                       configure: (inout AppOptions) -> Void = { _ in }) -> AppDriver {
        var options = AppOptions()
        configure(&options)
        var state = AppState(device: iPhone8, orientation: orientation, options: options)
        state.photos = photos
        return AppDriver(state: state)
    }

    /// Swipes up and waits for the sheet.
    static func share(_ driver: inout AppDriver, at time: Double) {
        driver.swipe(.up, at: time)
        driver.advance(to: time + 1)
    }

    @Test func defaultsKeepTheAssignment() {
        var driver = makeDriver()
        driver.tap(.slot(1), at: 0)
        #expect(driver.state.phase == .picking)
        #expect(driver.state.pickerSource == .library)
        #expect(driver.state.presented == .picker(slot: 1, source: .library))
        #expect(driver.lastEvents.contains(.pickerPresented(slot: 1)))
    }

    @Test func sourceSheetOffersCameraLibraryCancel() {
        var driver = makeDriver { $0.imageSource = .ask }
        driver.tap(.slot(1), at: 0)
        #expect(driver.state.phase == .choosingSource)
        #expect(driver.state.sheet == .source)
        #expect(driver.state.presentedStandIn?.buttons.map(\.title) == ["Camera", "Photo Library", "Cancel"])
        #expect(driver.state.presentedStandIn?.title == "Choose a source")
        driver.send(.sourceChosen(.cancel), at: 1)
        #expect(driver.state.phase == .idle && driver.state.sheet == nil && driver.state.photos.isEmpty)
        driver.tap(.slot(1), at: 2)
        Self.tapButton(&driver, "Photo Library", at: 3)
        #expect(driver.state.presented == .picker(slot: 1, source: .library))
    }

    @Test func cameraPickerDefersRotation() {
        var driver = makeDriver { $0.imageSource = .ask }
        driver.tap(.slot(3), at: 0)
        driver.send(.sourceChosen(.camera), at: 1)
        #expect(driver.state.presented == .picker(slot: 3, source: .camera))
        driver.send(.deviceRotated(to: .landscapeLeft), at: 2)
        #expect(driver.state.orientation == .portrait)
        #expect(driver.state.deviceOrientation == .landscapeLeft)
        driver.send(.pickerChose(photo: "snap"), at: 3)
        #expect(driver.state.orientation == .landscapeLeft)
        #expect(driver.state.photos[3] == "snap")
    }

    @Test func missingCameraAlertsOrHides() {
        var alerting = makeDriver { $0.imageSource = .ask; $0.camera = .unavailable }
        alerting.tap(.slot(1), at: 0)
        alerting.send(.sourceChosen(.camera), at: 1)
        #expect(alerting.state.alert == .cameraUnavailable && alerting.state.phase == .alert)
        #expect(StandIn.alert(.cameraUnavailable)?.buttons.map(\.title) == ["OK"])
        alerting.send(.alertAnswered(.ok), at: 2)
        #expect(alerting.state.phase == .idle)

        var hiding = makeDriver { $0.imageSource = .ask; $0.camera = .unavailable; $0.cameraUnavailable = .hide }
        hiding.tap(.slot(1), at: 0)
        #expect(hiding.state.presentedStandIn?.buttons.map(\.title) == ["Photo Library", "Cancel"])
        hiding.send(.sourceChosen(.camera), at: 1)
        #expect(hiding.state.phase == .choosingSource)
        #expect(hiding.trace.last?.isIgnored == true)
    }

    @Test func promptIsAskedOnceAndRemembered() {
        var driver = makeDriver { $0.libraryAccess = .readWrite; $0.libraryPermission = .notDetermined }
        driver.tap(.slot(1), at: 0)
        #expect(driver.state.phase == .prompt && driver.state.prompt == .library)
        #expect(driver.state.presentedStandIn?.buttons.map(\.title) == ["Limit Access…", "Allow Full Access", "Don't Allow"])
        driver.send(.permissionAnswered(.deny), at: 1)
        #expect(driver.state.phase == .idle && driver.state.permissions.library == .denied)
        driver.tap(.slot(1), at: 2)
        #expect(driver.state.alert == .libraryDenied)
        Self.tapButton(&driver, "Settings", at: 3)
        #expect(driver.state.lifecycle == .background && driver.state.alert == nil)
        #expect(driver.allEvents.contains(.openSettings))
        driver.send(.settingChanged(.library, to: .limited), at: 4)
        driver.send(.appEnteredForeground, at: 5)
        driver.tap(.slot(1), at: 6)
        #expect(driver.state.presented == .picker(slot: 1, source: .library))
    }

    @Test func limitedAnswersOnlyTheLibraryPrompt() {
        var driver = makeDriver { $0.imageSource = .ask; $0.cameraPermission = .notDetermined }
        driver.tap(.slot(1), at: 0)
        driver.send(.sourceChosen(.camera), at: 1)
        #expect(driver.state.prompt == .camera)
        driver.send(.permissionAnswered(.limited), at: 2)
        #expect(driver.state.prompt == .camera && driver.trace.last?.isIgnored == true)
        driver.send(.permissionAnswered(.allow), at: 3)
        #expect(driver.state.presented == .picker(slot: 1, source: .camera))
    }

    @Test func saveImageChecksAddPermission() {
        var driver = Self.filled { $0.addPermission = .notDetermined }
        Self.share(&driver, at: 0)
        driver.send(.shareActivityFinished(.saveImage, completed: true, sheetStays: false), at: 2)
        #expect(driver.state.phase == .prompt && driver.state.prompt == .add && driver.state.sheet == nil)
        driver.send(.permissionAnswered(.allow), at: 3)
        #expect(driver.state.savedImages == 1 && driver.state.shares == [.completed])
        #expect(driver.state.phase == .slidingBack)
        driver.advance(to: 4)
        #expect(driver.state.phase == .idle && driver.state.gridOffset == .zero)
        Self.share(&driver, at: 5)
        driver.send(.shareActivityFinished(.saveImage, completed: true, sheetStays: false), at: 7)
        #expect(driver.state.savedImages == 2 && driver.state.phase == .slidingBack)
    }

    /// Regression (found by `explore`): the add prompt answered while the grid slides back under
    /// a sheet that stayed (R21) left the phase `idle` with the grid still off home.
    @Test func addPromptAnsweredDuringTheSlideBackKeepsSlidingBack() {
        var driver = Self.filled { $0.addPermission = .notDetermined }
        Self.share(&driver, at: 0)
        driver.send(.shareActivityFinished(.mail, completed: false, sheetStays: true), at: 2)
        #expect(driver.state.phase == .slidingBack && driver.state.sheet == .share)
        driver.send(.shareActivityFinished(.saveImage, completed: true, sheetStays: false), at: 2.1)
        #expect(driver.state.phase == .prompt && driver.state.prompt == .add)
        driver.send(.permissionAnswered(.allow), at: 2.2)
        #expect(driver.state.phase == .slidingBack && driver.state.gridOffset != .zero)
        #expect(driver.state.shares == [.cancelled, .completed] && driver.state.savedImages == 1)
        driver.advance(to: 3)
        #expect(driver.state.phase == .idle && driver.state.gridOffset == .zero)
    }

    @Test func deniedAddSavesNothingButCompletes() {
        var driver = Self.filled { $0.addPermission = .denied }
        Self.share(&driver, at: 0)
        driver.send(.shareActivityFinished(.saveImage, completed: true, sheetStays: false), at: 2)
        #expect(driver.state.savedImages == 0 && driver.state.shares == [.completed])
    }

    @Test func cancelledSubActivityKeepsTheSheet() {
        var driver = Self.filled()
        Self.share(&driver, at: 0)
        driver.send(.shareActivityFinished(.mail, completed: false, sheetStays: true), at: 2)
        #expect(driver.state.sheet == .share && driver.state.phase == .slidingBack)
        driver.advance(to: 3)
        #expect(driver.state.phase == .idle && driver.state.gridOffset == .zero && driver.state.sheet == .share)
        driver.tap(.layoutButton(.three), at: 3.5)
        driver.swipe(.up, at: 3.6)
        #expect(driver.state.layout == .two && driver.state.phase == .idle && driver.state.exports.count == 1)
        driver.send(.shareSheetFinished(.cancelled), at: 4)
        #expect(driver.state.phase == .idle && driver.state.sheet == nil)
        #expect(driver.state.shares == [.cancelled, .cancelled])
        #expect(driver.lastEvents.contains(.gridAlreadyHome))
    }

    @Test func completedShareResets() {
        var driver = Self.filled { $0.completedShare = .reset }
        Self.share(&driver, at: 0)
        driver.send(.shareSheetFinished(.completed), at: 2)
        #expect(driver.state.photos.isEmpty)
        var cancelled = Self.filled { $0.completedShare = .reset }
        Self.share(&cancelled, at: 0)
        cancelled.send(.shareSheetFinished(.cancelled), at: 2)
        #expect(!cancelled.state.photos.isEmpty)
    }

    @Test func layoutChangeClears() {
        var driver = Self.filled(photos: [1: "a", 4: "b"]) { $0.layoutChange = .clear }
        driver.tap(.layoutButton(.three), at: 0)
        #expect(driver.state.photos.isEmpty)
        var keeping = Self.filled(photos: [1: "a"])
        keeping.tap(.layoutButton(.three), at: 0)
        #expect(keeping.state.photos == [1: "a"])
    }

    @Test func sheetWithSlide() {
        var driver = Self.filled { $0.shareSheet = .withSlide }
        driver.swipe(.up, at: 0)
        #expect(driver.state.phase == .slidingOut && driver.state.sheet == .share && driver.state.exports.count == 1)
        driver.advance(to: 0.5)
        let offset = driver.state.gridOffset.y
        driver.send(.shareSheetFinished(.cancelled), at: 0.5)
        #expect(driver.state.phase == .slidingBack)
        #expect(abs(driver.state.gridOffset.y - offset) < 1e-9)
        driver.advance(to: 1.0)
        #expect(driver.state.phase == .idle && driver.state.gridOffset == .zero)
        driver.advance(to: 5)
        #expect(driver.state.phase == .idle)
    }

    @Test(arguments: [RotationWhileSharing.follow, .dismiss])
    func rotationWhileSharing(_ policy: RotationWhileSharing) {
        var driver = Self.filled { $0.rotationWhileSharing = policy }
        Self.share(&driver, at: 0)
        driver.send(.deviceRotated(to: .landscapeLeft), at: 2)
        #expect(driver.state.orientation == .landscapeLeft)
        if policy == .follow {
            #expect(driver.state.phase == .sharing && driver.state.shares.isEmpty)
        } else {
            #expect(driver.state.phase == .slidingBack && driver.state.shares == [.cancelled])
        }
    }

    @Test func backgroundEndsAnimationsAtOnce() {
        var driver = Self.filled()
        driver.swipe(.up, at: 0)
        driver.send(.appEnteredBackground, at: 0.3)
        #expect(driver.state.phase == .sharing && driver.state.sheet == .share)
        #expect(driver.state.exports.count == 1)
        driver.send(.shareSheetFinished(.completed), at: 0.4)
        #expect(driver.trace.last?.isIgnored == true)
        driver.send(.appEnteredForeground, at: 1)
        driver.send(.shareSheetFinished(.completed), at: 1.1)
        driver.send(.appEnteredBackground, at: 1.2)
        #expect(driver.state.phase == .idle && driver.state.gridOffset == .zero)
        driver.advance(to: 3)
        #expect(driver.state.exports.count == 1 && driver.state.phase == .idle)
    }

    @Test func interruptionCancelsTouches() {
        var driver = makeDriver()
        let slot = driver.state.geometry.slotRect(1, in: .two)!.center
        driver.send(.touchBegan(id: 1, at: slot), at: 0)
        driver.send(.appBecameInactive, at: 0.02)
        driver.send(.touchEnded(id: 1, at: slot), at: 0.04)
        #expect(driver.trace.last?.isIgnored == true && driver.state.phase == .idle)
        driver.send(.appBecameActive, at: 0.1)
        driver.tap(slot, at: 0.2)
        #expect(driver.state.phase == .picking)
    }

    @Test func deviceOrientationSource() {
        var device = Self.filled(orientation: .landscapeLeft) { $0.orientationSource = .device }
        device.send(.deviceTurned(to: .faceUp), at: 0)
        #expect(device.state.orientation == .landscapeLeft)
        let centre = device.state.geometry.grid.center
        device.swipe(.left, from: centre, at: 1)
        #expect(device.state.phase == .idle)
        device.swipe(.up, from: centre, at: 2)
        #expect(device.state.phase == .slidingOut)
        #expect(device.state.slide?.vector == Point(x: 0, y: -device.state.geometry.screen.height))

        var interface = Self.filled(orientation: .landscapeLeft)
        interface.send(.deviceTurned(to: .faceUp), at: 0)
        interface.swipe(.left, from: interface.state.geometry.grid.center, at: 1)
        #expect(interface.state.phase == .slidingOut)
    }

    @Test func oneModalAtATime() {
        var driver = makeDriver { $0.imageSource = .ask }
        driver.tap(.slot(1), at: 0)
        driver.tap(.slot(2), at: 1)
        #expect(driver.state.presentedCount == 1 && driver.state.pendingSlot == 1)
    }

    @Test func standInButtonsFireWithinTheirFrame() {
        var driver = makeDriver { $0.imageSource = .ask }
        driver.tap(.slot(1), at: 0)
        let layout = StandInLayout(driver.state.presentedStandIn!, in: driver.state.geometry)
        let cancel = layout.buttons[2]
        driver.send(.touchBegan(id: 1, at: cancel.center), at: 1)
        driver.send(.touchEnded(id: 1, at: Point(x: cancel.center.x, y: cancel.minY - 100)), at: 1.05)
        #expect(driver.state.phase == .choosingSource)
        driver.tap(Point(x: 5, y: 5), at: 2)
        #expect(driver.state.phase == .choosingSource && driver.trace[driver.trace.count - 2].isIgnored)
        driver.tap(cancel.center, at: 3)
        #expect(driver.state.phase == .idle)
    }

    @Test(arguments: Device.all)
    func standInsFitTheScreen(_ device: Device) {
        let standIns = [StandIn.sourceSheet(camera: true)] + PermissionKind.allCases.map(StandIn.prompt)
            + AlertKind.allCases.compactMap(StandIn.alert)
        for orientation in Orientation.allCases {
            let geometry = ScreenGeometry(device: device, orientation: orientation)
            for standIn in standIns {
                let layout = StandInLayout(standIn, in: geometry)
                for panel in layout.panels {
                    #expect(panel.minX >= geometry.safeArea.minX && panel.maxX <= geometry.safeArea.maxX)
                    #expect(panel.minY >= 0 && panel.maxY <= geometry.safeArea.maxY)
                }
                #expect(layout.buttons.count == standIn.buttons.count)
            }
        }
    }
}
