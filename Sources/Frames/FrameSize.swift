import Raster

/// A frame's size in pixels, and the canvas that fits frames of several sizes.
///
/// A dump whose screen rotates has frames of two sizes (portrait and landscape). The animation and
/// the contact sheet need one size, so they put every frame on a canvas as wide as the widest
/// frame and as tall as the tallest one, centred (the left/top margin gets the odd pixel less).
struct FrameSize: Sendable, Hashable {
    var width: Int
    var height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size of `image`.
    init(of image: RGBAImage) {
        self.init(width: image.width, height: image.height)
    }

    /// The smallest canvas every one of `sizes` fits on; 0 × 0 for none.
    init(fitting sizes: some Sequence<FrameSize>) {
        self.init(width: sizes.reduce(0) { max($0, $1.width) }, height: sizes.reduce(0) { max($0, $1.height) })
    }

    /// This size times `scale` (0 < scale ≤ 1), each side rounded, at least 1 pixel.
    func scaled(by scale: Double) -> FrameSize {
        guard scale < 1 else { return self }
        return FrameSize(width: max(1, Int((Double(width) * scale).rounded())),
                         height: max(1, Int((Double(height) * scale).rounded())))
    }

    /// `image` resized to this size (the image itself when it has this size already).
    func resizing(_ image: RGBAImage) -> RGBAImage {
        guard FrameSize(of: image) != self else { return image }
        return Resample.resized(image, width: width, height: height)
    }

    /// `image` centred on a canvas of this size filled with `background` (the image itself when
    /// it has this size already). The image's pixels are copied, not composited.
    func centring(_ image: RGBAImage, background: RGBA) -> RGBAImage {
        guard FrameSize(of: image) != self else { return image }
        var canvas = Canvas(width: width, height: height, fill: background)
        canvas.copyImage(image, x: (width - image.width) / 2, y: (height - image.height) / 2)
        return canvas.image
    }
}
