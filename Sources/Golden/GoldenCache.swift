import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Raster
import Support

/// A content-addressed cache of decoded goldens, so that a check whose image matches its golden
/// costs one render and one ``PixelDigest`` instead of a PNG decode and a comparison.
///
/// An entry's key is the SHA-256 of the machine's secret followed by a golden file's bytes; its
/// value is the ``PixelDigest`` (XXH3-128) of the pixels those bytes decode to, sealed with the
/// secret. An entry is only ever used to declare a *match*: when the rendered image's digest
/// equals the entry's, the golden's pixels are the rendered ones, and the check is judged as if
/// the golden had been decoded. Anything else (no entry, an unreadable, malformed or unsealed
/// entry, a different digest) decodes the golden and compares as without a cache, then stores the
/// decoded golden's digest. A changed golden has a new key, so it is decoded again.
///
/// The cache is the user's, not the repository's (docs/security.md): by default it lives outside
/// the work tree, in `$XDG_CACHE_HOME/instagrid-sim/<project key>` (or `~/.cache/…`), and an
/// entry is believed only with the secret of this machine, 32 random bytes kept in
/// `$XDG_CACHE_HOME/instagrid-sim/secret` (created 0600 from the system's random source), so an
/// entry committed to a repository or copied from another machine is never believed.
///
/// Entries are one small text file each, `<folder>/<key>` holding `instagrid-golden-digest 3
/// <digest> <seal>` and a newline, written atomically (``AtomicFile``) so that concurrent jobs and
/// processes never see half an entry; a failed write only costs the next run a decode.
package struct GoldenCache: Sendable, Equatable {
    /// The folder holding the entries.
    package var folder: String
    /// The machine's secret, or nil when it cannot be read or made (the cache then holds nothing).
    let secret: [UInt8]?

    /// The first line of every entry; entries of another format are ignored.
    static let header = "instagrid-golden-digest 3 "

    /// The name of the secret's file in the user's cache root.
    package static let secretFileName = "secret"

    /// A cache in `folder` (by default the user's cache of the project in the current folder,
    /// ``defaultFolder(project:environment:)``), whose entries are sealed with the secret kept
    /// in `secretFolder` (by default the user's cache root, ``userCacheRoot(environment:)``).
    package init(folder: String? = nil, secretFolder: String? = nil) {
        self.folder = folder ?? Self.defaultFolder()
        self.secret = Self.loadSecret(in: secretFolder ?? Self.userCacheRoot())
    }

    /// `$XDG_CACHE_HOME/instagrid-sim` when that variable holds an absolute path, else
    /// `$HOME/.cache/instagrid-sim`: the user's, outside any work tree.
    package static func userCacheRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/instagrid-sim" }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        return home + "/.cache/instagrid-sim"
    }

    /// Where `instagrid-sim verify` keeps its cache unless told otherwise (`--cache`): the
    /// user's cache root, then a key of the project's real path (the first 32 hexadecimal digits
    /// of its SHA-256), so projects never share entries and no default lies in the work tree.
    package static func defaultFolder(project: String = FileManager.default.currentDirectoryPath,
                                      environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let real = URL(fileURLWithPath: project).resolvingSymlinksInPath().path
        return userCacheRoot(environment: environment) + "/" + String(SHA256.hex(Array(real.utf8)).prefix(32))
    }

    /// The secret in `folder/secret`: 32 bytes in a regular file of the current user that no one
    /// else may read or write (mode 0600). Made from the system's random source when there is
    /// none; nil when it cannot be read or made, or is not such a file (it is then not trusted).
    static func loadSecret(in folder: String) -> [UInt8]? {
        let path = folder + "/" + secretFileName
        if let secret = readSecret(path) { return secret }
        guard let fresh = secureRandomBytes(32) else { return nil }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        // O_EXCL: never over an existing file or through a link; a concurrent process may win.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            let written = fresh.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            let synced = fsync(descriptor) == 0
            close(descriptor)
            if written != fresh.count || !synced { unlink(path); return nil }
        }
        return readSecret(path)
    }

    /// The secret at `path` when it is a regular file (not a link) of this user, mode 0600 or
    /// stricter, of 32 bytes.
    private static func readSecret(_ path: String) -> [UInt8]? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == getuid(),
              info.st_mode & 0o077 == 0, info.st_size == 32,
              let bytes = try? RegularFile.read(path, maxBytes: 32), bytes.count == 32 else { return nil }
        return bytes
    }

    /// The key of a golden file's bytes: the SHA-256 of the secret and the bytes; nil without a secret.
    func key(_ bytes: [UInt8]) -> String? {
        secret.map { SHA256.hex(of: [$0, bytes]) }
    }

    /// The seal of an entry: 32 hexadecimal digits of the SHA-256 of the secret, the key and the digest.
    private func seal(key: String, digest: String) -> String? {
        secret.map { String(SHA256.hex(of: [$0, Array("\(key) \(digest)".utf8)]).prefix(32)) }
    }

    /// The entry's path for `key`.
    func path(for key: String) -> String { "\(folder)/\(key)" }

    /// The digest stored for `key`; nil when there is none or the entry is not exactly one
    /// well-formed line sealed with this machine's secret (such an entry is ignored, never trusted).
    func digest(for key: String) -> PixelDigest? {
        guard let bytes = try? RegularFile.read(path(for: key), maxBytes: 256),
              let text = String(validating: bytes, as: UTF8.self),
              text.hasPrefix(Self.header), text.hasSuffix("\n") else { return nil }
        let fields = text.dropFirst(Self.header.count).dropLast().split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count == 2, let expected = seal(key: key, digest: String(fields[0])), fields[1] == expected else { return nil }
        return PixelDigest(fields[0])
    }

    /// Stores `digest` for `key`; a write that fails is ignored (the cache only saves work).
    func store(_ digest: PixelDigest, for key: String) {
        guard let seal = seal(key: key, digest: digest.description) else { return }
        try? AtomicFile.write(Self.header + digest.description + " " + seal + "\n", to: path(for: key))
    }
}
