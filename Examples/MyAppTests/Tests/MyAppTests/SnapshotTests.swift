import InstagridSnapshotTesting
import InstagridTesting
import SnapshotTesting
import Testing

/// swift-snapshot-testing's assertSnapshot with the app's screen as an image strategy.
/// References: `__Snapshots__/SnapshotTests/<test>.<n>.png`, beside this file.
@Test func landscapeLaunch() {
    var state = AppState(device: .iPhoneSE)
    state.rotate(to: .landscapeLeft)
    assertSnapshot(of: state, as: .image)
}

@Test func aPhotoInEverySlot() {
    var options = AppOptions()
    options.initialLayout = .three
    var store = InstagridTestStore(device: .iPhone8, options: options, photos: ["cat": "Scenarios/Photos/square.png"])
    for slot in 1...4 {
        store.pick(slot: slot, photo: "cat") { $0.photos[slot] = "cat" }
    }
    assertSnapshot(of: store.screen, as: .image(precision: 0.999))
}
