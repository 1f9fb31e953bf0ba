/// What is presented over the screen: at most one at a time (R27).
public enum Modal: Sendable, Equatable {
    /// The photo picker (R4) or the camera (R18) for a slot.
    case picker(slot: Int, source: PickerSource)
    /// The action sheet "Choose a source" for a slot (R17).
    case sourceSheet(slot: Int)
    /// A system permission prompt (R19).
    case prompt(PermissionKind)
    case alert(AlertKind)
    /// The share sheet with the export of that number (R8, R24).
    case shareSheet(export: Int)
}

/// Which sheet is up (`expect: sheet`).
public enum SheetKind: String, Sendable, Equatable, Hashable, CaseIterable {
    /// The share sheet (R8).
    case share
    /// The action sheet "Choose a source" (R17).
    case source
}

/// Where the presented picker takes its photo from (`expect: pickerSource`).
public enum PickerSource: String, Sendable, Equatable, Hashable, CaseIterable {
    case library, camera
}

/// An action of the source sheet (R17); the step `source:` names one.
public enum SourceChoice: String, Sendable, Equatable, Hashable, CaseIterable {
    case camera, library, cancel
}

/// The app's life-cycle state (R26).
public enum AppLifecycle: String, Sendable, Equatable, Hashable, CaseIterable {
    case active, inactive, background
}

/// The activity a share-sheet outcome names (R20).
public enum ShareActivity: String, Sendable, Equatable, Hashable, CaseIterable {
    case saveImage = "save-image"
    case copy, message, mail, airdrop, other
}
