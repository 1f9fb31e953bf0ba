import InstagridModel
import Scenarios

/// The steps of the real app's rules (R17–R28) and the answers to its stand-ins.
extension ScenarioRunner where App == Instagrid {
    mutating func performRealApp(_ own: InstagridStep, at step: Step<Instagrid>) -> StepFailure? {
        driver.advance(to: clock)
        let phase = state.phase.rawValue
        switch own {
        case .turn(let orientation):
            send(.deviceTurned(to: orientation), at: clock)
        case let .shareActivity(activity, completed, sheetStays):
            guard state.sheet == .share else {
                return StepFailure(inapplicable: step, "no share sheet is presented (phase: \(phase))")
            }
            send(.shareActivityFinished(activity, completed: completed, sheetStays: sheetStays), at: clock)
        case .source(let choice):
            guard state.sheet == .source else {
                return StepFailure(inapplicable: step, "no source sheet is presented (phase: \(phase))")
            }
            send(.sourceChosen(choice), at: clock)
        case .permission(let answer):
            guard let prompt = state.prompt else {
                return StepFailure(inapplicable: step, "no permission prompt is presented (phase: \(phase))")
            }
            if answer == .limited, prompt != .library {
                return StepFailure(inapplicable: step, "'limited' answers only the library prompt; the \(prompt.rawValue) "
                                   + "prompt takes allow or deny")
            }
            send(.permissionAnswered(answer), at: clock)
        case .settings(let settings):
            for setting in settings {
                send(.settingChanged(setting.kind, to: setting.authorization), at: clock)
            }
        case .app(let change):
            send(change.action, at: clock)
        default:
            break
        }
        return nil
    }

    /// `alert: dismiss` takes the Cancel or only button; `ok`, `cancel` and `settings` must be
    /// buttons of the alert.
    mutating func answerAlert(_ answer: AlertAnswer, step: Step<Instagrid>) -> StepFailure? {
        guard let kind = state.alert else { return nil }
        let button: AlertButton
        switch answer {
        case .dismiss:
            send(.alertDismissed, at: clock)
            return nil
        case .ok: button = .ok
        case .cancel: button = .cancel
        case .settings: button = .settings
        }
        guard kind.buttons.contains(button) else {
            let names = kind.buttons.map(\.rawValue).joined(separator: ", ")
            return StepFailure(inapplicable: step, "alert \(kind.rawValue) has no '\(button.rawValue)' button; "
                               + "its buttons: \(names)")
        }
        send(.alertAnswered(button), at: clock)
        return nil
    }

    /// The centre of the presented stand-in's button titled `title`.
    func buttonPoint(_ title: String) -> TargetPoint {
        guard let standIn = state.presentedStandIn else {
            return .offScreen("no stand-in with buttons is presented, so there is no button "
                              + "'\(title)' (phase: \(state.phase.rawValue))")
        }
        guard let index = standIn.buttons.firstIndex(where: { $0.title == title }) else {
            let titles = standIn.buttons.map { "'\($0.title)'" }.joined(separator: ", ")
            return .offScreen("'\(standIn.title)' has no button '\(title)'; its buttons: \(titles)")
        }
        return .onScreen(StandInLayout(standIn, in: state.geometry).buttons[index].center)
    }
}
