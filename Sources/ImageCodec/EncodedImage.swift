import CImageShim
import Raster

/// An image file read into memory with its header checked, its pixels not decoded yet: what a
/// caller keeps to validate a file early and decode it only when the pixels are needed.
public struct EncodedImage: Sendable, Equatable {
    /// What the header says, read without decoding pixels.
    public struct Header: Sendable, Equatable {
        public var format: ImageFormat
        public var width: Int
        public var height: Int

        public init(format: ImageFormat, width: Int, height: Int) {
            self.format = format
            self.width = width
            self.height = height
        }
    }

    /// The file it was read from, named in errors.
    public var path: String
    public var bytes: [UInt8]
    public var header: Header

    /// Reads the file at `path` and checks that it is a PNG or JPEG (by content) whose header
    /// reads and declares a size within `limits`. Pixel data is not looked at, so damage there
    /// shows only when decoding.
    /// - Throws: `.readFailed` (missing, unreadable or not a regular file), `.unknownFormat`,
    ///   `.invalidPNG`/`.invalidJPEG` for a bad header, `.tooLarge` (the file or the size its
    ///   header declares); every error names `path`.
    public static func read(_ path: String, limits: ImageLimits = .default) throws(ImageCodecError) -> EncodedImage {
        let bytes = try FileIO.read(path, limits: limits)
        do throws(ImageCodecError) {
            return EncodedImage(path: path, bytes: bytes, header: try header(of: bytes, limits: limits))
        } catch {
            throw error.at(path)
        }
    }

    /// The header of PNG or JPEG `data`, its size checked against `limits`; no pixel is decoded.
    public static func header(of data: [UInt8], limits: ImageLimits = .default) throws(ImageCodecError) -> Header {
        let format = try ImageFormat.detect(data)
        let size = switch format {
        case .png: try ShimBridge.readSize(data, limits: limits, kind: .invalidPNG, header: cis_png_read_header)
        case .jpeg: try ShimBridge.readSize(data, limits: limits, kind: .invalidJPEG, header: cis_jpeg_read_header)
        }
        return Header(format: format, width: Int(size.width), height: Int(size.height))
    }

    /// Decodes the pixels. Errors name the file.
    public func decode(limits: ImageLimits = .default) throws(ImageCodecError) -> RGBAImage {
        try ImageFile.decode(bytes, name: path, limits: limits)
    }
}
