import InstagridTesting
import Testing

/// The app driven from code, one input at a time; each closure states the whole change.
@Test func pickingTwoPhotos() {
    var store = InstagridTestStore(device: .iPhone8, photos: [
        "beach": "Scenarios/Photos/landscape-4x3.png",
        "cat": "Scenarios/Photos/square.png",
    ])
    store.tap(.slot(1)) {
        $0.phase = .picking
        $0.picker = 1
    }
    store.choose(photo: "beach") {
        $0.phase = .idle
        $0.picker = nil
        $0.photos[1] = "beach"
    }
    store.pick(slot: 2, photo: "cat") {
        $0.photos[2] = "cat"
    }
    store.tap(.layoutButton(.three)) {
        $0.layout = .three
    }
    // Goldens/PickerStoreTests/iphone-8-portrait/two-photos.png
    store.expectScreen(matches: "two-photos")
}

/// An incomplete grid with `incompleteGrid: alert` shows the alert instead of sharing.
@Test func sharingAnIncompleteGridAlerts() {
    var options = AppOptions()
    options.incompleteGrid = .alert
    var store = InstagridTestStore(options: options)
    store.swipe(.up) {
        $0.phase = .alert
        $0.alert = .gridIncomplete
    }
    store.dismissAlert {
        $0.phase = .idle
        $0.alert = nil
    }
}
