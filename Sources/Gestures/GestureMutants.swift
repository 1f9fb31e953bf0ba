import VirtualClock

/// The gesture kit's mutants (docs/explore.md, "Mutants"): plausible bugs in arbitration, timers
/// and delivery behind test-only switches, each of which `explore --app gesture-lab` must catch
/// with one of the lab's invariants. All are off unless the process was started with
/// `INSTAGRID_SIM_MUTANT` naming one (``Mutant``).
enum GestureMutants {
    /// A recognizer going back to `possible` for a new touch does not say so: seen from outside,
    /// it never resets (caught by `transitions-allowed`).
    static let resetUnreported = Mutant("gestures-reset-unreported")
    /// Recognizers sharing a touch are not made to take turns: one that begins fails no rival,
    /// and a rival past `possible` prevents none (caught by `one-at-a-time`).
    static let exclusionForgotten = Mutant("gestures-exclusion-forgotten")
    /// One that begins or ends does not fail those waiting for it to fail (caught by
    /// `no-wait-after-requirement`).
    static let waitersKept = Mutant("gestures-waiters-kept")
    /// A discrete recognizer released by the failure of the one it waited for begins, as a
    /// continuous one would (caught by `transitions-allowed`).
    static let releasedDiscreteBegins = Mutant("gestures-released-discrete-begins")
    /// A recognizer that cancels touches in its view ends their deliveries without sending the
    /// view `cancelled` (caught by `deliveries-end`).
    static let cancelUndelivered = Mutant("gestures-cancel-undelivered")
    /// A recognizer that delays touches began drops a touch's deliveries even when the view was
    /// already sent its `began` (caught by `deliveries-end`).
    static let deliveredBeganDropped = Mutant("gestures-delivered-began-dropped")
    /// A long press's timer is not cancelled when it fails, and its firing acts whatever the
    /// recognizer's state (caught by `transitions-allowed`).
    static let longPressStaleTimer = Mutant("gestures-long-press-stale-timer")
    /// A tap's duration and interval timers are not cancelled when it finishes, and their firing
    /// fails it whatever its state (caught by `transitions-allowed`).
    static let tapStaleTimer = Mutant("gestures-tap-stale-timer")
    /// A touch's `ended` stays held while any recognizer that delays it took part in the touch,
    /// even one that has failed (caught by `deliveries-end`).
    static let endedHeldByFailed = Mutant("gestures-ended-held-by-failed")
}
