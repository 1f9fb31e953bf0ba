import Gestures
import VirtualClock

/// The lab's mutants (docs/explore.md, "Mutants"): plausible bugs behind test-only switches,
/// each off unless the process was started with `INSTAGRID_SIM_MUTANT` naming it.
enum Mutants {
    /// The lab's history loses the cancel of a touch a view received (a recognizer that
    /// cancels touches in its view took it): the view's touch never ends there.
    static let cancelLost = Mutant("gesture-lab-cancel-lost")
    /// The history keeps one state change per recognizer and event, the last, as a panel that
    /// redraws once per event would (caught by `transitions-allowed`).
    static let reportsCoalesced = Mutant("gesture-lab-reports-coalesced")

    /// `reports` as the history keeps them: all of them, unless a mutant is on.
    static func kept(_ reports: [GestureReport]) -> [GestureReport] {
        if cancelLost.isOn {
            return reports.filter { report in
                if case .delivered(_, _, .cancelled) = report { return false }
                return true
            }
        }
        if reportsCoalesced.isOn {
            return reports.enumerated().filter { index, report in
                guard case .recognizer(let id, _) = report else { return true }
                return !reports[(index + 1)...].contains { if case .recognizer(id, _) = $0 { true } else { false } }
            }.map(\.element)
        }
        return reports
    }
}
