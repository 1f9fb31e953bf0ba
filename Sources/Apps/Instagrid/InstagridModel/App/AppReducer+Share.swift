/// R20–R22, R24, R25, R28: the share sheet's outcomes, its timing, rotations.
extension AppState {
    /// The slide-out ended (R8): the export and the share sheet, unless the sheet came up with
    /// the slide (R24) or something else is up.
    mutating func slideOutFinished() -> [AppEffect] {
        guard var slide, slide.stage == .out else { return [] }
        if sheet != .share, phase != .slidingOut {
            slide.stage = .parked
            slide.start = now
            self.slide = slide
            return []
        }
        slide.stage = .parked
        slide.start = now
        self.slide = slide
        phase = .sharing
        if sheet == .share { return [.log(.slideOutFinished)] }
        sheet = .share
        return [.log(.shareSheetPresented(export: export()))]
    }

    /// The slide back ended (R9): `idle`, even under a share sheet that stays up (R21).
    mutating func slideBackFinished() -> [AppEffect] {
        guard slide?.stage == .back else { return [] }
        slide = nil
        if phase == .slidingBack { phase = .idle }
        return [.log(.slideBackFinished)]
    }

    /// The share sheet's handler ran for an activity (R20, R21).
    mutating func shareActivityFinished(_ activity: ShareActivity, completed: Bool, sheetStays: Bool) -> [AppEffect] {
        guard sheet == .share else {
            return [.log(.ignored(.notPresented("share sheet", phase: phase)))]
        }
        var effects: [AppEffect] = []
        if activity == .saveImage, completed {
            if permissions.add == .notDetermined {
                sheet = nil
                prompt = .add
                phase = .prompt
                return [.log(.promptPresented(.add))]
            }
            effects = save(permissions.add)
        }
        return effects + shareHandler(completed ? .completed : .cancelled, activity: activity, sheetStays: sheetStays)
    }

    /// The completion handler (R9, R21, R22): records the outcome, dismisses the sheet unless it
    /// stays, empties the slots after a completed share under `completedShare: reset`, and
    /// starts the slide back from where the grid is, unless it is home or on its way (then the
    /// phase is `idle` or `sliding-back`).
    mutating func shareHandler(_ outcome: ShareOutcome, activity: ShareActivity?, sheetStays: Bool) -> [AppEffect] {
        shares.append(outcome)
        if !sheetStays, sheet == .share { sheet = nil }
        var effects: [AppEffect] = []
        if activity != nil || sheetStays {
            effects.append(.log(.shareHandler(outcome, activity: activity, sheetStays: sheetStays)))
        }
        if outcome == .completed, options.completedShare == .reset {
            photos = [:]
            effects.append(.log(.slotsCleared))
        }
        guard var slide, slide.stage != .back else {
            // Home: idle. On its way back (under a sheet that stayed, R21): still sliding back,
            // also after the add prompt of a save answered meanwhile (R20).
            phase = slide == nil ? .idle : .slidingBack
            return effects + [.log(.gridAlreadyHome)]
        }
        var timers: [AppEffect] = []
        if slide.stage == .out {
            slide.from = slide.fraction(at: now)
            timers.append(.cancel(.slideOutFinished))
        }
        slide.stage = .back
        slide.start = now
        slide.duration = options.returnDuration
        self.slide = slide
        phase = .slidingBack
        timers.append(.schedule(.slideBackFinished, after: options.returnDuration))
        return timers + effects + [.log(.slideBackStarted(outcome, duration: options.returnDuration))]
    }

    /// The device turned (R6, R18, R25, R28).
    mutating func deviceTurned(to device: DeviceOrientation) -> [AppEffect] {
        deviceOrientation = device
        guard let interface = device.interface else {
            return [.log(.deviceTurned(device, interface: orientation))]
        }
        if picker != nil, pickerSource == .camera {
            deferredOrientation = interface
            return [.log(.rotationDeferred(interface))]
        }
        let changed = interface != orientation
        rotate(to: interface)
        var effects: [AppEffect] = [.log(.rotated(interface))]
        if changed, options.rotationWhileSharing == .dismiss, sheet == .share {
            effects.append(.log(.shareSheetDismissedByRotation))
            effects += shareHandler(.cancelled, activity: nil, sheetStays: false)
        }
        return effects
    }
}
