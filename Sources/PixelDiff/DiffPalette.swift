import CPixelKernels
import Raster

/// The palette of a diff image written as an indexed-colour PNG (`diff --out`): the colour of
/// differing pixels, that of anti-aliased ones, then every grey the faded background can take,
/// from white down to the grey of opaque black (229 at ``DiffImage/fadeAlpha`` 0.1). One byte a
/// pixel instead of three, and the file decodes to exactly the pixels of the RGB one.
struct DiffPalette: Sendable {
    /// The colours, in index order.
    let colours: [RGBA]
    /// The index of each grey, 255 for a grey not in the palette.
    let greyIndex: [UInt8]
    /// Index of ``DiffImage/differenceColor``.
    let difference: UInt8 = 0
    /// Index of ``DiffImage/antialiasColor``.
    let antialias: UInt8 = 1

    /// The palette for greys faded by `fade`, or `nil` when they could need more than 254
    /// entries (a fade that darkens black below grey 2).
    init?(fade: Double = DiffImage.fadeAlpha) {
        // The grey grows with the brightness and shrinks with the alpha: opaque black is the
        // darkest. Should rounding ever give a darker one, drawing reports it (index 255) and
        // the diff is drawn in RGB instead.
        let black: [UInt8] = [0, 0, 0, 255]
        let darkest = Int(black.withUnsafeBufferPointer { pk_faded_grey_of($0.baseAddress, fade) })
        guard darkest >= 2 else { return nil }
        var colours = [DiffImage.differenceColor, DiffImage.antialiasColor]
        var greyIndex = [UInt8](repeating: 255, count: 256)
        for grey in stride(from: 255, through: darkest, by: -1) {
            greyIndex[grey] = UInt8(colours.count)
            colours.append(RGBA(UInt8(grey), UInt8(grey), UInt8(grey)))
        }
        self.colours = colours
        self.greyIndex = greyIndex
    }
}
