import Testing
import XCTest
@testable import InstagridTesting

/// Issues go to the framework running the test: Swift Testing when it has a current test.
@Suite("Issues go to the running test framework")
struct SwiftTestingDetectionTests {
    @Test func swiftTestingIsDetected() {
        #expect(CallSite.framework == .swiftTesting)
    }
}

/// The same assertions from an XCTest test case: issues are `XCTFail`s there.
final class XCTestDetectionTests: XCTestCase {
    func testXCTestIsDetected() {
        XCTAssertEqual(CallSite.framework, .xcTest)
    }

    func testAssertionsPassUnderXCTest() {
        assertGoldens("Scenarios/launch.yaml", devices: ["iphone-8"], record: .never)
        var store = InstagridTestStore()
        store.tap(.layoutButton(.three)) { $0.layout = .three }
        XCTAssertEqual(store.state.layout, .three)
    }
}
