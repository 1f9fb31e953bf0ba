import Testing
import InstagridModel
import InstagridScenario

/// Each invariant fails on a transition that breaks its rule, with a message naming what broke.
@Suite("explore: each invariant catches the break of its rule")
struct InvariantTests {
    let device = Device.named("iphone-8")!

    /// The transition of `action` from `state`, with `tamper` applied to the state after it.
    func transition(from state: AppState? = nil, _ action: AppAction,
                    tamper: (inout AppState) -> Void = { _ in }) -> Transition {
        var driver = AppDriver(state: state ?? AppState(device: device))
        let before = driver.state
        driver.send(action, at: before.now)
        var after = driver.state
        tamper(&after)
        return Transition(before: before, entry: driver.trace[driver.trace.count - 1], after: after)
    }

    /// A state in `phase` (set directly, as no input sequence would).
    func state(in phase: Phase) -> AppState {
        var state = AppState(device: device)
        state.phase = phase
        if phase == .picking { state.picker = 1 }
        return state
    }

    @Test("Every invariant holds on an input that keeps the rules")
    func holds() {
        let rotation = transition(.deviceRotated(to: .landscapeLeft))
        for (name, check) in InstagridInvariant.all {
            #expect(check(rotation) == nil, "\(name)")
        }
    }

    @Test("clock (R15)")
    func clock() {
        let broken = transition(.deviceRotated(to: .portrait)) { $0.now = -1 }
        #expect(InstagridInvariant.clock(broken) == "the clock went back from 0 s to -1 s")
    }

    @Test("one layout (R1, R2): a change without the button's tap")
    func oneLayout() {
        let broken = transition(.deviceRotated(to: .portrait)) { $0.layout = .three }
        #expect(InstagridInvariant.oneLayout(broken)
                == "the layout changed from 2 to 3 without a tap on layout-3 in idle (phase idle)")
    }

    @Test("hidden slots keep their photos (R3, R4)")
    func photosKept() {
        var filled = AppState(device: device)
        filled.photos = [4: "a"]
        let broken = transition(from: filled, .deviceRotated(to: .portrait)) { $0.photos[4] = nil }
        #expect(InstagridInvariant.photosKept(broken)
                == "hidden slot 4 changed from a to empty without the picker choosing for it")
        let wrongSlot = transition(from: state(in: .picking), .pickerChose(photo: "b")) { $0.photos = [2: "b"] }
        #expect(InstagridInvariant.photosKept(wrongSlot) == "slot 2 changed from empty to b without the picker choosing for it")
    }

    @Test("phase graph (R4, R7–R12): an edge no rule has, an answer that does not dismiss")
    func phaseGraph() {
        let jump = transition(.deviceRotated(to: .portrait)) { $0.phase = .sharing }
        #expect(InstagridInvariant.phaseGraph(jump) == "no rule moves the phase from idle to sharing")
        let stuck = transition(from: state(in: .picking), .pickerCancelled) { $0.phase = .picking }
        #expect(InstagridInvariant.phaseGraph(stuck) == "picker cancel in picking must lead to idle (R4), found picking")
        let wrongCause = transition(from: state(in: .alert), .deviceRotated(to: .portrait)) { $0.phase = .idle }
        #expect(InstagridInvariant.phaseGraph(wrongCause)
                == "alert → idle happens on the alert's answer (R12), not on rotate portrait")
    }

    @Test("locked while busy (R11): a touch that changes the layout outside idle")
    func lockedWhileBusy() {
        let broken = transition(from: state(in: .sharing), .touchBegan(id: 1, at: Point(x: 10, y: 10))) {
            $0.layout = .one
        }
        #expect(InstagridInvariant.lockedWhileBusy(broken) == "touch 1 began (10, 10) in sharing changed the layout")
    }

    @Test("grid offset (R7, R10): off home in idle, or a slide that changed length")
    func gridOffset() {
        let slide = Slide(vector: Point(x: 0, y: -667), stage: .parked, start: 0, duration: 0.5, curve: .easeInOut)
        let idle = transition(.deviceRotated(to: .portrait)) { $0.slide = slide }
        #expect(InstagridInvariant.gridOffset(idle) == "the grid is at (0, -667) in idle, not at 0")
        var sharing = state(in: .sharing)
        sharing.slide = slide
        let resized = transition(from: sharing, .deviceRotated(to: .landscapeLeft)) {
            $0.slide?.vector = Point(x: -667, y: 0)
        }
        #expect(InstagridInvariant.gridOffset(resized) == "the slide changed from (0, -667) to (-667, 0) under way (R10)")
    }

    @Test("share records (R8, R9, R16): an export with no share sheet")
    func shareRecords() {
        let broken = transition(.deviceRotated(to: .portrait)) {
            $0.exports.append(ExportRecord(number: 1, layout: .two, photos: [:], side: 300, time: 0))
        }
        #expect(InstagridInvariant.shareRecords(broken)
                == "1 exports on rotate portrait (idle → idle); one per share sheet presented")
    }
}
