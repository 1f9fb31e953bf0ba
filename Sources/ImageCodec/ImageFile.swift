import Raster
import Support

/// Image files: read any PNG or JPEG (recognized by content), write PNG atomically.
public enum ImageFile {
    /// Reads and decodes the PNG or JPEG at `path`; the format comes from the file's first bytes,
    /// not its extension. Errors name `path`.
    public static func read(_ path: String, limits: ImageLimits = .default) throws(ImageCodecError) -> RGBAImage {
        try decode(bytes(path, limits: limits), name: path, limits: limits)
    }

    /// The undecoded bytes of the image file at `path` (a regular file of at most
    /// `limits.maxFileBytes` bytes), with the errors of ``read(_:limits:)``; decode them with
    /// ``decode(_:name:limits:)``.
    package static func bytes(_ path: String, limits: ImageLimits = .default) throws(ImageCodecError) -> [UInt8] {
        try FileIO.read(path, limits: limits)
    }

    /// Decodes PNG or JPEG `data`, recognized by magic bytes. `name`, when given, is put in errors
    /// as the file's path.
    /// - Throws: `.unknownFormat` for anything else, or the codec's error.
    public static func decode(_ data: [UInt8], name: String? = nil,
                              limits: ImageLimits = .default) throws(ImageCodecError) -> RGBAImage {
        do throws(ImageCodecError) {
            switch try ImageFormat.detect(data) {
            case .png: return try PNGCodec.decode(data, limits: limits)
            case .jpeg: return try JPEGCodec.decode(data, limits: limits)
            }
        } catch {
            throw name.map { error.at($0) } ?? error
        }
    }

    /// Encodes `image` as PNG and writes it to `path` atomically (a temporary file in the same
    /// folder, then renamed over `path`): readers never see a half-written file.
    public static func writePNG(_ image: RGBAImage, to path: String,
                                settings: PNGEncodeSettings = .default) throws(ImageCodecError) {
        try writePNG(image, to: path, settings: settings, sync: false)
    }

    /// Encodes `image` as PNG and writes it to `path` atomically; with `sync`, the file and its
    /// folder are on disk when this returns (`AtomicFile.write(_:to:sync:)`): how goldens are
    /// written.
    package static func writePNG(_ image: RGBAImage, to path: String,
                                 settings: PNGEncodeSettings = .default, sync: Bool) throws(ImageCodecError) {
        let bytes: [UInt8]
        do throws(ImageCodecError) {
            bytes = try PNGCodec.encode(image, settings: settings)
        } catch {
            throw error.at(path)
        }
        try write(bytes, to: path, sync: sync)
    }

    /// Writes an image file's `bytes` (already encoded) to `path` atomically, as
    /// ``writePNG(_:to:settings:sync:)`` does.
    package static func write(_ bytes: [UInt8], to path: String, sync: Bool = false) throws(ImageCodecError) {
        do {
            try AtomicFile.write(bytes, to: path, sync: sync)
        } catch {
            throw ImageCodecError(.writeFailed, error.detail, path: path)
        }
    }
}
