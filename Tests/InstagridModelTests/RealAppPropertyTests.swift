import InstagridModel
import Testing
import VirtualClock

/// Random input sequences under the options of R17–R28, with the rules' invariants checked after every
/// input: one modal at a time (R27), no share sheet for an incomplete grid under `alert` or
/// `block` (R12), the grid at offset 0 whenever the app is idle (R9, R26), and each phase with
/// what it presents.
struct RealAppPropertyTests {
    
    static let configurations: [(String, AppOptions)] = [
        ("defaults", AppOptions()),
        ("camera-sheet", AppProfile.cameraSheet.options),
        ("library-alerts", AppProfile.libraryAlerts.options),
        ("share-with-slide", options { $0 = AppProfile.shareWithSlide.options; $0.incompleteGrid = .block }),
        ("everything", options { o in
            o.imageSource = .ask; o.camera = .unavailable; o.libraryAccess = .readWrite
            o.libraryPermission = .notDetermined; o.addPermission = .notDetermined; o.completedShare = .reset
            o.layoutChange = .clear; o.shareSheet = .withSlide; o.rotationWhileSharing = .dismiss
            o.orientationSource = .device; o.incompleteGrid = .alert
        }),
        ("hidden camera", options { o in
            o.imageSource = .ask; o.camera = .unavailable; o.cameraUnavailable = .hide
            o.cameraPermission = .denied; o.incompleteGrid = .block
        }),
    ]

    static func options(_ configure: (inout AppOptions) -> Void) -> AppOptions {
        var options = AppOptions()
        configure(&options)
        return options
    }

    /// One random input that a user could cause now.
    static func input(_ random: inout SeededGenerator, state: AppState) -> AppAction {
        let g = state.geometry
        let points = [g.grid.center, g.buttons[0].center, g.buttons[2].center,
                      state.geometry.slotRect(1, in: state.layout)?.center ?? g.grid.center]
            + (state.presentedStandIn.map { StandInLayout($0, in: g).buttons.map(\.center) } ?? [])
        let point = points[random.int(in: 0...points.count - 1)]
        switch random.int(in: 0...21) {
        case 0, 1, 2: return .touchBegan(id: 1 + random.int(in: 0...1), at: point)
        case 3, 4: return .touchEnded(id: 1 + random.int(in: 0...1), at: point)
        case 5: return .touchMoved(id: 1, at: Point(x: point.x, y: point.y - 120))
        case 6: return .deviceTurned(to: DeviceOrientation.allCases[random.int(in: 0...5)])
        case 7: return .pickerChose(photo: "p\(random.int(in: 0...2))")
        case 8: return .pickerCancelled
        case 9: return .shareSheetFinished(ShareOutcome.allCases[random.int(in: 0...2)])
        case 10: return .shareActivityFinished(ShareActivity.allCases[random.int(in: 0...5)], completed: random.int(in: 0...1) == 0,
                                               sheetStays: random.int(in: 0...2) == 0)
        case 11: return .sourceChosen(SourceChoice.allCases[random.int(in: 0...2)])
        case 12: return .permissionAnswered(PermissionAnswer.allCases[random.int(in: 0...2)])
        case 13: return .alertAnswered(AlertButton.allCases[random.int(in: 0...2)])
        case 14: return .alertDismissed
        case 15: return .settingChanged(PermissionKind.allCases[random.int(in: 0...2)], to: Authorization.allCases[random.int(in: 0...4)])
        case 16: return [AppAction.appBecameInactive, .appBecameActive, .appEnteredBackground,
                         .appEnteredForeground][random.int(in: 0...3)]
        default: return .touchBegan(id: 3, at: point)
        }
    }

    /// The invariants; a description of the first that fails.
    static func violation(_ state: AppState, options: AppOptions) -> String? {
        if state.presentedCount > 1 { return "\(state.presentedCount) modals up" }
        if state.phase == .idle, state.gridOffset != .zero { return "idle with the grid at \(state.gridOffset)" }
        if state.phase == .idle, let modal = state.presented, state.sheet != .share {
            return "idle with \(modal) up"
        }
        if state.slide == nil, state.gridOffset != .zero { return "no slide but an offset" }
        switch state.phase {
        case .picking: if state.picker == nil { return "picking without a picker" }
        case .choosingSource: if state.sheet != .source { return "choosing-source without the sheet" }
        case .prompt: if state.prompt == nil { return "prompt phase without a prompt" }
        case .alert: if state.alert == nil { return "alert phase without an alert" }
        case .sharing: if state.sheet != .share { return "sharing without the share sheet" }
        case .idle: if state.sheet == .share, state.slide != nil { return "idle with a slide under the sheet" }
        case .slidingOut, .slidingBack: break
        }
        if options.incompleteGrid != .allow {
            for record in state.exports where record.layout.visibleSlots.contains(where: { record.photos[$0] == nil }) {
                return "export \(record.number) of an incomplete grid"
            }
        }
        return nil
    }

    @Test(arguments: 0..<configurations.count)
    func invariantsHoldOnRandomInputs(_ index: Int) {
        let (name, configured) = Self.configurations[index]
        for seed in UInt64(1)...40 {
            var random = SeededGenerator(seed: seed &* 7919 &+ UInt64(index))
            var driver = makeDriver { $0 = configured }
            let options = driver.state.options
            var time = 0.0
            for step in 0..<300 {
                time += [0, 0.05, 0.2, 0.6][random.int(in: 0...3)]
                let action = Self.input(&random, state: driver.state)
                driver.send(action, at: time)
                if let problem = Self.violation(driver.state, options: options) {
                    Issue.record("\(name), seed \(seed), input \(step) (\(action)): \(problem)")
                    return
                }
            }
            // Every path back: answer whatever is up, end touches, come back, let time run.
            for _ in 0..<8 {
                driver.send(.touchEnded(id: 1, at: .zero), at: time)
                driver.send(.touchEnded(id: 2, at: .zero), at: time)
                driver.send(.touchEnded(id: 3, at: .zero), at: time)
                driver.send(.appBecameActive, at: time)
                driver.send(.appEnteredForeground, at: time)
                driver.send(.pickerCancelled, at: time)
                driver.send(.sourceChosen(.cancel), at: time)
                driver.send(.permissionAnswered(.deny), at: time)
                driver.send(.alertDismissed, at: time)
                driver.send(.shareSheetFinished(.cancelled), at: time)
                time += 1
                driver.advance(to: time)
            }
            #expect(driver.state.phase == .idle, "\(name), seed \(seed)")
            #expect(driver.state.gridOffset == .zero, "\(name), seed \(seed)")
            #expect(driver.state.presented == nil, "\(name), seed \(seed)")
            #expect(Self.violation(driver.state, options: options) == nil)
        }
    }
}
