import Foundation
import Raster
import TestImages
import Testing
@testable import Golden
import Support

@Suite("The golden cache: a match costs no decode, and every verdict is the one without a cache")
struct GoldenCacheTests {
    /// The verdict of one check: what a user sees of it.
    struct Verdict: Equatable {
        var outcome: GoldenOutcome
        var message: String
        var errored: Bool
        var comparison: String?

        init(_ result: CheckResult) {
            outcome = result.outcome
            message = result.message
            errored = result.errored
            comparison = result.comparison?.summary
        }
    }

    /// A folder with `golden` recorded as `Goldens/s/iphone-8-portrait/final.png`.
    static func project(_ label: String, golden: RGBAImage) throws -> (root: String, goldens: String, cache: GoldenCache) {
        let root = try temporaryDirectory(label)
        let goldens = root + "/Goldens"
        let recorded = Verifier(goldens: goldens, mode: .missing, artifacts: nil, jobs: 1).verify(check(golden))
        #expect(recorded.outcome == .recorded)
        return (root, goldens, GoldenCache(folder: root + "/cache", secretFolder: root + "/user"))
    }

    static func check(_ image: RGBAImage) -> GoldenCheck {
        GoldenCheck(scenario: "s", variant: "iphone-8-portrait", name: "final", kind: .final) { image }
    }

    /// The verdicts of `check` without a cache and with `cache`, in `mode`.
    static func verdicts(_ check: GoldenCheck, goldens: String, cache: GoldenCache,
                         mode: RecordMode = .never) -> (plain: Verdict, cached: Verdict) {
        // The modes that rewrite goldens: the cached run starts from the same golden.
        let path = check.goldenPath(in: goldens)
        let before = FileManager.default.contents(atPath: path)
        let plain = Verifier(goldens: goldens, mode: mode, artifacts: nil, jobs: 1).verify(check)
        if let before { FileManager.default.createFile(atPath: path, contents: before) }
        var verifier = Verifier(goldens: goldens, mode: mode, artifacts: nil, jobs: 1)
        verifier.cache = cache
        return (Verdict(plain), Verdict(verifier.verify(check)))
    }

