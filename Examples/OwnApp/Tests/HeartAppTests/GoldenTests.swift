import HarnessTesting
import HeartApp
import Testing

@Suite("Heart's pictures")
struct GoldenTests {
    @Test("every picture of every scenario is its golden")
    func scenarios() {
        assertGoldens("Scenarios", apps: [.heart])
    }
}
