import Support

/// Whole-file reads of images, through the package's one file reader.
enum FileIO {
    /// The bytes of the image file at `path`, which must be a regular file of at most
    /// `limits.maxFileBytes` bytes.
    ///
    /// - Throws: `.tooLarge` for a larger file (nothing beyond the limit is read), else
    ///   `.readFailed` with the system's reason or what the path is (`is a FIFO, not a regular
    ///   file`).
    static func read(_ path: String, limits: ImageLimits) throws(ImageCodecError) -> [UInt8] {
        do {
            return try RegularFile.read(path, maxBytes: limits.maxFileBytes)
        } catch {
            if case .tooLarge = error.problem {
                throw ImageCodecError(.tooLarge, "the file " + error.reason, path: path)
            }
            throw ImageCodecError(.readFailed, error.reason, path: path)
        }
    }
}
