import InstagridTesting
import XCTest

/// The same assertions from XCTest: failures are reported with XCTFail at the calling line.
final class XCTestStyleTests: XCTestCase {
    func testShareACollageOnIPhone8() {
        assertGoldens("Scenarios/share-a-collage.yaml", devices: ["iphone-8"])
    }
}
