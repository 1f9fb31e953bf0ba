import Gestures

/// Raw touches (M7, M8, M10, M12): each finger becomes a tap on the target it began on, or one
/// of the pans, whichever its moves decide first; a recognized pan cancels the tap (R13).
extension MessengerPhone {
    mutating func touchBegan(id: Int, at point: Point) -> [MessengerEffect] {
        if touches.contains(where: { $0.id == id }) { return [.log(.ignored("touch \(id) is already down"))] }
        var touch = TrackedTouch(id: id, at: point, time: now, target: hitTest(point))
        let free = dialog == nil && picker == nil
        if free, let swipe = rowSwipe, swipe.isOpen, touch.target != .delete {
            // M8: while a row is open, a touch elsewhere only closes it.
            touch.role = .spent
            touches.append(touch)
            return [.log(.touchDown(id: id, on: nil))] + closeRow(swipe)
        }
        let panning = touches.contains { if case .pan = $0.role { true } else { false } }
        if free, let area = scrollArea(at: point) {
            var scroll = scroll(of: area)
            if scroll.isMoving(at: now) {
                // A touch on a moving list stops it, and only that.
                scroll.stop(at: now)
                setScroll(scroll, of: area)
                touch.role = .spent
                touches.append(touch)
                return [.log(.touchDown(id: id, on: nil)), .log(.scrollStopped(area))]
            }
            if !panning {
                touch.mayScroll = area
                if case .row(let number) = touch.target, number >= 1, screen == .chats { touch.mayRowSwipe = number - 1 }
            }
        }
        let onKeyboard = keyboard.isUp && layout.keyboardFrame.contains(point)
        if free, !panning, !onKeyboard, screen == .chat, point.x <= MessengerGestures.edgeWidth, edgePop == nil {
            touch.mayEdgePop = true
        }
        touches.append(touch)
        return [.log(.touchDown(id: id, on: touch.target))]
    }

    mutating func touchMoved(id: Int, to point: Point) -> [MessengerEffect] {
        guard let index = touches.firstIndex(where: { $0.id == id }) else {
            return [.log(.ignored("touch \(id) is not down"))]
        }
        touches[index].samples.add(point, at: now)
        switch touches[index].role {
        case .spent:
            return []
        case .pan(let pan):
            return panMoved(pan, touch: touches[index])
        case .possible:
            let phone = self
            // A list left past an end (a chat whose keyboard went down) is picked up where it
            // shows: the pan starts from the raw offset the rubber band shows there.
            guard let pan = touches[index].recognizedPan(scrollOffset: { area in
                RubberBand.raw(shown: phone.scroll(of: area).offset(at: phone.now), maxOffset: phone.maxOffset(of: area),
                               dimension: phone.viewport(of: area).height)
            }),
                  canStart(pan) else { return [] }
            touches[index].role = .pan(pan)
            var effects: [MessengerEffect] = [.log(.panBegan(pan))]
            if let target = touches[index].target { effects.append(.log(.tapCancelled(target))) }
            if case .scroll(let area, _, _) = pan {
                var scroll = scroll(of: area)
                scroll.stop(at: now)
                scroll.motion = .dragging
                setScroll(scroll, of: area)
            }
            return effects + panMoved(pan, touch: touches[index])
        }
    }

    private func canStart(_ pan: TrackedTouch.Pan) -> Bool {
        switch pan {
        case .edgePop: chat != nil && screen == .chat
        case .rowSwipe(let index): screen == .chats && conversations.indices.contains(index) && !showsNoConversations
        case .scroll: true
        }
    }

    mutating func touchEnded(id: Int, at point: Point, cancelled: Bool) -> [MessengerEffect] {
        guard let index = touches.firstIndex(where: { $0.id == id }) else {
            return [.log(.ignored("touch \(id) is not down"))]
        }
        touches[index].samples.add(point, at: now)
        let touch = touches.remove(at: index)
        var effects: [MessengerEffect] = [.log(.touchLifted(id: id))]
        switch touch.role {
        case .spent:
            break
        case .pan(let pan):
            // The ended sample moves the pan too, then it is released.
            effects += panMoved(pan, touch: touch)
            effects += panEnded(pan, touch: touch, cancelled: cancelled)
        case .possible:
            guard !cancelled, let target = touch.target else { break }
            guard let frame = frame(of: target), frame.outset(by: MessengerGestures.tapSlop).contains(point) else {
                effects.append(.log(.tapMissed(target)))
                break
            }
            effects += fire(target)
        }
        return effects
    }

