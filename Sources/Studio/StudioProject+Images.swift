import Support

extension StudioProject {
    /// What an image file served or copied by the studio turned out to be.
    enum ImageKind: Sendable, Equatable {
        case png, jpeg

        var contentType: String {
            switch self {
            case .png: "image/png"
            case .jpeg: "image/jpeg"
            }
        }
    }

    /// The largest image the studio serves or copies (the photo limit of docs/limits.md).
    static let maxImageBytes = 256 << 20

    /// The bytes of the image at `path`, read through the one file reader: a regular file of at
    /// most ``maxImageBytes`` that resolves inside `folder` (a link out of it, or an ancestor of
    /// the project, is refused before it is opened), which begins as a PNG or a JPEG does. Its
    /// kind is what its bytes say, not its name.
    func readImage(_ path: String, inside folder: String, named name: String) throws(StudioError)
        -> (bytes: [UInt8], kind: ImageKind) {
        guard resolvesInside(path, folder: folder) else {
            throw .badPath("\(name) is a symbolic link out of \(relative(folder)); it is not read")
        }
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, maxBytes: Self.maxImageBytes, inside: folder,
                                         rootName: relative(folder))
        } catch {
            throw .file("\(name) cannot be read: it \(error.reason)")
        }
        let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if bytes.starts(with: pngSignature) { return (bytes, .png) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return (bytes, .jpeg) }
        throw .file("\(name) is not a PNG or JPEG image")
    }

    /// `folder` as the project names it (`Scenarios/`, `Goldens/`), for messages.
    func relative(_ folder: String) -> String {
        folder.hasPrefix(root + "/") ? String(folder.dropFirst(root.count + 1)) + "/" : folder
    }
}
