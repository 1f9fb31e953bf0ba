import InstagridTesting
import Testing

/// A scenario script checked against its goldens, as `instagrid-sim verify` checks it.
/// Paths are relative to this package's root; goldens live in `Goldens/`.
@Test func shareACollage() {
    assertGoldens("Scenarios/share-a-collage.yaml")
}
