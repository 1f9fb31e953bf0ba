import Foundation
import InstagridModel
import Raster

/// What the thumbnails of contact sheets (`ScreenRenderer.thumbnail(_:width:height:chromes:)`)
/// keep between frames: the chrome under the grid (``ChromeKey``: a screen without grid, shadow
/// or modal), and its layers, the chrome with a modal (or none) drawn over it, each halved and
/// filtered to a thumbnail. Every frame of an animation shows the same layer, so it is reduced
/// once and per frame only the blocks the grid and its shadow touch are. Holds at most two
/// chromes and four layers (a sheet shows one device in at most two orientations, with and
/// without a modal). Safe to share between threads; a `verify` run shares one between all its
/// scenarios.
package final class ThumbnailChromes: @unchecked Sendable {
    let images = ImageCache<ChromeKey, RGBAImage>(capacity: 2)
    static let layerCapacity = 4
    private let lock = NSLock()
    private var layers: [(key: LayerKey, layer: ReducedLayer)] = []

    package init() {}

    /// The layer for `key`, made by `make` (outside the lock) when not kept.
    func layer(for key: LayerKey, make: () -> ReducedLayer) -> ReducedLayer {
        lock.lock()
        let kept = layers.first { $0.key == key }?.layer
        lock.unlock()
        if let kept { return kept }
        let layer = make()
        lock.lock()
        defer { lock.unlock() }
        if !layers.contains(where: { $0.key == key }) {
            if layers.count >= Self.layerCapacity { layers.removeFirst() }
            layers.append((key, layer))
        }
        return layer
    }
}

/// What a layer shows (the chrome and the modal over it: `Chrome.drawModal` draws from the
/// presented modal and its stand-in alone) and the thumbnail size it is reduced for.
struct LayerKey: Equatable {
    var chrome: ChromeKey
    var modal: Modal?
    var standIn: StandIn?
    var width: Int
    var height: Int
}

/// The resampling of a screen to the thumbnail, the layer halved as it says and that level
/// filtered to the thumbnail; nil for a plan without halving (each screen is then resized whole).
struct ReducedLayer: Sendable {
    var plan: Resample.Plan
    var level: RGBAImage?
    var thumbnail: RGBAImage?
}
