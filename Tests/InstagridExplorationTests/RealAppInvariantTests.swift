import Testing
import InstagridModel
import InstagridScenario

/// The invariants of R17–R28 and their edges of the phase graph, each failing on a
/// transition that breaks its rule.
@Suite("explore: the invariants of R17–R28 catch the break of their rule")
struct RealAppInvariantTests {
    let device = Device.named("iphone-8")!

    func state(_ configure: (inout AppOptions) -> Void = { _ in }) -> AppState {
        var options = AppOptions()
        configure(&options)
        return AppState(device: device, options: options)
    }

    func transition(from state: AppState, _ actions: [AppAction],
                    tamper: (inout AppState) -> Void = { _ in }) -> Transition {
        var driver = AppDriver(state: state)
        for action in actions.dropLast() { driver.send(action, at: driver.state.now) }
        let before = driver.state
        if let last = actions.last { driver.send(last, at: before.now) }
        var after = driver.state
        tamper(&after)
        return Transition(before: before, entry: driver.trace[driver.trace.count - 1], after: after)
    }

    /// The source sheet up for slot 1 (R17).
    var sourceSheet: AppState {
        var state = state { $0.imageSource = .ask }
        _ = state.reduce(.touchBegan(id: 1, at: Point(x: 116, y: 272)))
        _ = state.reduce(.touchEnded(id: 1, at: Point(x: 116, y: 272)))
        return state
    }

    @Test("Every invariant holds along the source sheet, the camera prompt and the picker")
    func holds() {
        #expect(sourceSheet.phase == .choosingSource)
        let start = AppState(device: device, options: {
            var options = AppOptions()
            options.imageSource = .ask
            options.cameraPermission = .notDetermined
            return options
        }())
        let actions: [AppAction] = [.touchBegan(id: 1, at: Point(x: 116, y: 272)), .touchEnded(id: 1, at: Point(x: 116, y: 272)),
                                    .sourceChosen(.camera), .permissionAnswered(.allow), .pickerChose(photo: "a")]
        for count in 1...actions.count {
            let step = transition(from: start, Array(actions.prefix(count)))
            for (name, check) in InstagridInvariant.all {
                #expect(check(step) == nil, "\(name) after \(actions[count - 1])")
            }
        }
    }

    @Test("phase graph: an accepted source answer must take one of its edges")
    func sourceAnswerMustMove() {
        let stuck = transition(from: sourceSheet, [.sourceChosen(.cancel)]) { $0.phase = .choosingSource }
        #expect(InstagridInvariant.phaseGraph(stuck) == "source cancel in choosing-source must lead to idle (R17), "
                + "picking (R17, R18), prompt (R19) or alert (R18, R19), found choosing-source")
        let jump = transition(from: sourceSheet, [.sourceChosen(.cancel)]) { $0.phase = .sharing }
        #expect(InstagridInvariant.phaseGraph(jump)?.hasSuffix("found sharing") == true)
    }

    @Test("phase graph: a touch on a stand-in's button counts as its answer")
    func buttonIsAnswer() {
        var start = sourceSheet
        let frame = StandInLayout(start.presentedStandIn!, in: start.geometry).buttons[2]
        _ = start.reduce(.touchBegan(id: 2, at: frame.center))
        let tap = transition(from: start, [.touchEnded(id: 2, at: frame.center)])
        #expect(tap.effectiveAction == .sourceChosen(.cancel))
        #expect(InstagridInvariant.phaseGraph(tap) == nil)
        #expect(InstagridInvariant.lockedWhileBusy(tap) == nil)
    }

    @Test("one modal at a time (R27): two presented, or a phase without its modal")
    func oneModal() {
        let two = transition(from: sourceSheet, [.deviceRotated(to: .portrait)]) { $0.alert = .cameraDenied }
        #expect(InstagridInvariant.oneModal(two) == "the source sheet, the alert camera-denied are presented at once")
        let bare = transition(from: sourceSheet, [.deviceRotated(to: .portrait)]) { $0.sheet = nil }
        #expect(InstagridInvariant.oneModal(bare) == "phase choosing-source with no source sheet presented")
        let stray = transition(from: state(), [.deviceRotated(to: .portrait)]) { $0.prompt = .add }
        #expect(InstagridInvariant.oneModal(stray) == "the prompt is presented in phase idle")
    }

    @Test("permissions (R19): a change with no Settings and no prompt")
    func permissionsKept() {
        let broken = transition(from: state(), [.deviceRotated(to: .portrait)]) { $0.permissions[.camera] = .denied }
        #expect(InstagridInvariant.permissionsKept(broken)
                == "the camera permission changed from authorized to denied on rotate portrait")
        let settings = transition(from: state(), [.settingChanged(.camera, to: .denied)])
        #expect(InstagridInvariant.permissionsKept(settings) == nil)
    }

    @Test("paused while inactive (R26): a touch that fires in the background")
    func paused() {
        let broken = transition(from: state(), [.appEnteredBackground, .touchBegan(id: 1, at: Point(x: 10, y: 10))]) {
            $0.layout = .one
        }
        #expect(InstagridInvariant.pausedWhileInactive(broken)
                == "touch 1 began (10, 10) with the app background changed the layout")
    }

    @Test("locked while busy (R27): a touch that changes the permissions while a sheet is up")
    func lockedUnderSheet() {
        let broken = transition(from: sourceSheet, [.touchBegan(id: 3, at: Point(x: 10, y: 10))]) {
            $0.permissions[.add] = .denied
        }
        #expect(InstagridInvariant.lockedWhileBusy(broken)
                == "touch 3 began (10, 10) in choosing-source changed the permissions")
    }
}
