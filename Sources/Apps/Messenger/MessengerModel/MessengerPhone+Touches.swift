import Gestures

/// Touches (M7, M8, M10, M12) through the kit (docs/messenger.md, "The screens as views"): the
/// screen's views are brought up to date, the touch is handed to the arena, and what its buttons
/// and recognizers report is acted on — a button's `touch-up-inside` fires its target, the edge
/// pan moves the pop, a row's pan the row, a list's pan is picked up where it was recognized.
extension MessengerPhone {
    /// One phase of a finger.
    mutating func touch(_ phase: TouchPhase, id: Int, at point: Point) -> [MessengerEffect] {
        // The open chat's list is measured only when a finger may drag it: a touch that begins on
        // it (its content is the whole chat laid out).
        let onMessages = phase == .began && screen == .chat && dialog == nil && picker == nil
            && viewport(of: .chat).contains(point)
        showScreen(chatContent: onMessages ? contentHeight(of: .chat) : nil)
        var reports: [GestureReport] = []
        reports.reserveCapacity(8)
        arena.handle(phase, id: id, at: point, time: now, into: &reports)
        if gestureTrace.history != nil {
            gestureTrace.history?.record(phase, id: id, at: now)
            gestureTrace.history?.record(reports, at: now, on: arena)
        }
        var effects: [MessengerEffect] = []
        for report in reports { react(to: report, into: &effects) }
        // A touch that only reached its view, or only failed recognizers, changed nothing of the
        // screen; a gesture, a control event or the open row's shield may have.
        for report in reports where mayChangeScreen(report) {
            shownScreen.isCurrent = false
            break
        }
        return effects
    }

    private func mayChangeScreen(_ report: GestureReport) -> Bool {
        switch report {
        case .recognizer(_, let state): state != .possible && state != .failed
        case .control: true
        case let .delivered(view, _, phase): phase == .began && arena.views[view].name == ViewName.openRowShield
        case .waiting, .schedule, .cancel: false
        }
    }

    /// Brings the arena's views up to date with the screen. The open chat's list gets
    /// `chatContent` when given, is measured when the arena does not have it yet, and otherwise
    /// keeps the content it had.
    mutating func showScreen(chatContent: Double? = nil) {
        if chatContent == nil, shownScreen.isCurrent { return }
        defer { shownScreen.isCurrent = !arena.isMoving(at: now) }
        settleLists()
        var content = chatContent
        if content == nil, let chat, listView(ViewName.messages(chat.serial)) == nil {
            content = contentHeight(of: .chat)
        }
        let views = screenViews(chatContent: content)
        guard views != shownScreen.views else { return }
        do {
            try arena.update(screen: screenSize, views: views.views, recognizers: views.gestureRecognizers)
            shownScreen.views = views
        } catch {
            // Never with the phone's own names; the arena keeps the screen it had.
            shownScreen.views = nil
        }
    }

    /// Lists whose coast or return has ended rest where it ended, so that new content does not
    /// move them again.
    private mutating func settleLists() {
        for view in arena.views.indices {
            guard let axes = arena.scrollAxes(of: view), Self.hasStopped(axes.x, at: now) || Self.hasStopped(axes.y, at: now)
            else { continue }
            arena.setContentOffset(Point(x: axes.x.offset(at: now), y: axes.y.offset(at: now)), of: view)
        }
    }

    /// Whether an axis coasted or returned and no longer moves.
    static func hasStopped(_ axis: ScrollAxis, at time: Double) -> Bool {
        switch axis.motion {
        case .resting, .dragging: false
        case .decelerating, .settling: !axis.isMoving(at: time)
        }
    }

    private mutating func react(to report: GestureReport, into effects: inout [MessengerEffect]) {
        switch report {
        case let .recognizer(id, state):
            if gestureTrace.history != nil, let entry = arena.logEntry(for: report) { effects.append(.log(.gesture(entry))) }
            effects += recognizer(id, changedTo: state)
        case let .control(view, event):
            guard let target = Target(name: arena.views[view].name) else { return }
            switch event {
            case .touchUpInside: effects += fire(target)
            case .touchUpOutside: effects.append(.log(.tapMissed(target)))
            case .touchCancel: effects.append(.log(.tapCancelled(target)))
            }
        case let .delivered(view, _, .began) where arena.views[view].name == ViewName.openRowShield:
            // M8: while a row is open, a touch elsewhere only closes it.
            if let swipe = rowSwipe, swipe.isOpen { effects += closeRow(swipe) }
        case .delivered, .waiting, .schedule, .cancel:
            // The phone's recognizers set no timers: no taps, long presses or edge pans with a
            // time limit, and its lists do not hold their rows' touches back.
            break
        }
    }

    private mutating func recognizer(_ id: RecognizerID, changedTo state: RecognizerState) -> [MessengerEffect] {
        let name = arena.recognizers[id].name
        if name == ViewName.edgePop { return edgePopChanged(id, to: state) }
        if name.hasPrefix(ViewName.rowSwipePrefix), let number = Int(name.dropFirst(ViewName.rowSwipePrefix.count)) {
            return rowSwipeChanged(id, index: number - 1, to: state)
        }
        if let list = arena.scrollView(of: id) { return listPanChanged(id, list: list, to: state) }
        return []
    }

