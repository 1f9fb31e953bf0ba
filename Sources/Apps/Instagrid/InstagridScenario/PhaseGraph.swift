import InstagridModel

/// The phases of R4, R7–R12 and R17–R26 as a graph: every change of phase is one of these
/// edges, taken on its cause. A new phase or a new way between phases is a new edge.
package enum PhaseGraph {
    /// What kind of input moved the phase. A touch that ends on a stand-in's button counts as
    /// the answer it sends (``Transition/effectiveAction``).
    package enum Cause: Sendable, Equatable, CustomStringConvertible {
        case touchMoved, touchEnded, otherTouch, rotation, pickerAnswer, shareAnswer, alertAnswer
        case sourceAnswer, permissionAnswer, settings, lifecycle, background
        case timer(AppTimer)

        package init(_ action: AppAction) {
            switch action {
            case .touchMoved: self = .touchMoved
            case .touchEnded: self = .touchEnded
            case .touchBegan, .touchCancelled: self = .otherTouch
            case .deviceRotated, .deviceTurned: self = .rotation
            case .pickerChose, .pickerCancelled: self = .pickerAnswer
            case .shareSheetFinished, .shareActivityFinished: self = .shareAnswer
            case .alertDismissed, .alertAnswered: self = .alertAnswer
            case .sourceChosen: self = .sourceAnswer
            case .permissionAnswered: self = .permissionAnswer
            case .settingChanged: self = .settings
            case .appBecameInactive, .appBecameActive, .appEnteredForeground: self = .lifecycle
            case .appEnteredBackground: self = .background
            case .timerFired(let timer): self = .timer(timer)
            }
        }

        package var description: String {
            switch self {
            case .touchMoved: "a touch move (a recognized swipe)"
            case .touchEnded: "a touch end (a tap)"
            case .otherTouch: "a touch"
            case .rotation: "a rotation"
            case .pickerAnswer: "the picker's answer"
            case .shareAnswer: "the share sheet's outcome"
            case .alertAnswer: "the alert's answer"
            case .sourceAnswer: "the source sheet's answer"
            case .permissionAnswer: "the prompt's answer"
            case .settings: "a change in Settings"
            case .lifecycle: "a life-cycle change"
            case .background: "the background"
            case .timer(let timer): "the timer \(timer.rawValue)"
            }
        }
    }

    /// One allowed change of phase.
    package struct Edge: Sendable {
        package var from: Phase
        package var to: Phase
        package var cause: Cause
        package var rule: String
        /// Whether the cause, when the app accepts it in `from`, always takes one of the required
        /// edges from `from` on that cause: an answer to the modal the phase presents, the end
        /// of a slide (its timer, or the background ending it at once, R26).
        package var required: Bool

        init(from: Phase, to: Phase, cause: Cause, rule: String, required: Bool = false) {
            self.from = from
            self.to = to
            self.cause = cause
            self.rule = rule
            self.required = required
        }
    }

    /// Every allowed change of phase.
    package static let edges: [Edge] = [
        Edge(from: .idle, to: .picking, cause: .touchEnded, rule: "R4"),
        Edge(from: .picking, to: .idle, cause: .pickerAnswer, rule: "R4", required: true),
        Edge(from: .idle, to: .slidingOut, cause: .touchMoved, rule: "R7"),
        Edge(from: .slidingOut, to: .sharing, cause: .timer(.slideOutFinished), rule: "R8", required: true),
        Edge(from: .sharing, to: .slidingBack, cause: .shareAnswer, rule: "R9", required: true),
        Edge(from: .slidingBack, to: .idle, cause: .timer(.slideBackFinished), rule: "R9", required: true),
        Edge(from: .idle, to: .alert, cause: .touchMoved, rule: "R12"),
        Edge(from: .alert, to: .idle, cause: .alertAnswer, rule: "R12", required: true),
        // R17, R18: the source sheet.
        Edge(from: .idle, to: .choosingSource, cause: .touchEnded, rule: "R17"),
        Edge(from: .choosingSource, to: .idle, cause: .sourceAnswer, rule: "R17", required: true),
        Edge(from: .choosingSource, to: .picking, cause: .sourceAnswer, rule: "R17, R18", required: true),
        Edge(from: .choosingSource, to: .prompt, cause: .sourceAnswer, rule: "R19", required: true),
        Edge(from: .choosingSource, to: .alert, cause: .sourceAnswer, rule: "R18, R19", required: true),
        // R19, R20: prompts and the "access is off" alerts.
        Edge(from: .idle, to: .prompt, cause: .touchEnded, rule: "R19"),
        Edge(from: .idle, to: .alert, cause: .touchEnded, rule: "R19"),
        Edge(from: .prompt, to: .idle, cause: .permissionAnswer, rule: "R19", required: true),
        Edge(from: .prompt, to: .picking, cause: .permissionAnswer, rule: "R19", required: true),
        Edge(from: .prompt, to: .slidingBack, cause: .permissionAnswer, rule: "R20, R9", required: true),
        Edge(from: .sharing, to: .prompt, cause: .shareAnswer, rule: "R20", required: true),
        Edge(from: .slidingOut, to: .prompt, cause: .shareAnswer, rule: "R20, R24", required: true),
        Edge(from: .slidingBack, to: .prompt, cause: .shareAnswer, rule: "R20, R21"),
        Edge(from: .idle, to: .prompt, cause: .shareAnswer, rule: "R20, R21"),
        // R24, R25: the sheet with the slide; a rotation that dismisses it.
        Edge(from: .slidingOut, to: .slidingBack, cause: .shareAnswer, rule: "R24, R9", required: true),
        Edge(from: .slidingOut, to: .slidingBack, cause: .rotation, rule: "R25, R24"),
        Edge(from: .sharing, to: .slidingBack, cause: .rotation, rule: "R25"),
        // R26: the background ends running animations at once, their completions running.
        Edge(from: .slidingOut, to: .sharing, cause: .background, rule: "R26, R8", required: true),
        Edge(from: .slidingBack, to: .idle, cause: .background, rule: "R26, R9", required: true),
    ]
}
