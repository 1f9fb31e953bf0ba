import InstagridModel
import Raster
@testable import InstagridRender
import Testing

/// Screens drawn from the renderer's caches (the chrome kept as background and drawn
/// rectangles, the grid square left for the grid's copy) against the same screen drawn whole on
/// a fresh canvas, pixel for pixel: every device and orientation, every layout, the grid at
/// rest, sliding and gone, with photos and stand-ins.
@Suite("Render caches: cached screens equal screens drawn whole")
struct RenderCacheTests {
    /// The screen drawn on one canvas with nothing reused: background, chrome, shadow, the grid
    /// drawn afresh, the modal.
    static func drawnWhole(_ state: AppState, photos: PhotoLibrary) -> RGBAImage {
        let scale = state.device.scale
        let s = Double(scale)
        let pixels = state.device.pixelSize(state.orientation)
        let chrome = Chrome(geometry: state.geometry, scale: scale)
        var canvas = Canvas(width: pixels.width, height: pixels.height, fill: Palette.background)
        chrome.drawTitleArrowAndLabel(on: &canvas)
        chrome.drawButtons(selected: state.layout, on: &canvas)
        let renderer = ScreenRenderer(photos: photos)
        let visible = state.photos.filter { state.layout.shows($0.key) && photos[$0.value] != nil }
        var grid = renderer.gridRenderer(layout: state.layout, photos: visible, side: state.geometry.grid.width, scale: scale)
        grid.tiles = nil
        let origin = ScreenRenderer.gridOrigin(state.geometry, offset: state.gridOffset, scale: scale)
        let square = PixelRect(x: origin.x, y: origin.y, width: grid.pixelSide, height: grid.pixelSide)
        canvas.drawBoxShadow(of: FRect(square), offsetX: 0, offsetY: 2 * s, blurRadius: 4 * s,
                             color: Palette.shadow, occluder: square)
        canvas.drawImage(grid.render(), x: origin.x, y: origin.y)
        chrome.drawModal(for: state, on: &canvas)
        return canvas.image
    }

    /// The grid at rest, a quarter and halfway through a slide out, and at its end.
    static func sliding(_ state: AppState) -> [AppState] {
        var slid = state
        let vector = state.orientation.isLandscape ? Point(x: -900, y: 0) : Point(x: 0, y: -1100)
        slid.slide = Slide(vector: vector, stage: .out, start: 0, duration: 0.5, curve: .easeInOut)
        return [state] + [0.125, 0.25, 0.5].map { time in
            var moved = slid
            moved.now = time
            return moved
        }
    }

    @Test("cold, warm and moved grids equal the screen drawn whole", arguments: Fixture.variants)
    func everyLayoutAndOffset(_ variant: Variant) {
        let renderer = ScreenRenderer(photos: Fixture.photos)
        for layout in Layout.allCases {
            let state = Fixture.state(variant, layout: layout, photos: [1: "landscape-4x3", 3: "tiny-8x6"])
            for moved in Self.sliding(state) {
                let whole = Self.drawnWhole(moved, photos: Fixture.photos)
                #expect(ScreenRenderer(photos: Fixture.photos).render(moved) == whole, "cold \(layout) at \(moved.now)")
                #expect(renderer.render(moved) == whole, "shared cache \(layout) at \(moved.now)")
                #expect(renderer.render(moved) == whole, "warm \(layout) at \(moved.now)")
            }
        }
    }

    @Test("stand-ins over cached chrome equal the screen drawn whole", arguments: Fixture.variants)
    func standIns(_ variant: Variant) {
        let renderer = ScreenRenderer(photos: Fixture.photos)
        var states = StandInTests.states(variant).map(\.1)
        var alert = Fixture.state(variant, layout: .three, photos: [2: "square"])
        alert.alert = .gridIncomplete
        alert.phase = .alert
        states.append(alert)
        for state in states {
            let whole = Self.drawnWhole(state, photos: Fixture.photos)
            #expect(ScreenRenderer(photos: Fixture.photos).render(state) == whole)
            #expect(renderer.render(state) == whole)
            #expect(renderer.render(state) == whole)
        }
    }

    /// One renderer drawing grids that show some of the same photos in the same slots (more
    /// photos, another layout, the other landscape orientation) and the same photo in another
    /// slot; then a library naming the photos differently, sharing the renderer's caches.
    @Test("grids reusing photos resampled for other grids equal the screen drawn whole", arguments: Fixture.variants)
    func sharedTiles(_ variant: Variant) {
        let renderer = ScreenRenderer(photos: Fixture.photos)
        let fills: [[Int: String]] = [
            [1: "landscape-4x3", 2: "portrait-3x4"],
            [1: "landscape-4x3", 2: "portrait-3x4", 3: "square", 4: "photo-jpeg"],
            [2: "landscape-4x3", 4: "portrait-3x4"],
        ]
        for layout in Layout.allCases {
            for photos in fills {
                let state = Fixture.state(variant, layout: layout, photos: photos)
                #expect(renderer.render(state) == Self.drawnWhole(state, photos: Fixture.photos), "\(layout) \(photos)")
            }
        }
        let renamed = PhotoLibrary(images: ["a": Fixture.photos["square"], "b": Fixture.photos["landscape-4x3"]]
            .compactMapValues { $0 })
        let sharing = ScreenRenderer(photos: renamed).sharingGrids(with: renderer)
        let state = Fixture.state(variant, layout: .three, photos: [1: "b", 3: "a"])
        #expect(sharing.render(state) == Self.drawnWhole(state, photos: renamed))
    }

    @Test("the chrome's drawn areas hold every pixel that is not background", arguments: Fixture.variants)
    func drawnAreas(_ variant: Variant) {
        for layout in Layout.allCases {
            let state = Fixture.state(variant, layout: layout)
            let chrome = Chrome(geometry: state.geometry, scale: variant.device.scale)
            let pixels = variant.device.pixelSize(variant.orientation)
            var canvas = Canvas(width: pixels.width, height: pixels.height, fill: Palette.background)
            chrome.drawTitleArrowAndLabel(on: &canvas)
            chrome.drawButtons(selected: layout, on: &canvas)
            let areas = chrome.drawnAreas(selected: layout)
            let sparse = SparseImage(canvas.image, background: Palette.background, areas: areas)
            #expect(sparse.image == canvas.image)
            // The areas are a small part of the screen (what the cache holds).
            let kept = sparse.patches.reduce(0) { $0 + $1.rect.width * $1.rect.height }
            #expect(kept * 3 < pixels.width * pixels.height)
            // Each area holds drawn pixels (none is needlessly kept).
            for patch in sparse.patches {
                let background = SparseImage(RGBAImage(width: patch.rect.width, height: patch.rect.height, fill: Palette.background),
                                             background: Palette.background, areas: [])
                #expect(patch.pixels != background.image)
            }
        }
    }
}
