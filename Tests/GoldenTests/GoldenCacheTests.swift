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
        return (root, goldens, GoldenCache(folder: root + "/cache"))
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

    @Test("SHA-256 gives the published digests, with and without the processor's SHA instructions")
    func sha256() {
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(SHA256.hex(long, portable: true) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        let bytes = Images.noise(40, 10, seed: 7).pixels
        for length in [0, 1, 55, 56, 63, 64, 65, 119, 128, 1000, bytes.count] {
            let prefix = Array(bytes[0..<length])
            #expect(SHA256.hex(prefix) == SHA256.hex(prefix, portable: true), "length \(length)")
        }
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
        let key = GoldenCache.key(bytes)
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
                      "instagrid-golden-digest 1 20x12:" + String(repeating: "0", count: 32)])
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
        let verdicts = Self.verdicts(Self.check(image), goldens: goldens, cache: GoldenCache(folder: file))
        #expect(verdicts.cached == verdicts.plain && verdicts.cached.outcome == .passed)
        let folder = GoldenCache(folder: root + "/cache")
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: goldens + "/s/iphone-8-portrait/final.png")))
        try FileManager.default.createDirectory(atPath: folder.path(for: GoldenCache.key(bytes)),
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
}
