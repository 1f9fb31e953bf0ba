import Foundation
import ImageCodec
import InstagridTesting
import Testing

/// `expectScreen`: one screen against `<goldens>/<test file>/<device>-<orientation>/<name>.png`.
@Suite("expectScreen: a state's screen against its golden")
struct ExpectScreenTests {
    @Test func recordsThenPassesThenFailsOnAChangedState() throws {
        let folder = try temporaryDirectory("screen")
        let golden = "\(folder)/ExpectScreenTests/iphone-8-portrait/launch.png"
        let id = "ExpectScreenTests/iphone-8-portrait/launch"
        let launch = AppState(device: .iPhone8)

        let recorded = recordedIssues {
            expectScreen(launch, matches: "launch", goldens: folder, artifacts: "\(folder)/a", record: .missing)
        }
        #expect(recorded.map(\.message) == ["""
            ✘ \(id) [recorded] — no golden at \(golden); recorded it
            golden: \(golden)
            artifacts:
              \(folder)/a/\(id).actual.png
              \(folder)/a/\(id).txt
            Look at the new golden, then run the test again to check against it.
            """])
        // The renderer of verify drew it: the launch scenario's golden, pixel for pixel.
        #expect(try ImageFile.read(golden) == ImageFile.read("\(packageRoot)/Goldens/launch/iphone-8-portrait/launch.png"))

        expectScreen(launch, matches: "launch", goldens: folder, record: .never)

        var changed = launch
        changed.layout = .three
        var line = 0
        let failed = recordedIssues {
            line = #line; expectScreen(changed, matches: "launch", goldens: folder, artifacts: "\(folder)/b", record: .never)
        }
        try #require(failed.count == 1)
        #expect(failed[0].message.hasPrefix("✘ \(id) [failed] — "))
        #expect(failed[0].message.contains(" pixels differ ("))
        #expect(failed[0].message.contains("\(folder)/b/\(id).diff.png"))
        #expect(failed[0].message.hasSuffix("To accept the new image, run again with record: .failed or INSTAGRID_RECORD=failed."))
        #expect(failed[0].sourceLocation?.line == line)
        #expect(failed[0].sourceLocation?.fileID == #fileID)

        // `failed` rewrites it (and fails once); then the changed state passes.
        let rewritten = recordedIssues {
            expectScreen(changed, matches: "launch", goldens: folder, artifacts: "\(folder)/c", record: .failed)
        }
        #expect(rewritten.count == 1 && rewritten[0].message.contains("[rewritten]"))
        expectScreen(changed, matches: "launch", goldens: folder, record: .never)
    }

    @Test func theGoldenFollowsTheDeviceAndOrientation() throws {
        let folder = try temporaryDirectory("variant")
        var state = AppState(device: .iPhoneXS)
        state.rotate(to: .landscapeRight)
        _ = recordedIssues { expectScreen(state, matches: "turned", goldens: folder, record: .missing) }
        let golden = "\(folder)/ExpectScreenTests/iphone-xs-landscape-right/turned.png"
        let image = try ImageFile.read(golden)
        #expect(image.width == 812 * 3 && image.height == 375 * 3)
    }

    @Test func theStoreComparesItsScreenWithItsPhotos() throws {
        let folder = try temporaryDirectory("store-screen")
        var store = InstagridTestStore(photos: ["square": "Scenarios/Photos/square.png"])
        store.pick(slot: 1, photo: "square") { $0.photos[1] = "square" }
        let issues = recordedIssues { store.expectScreen(matches: "square", goldens: folder, record: .missing) }
        #expect(issues.count == 1 && issues[0].message.contains("[recorded]"))
        store.expectScreen(matches: "square", goldens: folder, record: .never)
        let golden = try ImageFile.read("\(folder)/ExpectScreenTests/iphone-8-portrait/square.png")
        #expect(golden == store.screen.render())
        // Without its photos, the same state draws an empty slot.
        let empty = recordedIssues {
            expectScreen(store.state, matches: "square", goldens: folder, artifacts: "\(folder)/a", record: .never)
        }
        #expect(empty.count == 1 && empty[0].message.contains("[failed]"))
    }
}
