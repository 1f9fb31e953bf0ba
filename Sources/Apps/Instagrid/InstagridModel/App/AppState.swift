import Gestures

/// The whole app as a value: what is on screen, what is down, what is animating.
public struct AppState: Sendable, Equatable {
    /// The current virtual time in seconds; the driver keeps it.
    public var now: Double = 0
    public let device: Device
    public private(set) var orientation: Orientation
    /// Where everything is for the device in the current orientation.
    public private(set) var geometry: ScreenGeometry
    public var layout: Layout
    /// Photos by slot (1–4), hidden slots included (R3).
    public var photos: [Int: String] = [:]
    public var phase: Phase = .idle
    /// The slot the picker was opened for.
    public var picker: Int?
    public var alert: AlertKind?
    /// Share outcomes so far, in order.
    public var shares: [ShareOutcome] = []
    /// Exported images so far (R16).
    public var exports: [ExportRecord] = []
    /// The grid's slide, while one is under way or parked.
    public var slide: Slide?
    /// The screen as the kit's views and recognizers (R13, R14; ``screenViews()``): its touches,
    /// the share swipe, the buttons. The reducer keeps it in step with the screen before each
    /// touch it hands over begins or ends, and its swipe before every move.
    public internal(set) var arena: GestureArena
    /// What the arena's views and swipe were last made of (`syncScreen(for:phase:)`).
    var screenKey: ScreenKey?
    public let options: AppOptions
    /// Which sheet is up: the share sheet or the source sheet (R17, R21).
    public var sheet: SheetKind?
    /// The permission prompt that is up (R19).
    public var prompt: PermissionKind?
    /// Where the presented picker takes its photo from (R18).
    public var pickerSource: PickerSource?
    /// The slot the source sheet, a prompt or an alert of R17–R19 was opened for.
    public var pendingSlot: Int?
    /// Authorizations (R19).
    public var permissions: Permissions
    /// Active, inactive or in the background (R26).
    public var lifecycle: AppLifecycle = .active
    /// Images the save-image activity saved (R20).
    public var savedImages = 0
    /// How the device is held (R18, R28); the interface follows it only in its three orientations.
    public var deviceOrientation: DeviceOrientation
    /// An interface orientation to take when the camera picker goes (R18).
    public var deferredOrientation: Orientation?
    /// Touches an interruption cancelled that have not ended yet (R26).
    public var interruptedTouches: [Int] = []
    /// What happened on the arena, kept only while the driver keeps a trace (``traceKept(_:)``):
    /// the recognizers, views and touches of `replay --timeline`.
    var kept = KeptGestureHistory()

    public init(device: Device, orientation: Orientation = .portrait, options: AppOptions = AppOptions()) {
        self.device = device
        self.orientation = orientation
        self.geometry = ScreenGeometry(device: device, orientation: orientation)
        self.layout = options.initialLayout
        self.options = options
        self.permissions = Permissions(camera: options.cameraPermission, library: options.libraryPermission,
                                       add: options.addPermission)
        self.deviceOrientation = DeviceOrientation(orientation)
        self.arena = GestureArena(screen: geometry.screen)
        syncScreen(for: 0, phase: .began)
    }

    /// Turns the screen; the geometry follows at once (R6).
    public mutating func rotate(to orientation: Orientation) {
        self.orientation = orientation
        geometry = ScreenGeometry(device: device, orientation: orientation)
    }

    /// The grid's offset at `now`.
    public var gridOffset: Point { slide?.offset(at: now) ?? .zero }

    /// The slots the current layout shows.
    public var visibleSlots: [Int] { layout.visibleSlots }

    /// Visible slots without a photo.
    public var emptyVisibleSlots: [Int] { layout.visibleSlots.filter { photos[$0] == nil } }

    /// Whether every visible slot has a photo (R12).
    public var isGridComplete: Bool { layout.visibleSlots.allSatisfy { photos[$0] != nil } }
}

/// What an exported image shows (docs/rules.md, "Export"): the grid square with the visible slots' photos.
public struct ExportRecord: Sendable, Equatable {
    /// 1 for the first share of the run (R16).
    public var number: Int
    public var layout: Layout
    /// Photos of the visible slots.
    public var photos: [Int: String]
    /// Grid side in points when exported.
    public var side: Double
    /// When the export was made.
    public var time: Double

    public init(number: Int, layout: Layout, photos: [Int: String], side: Double, time: Double) {
        self.number = number
        self.layout = layout
        self.photos = photos
        self.side = side
        self.time = time
    }
}
