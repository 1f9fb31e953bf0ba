import Devices
import HarnessBenchmarks
import ImageCodec
import InstagridModel
import InstagridRender
import Raster

/// The benchmark's photos and the busy screen they fill.
enum BenchPhotos {
    /// What the busy screen is, as the benchmarks print it.
    static let busyDescription = "iphone-xs-max (iPhone XS Max, 3×), portrait, layout 3, four photos from Scenarios/Photos"

    /// The device of the busy screen.
    static func device() throws -> Device {
        guard let device = Device.named("iphone-xs-max") else { throw BenchError("no device iphone-xs-max") }
        return device
    }

    /// The busy screen as the renderer draws it: iPhone XS Max, portrait, layout 3, four photos.
    static func busyScreen(photos folder: String) throws -> RGBAImage {
        ScreenRenderer(photos: try load(from: folder)).render(busyState(on: try device(), orientation: .portrait))
    }

    /// The photos of the four slots: three PNGs and the JPEG.
    static let slotFiles: [Int: String] = [1: "landscape-4x3.png", 2: "portrait-3x4.png", 3: "square.png",
                                           4: "photo-jpeg.jpg"]

    /// Decodes the slot photos, aliased by file name.
    static func load(from folder: String) throws -> PhotoLibrary {
        var images: [String: RGBAImage] = [:]
        for name in slotFiles.values {
            images[name] = try ImageFile.read(folder + "/" + name)
        }
        return PhotoLibrary(images: images)
    }

    /// An idle screen in layout 3 with all four slots filled.
    static func busyState(on device: Device, orientation: Orientation, layout: Layout = .three) -> AppState {
        var state = AppState(device: device, orientation: orientation)
        state.layout = layout
        state.photos = slotFiles
        return state
    }

    /// `verify`'s screens across layouts, orientations, fill levels and phases: what scenarios
    /// snapshot. Each call makes fresh screens (no grid drawn yet), as a `verify` run does.
    static func screens(device: Device, photos: PhotoLibrary) -> [AppBenchmarks.Screen] {
        let screen = Snapshotting.screen(photos: photos)
        var screens: [AppBenchmarks.Screen] = []
        for orientation in Orientation.allCases {
            for layout in Layout.allCases {
                for filled in [0, 2, 4] {
                    var state = busyState(on: device, orientation: orientation, layout: layout)
                    state.photos = state.photos.filter { $0.key <= filled }
                    if filled == 2 && layout == .two { state.phase = .picking; state.picker = 3 }
                    let name = "layout\(layout.rawValue)-filled\(filled)"
                    let frozen = state
                    screens.append(AppBenchmarks.Screen(variant: "\(device.id)-\(orientation.rawValue)",
                                                        name: name) { screen.snapshot(frozen) })
                }
            }
        }
        return screens
    }
}
