/// R17–R19: where a slot's photo comes from, the permission checks, their prompts and alerts.
extension AppState {
    /// A slot tap in `idle` (R4, R17).
    mutating func slotTapped(_ slot: Int) -> [AppEffect] {
        guard options.imageSource == .ask else { return libraryCheck(slot) }
        sheet = .source
        pendingSlot = slot
        phase = .choosingSource
        return [.log(.sourceSheetPresented(slot: slot, camera: sourceSheetHasCamera))]
    }

    /// The photo library, after R19's check when `libraryAccess: read-write`.
    mutating func libraryCheck(_ slot: Int) -> [AppEffect] {
        guard options.libraryAccess == .readWrite else { return presentPicker(slot, source: .library) }
        return check(.library, slot: slot)
    }

    /// R19's check for the camera or the library: prompt, picker, or the "access is off" alert.
    mutating func check(_ kind: PermissionKind, slot: Int) -> [AppEffect] {
        let status = permissions[kind]
        if status == .notDetermined {
            prompt = kind
            pendingSlot = slot
            phase = .prompt
            return [.log(.promptPresented(kind))]
        }
        if status.allows {
            return presentPicker(slot, source: kind == .camera ? .camera : .library)
        }
        let kindOfAlert: AlertKind = kind == .camera ? .cameraDenied : .libraryDenied
        alert = kindOfAlert
        pendingSlot = slot
        phase = .alert
        return [.log(.alertPresented(kindOfAlert))]
    }

    mutating func presentPicker(_ slot: Int, source: PickerSource) -> [AppEffect] {
        picker = slot
        pickerSource = source
        pendingSlot = nil
        phase = .picking
        return [.log(source == .camera ? .cameraPresented(slot: slot) : .pickerPresented(slot: slot))]
    }

    /// After the picker went: the camera's deferred rotation (R18).
    mutating func pickerClosed() -> [AppEffect] {
        let wasCamera = pickerSource == .camera
        pickerSource = nil
        guard wasCamera, let deferred = deferredOrientation else { return [] }
        deferredOrientation = nil
        rotate(to: deferred)
        return [.log(.rotated(deferred))]
    }

    /// An action of the source sheet (R17).
    mutating func sourceChosen(_ choice: SourceChoice) -> [AppEffect] {
        guard phase == .choosingSource, sheet == .source, let slot = pendingSlot else {
            return [.log(.ignored(.notPresented("source sheet", phase: phase)))]
        }
        if choice == .camera, !sourceSheetHasCamera {
            return [.log(.ignored(.noSuchButton("Camera (cameraUnavailable: hide)")))]
        }
        sheet = nil
        pendingSlot = nil
        phase = .idle
        let chosen: [AppEffect] = [.log(.sourceChosen(choice))]
        switch choice {
        case .cancel:
            return chosen
        case .library:
            return chosen + libraryCheck(slot)
        case .camera:
            guard options.camera == .available else {
                alert = .cameraUnavailable
                pendingSlot = slot
                phase = .alert
                return chosen + [.log(.alertPresented(.cameraUnavailable))]
            }
            return chosen + check(.camera, slot: slot)
        }
    }

    /// The answer to the prompt (R19, R20): remembered; allowed goes on, denied ends the attempt.
    mutating func permissionAnswered(_ answer: PermissionAnswer) -> [AppEffect] {
        guard phase == .prompt, let kind = prompt else {
            return [.log(.ignored(.notPresented("permission prompt", phase: phase)))]
        }
        if answer == .limited, kind != .library {
            return [.log(.ignored(.noSuchButton("Limit Access… (the \(kind.rawValue) prompt)")))]
        }
        prompt = nil
        let status = answer.authorization
        permissions[kind] = status
        var effects: [AppEffect] = [.log(.permissionSet(kind, status))]
        let slot = pendingSlot
        pendingSlot = nil
        phase = .idle
        switch kind {
        case .camera, .library:
            if status.allows, let slot {
                effects += presentPicker(slot, source: kind == .camera ? .camera : .library)
            }
        case .add:
            effects.append(contentsOf: save(status))
            effects += shareHandler(.completed, activity: .saveImage, sheetStays: false)
        }
        return effects
    }

    /// Saves the export when `status` allows it (R20).
    mutating func save(_ status: Authorization) -> [AppEffect] {
        guard status.allows else { return [.log(.imageNotSaved(status))] }
        savedImages += 1
        return [.log(.imageSaved(count: savedImages))]
    }

    /// A button of the alert (R18, R19); "Settings" sends the app to the background (R26).
    mutating func alertAnswered(_ button: AlertButton) -> [AppEffect] {
        guard phase == .alert, let kind = alert else {
            return [.log(.ignored(.notPresented("alert", phase: phase)))]
        }
        guard kind.buttons.contains(button) else {
            return [.log(.ignored(.noSuchButton("\(button.rawValue) (alert \(kind.rawValue))")))]
        }
        alert = nil
        pendingSlot = nil
        phase = .idle
        guard button == .settings else { return [.log(.alertDismissed)] }
        return [.log(.alertDismissed), .log(.openSettings)] + enterBackground()
    }
}

extension Modal {
    /// How the trace names it.
    public var name: String {
        switch self {
        case .picker(_, let source): source == .camera ? "camera" : "picker"
        case .sourceSheet: "source sheet"
        case .prompt(let kind): "\(kind.rawValue) prompt"
        case .alert(let kind): "alert \(kind.rawValue)"
        case .shareSheet: "share sheet"
        }
    }
}
