import InstagridModel
import Scenarios

/// Instagrid's own steps and targets on the runner.
extension ScenarioRunner where App == Instagrid {
    /// Where a target is: a control's frame's centre, or a stand-in's button's.
    func targetPoint(_ target: InstagridTarget) -> TargetPoint {
        switch target {
        case .control(let control):
            guard let frame = state.geometry.frame(of: control, layout: state.layout, gridOffset: state.gridOffset)
            else {
                return .offScreen("\(control) is not on screen in layout \(state.layout.rawValue) (phase: \(state.phase.rawValue))")
            }
            return .onScreen(frame.center)
        case .button(let title):
            return buttonPoint(title)
        }
    }

    /// Runs one of Instagrid's steps; returns its failure, if any.
    mutating func performInstagrid(_ own: InstagridStep, at step: Step<Instagrid>) -> StepFailure? {
        switch own {
        case let .pick(slot, photo):
            driver.advance(to: clock)
            guard let frame = state.geometry.frame(of: .slot(slot), layout: state.layout, gridOffset: state.gridOffset)
            else {
                return StepFailure(inapplicable: step, "slot-\(slot) is not on screen in layout \(state.layout.rawValue) (phase: \(state.phase.rawValue))")
            }
            tap(at: frame.center)
            guard state.phase == .picking, state.picker == slot else {
                return StepFailure(inapplicable: step, "tapping slot-\(slot) did not open the picker (phase: \(state.phase.rawValue))")
            }
            send(.pickerChose(photo: photo), at: clock)
        case .picker(let answer):
            driver.advance(to: clock)
            guard state.phase == .picking else {
                return StepFailure(inapplicable: step, "no picker is presented (phase: \(state.phase.rawValue))")
            }
            switch answer {
            case .cancel: send(.pickerCancelled, at: clock)
            case .choose(let photo): send(.pickerChose(photo: photo), at: clock)
            }
        case .rotate(let orientation):
            send(.deviceRotated(to: orientation), at: clock)
        case .swipe(let gesture):
            driver.advance(to: clock)
            switch gesture {
            case .direction(let direction):
                let start = state.geometry.grid.offsetBy(dx: state.gridOffset.x, dy: state.gridOffset.y).center
                let unit = direction.unit
                let distance = IdealGesture.swipeDistance
                let end = Point(x: start.x + unit.x * distance, y: start.y + unit.y * distance)
                drag(from: start, to: end, duration: IdealGesture.swipeDuration)
            case let .track(from, to, duration):
                drag(from: from, to: to, duration: duration)
            }
        case .share(let outcome):
            driver.advance(to: clock)
            guard state.sheet == .share else {
                return StepFailure(inapplicable: step, "no share sheet is presented (phase: \(state.phase.rawValue))")
            }
            send(.shareSheetFinished(outcome), at: clock)
        case .alert(let answer):
            driver.advance(to: clock)
            guard state.phase == .alert else {
                return StepFailure(inapplicable: step, "no alert is presented (phase: \(state.phase.rawValue))")
            }
            if let failure = answerAlert(answer, step: step) { return failure }
        case .turn, .shareActivity, .source, .permission, .settings, .app:
            return performRealApp(own, at: step)
        }
        return nil
    }
}
