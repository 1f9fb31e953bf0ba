/// The phone's one reducer.
extension MessengerPhone {
    /// Applies `action` at `now`; the requests it makes are appended to ``outbox``.
    public mutating func reduce(_ action: MessengerAction) -> [MessengerEffect] {
        forgetFinishedAnimations()
        switch action {
        case let .touchBegan(id, point):
            return touchBegan(id: id, at: point)
        case let .touchMoved(id, point):
            return touchMoved(id: id, to: point)
        case let .touchEnded(id, point):
            return touchEnded(id: id, at: point, cancelled: false)
        case let .touchCancelled(id, point):
            return touchEnded(id: id, at: point, cancelled: true)
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

    /// Drops animations that ended by `now` (they draw as their final state): closed rows,
    /// collapsed deletions, and lists' motions that stopped.
    private mutating func forgetFinishedAnimations() {
        if let swipe = rowSwipe, swipe.isClosed(at: now) { rowSwipe = nil }
        rowRemovals.removeAll { $0.progress(at: now) >= 1 }
        for area in [ScrollArea.chats, .profile, .results, .chat] {
            var scroll = scroll(of: area)
            guard scroll.motion != .resting, scroll.motion != .dragging, !scroll.isMoving(at: now) else { continue }
            scroll.stop(at: now)
            setScroll(scroll, of: area)
        }
    }
}
