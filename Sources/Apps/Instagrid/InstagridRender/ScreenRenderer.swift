import InstagridModel
import Raster

/// Draws a whole screen — background, title, arrow and label, the grid with its shadow at its
/// animated offset, the layout buttons, and the modal stand-ins — at the device's scale
/// (docs/rules.md: geometry and look). The same state always gives the same bytes.
public struct ScreenRenderer: Sendable {
    /// The photos slots show, by alias. Replacing them starts a new grid cache.
    public var photos: PhotoLibrary {
        didSet { grids = GridCache() }
    }
    /// Grid images already drawn from `photos`, shared by copies of this renderer.
    private var grids = GridCache()
    /// Chrome images already drawn, shared by copies of this renderer.
    private var chromes = ChromeCache()
    /// Photos already resampled into slots, shared by copies of this renderer. Keyed by the
    /// photos' pixels, so they stay valid when `photos` is replaced.
    private var tiles = TileCache()

    public init(photos: PhotoLibrary) {
        self.photos = photos
    }

    /// This renderer drawing into `other`'s grid cache: a grid either draws serves both (and so
    /// do its chrome and its resampled photos). Grids are keyed by the photos' pixels, not their
    /// aliases, so renderers of different libraries share exactly the grids that are the same
    /// image (`verify` shares one cache between all scenarios of a run).
    package func sharingGrids(with other: ScreenRenderer) -> ScreenRenderer {
        var renderer = self
        renderer.grids = other.grids
        renderer.chromes = other.chromes
        renderer.tiles = other.tiles
        return renderer
    }

    /// The screen for `state` at `state.now`.
    public func render(_ state: AppState) -> RGBAImage {
        let geometry = state.geometry
        let scale = state.device.scale
        let pixels = state.device.pixelSize(state.orientation)
        let chrome = Chrome(geometry: geometry, scale: scale)
        let square = gridSquare(state)
        // Everything under the grid's shadow is drawn once per key and kept as the background
        // and the rectangles drawn on it; later screens fill and copy. Pixels of the grid square
        // are left unwritten (`drawGrid` copies the opaque grid onto every one of them), except
        // where the chrome is drawn.
        let key = ChromeKey(device: state.device, orientation: state.orientation, layout: state.layout)
        var canvas: Canvas
        if let cached = chromes.cached(key) {
            canvas = Canvas(image: cached.image(leaving: square))
        } else {
            let areas = chrome.drawnAreas(selected: state.layout)
            let background = SparseImage(width: pixels.width, height: pixels.height, background: Palette.background)
            canvas = Canvas(image: background.image(leaving: square))
            for area in areas { canvas.fill(area.intersection(square), color: Palette.background) }
            chrome.drawUnderGrid(selected: state.layout, on: &canvas)
            chromes.insert(SparseImage(canvas.image, background: Palette.background, areas: areas), for: key)
        }
        drawGrid(state, square: square, on: &canvas)
        chrome.drawModal(for: state, on: &canvas)
        return canvas.image
    }

    /// The grid square at rest, for the export of docs/rules.md ("Export") at `scale` pixels per point.
    public func renderExport(_ record: ExportRecord, scale: Int) -> RGBAImage {
        gridImage(layout: record.layout, photos: record.photos, side: record.side, scale: scale)
    }

    /// The grid square's image (`GridRenderer`), drawn once per layout, visible photos' pixels,
    /// side and scale.
    func gridImage(layout: Layout, photos names: [Int: String], side: Double, scale: Int) -> RGBAImage {
        let visible = names.filter { layout.shows($0.key) && photos[$0.value] != nil }
        let key = GridKey(layout: layout, photos: visible.compactMapValues { photos.digest(of: $0) },
                                side: side, scale: scale)
        return grids.image(for: key) {
            gridRenderer(layout: layout, photos: visible, side: side, scale: scale).render()
        }
    }

    func gridRenderer(layout: Layout, photos names: [Int: String], side: Double, scale: Int) -> GridRenderer {
        var images: [Int: RGBAImage] = [:]
        var digests: [Int: PixelDigest] = [:]
        for slot in layout.visibleSlots {
            if let name = names[slot], let image = photos[name] {
                images[slot] = image
                digests[slot] = photos.digest(of: name)
            }
        }
        var renderer = GridRenderer(layout: layout, photos: images, side: side, scale: scale)
        renderer.tiles = (tiles, digests)
        return renderer
    }

    /// The grid's top-left pixel at `offset`: the position in points times the scale, rounded
    /// half away from zero, so the grid always lands on whole device pixels.
    package static func gridOrigin(_ geometry: ScreenGeometry, offset: Point, scale: Int) -> (x: Int, y: Int) {
        let s = Double(scale)
        return (Int(((geometry.grid.minX + offset.x) * s).rounded()),
                Int(((geometry.grid.minY + offset.y) * s).rounded()))
    }

    /// The grid square's pixels at the state's offset.
    func gridSquare(_ state: AppState) -> PixelRect {
        let scale = state.device.scale
        let origin = Self.gridOrigin(state.geometry, offset: state.gridOffset, scale: scale)
        let side = GridRenderer(layout: state.layout, photos: [:], side: state.geometry.grid.width, scale: scale).pixelSide
        return PixelRect(x: origin.x, y: origin.y, width: side, height: side)
    }

    /// The shadow, then the grid image copied onto every pixel of `square` inside the canvas.
    func drawGrid(_ state: AppState, square: PixelRect, on canvas: inout Canvas) {
        let geometry = state.geometry
        let scale = state.device.scale
        let s = Double(scale)
        canvas.drawBoxShadow(of: FRect(square), offsetX: 0, offsetY: 2 * s, blurRadius: 4 * s,
                             color: Palette.shadow, occluder: square)
        if !square.intersection(canvas.bounds).isEmpty {
            // The grid image is opaque: copying its rows gives the bytes compositing would.
            let grid = gridImage(layout: state.layout, photos: state.photos, side: geometry.grid.width, scale: scale)
            canvas.copyImage(grid, x: square.x, y: square.y)
        }
    }
}
