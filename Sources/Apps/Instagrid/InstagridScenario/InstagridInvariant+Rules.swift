import InstagridModel
import Scenarios
import VirtualClock

/// The invariants of R1–R16 (with the additions of R17–R28) that `explore` checks after every input.
extension InstagridInvariant {
    /// R15: the clock never goes backwards.
    package static let clock: Check = { t in
        t.after.now >= t.before.now ? nil
            : "the clock went back from \(ScenarioText.seconds(t.before.now)) s to \(ScenarioText.seconds(t.after.now)) s"
    }

    /// R1, R2: exactly one layout is selected, and it changes only when a tap on another layout
    /// button fires in `idle`, to that button's layout.
    package static let oneLayout: Check = { t in
        let (before, after) = (t.before.layout, t.after.layout)
        if after.visibleSlots != t.after.visibleSlots {
            return "layout \(after.rawValue) is selected but slots \(t.after.visibleSlots) are shown"
        }
        guard after != before else { return nil }
        guard t.before.phase == .idle, t.entry.events.contains(.layoutSelected(after)) else {
            return "the layout changed from \(before.rawValue) to \(after.rawValue) without a tap on layout-"
                + "\(after.rawValue) in idle (phase \(t.before.phase.rawValue))"
        }
        return nil
    }

    /// R3, R4: photos change only when the picker chooses one, and only in the picker's slot;
    /// a hidden slot keeps its photo.
    package static let photosKept: Check = { t in
        if let stray = t.after.photos.keys.first(where: { !(1...4).contains($0) }) {
            return "a photo is in slot \(stray), which does not exist"
        }
        for slot in 1...4 where t.before.photos[slot] != t.after.photos[slot] {
            if case .pickerChose(let photo) = t.action, t.before.phase == .picking, t.before.picker == slot,
               t.after.photos[slot] == photo {
                continue
            }
            if t.after.photos.isEmpty, t.entry.events.contains(.slotsCleared), t.clearsSlots {
                return nil
            }
            let hidden = t.after.layout.shows(slot) ? "" : "hidden "
            return "\(hidden)slot \(slot) changed from \(t.before.photos[slot] ?? "empty") to "
                + "\(t.after.photos[slot] ?? "empty") without the picker choosing for it"
        }
        return nil
    }

    /// R4, R7–R12, R17–R26: the phase moves only along the edges of ``PhaseGraph``, each by its
    /// cause; an accepted answer to the presented modal and the end of a slide always take one
    /// of their required edges; the share sheet is presented exactly when the slide-out ends (R8).
    package static let phaseGraph: Check = { t in
        let (from, to) = (t.before.phase, t.after.phase)
        let cause = PhaseGraph.Cause(t.effectiveAction)
        let required = PhaseGraph.edges.filter { $0.from == from && $0.cause == cause && $0.required }
        if !required.isEmpty, t.isAccepted, !required.contains(where: { $0.to == to }) {
            let targets = required.map { "\($0.to.rawValue) (\($0.rule))" }
            let list = targets.count == 1 ? targets[0]
                : targets.dropLast().joined(separator: ", ") + " or " + (targets.last ?? "")
            return "\(t.action.summary) in \(from.rawValue) must lead to \(list), found \(to.rawValue)"
        }
        guard from != to else { return nil }
        let edges = PhaseGraph.edges.filter { $0.from == from && $0.to == to }
        guard let first = edges.first else {
            return "no rule moves the phase from \(from.rawValue) to \(to.rawValue)"
        }
        guard let edge = edges.first(where: { $0.cause == cause }) else {
            return "\(from.rawValue) → \(to.rawValue) happens on \(first.cause) (\(first.rule)), not on \(t.action.summary)"
        }
        if to == .alert, cause == .touchMoved,
           t.before.options.incompleteGrid != .alert || t.before.isGridComplete {
            return "the incomplete-grid alert showed with incompleteGrid \(t.before.options.incompleteGrid.rawValue) "
                + "and empty slots \(t.before.emptyVisibleSlots) (R12)"
        }
        if to == .slidingOut, !t.before.isGridComplete, t.before.options.incompleteGrid != .allow {
            return "the grid slid out with empty slots \(t.before.emptyVisibleSlots) under incompleteGrid "
                + "\(t.before.options.incompleteGrid.rawValue) (R12)"
        }
        if let slide = t.before.slide, case .timer = cause {
            let end = slide.start + slide.duration
            if (from, to) == (.slidingOut, .sharing) || (from, to) == (.slidingBack, .idle),
               VirtualTime.snapped(t.after.now) != VirtualTime.snapped(end) {
                return "\(from.rawValue) ended at \(ScenarioText.seconds(t.after.now)) s, not when its slide ends at "
                    + "\(ScenarioText.seconds(end)) s (\(edge.rule))"
            }
        }
        return nil
    }

