import Foundation
import ImageCodec
import InstagridSnapshotTesting
import InstagridTesting
import Raster
import SnapshotTesting
import Testing

/// The package root of these tests, from this file's path.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
/// This file's reference images: `__Snapshots__/ScreenSnapshotTests/<test>.<n>.png`.
private let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    + "/__Snapshots__/ScreenSnapshotTests"

/// `assertSnapshot(of:as: .image)`: swift-snapshot-testing's files and record modes, the
/// project's renderer, PNG encoder and comparisons.
@Suite("Snapshotting.image: app screens for swift-snapshot-testing")
struct ScreenSnapshotTests {
    @Test func launch() {
        assertSnapshot(of: AppState(device: .iPhone8), as: .image)
    }

    @Test func thePickedPhotoOfAStore() {
        var store = InstagridTestStore(photos: ["square": "Scenarios/Photos/square.png"])
        store.pick(slot: 1, photo: "square") { $0.photos[1] = "square" }
        assertSnapshot(of: store.screen, as: .image)
    }

    @Test func theReferenceIsTheScenarioGoldenByteForByte() {
        let reference = FileManager.default.contents(atPath: snapshots + "/launch.1.png")
        #expect(reference != nil)
        #expect(reference == FileManager.default.contents(atPath: packageRoot + "/Goldens/launch/iphone-8-portrait/launch.png"))
    }

    @Test func aChangedStateFailsWithTheComparisonSummary() {
        var state = AppState(device: .iPhone8)
        state.layout = .three
        let messages = Messages()
        withKnownIssue {
            // Against the reference of `launch()`.
            assertSnapshot(of: state, as: .image, named: "1", record: .never, testName: "launch()")
        } matching: { issue in
            messages.append(issue.comments.map(\.rawValue).joined())
            return true
        }
        #expect(messages.all.count == 1)
        #expect(messages.all.first?.contains("Snapshot \"1\" does not match reference.") == true)
        #expect(messages.all.first?.hasSuffix(
            "63612 pixels differ (6.358 %), max channel difference 224, in 465×539 at (192, 702) (comparison exact)") == true)
    }

    @Test func recordModesWriteTheReference() throws {
        let folder = NSTemporaryDirectory() + "instagrid-sst-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let state = AppState(device: .iPhone8)
        let never = verifySnapshot(of: state, as: .image, named: "1", record: .never, snapshotDirectory: folder,
                                   testName: "recorded")
        #expect(never?.contains("No reference was found on disk. New snapshot was not recorded") == true)
        #expect(!FileManager.default.fileExists(atPath: folder + "/recorded.1.png"))

        let missing = verifySnapshot(of: state, as: .image, named: "1", record: .missing, snapshotDirectory: folder,
                                     testName: "recorded")
        #expect(missing?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
        #expect(FileManager.default.contents(atPath: folder + "/recorded.1.png")
                == FileManager.default.contents(atPath: snapshots + "/launch.1.png"))

        #expect(verifySnapshot(of: state, as: .image, named: "1", record: .never, snapshotDirectory: folder,
                               testName: "recorded") == nil)
    }

    @Test func precisionsAllowSomeDifferingPixels() throws {
        let folder = NSTemporaryDirectory() + "instagrid-sst-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The launch screen with one pixel of 750×1334 changed slightly, then a lot.
        var image = try ImageFile.read(snapshots + "/launch.1.png")
        let pixel = image[10, 10]
        image[10, 10] = RGBA(pixel.r &+ 3, pixel.g, pixel.b)
        try ImageFile.writePNG(image, to: folder + "/slight.1.png")
        image[10, 10] = RGBA(pixel.r &+ 200, pixel.g &+ 200, pixel.b)
        try ImageFile.writePNG(image, to: folder + "/strong.1.png")
        let state = AppState(device: .iPhone8)
        func verify(_ name: String, _ strategy: Snapshotting<AppState, Data>) -> String? {
            verifySnapshot(of: state, as: strategy, named: "1", record: .never, snapshotDirectory: folder, testName: name)
        }

        #expect(verify("slight", .image)?.contains("1 pixel differs") == true)
        #expect(verify("slight", .image(precision: 0.999)) == nil)
        #expect(verify("slight", .image(perceptualPrecision: 0.98)) == nil)
        #expect(verify("strong", .image(perceptualPrecision: 0.98))?.contains("(comparison perceptual(threshold") == true)
        #expect(verify("strong", .image(precision: 0.999, perceptualPrecision: 0.98)) == nil)
        #expect(verify("strong", .image(comparison: .tolerant(channelThreshold: 0, maxDifferingPixels: 1))) == nil)
    }
}

/// Messages collected from the `matching` closure of `withKnownIssue`.
private final class Messages: @unchecked Sendable {
    private var messages: [String] = []
    private let lock = NSLock()

    func append(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
}
