import InstagridModel
import Foundation
import ImageCodec
import InstagridTesting
import SnapshotTesting

extension Snapshotting where Value == AppScreen, Format == Data {
    /// The screen as a PNG, compared exactly: `assertSnapshot(of: store.screen, as: .image)`.
    public static var image: Snapshotting { image(comparison: .exact) }

    /// The screen as a PNG, compared with swift-snapshot-testing's precisions:
    ///
    /// - `precision`: the share of pixels that must match (0…1); the rest may differ.
    /// - `perceptualPrecision`: how closely a pixel must match to count as matching (0…1); below
    ///   1, the perceptual comparison with threshold `1 − perceptualPrecision` (YIQ distance,
    ///   anti-aliased pixels counted).
    ///
    /// With both at 1 (the default) the comparison is exact.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        image(comparison: ImageComparison.matching(precision: precision, perceptualPrecision: perceptualPrecision))
    }

    /// The screen as a PNG (the reference file `__Snapshots__/<TestFile>/<test>.<n>.png`),
    /// compared with `comparison`. The state is drawn at its own device, orientation and time.
    public static func image(comparison: ImageComparison) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(comparison: comparison)) { screen in
            do {
                return Data(try PNGCodec.encode(screen.render()))
            } catch {
                // A rendered screen is never empty, so only a failure inside libpng lands here:
                // no bytes, which match no reference, so the test fails instead of the process.
                return Data()
            }
        }
    }
}

extension Snapshotting where Value == AppState, Format == Data {
    /// A state's screen as a PNG, with no photos (slots that name one are drawn empty; use
    /// `InstagridTestStore.screen` for photos), compared exactly.
    public static var image: Snapshotting { image(comparison: .exact) }

    /// A state's screen as a PNG, compared with swift-snapshot-testing's precisions (see
    /// `Snapshotting<AppScreen, Data>.image(precision:perceptualPrecision:)`).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<AppScreen, Data>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { AppScreen($0) }
    }

    /// A state's screen as a PNG, compared with `comparison`.
    public static func image(comparison: ImageComparison) -> Snapshotting {
        Snapshotting<AppScreen, Data>.image(comparison: comparison).pullback { AppScreen($0) }
    }
}
