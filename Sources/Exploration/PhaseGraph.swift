import InstagridModel

/// The phases of R4 and R7–R12 as a graph: every change of phase is one of these edges, taken
/// on its cause. A new phase or a new way between phases is a new edge.
package enum PhaseGraph {
    /// What kind of input moved the phase.
    package enum Cause: Sendable, Equatable, CustomStringConvertible {
        case touchMoved, touchEnded, otherTouch, rotation, pickerAnswer, shareAnswer, alertAnswer
        case timer(AppTimer)

        package init(_ action: AppAction) {
            switch action {
            case .touchMoved: self = .touchMoved
            case .touchEnded: self = .touchEnded
            case .touchBegan, .touchCancelled: self = .otherTouch
            case .deviceRotated: self = .rotation
            case .pickerChose, .pickerCancelled: self = .pickerAnswer
            case .shareSheetFinished: self = .shareAnswer
            case .alertDismissed: self = .alertAnswer
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

        /// Whether the cause answers a modal presented in `from`: then it always takes the edge.
        package var isAnswer: Bool {
            switch cause {
            case .pickerAnswer, .shareAnswer, .alertAnswer, .timer: true
            default: false
            }
        }
    }

    /// Every allowed change of phase.
    package static let edges: [Edge] = [
        Edge(from: .idle, to: .picking, cause: .touchEnded, rule: "R4"),
        Edge(from: .picking, to: .idle, cause: .pickerAnswer, rule: "R4"),
        Edge(from: .idle, to: .slidingOut, cause: .touchMoved, rule: "R7"),
        Edge(from: .slidingOut, to: .sharing, cause: .timer(.slideOutFinished), rule: "R8"),
        Edge(from: .sharing, to: .slidingBack, cause: .shareAnswer, rule: "R9"),
        Edge(from: .slidingBack, to: .idle, cause: .timer(.slideBackFinished), rule: "R9"),
        Edge(from: .idle, to: .alert, cause: .touchMoved, rule: "R12"),
        Edge(from: .alert, to: .idle, cause: .alertAnswer, rule: "R12"),
    ]
}
