import Gestures
import VirtualClock

/// The gesture lab's mutants (docs/explore.md, "Mutants"): plausible bugs in what the lab keeps
/// of its arena's reports, behind test-only switches, each caught by one of the lab's invariants.
/// All are off unless the process was started with `INSTAGRID_SIM_MUTANT` naming one
/// (``Mutant``).
enum LabMutants {
    /// The history leaves out the `cancelled` the views receive (caught by `deliveries-end`).
    static let cancelUnlogged = Mutant("gesture-lab-cancel-unlogged")
    /// The history keeps one state change per recognizer and event, the last, as a panel that
    /// redraws once per event would (caught by `transitions-allowed`).
    static let reportsCoalesced = Mutant("gesture-lab-reports-coalesced")

    /// What the history records of an event's reports: all of them, unless a mutant is on.
    static func recorded(_ reports: [GestureReport]) -> [GestureReport] {
        if cancelUnlogged.isOn {
            return reports.filter { if case .delivered(_, _, .cancelled) = $0 { false } else { true } }
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
