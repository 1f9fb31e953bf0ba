
extension AppState {
    /// The app's one reducer: applies `action` at `now` and returns the effects to run.
    public mutating func reduce(_ action: AppAction) -> [AppEffect] {
        switch action {
        case let .touchBegan(id, point):
            return touchBegan(id: id, at: point)
        case let .touchMoved(id, point):
            return touchMoved(id: id, to: point)
        case let .touchEnded(id, point):
            return touchEnded(id: id, at: point, cancelled: false)
        case let .touchCancelled(id, point):
            return touchEnded(id: id, at: point, cancelled: true)
        case .deviceRotated(let orientation):
            rotate(to: orientation)
            return [.log(.rotated(orientation))]
        case .pickerChose(let photo):
            guard phase == .picking, let slot = picker else {
                return [.log(.ignored(.notPresented("picker", phase: phase)))]
            }
            photos[slot] = photo
            picker = nil
            phase = .idle
            return [.log(.photoChosen(slot: slot, photo: photo))]
        case .pickerCancelled:
            guard phase == .picking, let slot = picker else {
                return [.log(.ignored(.notPresented("picker", phase: phase)))]
            }
            picker = nil
            phase = .idle
            return [.log(.pickerDismissed(slot: slot))]
        case .shareSheetFinished(let outcome):
            guard phase == .sharing, var slide else {
                return [.log(.ignored(.notPresented("share sheet", phase: phase)))]
            }
            shares.append(outcome)
            slide.stage = .back
            slide.start = now
            slide.duration = options.returnDuration
            self.slide = slide
            phase = .slidingBack
            return [
                .schedule(.slideBackFinished, after: options.returnDuration),
                .log(.slideBackStarted(outcome, duration: options.returnDuration)),
            ]
        case .alertDismissed:
            guard phase == .alert else {
                return [.log(.ignored(.notPresented("alert", phase: phase)))]
            }
            alert = nil
            phase = .idle
            return [.log(.alertDismissed)]
        case .timerFired(.slideOutFinished):
            guard phase == .slidingOut, var slide else { return [] }
            slide.stage = .parked
            slide.start = now
            self.slide = slide
            let number = exports.count + 1
            exports.append(ExportRecord(
                number: number, layout: layout,
                photos: photos.filter { layout.shows($0.key) },
                side: geometry.grid.width, time: now))
            phase = .sharing
            return [.log(.shareSheetPresented(export: number))]
        case .timerFired(.slideBackFinished):
            guard phase == .slidingBack else { return [] }
            slide = nil
            phase = .idle
            return [.log(.slideBackFinished)]
        }
    }

    // MARK: - Touches (R13, R14)

    private mutating func touchBegan(id: Int, at point: Point) -> [AppEffect] {
        if touches.contains(where: { $0.id == id }) {
            return [.log(.ignored(.duplicateTouch(id: id)))]
        }
        let control = geometry.hitTest(point, layout: layout, gridOffset: gridOffset)
        let decision = swipe.touchBegan(id: id, at: point, time: now, touchesDown: touches.count)
        touches.append(TrackedTouch(id: id, control: control))
        var effects: [AppEffect] = [.log(.touchDown(id: id, on: control))]
        if case .failed(let failure) = decision { effects.append(.log(.swipeFailed(failure))) }
        return effects
    }

    private mutating func touchMoved(id: Int, to point: Point) -> [AppEffect] {
        guard touches.contains(where: { $0.id == id }) else {
            return [.log(.ignored(.unknownTouch(id: id)))]
        }
        let decision = swipe.touchMoved(id: id, to: point, time: now,
                                        direction: orientation.shareDirection, constants: options.gestures)
        switch decision {
        case .none:
            return [.log(.touchMovedTo(id: id))]
        case .failed(let failure):
            return [.log(.swipeFailed(failure))]
        case .recognized(let direction):
            var effects: [AppEffect] = [.log(.swipeRecognized(direction))]
            for index in touches.indices where !touches[index].cancelledForButtons {
                touches[index].cancelledForButtons = true
                if let control = touches[index].control {
                    effects.append(.log(.tapCancelledBySwipe(control)))
                }
            }
            effects.append(contentsOf: shareSwipeRecognized())
            return effects
        }
    }

    private mutating func touchEnded(id: Int, at point: Point, cancelled: Bool) -> [AppEffect] {
        guard let index = touches.firstIndex(where: { $0.id == id }) else {
            return [.log(.ignored(.unknownTouch(id: id)))]
        }
        let touch = touches.remove(at: index)
        var effects: [AppEffect] = [.log(.touchLifted(id: id))]
        if case .failed(let failure) = swipe.touchEnded(id: id, cancelled: cancelled, touchesLeft: touches.count) {
            effects.append(.log(.swipeFailed(failure)))
        }
        guard !cancelled, !touch.cancelledForButtons, let control = touch.control else { return effects }
        let slop = options.gestures.tapSlop
        guard let frame = geometry.frame(of: control, layout: layout, gridOffset: gridOffset),
              frame.outset(by: slop).contains(point)
        else {
            if case .slot(let slot) = control, !layout.shows(slot) {
                effects.append(.log(.ignored(.slotHidden(slot))))
            } else {
                effects.append(.log(.tapMissed(control, slop: slop)))
            }
            return effects
        }
        effects.append(contentsOf: controlFired(control))
        return effects
    }

    // MARK: - What the controls do

    private mutating func controlFired(_ control: Control) -> [AppEffect] {
        guard phase == .idle else {
            return [.log(.ignored(.busy(phase, input: "tap on \(control)")))]
        }
        switch control {
        case .layoutButton(let target):
            guard target != layout else { return [.log(.ignored(.layoutAlreadySelected(target)))] }
            layout = target
            return [.log(.layoutSelected(target))]
        case .slot(let slot):
            picker = slot
            phase = .picking
            return [.log(.pickerPresented(slot: slot))]
        }
    }

    private mutating func shareSwipeRecognized() -> [AppEffect] {
        guard phase == .idle else {
            return [.log(.ignored(.busy(phase, input: "share swipe")))]
        }
        if !isGridComplete {
            switch options.incompleteGrid {
            case .allow:
                break
            case .alert:
                phase = .alert
                alert = .gridIncomplete
                return [.log(.alertPresented(.gridIncomplete))]
            case .block:
                return [.log(.ignored(.incompleteGridBlocked(emptySlots: emptyVisibleSlots)))]
            }
        }
        let screen = geometry.screen
        let vector = orientation.isLandscape
            ? Point(x: -screen.width, y: 0)
            : Point(x: 0, y: -screen.height)
        slide = Slide(vector: vector, stage: .out, start: now, duration: options.slideDuration, curve: options.curve)
        phase = .slidingOut
        return [
            .schedule(.slideOutFinished, after: options.slideDuration),
            .log(.slideOutStarted(offset: vector, duration: options.slideDuration)),
        ]
    }
}
