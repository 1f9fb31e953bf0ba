/// The phone's one reducer.
extension MessengerPhone {
    /// Applies `action` at `now`; the requests it makes are appended to ``outbox``.
    public mutating func reduce(_ action: MessengerAction) -> [MessengerEffect] {
        forgetFinishedAnimations()
        if !action.isTouch { shownScreen.isCurrent = false }
        switch action {
        case let .touchBegan(id, point):
            return touch(.began, id: id, at: point)
        case let .touchMoved(id, point):
            return touch(.moved, id: id, at: point)
        case let .touchEnded(id, point):
            return touch(.ended, id: id, at: point)
        case let .touchCancelled(id, point):
            return touch(.cancelled, id: id, at: point)
        case let .type(text, replacing):
            return typed(text, replacing: replacing)
        case .keyboardDismissed:
            guard keyboard.isUp else { return [.log(.ignored("the keyboard is down"))] }
            return setFocus(nil)
        case .pickerChose(let photo):
            return pickerAnswered(photo: photo)
        case .pickerCancelled:
            return pickerAnswered(photo: nil)
        case .dialogAnswered(let title):
            return answerDialog(title)
        case let .answered(ticket, answer):
            return answered(ticket: ticket, answer)
        case .conversationsChanged(let rows):
            return conversationsChanged(rows)
        case let .messagesChanged(conversation, messages):
            return messagesChanged(messages, conversation: conversation)
        case .timerFired(.transitionEnded(let id)):
            return transitionEnded(id)
        }
    }

    /// Drops animations that ended by `now` (they draw as their final state): closed rows and
    /// collapsed deletions. (The lists' motions are the kit's, functions of time.)
    private mutating func forgetFinishedAnimations() {
        if let swipe = rowSwipe, swipe.isClosed(at: now) { rowSwipe = nil }
        if !rowRemovals.isEmpty { rowRemovals.removeAll { $0.progress(at: now) >= 1 } }
    }
}
