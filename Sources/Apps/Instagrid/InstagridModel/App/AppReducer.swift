
extension AppState {
    /// The app's one reducer: applies `action` at `now` and returns the effects to run.
    public mutating func reduce(_ action: AppAction) -> [AppEffect] {
        if lifecycle != .active, let input = action.waitsForActiveApp {
            return [.log(.ignored(.notActive(lifecycle, input: input)))]
        }
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
            return deviceTurned(to: DeviceOrientation(orientation))
        case .deviceTurned(let orientation):
            return deviceTurned(to: orientation)
        case .pickerChose(let photo):
            guard phase == .picking, let slot = picker else {
                return [.log(.ignored(.notPresented("picker", phase: phase)))]
            }
            photos[slot] = photo
            picker = nil
            phase = .idle
            return [.log(.photoChosen(slot: slot, photo: photo))] + pickerClosed()
        case .pickerCancelled:
            guard phase == .picking, let slot = picker else {
                return [.log(.ignored(.notPresented("picker", phase: phase)))]
            }
            picker = nil
            phase = .idle
            return [.log(.pickerDismissed(slot: slot))] + pickerClosed()
        case .shareSheetFinished(let outcome):
            guard sheet == .share else {
                return [.log(.ignored(.notPresented("share sheet", phase: phase)))]
            }
            return shareHandler(outcome, activity: nil, sheetStays: false)
        case let .shareActivityFinished(activity, completed, sheetStays):
            return shareActivityFinished(activity, completed: completed, sheetStays: sheetStays)
        case .sourceChosen(let choice):
            return sourceChosen(choice)
        case .permissionAnswered(let answer):
            return permissionAnswered(answer)
        case .alertAnswered(let button):
            return alertAnswered(button)
        case let .settingChanged(kind, authorization):
            permissions[kind] = authorization
            return [.log(.permissionSet(kind, authorization))]
        case .appBecameInactive, .appBecameActive, .appEnteredBackground, .appEnteredForeground:
            return lifecycleChanged(action)
        case .alertDismissed:
            guard phase == .alert else {
                return [.log(.ignored(.notPresented("alert", phase: phase)))]
            }
            alert = nil
            pendingSlot = nil
            phase = .idle
            return [.log(.alertDismissed)]
        case .timerFired(.slideOutFinished):
            return slideOutFinished()
        case .timerFired(.slideBackFinished):
            return slideBackFinished()
        }
    }

    /// The export of the grid as it is now (R8, R16); returns its number.
    mutating func export() -> Int {
        let number = exports.count + 1
        exports.append(ExportRecord(
            number: number, layout: layout,
            photos: photos.filter { layout.shows($0.key) },
            side: geometry.grid.width, time: now))
        return number
    }

    // MARK: - What the controls do

    /// A layout button or a slot fired (R2, R4, R11, R23, R27).
    mutating func controlFired(_ control: Control) -> [AppEffect] {
        // The mutant `instagrid-unlocked-slide` takes a slot's tap during the slide-out.
        let unlocked: Bool = if case .slot = control { Mutants.unlockedSlide.isOn && phase == .slidingOut } else { false }
        guard phase == .idle || unlocked else {
            return [.log(.ignored(.busy(phase, input: "tap on \(control)")))]
        }
        if let modal = presented { return [.log(.ignored(.modalUp(modal.name)))] }
        switch control {
        case .layoutButton(let target):
            guard target != layout else { return [.log(.ignored(.layoutAlreadySelected(target)))] }
            layout = target
            if options.layoutChange == .clear {
                photos = [:]
                return [.log(.layoutSelected(target)), .log(.slotsCleared)]
            }
            return [.log(.layoutSelected(target))]
        case .slot(let slot):
            return slotTapped(slot)
        }
    }

    /// The share swipe was recognized (R7, R11, R12, R24, R27).
    mutating func shareSwipeRecognized() -> [AppEffect] {
        guard phase == .idle else {
            return [.log(.ignored(.busy(phase, input: "share swipe")))]
        }
        if let modal = presented { return [.log(.ignored(.modalUp(modal.name)))] }
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
        let vector = shareDirection == .left
            ? Point(x: -screen.width, y: 0)
            : Point(x: 0, y: -screen.height)
        slide = Slide(vector: vector, stage: .out, start: now, duration: options.slideDuration, curve: options.curve)
        phase = .slidingOut
        var effects: [AppEffect] = [
            .schedule(.slideOutFinished, after: options.slideDuration),
            .log(.slideOutStarted(offset: vector, duration: options.slideDuration)),
        ]
        if options.shareSheet == .withSlide {
            sheet = .share
            effects.append(.log(.shareSheetPresented(export: export())))
        }
        return effects
    }
}
