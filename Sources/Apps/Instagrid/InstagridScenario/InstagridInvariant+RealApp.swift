import InstagridModel

/// The invariants of R17–R28 (docs/rules.md, "The rest of the real app") that `explore` checks
/// after every input.
extension InstagridInvariant {
    /// R27: at most one of picker, action sheet, prompt, alert and share sheet is presented, and
    /// the phase names the one that is: `picking` the picker, `choosing-source` the action
    /// sheet, `prompt` the prompt, `alert` the alert, `sharing` the share sheet.
    package static let oneModal: Check = { t in
        let state = t.after
        if state.presentedCount > 1 {
            let up = [state.picker.map { _ in "the picker" }, state.sheet.map { "the \($0.rawValue) sheet" },
                      state.prompt.map { "the \($0.rawValue) prompt" }, state.alert.map { "the alert \($0.rawValue)" }]
            return "\(up.compactMap { $0 }.joined(separator: ", ")) are presented at once"
        }
        let pairs: [(Phase, Bool, String)] = [
            (.picking, state.picker != nil, "picker"),
            (.choosingSource, state.sheet == .source, "source sheet"),
            (.prompt, state.prompt != nil, "prompt"),
            (.alert, state.alert != nil, "alert"),
        ]
        for (phase, presented, name) in pairs where (state.phase == phase) != presented {
            return presented ? "the \(name) is presented in phase \(state.phase.rawValue)"
                : "phase \(phase.rawValue) with no \(name) presented"
        }
        if state.phase == .sharing, state.sheet != .share {
            return "phase sharing with no share sheet presented"
        }
        return nil
    }

    /// R19: an authorization changes only in Settings (to the value set) or by the answer to
    /// its own prompt, and then the prompt never comes back for it.
    package static let permissionsKept: Check = { t in
        for kind in PermissionKind.allCases where t.before.permissions[kind] != t.after.permissions[kind] {
            let found = t.after.permissions[kind]
            switch t.effectiveAction {
            case .settingChanged(kind, let value) where value == found:
                continue
            case .permissionAnswered(let answer) where t.before.prompt == kind && answer.authorization == found:
                continue
            default:
                return "the \(kind.rawValue) permission changed from \(t.before.permissions[kind].rawValue) to "
                    + "\(found.rawValue) on \(t.action.summary)"
            }
        }
        if let kind = t.after.prompt, t.before.prompt != kind, t.before.permissions[kind] != .notDetermined {
            return "the \(kind.rawValue) prompt came up with the permission \(t.before.permissions[kind].rawValue)"
        }
        return nil
    }

    /// R26: while the app is inactive or in the background, touches and answers change nothing
    /// the user sees.
    package static let pausedWhileInactive: Check = { t in
        guard t.before.lifecycle != .active else { return nil }
        switch t.action {
        case .touchBegan, .touchMoved, .touchEnded, .touchCancelled, .pickerChose, .pickerCancelled,
             .shareSheetFinished, .shareActivityFinished, .alertDismissed, .alertAnswered, .sourceChosen,
             .permissionAnswered:
            let changed = VisibleState(t.before).changesBesideOrientation(to: VisibleState(t.after))
            guard changed.isEmpty else {
                return "\(t.action.summary) with the app \(t.before.lifecycle.rawValue) changed "
                    + changed.joined(separator: ", ")
            }
            return nil
        default:
            return nil
        }
    }
}