    /// R11, R27: outside `idle`, or while a modal is presented, touches and rotations change
    /// nothing the user sees except the orientation: not the layout, photos, phase, modals,
    /// shares, exports or slide. A touch on a stand-in's button is its answer, not a touch (R27),
    /// and under `rotationWhileSharing: dismiss` a rotation dismisses the share sheet (R25).
    package static let lockedWhileBusy: Check = { t in
        guard t.before.phase != .idle || t.before.presented != nil, t.isTouchOrRotation else { return nil }
        if t.before.options.rotationWhileSharing == .dismiss, t.before.sheet == .share,
           t.entry.events.contains(.shareSheetDismissedByRotation) {
            return nil
        }
        let changed = VisibleState(t.before).changesBesideOrientation(to: VisibleState(t.after))
        guard changed.isEmpty else {
            return "\(t.action.summary) in \(t.before.phase.rawValue) changed " + changed.joined(separator: ", ")
        }
        return nil
    }

    /// R7, R9, R10, R26, R28: the grid's offset is 0 in `idle` (after interruptions too); it stays
    /// on the slide's axis, between 0 and the slide's length (widened by the curve's overshoot,
    /// either way); the slide's length is the screen's height (share direction up) or width
    /// (left) when the swipe is recognized and stays fixed.
    package static let gridOffset: Check = { t in
        let offset = t.after.gridOffset
        if t.after.phase == .idle {
            return offset == .zero && t.after.slide == nil
                ? nil : "the grid is at \(format(offset)) in idle, not at 0"
        }
        guard let slide = t.after.slide else {
            return offset == .zero ? nil : "the grid is at \(format(offset)) with no slide under way"
        }
        if let previous = t.before.slide, previous.vector != slide.vector {
            return "the slide changed from \(format(previous.vector)) to \(format(slide.vector)) under way (R10)"
        }
        if t.before.slide == nil {
            let screen = t.after.geometry.screen
            // Along the share direction: the interface's, or the device's (R28).
            let expected = t.before.shareDirection == .left
                ? Point(x: -screen.width, y: 0) : Point(x: 0, y: -screen.height)
            if slide.vector != expected {
                return "the slide goes to \(format(slide.vector)), not off the screen to \(format(expected)) (R7)"
            }
        }
        let (lowest, highest) = slide.curve.valueRange
        let (low, high) = switch slide.stage {
        case .out: (lowest, highest)
        case .parked: (1.0, 1.0)
        case .back: (1 - highest, 1 - lowest)
        }
        let along = slide.vector.x != 0 ? offset.x / slide.vector.x : offset.y / slide.vector.y
        let across = slide.vector.x != 0 ? offset.y : offset.x
        guard across == 0, along >= low - 1e-9, along <= high + 1e-9 else {
            return "the grid is at \(format(offset)), beyond the slide to \(format(slide.vector))"
        }
        return nil
    }

    /// R8, R9, R16, R20–R25: one export, numbered from 1, exactly when the share sheet is
    /// presented (at the slide's end, or with it under `shareSheet: with-slide`); one share
    /// outcome, the one answered, each time the sheet's handler runs (R21), and a dismissed
    /// sheet always ran it, unless the add prompt of a save took its place (R20).
    package static let shareRecords: Check = { t in
        let (before, after) = (t.before, t.after)
        let presented = before.sheet != .share && after.sheet == .share
        let added = after.exports.count - before.exports.count
        if added != (presented ? 1 : 0) {
            return "\(added) exports on \(t.action.summary) "
                + "(\(before.phase.rawValue) → \(after.phase.rawValue)); one per share sheet presented"
        }
        if presented, let export = after.exports.last, export.number != after.exports.count {
            return "export \(after.exports.count) of the run is numbered \(export.number)"
        }
        let dismissed = before.sheet == .share && after.sheet != .share
        if dismissed, after.shares == before.shares, after.prompt != .add {
            return "the share sheet went on \(t.action.summary) with no outcome recorded (R9)"
        }
        guard after.shares != before.shares else { return nil }
        guard let outcome = t.shareOutcome, after.shares == before.shares + [outcome] else {
            return "the shares went from \(before.shares.map(\.rawValue)) to \(after.shares.map(\.rawValue)) on "
                + "\(t.action.summary) in \(before.phase.rawValue)"
        }
        return nil
    }
}

extension InstagridInvariant {
    /// `(x, y)` in points.
    static func format(_ point: Point) -> String {
        "(\(ScenarioText.points(point.x)), \(ScenarioText.points(point.y)))"
    }
}

extension TimingCurve {
    /// The lowest and highest value the curve takes between progress 0 and 1: 0…1 for curves
    /// that do not overshoot, the control points' hull for a cubic Bézier, under 2 for a spring
    /// (its first overshoot is below 100 % at any damping).
    var valueRange: (Double, Double) {
        switch self {
        case .linear, .easeIn, .easeOut, .easeInOut: (0, 1)
        case let .cubicBezier(_, y1, _, y2): (min(0, y1, y2), max(1, y1, y2))
        case .spring: (0, 2)
        }
    }
}
