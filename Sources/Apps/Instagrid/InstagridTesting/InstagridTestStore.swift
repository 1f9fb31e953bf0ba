import InstagridModel
import InstagridRender
import InstagridScenario

/// The app on a virtual clock, driven from a test one input at a time, with the exhaustive state
/// assertions of the Composable Architecture's `TestStore`.
///
/// ```swift
/// var store = InstagridTestStore(device: .iPhone8, photos: ["beach": "Tests/Photos/beach.jpg"])
/// store.tap(.slot(1)) {
///     $0.phase = .picking
///     $0.picker = 1
/// }
/// store.choose(photo: "beach") {
///     $0.phase = .idle
///     $0.picker = nil
///     $0.photos[1] = "beach"
/// }
/// store.expectScreen(matches: "beach-in-slot-1")
/// ```
///
/// Each input is a scenario step (`tap`, `swipe`, `pick`, …) taking the time it takes in a
/// script, with the same idealized gestures. Its closure states the whole change: the store
/// applies it to the state before the input and compares the result with the state after it,
/// field by field — phase, layout, orientation, the photo of every slot, grid offset, picker,
/// alert, shares and time. Any difference, including a change the closure left out, is recorded
/// as an issue at the input's line, one line per field (`picker: expected none, found slot 1`).
/// No closure means "nothing changes".
///
/// The store moves the clock and tracks the touches itself: before the closure runs, the
/// expected state already has the new time, the touches (the arena, with the share swipe's
/// progress) after the input, and the grid's slide (so the grid offset follows the slide the app
/// started).
///
/// An input that cannot apply (a slot that is not on screen, `share` without a share sheet)
/// records an issue and changes nothing. Each input replays the steps so far through the
/// scenario runner, the code that runs YAML scripts, so a store and a script never disagree.
public struct InstagridTestStore: Sendable {
    /// The app's state after the last input that applied.
    public var state: AppState { store.state }
    /// The harness's store for any app, which runs each input and compares the states.
    private var store: TestStore<Instagrid>
    /// The photos given at creation, loaded.
    private let photos: PhotoLibrary

    /// A store with the app just launched.
    ///
    /// - Parameters:
    ///   - device: the device; iPhone 8 by default.
    ///   - orientation: the orientation at launch.
    ///   - options: the scenario options (`incompleteGrid`, slide durations, initial layout, …).
    ///   - photos: photo files by alias, relative to the package root (the first folder holding
    ///     `Package.swift` above this test file), for `pick` and `choose`. A file that is not
    ///     a readable PNG or JPEG is recorded as an issue here.
    ///   - fileID: the caller's file ID, for the location; leave the default.
    ///   - filePath: the caller's file path: the package root is found from it; leave the default.
    ///   - line: the caller's line, for the location; leave the default.
    ///   - column: the caller's column, for the location; leave the default.
    public init(
        device: Device = .iPhone8,
        orientation: Orientation = .portrait,
        options: AppOptions = AppOptions(),
        photos: [String: String] = [:],
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let sources = photos.isEmpty ? [:] : site.packageRoot().map { PhotoAliases.sources(photos, root: $0, site: site) } ?? [:]
        store = TestStore(app: Instagrid.self, device: device, orientation: orientation,
                          settings: InstagridSettings(options: options, photos: sources),
                          comparison: StateChange.comparison, fileID: fileID, filePath: filePath)
        self.photos = PhotoAliases.load(store.scenario, site: site)
    }

    /// The current screen with the store's photos, for ``expectScreen(matches:goldens:artifacts:record:comparison:fileID:filePath:line:column:)``
    /// or swift-snapshot-testing's `assertSnapshot(of: store.screen, as: .image)`.
    public var screen: AppScreen { AppScreen(state, photos: photos) }

    /// Compares the current screen with its golden, as the free function
    /// ``expectScreen(_:matches:photos:goldens:artifacts:record:comparison:fileID:filePath:line:column:)``
    /// does, drawing the store's photos.
    public func expectScreen(
        matches golden: String,
        goldens: String? = nil,
        artifacts: String? = nil,
        record: RecordMode? = nil,
        comparison: ImageComparison = .exact,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let root = site.packageRoot() else { return }
        ScreenCheck(golden: golden, goldens: goldens, artifacts: artifacts, record: record, comparison: comparison)
            .verify(screen, root: root, site: site)
    }

    /// Applies one input given as a scenario step, then checks the change against `expect`.
    mutating func send(_ kind: StepKind<Instagrid>, _ input: String, at site: CallSite,
                       expecting expect: ((inout AppState) -> Void)?) {
        let declared = store.scenario.photos
        if let alias = kind.photo, declared[alias] == nil {
            let hint = declared.isEmpty ? "give it in the store's photos" : "declared: " + declared.keys.sorted().joined(separator: ", ")
            site.record("\(input) could not apply: unknown photo alias '\(alias)'; \(hint)")
            return
        }
        store.send(kind, described: input, fileID: site.fileID, filePath: site.filePath, line: site.line,
                   column: site.column, update: expect)
    }
}

extension StepKind<Instagrid> {
    /// The photo alias a `pick` or `picker: choose` step names.
    fileprivate var photo: String? {
        switch self {
        case .app(.pick(_, let photo)): photo
        case .app(.picker(.choose(let photo))): photo
        default: nil
        }
    }
}