    /// A recognizer's displacement from where its touch began to its last report, as the
    /// thresholds read it (``Measure/measured(_:)``): M7's and M8's "from where the touch began".
    private func displacement(of id: RecognizerID) -> Point {
        let start = arena.startLocation(of: id)
        let location = arena.location(of: id)
        return Point(x: Measure.measured(location.x - start.x), y: Measure.measured(location.y - start.y))
    }

    /// Its velocity (pt/s), the touch's last two samples at distinct times, as thresholds read it.
    private func velocity(of id: RecognizerID) -> Point {
        let velocity = arena.velocity(of: id)
        return Point(x: Measure.measured(velocity.x), y: Measure.measured(velocity.y))
    }

    // MARK: - M7: the edge pop

    private mutating func edgePopChanged(_ id: RecognizerID, to state: RecognizerState) -> [MessengerEffect] {
        let progress = min(max(displacement(of: id).x / layout.width, 0), 1)
        switch state {
        case .began, .changed:
            guard chat != nil, screen == .chat else { return [] }
            edgePop = EdgePopDrag(progress: progress)
            return []
        case .ended, .cancelled:
            guard edgePop != nil else { return [] }
            edgePop = nil
            let velocity = velocity(of: id).x
            let finishes = state == .ended
                && ((progress >= MessengerGestures.popProgress && velocity >= 0) || velocity >= MessengerGestures.popVelocity)
            let effects: [MessengerEffect] = [.log(.edgePopReleased(progress: progress, velocity: velocity, finishes: finishes))]
            if finishes {
                return effects + popChat(fromFraction: 1 - progress, duration: (1 - progress) * Transition.navigationDuration,
                                         curve: .linear)
            }
            guard let chat else { return effects }
            return effects + animate(.navigation, .chat(chat), from: 1 - progress, to: 1,
                                     duration: progress * Transition.navigationDuration, curve: .linear)
        case .possible, .failed:
            return []
        }
    }

    // MARK: - M8: a row's swipe

    private mutating func rowSwipeChanged(_ id: RecognizerID, index: Int, to state: RecognizerState) -> [MessengerEffect] {
        switch state {
        case .began:
            guard screen == .chats, !showsNoConversations, conversations.indices.contains(index) else { return [] }
            rowSwipe = RowSwipe(rowID: conversations[index].id, index: index, phase: .dragging(offset: 0))
            return dragRow(id, index: index)
        case .changed:
            return dragRow(id, index: index)
        case .ended, .cancelled:
            // The last sample moves the row too, then it is released.
            var effects = dragRow(id, index: index)
            guard let swipe = rowSwipe, swipe.index == index, case .dragging(let offset) = swipe.phase else { return effects }
            let leftwards = -displacement(of: id).x
            let opens = state == .ended
                && (leftwards >= MessengerGestures.openDistance || -velocity(of: id).x >= MessengerGestures.openVelocity)
            rowSwipe?.phase = .sliding(from: offset, to: opens ? RowSwipe.openOffset : 0, start: now)
            effects.append(.log(opens ? .rowOpened(index + 1) : .rowClosed(index + 1)))
            return effects
        case .possible, .failed:
            return []
        }
    }

    /// The row follows the finger; dragged past 60 % of the width it is deleted. A row whose
    /// swipe the phone dropped (a reload, a deletion) no longer follows.
    private mutating func dragRow(_ id: RecognizerID, index: Int) -> [MessengerEffect] {
        guard let swipe = rowSwipe, swipe.index == index, case .dragging = swipe.phase,
              conversations.indices.contains(index) else { return [] }
        let row = conversations[index]
        let dx = displacement(of: id).x
        if -dx > MessengerGestures.fullSwipeFraction * layout.width { return deleteRow(index, id: row.id) }
        rowSwipe = RowSwipe(rowID: row.id, index: index, phase: .dragging(offset: min(dx, 0)))
        return []
    }

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

    // MARK: - M10: the lists

    private mutating func listPanChanged(_ id: RecognizerID, list: ViewID, to state: RecognizerState) -> [MessengerEffect] {
        switch state {
        case .began:
            // A list follows the finger from the move that recognized its pan, without the part of
            // that move past the 10 pt: as the phone always scrolled.
            arena.setTranslation(.zero, of: id)
            return []
        case .ended, .cancelled:
            let velocity = state == .ended ? -velocity(of: id).y : 0
            return [.log(.scrollReleased(area(of: list), velocity: velocity))]
        case .possible, .changed, .failed:
            return []
        }
    }

    /// The list a scroll view of the arena is.
    private func area(of list: ViewID) -> ScrollArea {
        let name = arena.views[list].name
        if name == ViewName.chatsList { return .chats }
        if name == ViewName.profileList { return .profile }
        return name.hasPrefix("users-") ? .results : .chat
    }
}
