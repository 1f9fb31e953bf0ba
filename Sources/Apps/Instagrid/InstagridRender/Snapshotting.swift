import Frames
import InstagridModel
import Raster

/// How a value becomes an image: a struct of one closure, composed with `pullback`
/// (as swift-snapshot-testing's `Snapshotting`).
public struct Snapshotting<Value>: Sendable {
    public var snapshot: @Sendable (Value) -> RGBAImage

    public init(snapshot: @escaping @Sendable (Value) -> RGBAImage) {
        self.snapshot = snapshot
    }

    /// The same strategy for values that can be turned into `Value`.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) -> Value) -> Snapshotting<NewValue> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue> { snapshot(transform($0)) }
    }
}

extension Snapshotting where Value == AppState {
    /// The whole screen at the state's instant.
    public static func screen(photos: PhotoLibrary) -> Snapshotting {
        screen(ScreenRenderer(photos: photos))
    }

    /// The whole screen at the state's instant, drawn by `renderer` (whose grid cache is shared
    /// with every other strategy built on it).
    public static func screen(_ renderer: ScreenRenderer) -> Snapshotting {
        Snapshotting { renderer.render($0) }
    }
}

extension Snapshotting where Value == ExportRecord {
    /// The exported grid (docs/rules.md, "Export") at `exportScale` for a device of `deviceScale`.
    public static func export(photos: PhotoLibrary, exportScale: ExportScale, deviceScale: Int) -> Snapshotting {
        export(ScreenRenderer(photos: photos), exportScale: exportScale, deviceScale: deviceScale)
    }

    /// The exported grid, drawn by `renderer`.
    public static func export(_ renderer: ScreenRenderer, exportScale: ExportScale, deviceScale: Int) -> Snapshotting {
        let scale = exportScale.resolve(deviceScale: deviceScale)
        return Snapshotting { renderer.renderExport($0, scale: scale) }
    }
}

extension Snapshotting where Value == [AppState] {
    /// A contact sheet of screens, each labelled with its time and phase.
    public static func contactSheet(photos: PhotoLibrary) -> Snapshotting {
        contactSheet(ScreenRenderer(photos: photos))
    }

    /// A contact sheet of screens drawn by `renderer`.
    public static func contactSheet(_ renderer: ScreenRenderer) -> Snapshotting {
        contactSheet(renderer, chromes: nil)
    }

    /// A contact sheet of screens drawn by `renderer`, keeping reduced chromes in `chromes` (nil:
    /// a cache for each sheet). The same pixels as `ContactSheet.compose(_:tile:)` (Frames) of full
    /// renders: each thumbnail is ``ScreenRenderer/thumbnail(_:width:height:chromes:)`` at the
    /// size of the first screen's thumbnail.
    package static func contactSheet(_ renderer: ScreenRenderer, chromes: ThumbnailChromes?) -> Snapshotting {
        Snapshotting { states in
            guard let first = states.first else { return ContactSheet.compose(thumbnails: []) }
            let cache = chromes ?? ThumbnailChromes()
            let pixels = first.device.pixelSize(first.orientation)
            let size = ContactSheet.thumbnailSize(width: pixels.width, height: pixels.height)
            return ContactSheet.compose(thumbnails: states.map { state in
                ContactSheet.Tile(image: renderer.thumbnail(state, width: size.width, height: size.height, chromes: cache),
                                  label: ContactSheet.label(for: state))
            })
        }
    }
}

extension ContactSheet {
    /// `0.250 s · sliding-out`.
    public static func label(for state: AppState) -> String {
        label(now: state.now, phase: state.phase.rawValue)
    }
}