    static func entries(_ cache: GoldenCache) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache.folder)) ?? []).sorted()
    }

    @Test("SHA-256 (libcrypto) gives the published digests")
    func sha256() {
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test("The pixel digest is XXH3-128: the published digest of the empty input with seed 0")
    func xxh3() {
        let digest = PixelDigest(RGBAImage(width: 0, height: 0))
        #expect(digest.high == 0x99aa_06d3_0147_98d8 && digest.low == 0x6001_c324_468d_497f)
    }

    @Test("A pixel digest tells apart images that differ in one byte or in size, and reads back what it writes")
    func pixelDigest() {
        let image = Images.noise(31, 17, seed: 3, alpha: true)
        let digest = PixelDigest(image)
        #expect(PixelDigest(image) == digest)
        #expect(PixelDigest(Images.with(image, 30, 16, RGBA(1, 2, 3, 4))) != digest)
        #expect(PixelDigest(RGBAImage(width: 17, height: 31, pixels: image.pixels)) != digest)
        #expect(PixelDigest(digest.description) == digest)
        for bad in ["", "31x17", "31x17:00", "31x17:" + String(repeating: "g", count: 32),
                    "31x17:" + String(repeating: "A", count: 32), "-1x17:" + String(repeating: "0", count: 32),
                    "031x17:" + String(repeating: "0", count: 32), digest.description + "0"] {
            #expect(PixelDigest(bad) == nil, "\(bad)")
        }
    }

    @Test("A match fills the cache with the decoded golden's digest, and the next run passes from it")
    func matchUsesCache() throws {
        let image = Images.noise(20, 12, seed: 11)
        let (root, goldens, cache) = try Self.project("cache-match", golden: image)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = Self.verdicts(Self.check(image), goldens: goldens, cache: cache)
        #expect(first.cached == first.plain && first.cached.outcome == .passed)
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: goldens + "/s/iphone-8-portrait/final.png")))
        let key = try #require(cache.key(bytes))
        #expect(Self.entries(cache) == [key])
        #expect(cache.digest(for: key) == PixelDigest(image))
        let second = Self.verdicts(Self.check(image), goldens: goldens, cache: cache)
        #expect(second.cached == second.plain)
        #expect(second.cached.message == "images are identical")
    }

    @Test("A changed golden gives the verdict it gives without a cache", arguments: [RecordMode.never, .missing, .failed, .all])
    func changedGolden(mode: RecordMode) throws {
        let image = Images.noise(20, 12, seed: 11)
        let (root, goldens, cache) = try Self.project("cache-golden", golden: image)
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = Self.verdicts(Self.check(image), goldens: goldens, cache: cache)
        #expect(Self.entries(cache).count == 1)
        // Another golden at the same path: a new key, so it is decoded and compared.
        let changed = Images.with(image, 3, 4, RGBA(0, 0, 0))
        let path = goldens + "/s/iphone-8-portrait/final.png"
        try Data(TestPNG.encode(changed)).write(to: URL(fileURLWithPath: path))
        let verdicts = Self.verdicts(Self.check(image), goldens: goldens, cache: cache, mode: mode)
        #expect(verdicts.cached == verdicts.plain)
        #expect(!verdicts.cached.outcome.passes)
    }

    @Test("A changed rendering gives the verdict it gives without a cache")
    func changedRendering() throws {
        let image = Images.noise(20, 12, seed: 11)
        let (root, goldens, cache) = try Self.project("cache-render", golden: image)
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = Self.verdicts(Self.check(image), goldens: goldens, cache: cache)
        for rendered in [Images.with(image, 19, 11, RGBA(9, 9, 9)), Images.noise(12, 20, seed: 11), RGBAImage(width: 0, height: 0)] {
            let verdicts = Self.verdicts(Self.check(rendered), goldens: goldens, cache: cache)
            #expect(verdicts.cached == verdicts.plain)
            #expect(verdicts.cached.outcome == .failed)
        }
    }

    @Test("A corrupted or wrong cache entry is ignored: the golden is decoded, and the entry rewritten",
          arguments: ["", "instagrid-golden-digest 1 ", "garbage\n", "instagrid-golden-digest 1 20x12:0123\n",
                      "instagrid-golden-digest 2 20x12:" + String(repeating: "0", count: 32) + "\n",
                      "instagrid-golden-digest 1 20x12:" + String(repeating: "0", count: 32) + "\n",
                      "instagrid-golden-digest 1 20x12:" + String(repeating: "0", count: 32),
                      "instagrid-golden-digest 3 20x12:" + String(repeating: "0", count: 32) + "\n",
                      "instagrid-golden-digest 3 20x12:" + String(repeating: "0", count: 32) + " " + String(repeating: "0", count: 32) + "\n"])
    func corruptedEntry(content: String) throws {
        let image = Images.noise(20, 12, seed: 11)
        let (root, goldens, cache) = try Self.project("cache-corrupt", golden: image)
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = Self.verdicts(Self.check(image), goldens: goldens, cache: cache)
        let key = try #require(Self.entries(cache).first)
        try Data(content.utf8).write(to: URL(fileURLWithPath: cache.path(for: key)))
        // The golden matches the rendering: it passes, as without a cache.
        let matching = Self.verdicts(Self.check(image), goldens: goldens, cache: cache)
        #expect(matching.cached == matching.plain && matching.cached.outcome == .passed)
        #expect(cache.digest(for: key) == PixelDigest(image))
        // And a different rendering fails, as without a cache.
        try Data(content.utf8).write(to: URL(fileURLWithPath: cache.path(for: key)))
        let other = Self.verdicts(Self.check(Images.with(image, 0, 0, RGBA(1, 1, 1))), goldens: goldens, cache: cache)
        #expect(other.cached == other.plain && other.cached.outcome == .failed)
    }

    @Test("An entry that is a folder, or a cache folder that is a file, only costs a decode")
    func unusableCache() throws {
        let image = Images.noise(20, 12, seed: 11)
        let (root, goldens, _) = try Self.project("cache-unusable", golden: image)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/cache-file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let verdicts = Self.verdicts(Self.check(image), goldens: goldens, cache: GoldenCache(folder: file, secretFolder: root + "/user"))
        #expect(verdicts.cached == verdicts.plain && verdicts.cached.outcome == .passed)
        let folder = GoldenCache(folder: root + "/cache", secretFolder: root + "/user")
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: goldens + "/s/iphone-8-portrait/final.png")))
        try FileManager.default.createDirectory(atPath: folder.path(for: try #require(folder.key(bytes))),
                                                withIntermediateDirectories: true)
        let again = Self.verdicts(Self.check(image), goldens: goldens, cache: folder)
        #expect(again.cached == again.plain && again.cached.outcome == .passed)
    }

    @Test("A golden too large for the rendered image is refused with and without a cache, and nothing is cached")
    func oversizedGolden() throws {
        let small = RGBAImage(width: 10, height: 10, fill: RGBA(1, 2, 3))
        let (root, goldens, cache) = try Self.project("cache-oversized", golden: small)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data(TestPNG.encode(RGBAImage(width: 2100, height: 2100, fill: RGBA(1, 2, 3))))
            .write(to: URL(fileURLWithPath: goldens + "/s/iphone-8-portrait/final.png"))
        let verdicts = Self.verdicts(Self.check(small), goldens: goldens, cache: cache)
        #expect(verdicts.cached == verdicts.plain)
        #expect(verdicts.cached.message.contains("image too large: 2100×2100"), "\(verdicts.cached.message)")
        #expect(Self.entries(cache).isEmpty)
    }

    @Test("An unreadable golden gives the same message with and without a cache")
    func unreadableGolden() throws {
        let image = Images.noise(20, 12, seed: 11)
        let (root, goldens, cache) = try Self.project("cache-unreadable", golden: image)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: goldens + "/s/iphone-8-portrait/final.png"))
        let verdicts = Self.verdicts(Self.check(image), goldens: goldens, cache: cache)
        #expect(verdicts.cached == verdicts.plain)
        #expect(verdicts.cached.message.hasPrefix("golden is not a readable PNG"))
        #expect(Self.entries(cache).isEmpty)
    }

    /// The attack: a pull request commits an entry saying that a 48-byte text file "golden"
    /// decodes to the rendered image. It is never believed: without this machine's secret no one
    /// can name or seal an entry, and an entry copied from another machine has another secret.
    @Test("A committed or copied cache entry is never believed; a 48-byte text golden fails")
    func forgedEntry() throws {
        let image = Images.noise(20, 12, seed: 11)
        let (root, goldens, cache) = try Self.project("cache-forged", golden: image)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = goldens + "/s/iphone-8-portrait/final.png"
        let text = Array("this is not a PNG, it is 48 bytes of plain text\n".utf8)
        #expect(text.count == 48)
        try Data(text).write(to: URL(fileURLWithPath: path))
        // Entries written by the format-2 cache (key: SHA-256 of the bytes) and by another
        // machine with its own secret, both saying "it matches".
        try FileManager.default.createDirectory(atPath: cache.folder, withIntermediateDirectories: true)
        try Data(("instagrid-golden-digest 2 " + PixelDigest(image).description + "\n").utf8)
            .write(to: URL(fileURLWithPath: cache.folder + "/" + SHA256.hex(text)))
        let other = GoldenCache(folder: cache.folder, secretFolder: root + "/other-machine")
        let otherKey = try #require(other.key(text))
        other.store(PixelDigest(image), for: otherKey)
        #expect(other.digest(for: otherKey) == PixelDigest(image))
        #expect(cache.digest(for: otherKey) == nil, "another machine's entry")
        // A copy of the other machine's entry under this machine's key.
        let key = try #require(cache.key(text))
        try FileManager.default.copyItem(atPath: other.path(for: otherKey), toPath: cache.path(for: key))
        #expect(cache.digest(for: key) == nil)
        let verdicts = Self.verdicts(Self.check(image), goldens: goldens, cache: cache)
        #expect(verdicts.cached == verdicts.plain)
        #expect(verdicts.cached.outcome == .failed, "\(verdicts.cached.message)")
    }

    @Test("The secret is 32 random bytes in a 0600 file; a secret others can read, or a link, is not trusted")
    func secretFile() throws {
        let root = try temporaryDirectory("cache-secret")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = GoldenCache(folder: root + "/cache", secretFolder: root + "/user")
        let attributes = try FileManager.default.attributesOfItem(atPath: root + "/user/secret")
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect((attributes[.size] as? Int) == 32)
        #expect(GoldenCache(folder: root + "/cache", secretFolder: root + "/user") == cache, "read back")
        #expect(GoldenCache(folder: root + "/cache", secretFolder: root + "/elsewhere") != cache)
        // A secret as a repository would hold it (mode 0644): not trusted, not used.
        try FileManager.default.createDirectory(atPath: root + "/repo", withIntermediateDirectories: true)
        try Data(repeating: 7, count: 32).write(to: URL(fileURLWithPath: root + "/repo/secret"))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: root + "/repo/secret")
        let committed = GoldenCache(folder: root + "/cache", secretFolder: root + "/repo")
        #expect(committed.key([1, 2, 3]) == nil)
        // A link to a private file is not trusted either.
        try FileManager.default.createDirectory(atPath: root + "/link", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/link/secret", withDestinationPath: root + "/user/secret")
        #expect(GoldenCache(folder: root + "/cache", secretFolder: root + "/link").key([1]) == nil)
    }

    @Test("The default cache is the user's: $XDG_CACHE_HOME or ~/.cache, a folder per project, never the work tree")
    func defaultFolder() throws {
        let xdg = GoldenCache.defaultFolder(project: "/work/p", environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"])
        #expect(xdg.hasPrefix("/x/cache/instagrid-sim/") && xdg.count == "/x/cache/instagrid-sim/".count + 32)
        let home = GoldenCache.defaultFolder(project: "/work/p", environment: ["HOME": "/home/u"])
        #expect(home == "/home/u/.cache/instagrid-sim/" + xdg.suffix(32))
        // A relative XDG_CACHE_HOME is ignored, as the XDG specification says.
        #expect(GoldenCache.defaultFolder(project: "/work/p", environment: ["XDG_CACHE_HOME": ".build", "HOME": "/home/u"]) == home)
        #expect(GoldenCache.defaultFolder(project: "/work/q", environment: ["HOME": "/home/u"]) != home)
    }
}
