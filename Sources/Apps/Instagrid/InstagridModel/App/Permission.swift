/// The three authorizations the app asks for (R19): the camera, reading the photo library, and
/// adding to it.
public enum PermissionKind: String, Sendable, Equatable, Hashable, CaseIterable {
    case camera, library, add
}

/// An authorization status, as `AVCaptureDevice` and `PHPhotoLibrary` report it (R19).
public enum Authorization: String, Sendable, Equatable, Hashable, CaseIterable {
    case notDetermined = "not-determined"
    case authorized
    case denied
    case restricted
    /// The library only: the user chose "Limit Access…".
    case limited

    /// Whether the app may go on (authorized or limited).
    public var allows: Bool { self == .authorized || self == .limited }

    /// Whether a check shows the "access is off" alert.
    public var refuses: Bool { self == .denied || self == .restricted }
}

/// The authorizations of the three kinds.
public struct Permissions: Sendable, Equatable {
    public var camera: Authorization
    public var library: Authorization
    public var add: Authorization

    public init(camera: Authorization = .authorized, library: Authorization = .authorized,
                add: Authorization = .authorized) {
        self.camera = camera
        self.library = library
        self.add = add
    }

    public subscript(kind: PermissionKind) -> Authorization {
        get {
            switch kind {
            case .camera: camera
            case .library: library
            case .add: add
            }
        }
        set {
            switch kind {
            case .camera: camera = newValue
            case .library: library = newValue
            case .add: add = newValue
            }
        }
    }
}

/// An answer to a system permission prompt (R19).
public enum PermissionAnswer: String, Sendable, Equatable, Hashable, CaseIterable {
    case allow
    /// "Limit Access…": the library prompt only.
    case limited
    case deny

    /// The authorization the answer leaves.
    public var authorization: Authorization {
        switch self {
        case .allow: .authorized
        case .limited: .limited
        case .deny: .denied
        }
    }
}
