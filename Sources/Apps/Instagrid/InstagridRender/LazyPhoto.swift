import Foundation
import ImageCodec
import Raster
import InstagridScenario

/// One photo of a library: its file's bytes, header already checked, decoded the first time
/// its pixels are asked for. The first caller decodes under the lock while any others wait, so
/// a photo is decoded once however many render threads ask at the same moment. Safe to share
/// between threads.
final class LazyPhoto: @unchecked Sendable {
    private enum State {
        case encoded(EncodedImage, source: PhotoSource, limits: ImageLimits)
        case decoded(RGBAImage, digest: PixelDigest?)
        case failed(RenderError)
    }

    private let lock = NSLock()
    private var state: State
    private var decodes = 0

    init(_ file: EncodedImage, source: PhotoSource, limits: ImageLimits) {
        state = .encoded(file, source: source, limits: limits)
    }

    init(decoded image: RGBAImage) {
        state = .decoded(image, digest: nil)
    }

    /// The pixels, decoded now if this is the first call; nil if they cannot be decoded.
    func image() -> RGBAImage? {
        lock.lock()
        defer { lock.unlock() }
        switch state {
        case .decoded(let image, _):
            return image
        case .failed:
            return nil
        case let .encoded(file, source, limits):
            decodes += 1
            do {
                let image = try file.decode(limits: limits)
                state = .decoded(image, digest: nil)
                return image
            } catch {
                state = .failed(.invalidPhoto(alias: source.alias, location: source.location,
                                              reason: error.description))
                return nil
            }
        }
    }

    /// The digest of the pixels (decoded now if needed, computed once): what a grid image is
    /// keyed by, so that renderers of different scenarios showing the same photo under other
    /// aliases share it. Nil if the pixels cannot be decoded.
    func digest() -> PixelDigest? {
        guard let image = image() else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if case .decoded(_, let digest?) = state { return digest }
        let digest = PixelDigest(image)
        state = .decoded(image, digest: digest)
        return digest
    }

    /// Replaces decoded pixels by `image` when they are the same bytes (so that equal photos of
    /// several libraries share one buffer); anything else is left as it is.
    func share(_ image: RGBAImage, digest: PixelDigest) {
        lock.lock()
        defer { lock.unlock() }
        if case .decoded(let own, _) = state, own == image { state = .decoded(image, digest: digest) }
    }

    /// The decode error, once a decode has failed.
    var failure: RenderError? {
        lock.lock()
        defer { lock.unlock() }
        if case .failed(let error) = state { return error }
        return nil
    }

    /// How many times the file was decoded: 0 before the first draw, then 1.
    var decodeCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return decodes
    }
}
