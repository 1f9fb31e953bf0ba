import Gestures
import VirtualClock

/// The lab's mutants (docs/explore.md, "Mutants"): plausible bugs behind test-only switches,
/// each off unless the process was started with `INSTAGRID_SIM_MUTANT` naming it.
enum Mutants {
    /// The lab's history loses the cancel of a touch a view received (a recognizer that
    /// cancels touches in its view took it): the view's touch never ends there.
    static let cancelLost = Mutant("gesture-lab-cancel-lost")

    /// `reports` as the history keeps them: all of them, unless ``cancelLost`` is on.
    static func kept(_ reports: [GestureReport]) -> [GestureReport] {
        guard cancelLost.isOn else { return reports }
        return reports.filter { report in
            if case .delivered(_, _, .cancelled) = report { return false }
            return true
        }
    }
}
