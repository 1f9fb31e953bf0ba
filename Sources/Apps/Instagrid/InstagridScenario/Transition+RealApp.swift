import InstagridModel

/// What the rules R17–R28 allow a transition to do.
extension Transition {
    /// Whether the input may empty every slot: a layout change under `layoutChange: clear`
    /// (R23), or a completed share under `completedShare: reset` (R22).
    var clearsSlots: Bool {
        let layoutChanged = entry.events.contains { if case .layoutSelected = $0 { true } else { false } }
        return (before.options.layoutChange == .clear && layoutChanged)
            || (before.options.completedShare == .reset && shareOutcome == .completed
                && after.shares.count == before.shares.count + 1)
    }

    /// The share outcome the input may record, if any: the share sheet's answer (R9, R20, R21),
    /// the add prompt's answer that ends a save (R20), a rotation that dismisses the sheet (R25).
    var shareOutcome: ShareOutcome? {
        switch effectiveAction {
        case .shareSheetFinished(let outcome):
            return before.sheet == .share ? outcome : nil
        case let .shareActivityFinished(_, completed, _):
            return before.sheet == .share ? (completed ? .completed : .cancelled) : nil
        case .permissionAnswered:
            return before.prompt == .add ? .completed : nil
        case .deviceRotated, .deviceTurned:
            return before.sheet == .share && before.options.rotationWhileSharing == .dismiss ? .cancelled : nil
        default:
            return nil
        }
    }
}
