/// R26: interruptions and the background.
extension AppState {
    mutating func lifecycleChanged(_ action: AppAction) -> [AppEffect] {
        switch action {
        case .appBecameInactive:
            guard lifecycle == .active else { return unchanged("app inactive") }
            lifecycle = .inactive
            return [.log(.lifecycle(.inactive))] + interruptTouches()
        case .appBecameActive:
            guard lifecycle == .inactive else { return unchanged("app active") }
            lifecycle = .active
            return [.log(.lifecycle(.active))]
        case .appEnteredBackground:
            guard lifecycle != .background else { return unchanged("app background") }
            return enterBackground()
        case .appEnteredForeground:
            guard lifecycle == .background else { return unchanged("app foreground") }
            lifecycle = .active
            return [.log(.lifecycle(.active))]
        default:
            return []
        }
    }

    private func unchanged(_ input: String) -> [AppEffect] {
        [.log(.ignored(.lifecycleUnchanged(lifecycle, input: input)))]
    }

    /// To the background: touches cancelled, running animations end at once with their
    /// completions; what is presented stays.
    mutating func enterBackground() -> [AppEffect] {
        lifecycle = .background
        var effects: [AppEffect] = [.log(.lifecycle(.background))] + interruptTouches()
        if slide?.stage == .out {
            effects += [.cancel(.slideOutFinished), .log(.animationEndedEarly(.slideOutFinished))]
            effects += slideOutFinished()
        }
        if slide?.stage == .back {
            effects += [.cancel(.slideBackFinished), .log(.animationEndedEarly(.slideBackFinished))]
            effects += slideBackFinished()
        }
        return effects
    }
}
