import Foundation
import ImageCodec
import InstagridTesting
import Testing

/// `InstagridTestStore`: inputs as scenario steps, the exhaustive change stated in a closure.
@Suite("InstagridTestStore: exhaustive state changes")
struct InstagridTestStoreTests {
    static let photos = [
        "landscape": "Scenarios/Photos/landscape-4x3.png",
        "portrait": "Scenarios/Photos/portrait-3x4.png",
    ]

    @Test func aStatedChangeThatMatchesPasses() {
        var store = InstagridTestStore(device: .iPhone8, photos: Self.photos)
        store.tap(.slot(1)) {
            $0.phase = .picking
            $0.picker = 1
        }
        store.choose(photo: "landscape") {
            $0.phase = .idle
            $0.picker = nil
            $0.photos[1] = "landscape"
        }
        store.pick(slot: 2, photo: "portrait") { $0.photos[2] = "portrait" }
        store.tap(.layoutButton(.two))      // the selected layout: nothing changes (R2)
        store.swipe(.up) { $0.phase = .slidingOut }
        store.advance(by: 0.5) { $0.phase = .sharing }
        store.share(.completed) {
            $0.phase = .slidingBack
            $0.shares = [.completed]
        }
        store.advance(by: 0.5) { $0.phase = .idle }
        store.rotate(to: .landscapeLeft) { $0.rotate(to: .landscapeLeft) }
        // tap 0.05 + choose 0 + pick 0.05 + tap 0.05 + swipe 0.15 + 0.5 + share 0 + 0.5 + rotate 0
        #expect(abs(store.state.now - 1.3) < 1e-9)
        #expect(store.state.gridOffset == .zero)
    }

    @Test func aMissingFieldIsAnIssueWithTheDiff() {
        var store = InstagridTestStore()
        var line = 0
        let issues = recordedIssues {
            line = #line; store.tap(.slot(1)) { $0.phase = .picking }
        }
        #expect(issues.map(\.message) == ["""
            state after tap(slot-1) is not the expected change (1 field differs):
              picker: expected none, found slot 1
            """])
        #expect(issues.first?.sourceLocation?.line == line)
        #expect(issues.first?.sourceLocation?.fileID == #fileID)
        // Like TCA's TestStore, the store goes on from the actual state.
        #expect(store.state.phase == .picking && store.state.picker == 1)
    }

    @Test func aWrongValueAndAnUnassertedChangeAreIssues() {
        var store = InstagridTestStore()
        let wrong = recordedIssues {
            store.tap(.slot(2)) {
                $0.phase = .alert
                $0.picker = 2
                $0.photos[4] = "ghost"
            }
        }
        #expect(wrong.map(\.message) == ["""
            state after tap(slot-2) is not the expected change (2 fields differ):
              phase: expected alert, found picking
              slots[4]: expected ghost, found empty
            """])

        store.cancelPicker { $0.phase = .idle; $0.picker = nil }
        let unstated = recordedIssues { store.tap(.layoutButton(.three)) }
        #expect(unstated.map(\.message) == ["""
            state after tap(layout-3) is not the expected change (1 field differs):
              layout: expected 2, found 3
            """])
    }

    @Test func anInputThatCannotApplyIsAnIssueAndChangesNothing() {
        var store = InstagridTestStore(photos: Self.photos)
        let before = store.state
        let issues = recordedIssues {
            store.share(.completed)
            store.tap(.slot(4))
            store.pick(slot: 1, photo: "beach")
            store.dismissAlert()
            store.advance(by: -1)
            store.swipe(from: .zero, to: Point(x: 0, y: -100), duration: 0)
        }
        #expect(issues.map(\.message) == [
            "share(completed) could not apply: no share sheet is presented (phase: idle)",
            "tap(slot-4) could not apply: slot-4 is not on screen in layout 2 (phase: idle)",
            "pick(slot: 1, photo: beach) could not apply: unknown photo alias 'beach'; declared: landscape, portrait",
            "dismissAlert() could not apply: no alert is presented (phase: idle)",
            "advance(by: -1) could not apply: time only moves forward; give a number of seconds ≥ 0",
            "swipe(from: (0, 0), to: (0, -100), duration: 0) could not apply: a swipe's duration must be a positive number of seconds",
        ])
        #expect(store.state == before)
        // The store goes on after them.
        store.tap(.layoutButton(.one)) { $0.layout = .one }
    }

    @Test func anUnreadablePhotoIsAnIssueAtTheStoresLine() {
        var line = 0
        let issues = recordedIssues {
            line = #line; _ = InstagridTestStore(photos: ["bad": "Package.swift"])
        }
        #expect(issues.count == 1)
        #expect(issues.first?.message.hasPrefix("\(#filePath):\(line):") == true)
        #expect(issues.first?.message.contains("error: photo 'bad' is not a valid image") == true)
        #expect(issues.first?.sourceLocation?.line == line)
    }

    @Test func theStoreAndTheScriptAgree() throws {
        // Scenarios/pick-photos.yaml up to its `four-photos` snapshot, on iPhone 8.
        var options = AppOptions()
        options.initialLayout = .three
        var store = InstagridTestStore(options: options, photos: [
            "landscape": "Scenarios/Photos/landscape-4x3.png",
            "portrait": "Scenarios/Photos/portrait-3x4.png",
            "pano": "Scenarios/Photos/panorama-8x1.png",
            "tiny": "Scenarios/Photos/tiny-8x6.png",
        ])
        store.tap(.slot(1)) { $0.phase = .picking; $0.picker = 1 }
        store.choose(photo: "landscape") { $0.phase = .idle; $0.picker = nil; $0.photos[1] = "landscape" }
        store.pick(slot: 2, photo: "portrait") { $0.photos[2] = "portrait" }
        store.pick(slot: 3, photo: "pano") { $0.photos[3] = "pano" }
        store.pick(slot: 4, photo: "tiny") { $0.photos[4] = "tiny" }
        let golden = try ImageFile.read("\(packageRoot)/Goldens/pick-photos/iphone-8-portrait/four-photos.png")
        #expect(store.screen.render() == golden)
    }
}