    // MARK: - Pans

    private mutating func panMoved(_ pan: TrackedTouch.Pan, touch: TrackedTouch) -> [MessengerEffect] {
        let d = touch.displacement
        switch pan {
        case .edgePop:
            edgePop = EdgePopDrag(touch: touch.id, progress: min(max(d.x / layout.width, 0), 1))
            return []
        case .rowSwipe(let index):
            guard conversations.indices.contains(index) else { return [] }
            let row = conversations[index]
            if -d.x > MessengerGestures.fullSwipeFraction * layout.width {
                spend(touch.id)
                return deleteRow(index, id: row.id)
            }
            rowSwipe = RowSwipe(rowID: row.id, index: index, phase: .dragging(offset: min(d.x, 0)))
            return []
        case let .scroll(area, from, anchorY):
            var scroll = scroll(of: area)
            let raw = from - (touch.samples.last.point.y - anchorY)
            scroll.offset = RubberBand.offset(raw: raw, maxOffset: maxOffset(of: area),
                                              dimension: viewport(of: area).height)
            setScroll(scroll, of: area)
            return []
        }
    }

    private mutating func panEnded(_ pan: TrackedTouch.Pan, touch: TrackedTouch, cancelled: Bool) -> [MessengerEffect] {
        let velocity = touch.samples.velocity
        switch pan {
        case .edgePop:
            guard let drag = edgePop, drag.touch == touch.id else { return [] }
            edgePop = nil
            let progress = min(max(touch.displacement.x / layout.width, 0), 1)
            let finishes = !cancelled
                && ((progress >= MessengerGestures.popProgress && velocity.x >= 0)
                    || velocity.x >= MessengerGestures.popVelocity)
            let effects: [MessengerEffect] = [.log(.edgePopReleased(progress: progress, velocity: velocity.x,
                                                                     finishes: finishes))]
            if finishes {
                return effects + popChat(fromFraction: 1 - progress,
                                         duration: (1 - progress) * Transition.navigationDuration, curve: .linear)
            }
            guard let chat else { return effects }
            return effects + animate(.navigation, .chat(chat), from: 1 - progress, to: 1,
                                     duration: progress * Transition.navigationDuration, curve: .linear)
        case .rowSwipe(let index):
            guard let swipe = rowSwipe, swipe.index == index, case .dragging(let offset) = swipe.phase else { return [] }
            let leftwards = -touch.displacement.x
            let opens = !cancelled
                && (leftwards >= MessengerGestures.openDistance || -velocity.x >= MessengerGestures.openVelocity)
            rowSwipe?.phase = .sliding(from: offset, to: opens ? RowSwipe.openOffset : 0, start: now)
            return [.log(opens ? .rowOpened(index + 1) : .rowClosed(index + 1))]
        case .scroll(let area, _, _):
            var scroll = scroll(of: area)
            let contentVelocity = cancelled ? 0 : -velocity.y
            scroll.release(velocity: contentVelocity, maxOffset: maxOffset(of: area), at: now)
            setScroll(scroll, of: area)
            return [.log(.scrollReleased(area, velocity: contentVelocity))]
        }
    }

    private mutating func spend(_ id: Int) {
        if let index = touches.firstIndex(where: { $0.id == id }) { touches[index].role = .spent }
    }

    // MARK: - Rows (M8)

    /// Closes an open row (0.25 s).
    mutating func closeRow(_ swipe: RowSwipe) -> [MessengerEffect] {
        rowSwipe?.phase = .sliding(from: swipe.offset(at: now), to: 0, start: now)
        return [.log(.rowClosed(swipe.index + 1))]
    }

    /// Removes the row at once (0.3 s collapse) and asks `deleteConversation`.
    mutating func deleteRow(_ index: Int, id: String) -> [MessengerEffect] {
        guard conversations.indices.contains(index), conversations[index].id == id else {
            return [.log(.ignored("the row changed"))]
        }
        let row = conversations.remove(at: index)
        rowSwipe = nil
        rowRemovals.append(RowRemoval(row: row, index: index, start: now))
        return [.log(.rowDeleted(index + 1, id: id)),
                .log(request(.deleteConversation(id: id), .deleteConversation))]
    }
}
