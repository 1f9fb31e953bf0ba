import InstagridModel
import InstagridScenario
import VirtualClock

/// The kinds of input `explore` draws, each written as one scenario step. To explore a new
/// kind of input, add a case here with its weight and its step; nothing else changes.
package enum ExploreInput: CaseIterable, Sendable {
    /// A named target on screen: a layout button or a visible slot.
    case tapControl
    /// A tap anywhere on the screen or a little beyond it.
    case tapPoint
    /// A slot tap followed by the picker's choice.
    case pick
    /// An idealized swipe in any of the four directions.
    case idealSwipe
    /// A drawn swipe from anywhere, in any direction, of any length and speed.
    case drawnSwipe
    /// A raw recording of one or two fingers, ended or cancelled.
    case touches
    case rotate
    case pickerAnswer
    case shareAnswer
    case alertAnswer
    case wait
    /// An answer to the source sheet (R17).
    case sourceAnswer
    /// An answer to the permission prompt (R19).
    case permissionAnswer
    /// A tap on a button of the presented stand-in, by its title (R17–R28).
    case tapButton
    /// An authorization changed in the Settings app (R19).
    case settings
    /// A life-cycle change: inactive, active, background, foreground (R26).
    case app
    /// A turn to face up, face down or upside down (R28).
    case turn

    /// How often the input is drawn in `state`, relative to the others (0: never). Answers are
    /// drawn only while their modal is presented, and then often.
    package func weight(in state: AppState) -> Int {
        switch self {
        case .tapControl: 6
        case .tapPoint: 3
        case .pick: state.phase == .idle ? 2 : 0
        case .idealSwipe: 2
        case .drawnSwipe: 5
        case .touches: 2
        case .rotate: 2
        case .pickerAnswer: state.phase == .picking ? 10 : 0
        case .shareAnswer: state.sheet == .share ? 10 : 0
        case .alertAnswer: state.phase == .alert ? 10 : 0
        case .wait: 5
        case .sourceAnswer: state.phase == .choosingSource ? 10 : 0
        case .permissionAnswer: state.phase == .prompt ? 10 : 0
        case .tapButton: state.presentedStandIn == nil ? 0 : 4
        case .settings: 1
        case .app: state.lifecycle == .active ? 1 : 8
        case .turn: 1
        }
    }

    /// Draws a kind of input by weight for `state`.
    package static func draw(using random: inout SeededGenerator, in state: AppState) -> ExploreInput {
        let weights = allCases.map { ($0, $0.weight(in: state)) }
        var pick = random.int(in: 1...weights.reduce(0) { $0 + $1.1 })
        for (input, weight) in weights {
            if pick <= weight { return input }
            pick -= weight
        }
        return .wait
    }

    /// The step for this input in `state`; `photos` are the aliases a picker may choose.
    package func step(using random: inout SeededGenerator, in state: AppState, photos: [String]) -> StepKind<Instagrid> {
        let screen = state.geometry.screen
        switch self {
        case .tapControl:
            let controls = (Layout.allCases.map(Control.layoutButton) + state.visibleSlots.map(Control.slot))
            return .tap(.control(random.element(controls)))
        case .tapPoint:
            return .tap(.point(Self.point(using: &random, in: screen)))
        case .pick:
            return .pick(slot: random.element(state.visibleSlots), photo: random.element(photos))
        case .idealSwipe:
            return .swipe(.direction(random.element(Direction.allCases)))
        case .drawnSwipe:
            let grid = state.geometry.grid.offsetBy(dx: state.gridOffset.x, dy: state.gridOffset.y)
            let from = random.chance(1, in: 2)
                ? Point(x: random.value(grid.minX.rounded(), grid.maxX.rounded(), steps: 2),
                        y: random.value(grid.minY.rounded(), grid.maxY.rounded(), steps: 2))
                : Self.point(using: &random, in: screen)
            let to = Self.displaced(from, using: &random)
            return .swipe(.track(from: from, to: to, duration: random.value(0.01, 0.9, steps: 100)))
        case .touches:
            return .touches(Self.recording(using: &random, in: screen))
        case .rotate:
            return .rotate(random.element(Orientation.allCases))
        case .pickerAnswer:
            return .picker(random.chance(1, in: 3) ? .cancel : .choose(photo: random.element(photos)))
        case .shareAnswer:
            guard random.chance(1, in: 2) else { return .share(random.element(ShareOutcome.allCases)) }
            let completed = random.chance(1, in: 2)
            return .shareActivity(random.element(ShareActivity.allCases), completed: completed,
                                  sheetStays: !completed && random.chance(1, in: 3))
        case .alertAnswer:
            return .alert(random.element(AlertAnswer.allCases))
        case .sourceAnswer:
            return .source(random.element(SourceChoice.allCases))
        case .permissionAnswer:
            return .permission(random.element(PermissionAnswer.allCases))
        case .tapButton:
            return .tap(.button(random.element(state.presentedStandIn?.buttons.map(\.title) ?? ["Cancel"])))
        case .settings:
            let kind = random.element(PermissionKind.allCases)
            let states = Authorization.allCases.filter { kind == .library || $0 != .limited }
            return .settings([PermissionSetting(kind, random.element(states))])
        case .app:
            return .lifecycle(random.element(LifecycleStep.allCases))
        case .turn:
            return .turn(random.element([DeviceOrientation.faceUp, .faceDown, .portraitUpsideDown]))
        case .wait:
            return .wait(random.chance(1, in: 6) ? random.value(0.001, 0.02, steps: 1000)
                                                 : random.value(0.01, 1.2, steps: 100))
        }
    }

    /// A point on the screen or up to 20 points beyond it, on a half-point grid.
    static func point(using random: inout SeededGenerator, in screen: Size) -> Point {
        Point(x: random.value(-20, screen.width.rounded() + 20, steps: 2),
              y: random.value(-20, screen.height.rounded() + 20, steps: 2))
    }

    /// `point` moved mostly along one of the four directions (up to 300 points) and a little
    /// across it (up to 60 points either way).
    static func displaced(_ point: Point, using random: inout SeededGenerator) -> Point {
        let unit = random.element(Direction.allCases).unit
        let along = random.value(0, 300, steps: 1)
        let across = random.value(-60, 60, steps: 2)
        return Point(x: point.x + unit.x * along + unit.y * across, y: point.y + unit.y * along + unit.x * across)
    }

    /// A well-formed recording: finger 1 goes down, moves and lifts (or is cancelled); a second
    /// finger may come down and go up in between. Times are whole hundredths of a second.
    static func recording(using random: inout SeededGenerator, in screen: Size) -> [TouchSample] {
        var samples: [TouchSample] = []
        var hundredths = 0
        var first = point(using: &random, in: screen)
        let target = displaced(first, using: &random)
        let moves = random.int(in: 1...6)
        let secondAt = random.chance(1, in: 3) ? random.int(in: 0...(moves - 1)) : nil
        var second: Point?
        func add(_ id: Int, _ phase: TouchSample.Phase, _ point: Point) {
            samples.append(TouchSample(time: Double(hundredths) / 100, id: id, phase: phase, point: point))
            hundredths += random.int(in: 0...8)
        }
        add(1, .began, first)
        for move in 0..<moves {
            if move == secondAt {
                let point = point(using: &random, in: screen)
                second = point
                add(2, .began, point)
            }
            let fraction = Double(move + 1) / Double(moves)
            first = Point(x: ((first.x + (target.x - first.x) * fraction) * 2).rounded() / 2,
                          y: ((first.y + (target.y - first.y) * fraction) * 2).rounded() / 2)
            add(1, .moved, first)
        }
        if let second { add(2, random.chance(1, in: 4) ? .cancelled : .ended, second) }
        add(1, random.chance(1, in: 6) ? .cancelled : .ended, first)
        return samples
    }
}
