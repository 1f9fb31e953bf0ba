import Testing
import Foundation
import InstagridModel
import Raster
import InstagridRender
import InstagridScenario

/// The export (docs/rules.md, "Export"), the grid at an offset, the modal stand-ins, and determinism.
@Suite("Export, offset, modals")
struct ExportAndMotionTests {
    static let fourPhotos: [Int: String] = [1: "landscape-4x3", 2: "portrait-3x4", 3: "square", 4: "photo-jpeg"]

    static func device(_ id: String) throws -> Device { try #require(Device.named(id)) }

    @Test("the export is the grid square alone at side × scale", arguments: [3, 1])
    func exportSize(_ scale: Int) throws {
        let record = ExportRecord(number: 1, layout: .three, photos: Self.fourPhotos, side: 300, time: 0)
        let image = Fixture.renderer.renderExport(record, scale: scale)
        #expect(image.width == 300 * scale && image.height == 300 * scale)
        // No shadow and no background: the whole border is grid colour.
        let last = image.width - 1
        for i in 0 ... last {
            #expect(image[i, 0] == Colors.grid && image[i, last] == Colors.grid, "column \(i)")
            #expect(image[0, i] == Colors.grid && image[last, i] == Colors.grid, "row \(i)")
        }
        // The padding (15 pt) and the spacing between slots are grid colour.
        let s = Double(scale)
        #expect(image[Int(7 * s), Int(150 * s)] == Colors.grid)
        #expect(image[Int(150 * s), Int(150 * s)] == Colors.grid)
        // Each slot shows its photo's centre cross at its centre.
        let geometry = GridGeometry(side: 300)
        for (slot, rect) in geometry.slots(in: .three) {
            let pixel = image[Int(rect.midX * s), Int(rect.midY * s)]
            #expect(pixel.r < 80 && pixel.g < 80 && pixel.b < 80, "slot \(slot) centre \(pixel)")
        }
    }

    @Test("the export shows visible slots only", arguments: Layout.allCases)
    func exportVisibleSlots(_ layout: Layout) throws {
        let all = ExportRecord(number: 1, layout: layout, photos: Self.fourPhotos, side: 300, time: 0)
        var visible = all
        visible.photos = Self.fourPhotos.filter { layout.shows($0.key) }
        let image = Fixture.renderer.renderExport(all, scale: 2)
        #expect(image == Fixture.renderer.renderExport(visible, scale: 2))
        // Empty slots keep their "+", and no slot shows the slot colour when filled.
        var partial = all
        partial.photos = [:]
        let empty = Fixture.renderer.renderExport(partial, scale: 2)
        for (slot, rect) in GridGeometry(side: 300).slots(in: layout) {
            #expect(empty[Int(rect.midX * 2), Int(rect.midY * 2)] == Colors.plus, "slot \(slot)")
            #expect(image[Int(rect.minX * 2) + 6, Int(rect.midY * 2)] != Colors.emptySlot, "slot \(slot)")
        }
    }

    @Test("the screen's grid equals the export at the device scale")
    func exportMatchesScreen() throws {
        let device = try Self.device("iphone-xs-max")
        let state = Fixture.state(Variant(device: device, orientation: .landscapeLeft), layout: .three, photos: Self.fourPhotos)
        let screen = Fixture.renderer.render(state)
        let record = ExportRecord(number: 1, layout: .three, photos: Self.fourPhotos, side: state.geometry.grid.width, time: 0)
        let export = Fixture.renderer.renderExport(record, scale: device.scale)
        let origin = ScreenRenderer.gridOrigin(state.geometry, offset: .zero, scale: device.scale)
        #expect(Pixels.crop(screen, x: origin.x, y: origin.y, width: export.width, height: export.height) == export)
    }

    struct OffsetCase: Sendable, CustomStringConvertible {
        var device: String
        var orientation: Orientation
        var vector: Point
        var stage: Slide.Stage
        var now: Double
        var description: String { "\(device) \(orientation.rawValue) \(vector) \(stage) t=\(now)" }
    }

    static let offsetCases: [OffsetCase] = [
        OffsetCase(device: "iphone-xs", orientation: .portrait, vector: Point(x: 0, y: -123.4567), stage: .parked, now: 1),
        OffsetCase(device: "iphone-xs", orientation: .portrait, vector: Point(x: 0, y: -700), stage: .out, now: 0.2),
        OffsetCase(device: "iphone-xs", orientation: .landscapeLeft, vector: Point(x: -300, y: 0), stage: .parked, now: 1),
        OffsetCase(device: "iphone-8", orientation: .portrait, vector: Point(x: 0, y: -600), stage: .back, now: 0.37),
        OffsetCase(device: "iphone-8-plus", orientation: .landscapeRight, vector: Point(x: -500, y: 0), stage: .out, now: 0.31),
    ]

    @Test("a sliding grid is drawn at its offset snapped to whole pixels", arguments: offsetCases)
    func gridOffset(_ c: OffsetCase) throws {
        let device = try Self.device(c.device)
        var state = Fixture.state(Variant(device: device, orientation: c.orientation), layout: .three, photos: [1: "square"])
        state.slide = Slide(vector: c.vector, stage: c.stage, start: 0, duration: 0.5, curve: .easeInOut)
        state.now = c.now
        let offset = state.gridOffset
        #expect(offset != .zero)
        let s = Double(device.scale)
        let origin = ScreenRenderer.gridOrigin(state.geometry, offset: offset, scale: device.scale)
        // Half away from zero, as documented.
        let exactX = (state.geometry.grid.minX + offset.x) * s, exactY = (state.geometry.grid.minY + offset.y) * s
        #expect(origin.x == Int(exactX.rounded(.toNearestOrAwayFromZero)))
        #expect(origin.y == Int(exactY.rounded(.toNearestOrAwayFromZero)))

        let image = Fixture.renderer.render(state)
        let side = Int((state.geometry.grid.width * s).rounded())
        let record = ExportRecord(number: 1, layout: .three, photos: [1: "square"], side: state.geometry.grid.width, time: 0)
        let grid = Fixture.renderer.renderExport(record, scale: device.scale)
        // Compare the on-screen part of the grid with the grid image, pixel for pixel.
        let visible = PixelRect(x: origin.x, y: origin.y, width: side, height: side)
            .intersection(PixelRect(x: 0, y: 0, width: image.width, height: image.height))
        try #require(!visible.isEmpty)
        let onScreen = Pixels.crop(image, x: visible.x, y: visible.y, width: visible.width, height: visible.height)
        let expected = Pixels.crop(grid, x: visible.x - origin.x, y: visible.y - origin.y,
                                   width: visible.width, height: visible.height)
        #expect(onScreen == expected)
        // Just outside the snapped square is never grid colour.
        let midX = min(max(origin.x + side / 2, 0), image.width - 1)
        let midY = min(max(origin.y + side / 2, 0), image.height - 1)
        for (x, y) in [(origin.x - 1, midY), (origin.x + side, midY), (midX, origin.y - 1), (midX, origin.y + side)]
            where x >= 0 && y >= 0 && x < image.width && y < image.height {
            #expect(image[x, y] != Colors.grid, "outside at (\(x), \(y))")
        }
    }

    static let modalPhases: [(Phase, String)] = [(.picking, "iphone-xs-max"), (.sharing, "iphone-se"), (.alert, "iphone-8"),
                                                 (.picking, "iphone-8-plus")]

    @Test("picker, share sheet and alert dim the screen and show a white panel",
          arguments: modalPhases.map { ModalCase(phase: $0.0, device: $0.1) }, Orientation.allCases)
    func modals(_ c: ModalCase, orientation: Orientation) throws {
        let device = try Self.device(c.device)
        var state = Fixture.state(Variant(device: device, orientation: orientation))
        state.phase = c.phase
        switch c.phase {
        case .picking: state.picker = 2
        case .alert: state.alert = .gridIncomplete
        default: break
        }
        let image = Fixture.renderer.render(state)
        let dimmed = Pixels.blend(Colors.black, over: Colors.background, alpha: 0.4)
        #expect(Pixels.near(image[0, 0], dimmed, 1), "\(image[0, 0]) vs \(dimmed)")
        #expect(Pixels.near(image[image.width - 1, image.height - 1], dimmed, 1))
        let origin = ScreenRenderer.gridOrigin(state.geometry, offset: .zero, scale: device.scale)
        let gridDimmed = Pixels.blend(Colors.black, over: Colors.grid, alpha: 0.4)
        #expect(Pixels.near(image[origin.x + 2, origin.y + 2], gridDimmed, 1))
        // The panel (up to 260 × 100 pt) is white around its centre, away from the caption.
        let s = Double(device.scale)
        let cx = image.width / 2, cy = image.height / 2
        for (x, y) in [(cx - Int(100 * s), cy), (cx + Int(100 * s), cy), (cx, cy - Int(44 * s)), (cx, cy + Int(44 * s))] {
            #expect(image[x, y] == Colors.white, "panel at (\(x), \(y))")
        }
        #expect(image[cx, cy - Int(60 * s)] != Colors.white)
    }

    struct ModalCase: Sendable, CustomStringConvertible {
        var phase: Phase
        var device: String
        var description: String { "\(phase.rawValue) on \(device)" }
    }

    @Test("the same state renders to the same bytes")
    func deterministic() throws {
        let device = try Self.device("iphone-xs")
        var state = Fixture.state(Variant(device: device, orientation: .landscapeRight), layout: .one, photos: Self.fourPhotos)
        state.slide = Slide(vector: Point(x: -700, y: 0), stage: .out, start: 0, duration: 0.5, curve: .easeInOut)
        state.now = 0.123
        let first = Fixture.renderer.render(state)
        let second = ScreenRenderer(photos: Fixture.photos).render(state)
        #expect(first.pixels == second.pixels)
        let record = ExportRecord(number: 1, layout: .one, photos: Self.fourPhotos, side: 300, time: 0)
        #expect(Fixture.renderer.renderExport(record, scale: 3) == Fixture.renderer.renderExport(record, scale: 3))
    }

    @Test("a renderer's cached grids give the same pixels, and new photos replace them")
    func gridCache() throws {
        let device = try Self.device("iphone-8")
        let state = Fixture.state(Variant(device: device, orientation: .portrait), layout: .three, photos: [1: "square"])
        var renderer = ScreenRenderer(photos: Fixture.photos)
        let cold = renderer.render(state)
        #expect(renderer.render(state) == cold)
        let record = ExportRecord(number: 1, layout: .three, photos: [1: "square"], side: 300, time: 0)
        let origin = ScreenRenderer.gridOrigin(state.geometry, offset: .zero, scale: 2)
        #expect(Pixels.crop(cold, x: origin.x, y: origin.y, width: 600, height: 600) == renderer.renderExport(record, scale: 2))
        // The same alias now names another picture: the cached grid must not be reused.
        var images = Fixture.photos.images
        images["square"] = images["tiny-8x6"]
        renderer.photos = PhotoLibrary(images: images)
        let replaced = renderer.render(state)
        #expect(replaced != cold)
        #expect(replaced == ScreenRenderer(photos: PhotoLibrary(images: images)).render(state))
    }

    @Test("a scenario's states through Snapshotting's pullback equal direct rendering")
    func snapshottingPullback() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let yaml = """
            description: render test
            devices: [iphone-xs-max, iphone-se]
            options: { initialLayout: 3 }
            photos:
              landscape: \(Fixture.photoPath("landscape-4x3.png"))
              tiny: \(Fixture.photoPath("tiny-8x6.png"))
              jpeg: \(Fixture.photoPath("photo-jpeg.jpg"))
            steps:
              - pick: { slot: 1, photo: landscape }
              - pick: { slot: 2, photo: tiny }
              - pick: { slot: 3, photo: jpeg }
              - pick: { slot: 4, photo: landscape }
              - snapshot: filled
              - at: 1.0
              - swipe: up
              - at: 1.3
              - snapshot: sliding
              - at: 1.6
              - share: completed
            """
        let path = folder + "/render.yaml"
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let prepared = try PreparedScenario.load(path)
        let renderer = ScreenRenderer(photos: prepared.photos)
        let final = Snapshotting.screen(photos: prepared.photos).pullback { (run: ScenarioRun<Instagrid>) in run.finalState }
        let exported = Snapshotting.export(photos: prepared.photos, exportScale: .device, deviceScale: 3)
            .pullback { (run: ScenarioRun<Instagrid>) in run.finalState.exports[0] }
        for device in prepared.scenario.devices {
            let run = ScenarioRunner<Instagrid>.run(prepared.scenario, on: device)
            #expect(run.passed)
            try #require(run.snapshots.count == 2 && run.finalState.exports.count == 1)
            #expect(final.snapshot(run) == renderer.render(run.finalState))
            let capture = Snapshotting.screen(photos: prepared.photos).pullback { (c: SnapshotCapture) in c.state }
            for snapshot in run.snapshots {
                #expect(capture.snapshot(snapshot) == renderer.render(snapshot.state), "\(snapshot.name)")
            }
            #expect(exported.snapshot(run) == renderer.renderExport(run.finalState.exports[0], scale: 3))
            // The photos came through the scenario: slot 1 shows the landscape photo's cross.
            let geometry = run.finalState.geometry
            let origin = ScreenRenderer.gridOrigin(geometry, offset: .zero, scale: device.scale)
            let rect = try #require(geometry.gridGeometry.slotRect(1, in: .three))
            let image = renderer.render(run.snapshots[0].state)
            let s = Double(device.scale)
            let centre = image[origin.x + Int(rect.midX * s), origin.y + Int(rect.midY * s)]
            #expect(centre.r < 70 && centre.g < 70 && centre.b < 70)
        }
    }
}
