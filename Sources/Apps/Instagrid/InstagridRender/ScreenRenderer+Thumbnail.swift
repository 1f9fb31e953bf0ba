import InstagridModel
import Raster

extension ScreenRenderer {
    /// The screen for `state` resized to `width × height`: the same pixels as
    /// `Resample.resized(render(state), width: width, height: height)`, without drawing or
    /// reducing the whole screen.
    ///
    /// `Resample` halves the screen `levels` times before its filter, and a pixel of that level
    /// depends only on its own block of the screen (side 2^levels). Outside the grid and its
    /// shadow, a screen is its layer: the chrome with the modal (if any) drawn over it, the same
    /// in every frame of an animation and kept reduced and filtered in `chromes`. So only the
    /// blocks the grid and its shadow touch are drawn (the chrome's pixels there, the shadow,
    /// the grid and the modal, under a clip, at the screen's own coordinates) and halved, and
    /// only the thumbnail's pixels whose filter reads one of those blocks are filtered again.
    package func thumbnail(_ state: AppState, width: Int, height: Int, chromes: ThumbnailChromes) -> RGBAImage {
        let pixels = state.device.pixelSize(state.orientation)
        guard width > 0, height > 0, pixels.width > 0, pixels.height > 0 else {
            return Resample.resized(render(state), width: width, height: height)
        }
        let key = ChromeKey(device: state.device, orientation: state.orientation, layout: state.layout)
        let chrome = { chromes.images.image(for: key) { chromeImage(state) } }
        let layerKey = LayerKey(chrome: key, modal: state.presented, standIn: state.presentedStandIn,
                                width: width, height: height)
        let layer = chromes.layer(for: layerKey) {
            let plan = Resample.resizePlan(sourceWidth: pixels.width, sourceHeight: pixels.height, width: width, height: height)
            guard plan.levels > 0 else { return ReducedLayer(plan: plan, level: nil, thumbnail: nil) }
            var canvas = Canvas(image: chrome())
            Chrome(geometry: state.geometry, scale: state.device.scale).drawModal(for: state, on: &canvas)
            let level = Pyramid.level(canvas.image, levels: plan.levels)
            return ReducedLayer(plan: plan, level: level, thumbnail: plan.filter(level: level, x: 0, y: 0))
        }
        let plan = layer.plan
        let levels = plan.levels
        guard let layerLevel = layer.level, let layerThumbnail = layer.thumbnail else { return plan.apply(render(state)) }
        // The blocks the level is made of (whole blocks only: the columns and rows past the
        // last whole block are never read).
        let block = 1 << levels
        let covered = PixelRect(x: 0, y: 0, width: pixels.width & -block, height: pixels.height & -block)
        let square = gridSquare(state)
        let touched = Self.gridFootprint(square, scale: state.device.scale).intersection(covered)
        if touched.isEmpty { return layerThumbnail }
        let x0 = touched.minX & -block, y0 = touched.minY & -block
        let x1 = (touched.maxX + block - 1) & -block, y1 = (touched.maxY + block - 1) & -block
        let blocks = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        let changed = PixelRect(x: x0 >> levels, y: y0 >> levels, width: blocks.width >> levels, height: blocks.height >> levels)
        let outputs = plan.outputs(reading: changed)
        if outputs.isEmpty { return layerThumbnail }
        // The screen inside `blocks`, drawn as `render` draws it, nothing outside touched.
        var part = Canvas(image: Pyramid.part(chrome(), blocks))
        part.withClip(blocks) { canvas in
            drawGrid(state, square: square, on: &canvas)
            Chrome(geometry: state.geometry, scale: state.device.scale).drawModal(for: state, on: &canvas)
        }
        let read = plan.reads(outputs: outputs)
        var level = Canvas(image: Pyramid.crop(layerLevel, read))
        level.copyImage(Pyramid.reduce(part.image, region: changed, levels: levels),
                        x: changed.x - read.x, y: changed.y - read.y)
        var thumbnail = Canvas(image: layerThumbnail)
        thumbnail.copyImage(plan.filter(level: level.image, x: read.x, y: read.y, outputs: outputs),
                            x: outputs.x, y: outputs.y)
        return thumbnail.image
    }

    /// The chrome of `state`'s screen as ``render(_:)`` draws it under the grid.
    func chromeImage(_ state: AppState) -> RGBAImage {
        let pixels = state.device.pixelSize(state.orientation)
        let chrome = Chrome(geometry: state.geometry, scale: state.device.scale)
        var canvas = Canvas(width: pixels.width, height: pixels.height, fill: Palette.background)
        chrome.drawUnderGrid(selected: state.layout, on: &canvas)
        return canvas.image
    }

    /// The pixels the grid `square` and its shadow may change: the square, and the shadow's
    /// rectangle (the square moved down 2 points) grown by the sum of its box-blur radii
    /// (`Canvas.drawBoxShadow` touches nothing beyond).
    static func gridFootprint(_ square: PixelRect, scale: Int) -> PixelRect {
        let radii = Shadow.boxRadii(blurRadius: 4 * Double(scale))
        let margin = radii.0 + radii.1 + radii.2
        let down = 2 * scale
        return PixelRect(x: square.x - margin, y: square.y - margin,
                         width: square.width + 2 * margin, height: square.height + down + 2 * margin)
    }
}
