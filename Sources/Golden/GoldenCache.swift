import Raster
import Support

/// A content-addressed cache of decoded goldens, so that a check whose image matches its golden
/// costs one render and one ``PixelDigest`` instead of a PNG decode and a comparison.
///
/// An entry's key is the SHA-256 of a golden file's bytes; its value is the ``PixelDigest`` of
/// the pixels those bytes decode to. An entry is only ever used to declare a *match*: when the
/// rendered image's digest equals the entry's, the golden's pixels are the rendered ones, and the
/// check is judged as if the golden had been decoded. Anything else (no entry, an unreadable or
/// malformed entry, a different digest) decodes the golden and compares as without a cache, then
/// stores the decoded golden's digest. A changed golden has a new key, so it is decoded again.
///
/// Entries are one small text file each, `<folder>/<key>` holding `instagrid-golden-digest 2
/// <digest>` and a newline, written atomically (``AtomicFile``) so that concurrent jobs and
/// processes never see half an entry; a failed write only costs the next run a decode.
package struct GoldenCache: Sendable, Equatable {
    /// The folder holding the entries.
    package var folder: String

    /// Where `instagrid-sim verify` keeps its cache unless told otherwise (`--cache`).
    package static let defaultFolder = ".build/instagrid-cache/goldens"

    /// The first line of every entry; entries of another format are ignored.
    static let header = "instagrid-golden-digest 2 "

    package init(folder: String = GoldenCache.defaultFolder) {
        self.folder = folder
    }

    /// The key of a golden file's bytes.
    static func key(_ bytes: [UInt8]) -> String { SHA256.hex(bytes) }

    /// The entry's path for `key`.
    func path(for key: String) -> String { "\(folder)/\(key)" }

    /// The digest stored for `key`; nil when there is none or the entry is not exactly one
    /// well-formed line (a corrupted entry is ignored, never trusted).
    func digest(for key: String) -> PixelDigest? {
        guard let bytes = try? RegularFile.read(path(for: key), maxBytes: 256),
              let text = String(validating: bytes, as: UTF8.self),
              text.hasPrefix(Self.header), text.hasSuffix("\n") else { return nil }
        return PixelDigest(text.dropFirst(Self.header.count).dropLast())
    }

    /// Stores `digest` for `key`; a write that fails is ignored (the cache only saves work).
    func store(_ digest: PixelDigest, for key: String) {
        try? AtomicFile.write(Self.header + digest.description + "\n", to: path(for: key))
    }
}
