import InstagridModel
import Raster
import InstagridRender
import Frames
import Testing

/// Thumbnails of screens made from the reduced chrome and the blocks the grid touches are the
/// plain path's pixels: the full screen rendered, then `Resample.resized`.
@Suite("Screen thumbnails")
struct ThumbnailTests {
    static let photos: [Int: String] = [1: "landscape-4x3", 2: "portrait-3x4", 3: "square", 4: "photo-jpeg"]

    /// A state of `variant` whose grid slides by `vector` points, `fraction` of the way.
    static func sliding(_ variant: Variant, layout: Layout, vector: Point, fraction: Double) -> AppState {
        var state = Fixture.state(variant, layout: layout, photos: photos)
        state.slide = Slide(vector: vector, stage: .out, start: 0, duration: 1, curve: .linear)
        state.now = fraction
        return state
    }

    /// Offsets of the grid: at rest, by a few pixels (not whole blocks), partly off every edge,
    /// just off screen and far off.
    static let slides: [(Point, Double)] = [
        (Point(x: 0, y: 0), 0), (Point(x: 1.7, y: -0.4), 1), (Point(x: 0, y: -900), 0.37), (Point(x: 0, y: -900), 0.6),
        (Point(x: -500, y: 0), 0.55), (Point(x: 500, y: 0), 0.41), (Point(x: 0, y: 700), 0.5), (Point(x: -90, y: 130), 1),
        (Point(x: 0, y: -900), 1),
    ]

    static func expectSame(_ state: AppState, width: Int, height: Int, _ chromes: ThumbnailChromes,
                           _ comment: Comment) {
        let fast = Fixture.renderer.thumbnail(state, width: width, height: height, chromes: chromes)
        let plain = Resample.resized(Fixture.renderer.render(state), width: width, height: height)
        #expect(fast == plain, comment)
    }

    @Test("a thumbnail is the full screen resized, wherever the grid is", arguments: [
        ("iphone-xs-max", Orientation.portrait), ("iphone-xs-max", .landscapeLeft), ("iphone-8", .portrait),
        ("iphone-8", .landscapeRight), ("iphone-se", .portrait), ("iphone-xr", .landscapeLeft),
    ])
    func sameAsPlainPath(device id: String, orientation: Orientation) throws {
        let variant = Variant(device: try #require(Device.named(id)), orientation: orientation)
        let chromes = ThumbnailChromes()
        let pixels = variant.device.pixelSize(orientation)
        let size = ContactSheet.thumbnailSize(width: pixels.width, height: pixels.height)
        for (index, (vector, fraction)) in Self.slides.enumerated() {
            let layout = Layout.allCases[index % Layout.allCases.count]
            let state = Self.sliding(variant, layout: layout, vector: vector, fraction: fraction)
            Self.expectSame(state, width: size.width, height: size.height, chromes, "\(variant) slide \(index)")
        }
    }

    @Test("other thumbnail sizes: one halving, none, another aspect", arguments: [(97, 401), (600, 1300), (180, 83), (33, 33)])
    func otherSizes(width: Int, height: Int) throws {
        let device = try #require(Device.named("iphone-xs-max"))
        let chromes = ThumbnailChromes()
        for orientation in [Orientation.portrait, .landscapeLeft] {
            let variant = Variant(device: device, orientation: orientation)
            for (vector, fraction) in Self.slides.prefix(4) {
                let state = Self.sliding(variant, layout: .three, vector: vector, fraction: fraction)
                Self.expectSame(state, width: width, height: height, chromes, "\(variant) \(width)×\(height) \(vector)")
            }
        }
    }

    /// Each kind of modal over the screen: caption panels, the camera, stand-ins with buttons.
    static let modals: [(String, @Sendable (inout AppState) -> Void)] = [
        ("picker", { $0.picker = 2 }), ("camera", { $0.picker = 1; $0.pickerSource = .camera }),
        ("share sheet", { $0.sheet = .share }), ("source sheet", { $0.sheet = .source; $0.pendingSlot = 1 }),
        ("prompt", { $0.prompt = .camera }), ("grid incomplete", { $0.alert = .gridIncomplete }),
    ]

    @Test("a screen with a modal, the grid at rest, sliding or off screen", arguments: [
        ("iphone-8", Orientation.portrait), ("iphone-xs-max", .landscapeRight),
    ])
    func modals(device id: String, orientation: Orientation) throws {
        let variant = Variant(device: try #require(Device.named(id)), orientation: orientation)
        let chromes = ThumbnailChromes()
        let pixels = variant.device.pixelSize(orientation)
        let size = ContactSheet.thumbnailSize(width: pixels.width, height: pixels.height)
        for (name, present) in Self.modals {
            for (vector, fraction) in [(Point(x: 0, y: 0), 0.0), (Point(x: 0, y: -900), 0.3), (Point(x: 0, y: -900), 1)] {
                var state = Self.sliding(variant, layout: .one, vector: vector, fraction: fraction)
                present(&state)
                #expect(state.presented != nil)
                Self.expectSame(state, width: size.width, height: size.height, chromes, "\(variant) \(name) \(fraction)")
            }
        }
    }

    @Test("a contact sheet of a slide is the sheet of full renders, in both orientations")
    func contactSheet() throws {
        let device = try #require(Device.named("iphone-xs-max"))
        let states = [Orientation.portrait, .landscapeLeft].flatMap { orientation in
            stride(from: 0.0, through: 1.0, by: 0.25).map { fraction in
                Self.sliding(Variant(device: device, orientation: orientation), layout: .two,
                             vector: Point(x: 0, y: -900), fraction: fraction)
            }
        }
        let plain = ContactSheet.compose(states) {
            ContactSheet.Tile(image: Fixture.renderer.render($0), label: ContactSheet.label(for: $0))
        }
        #expect(Snapshotting.contactSheet(Fixture.renderer).snapshot(states) == plain)
        #expect(Snapshotting.contactSheet(Fixture.renderer, chromes: ThumbnailChromes()).snapshot(states) == plain)
        #expect(Snapshotting.contactSheet(Fixture.renderer).snapshot([]) == ContactSheet.compose([]))
    }
}
