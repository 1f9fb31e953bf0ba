// swift-tools-version: 6.0
import PackageDescription

// An app's test package using instagrid-sim's testing products, as a user would:
//   InstagridTesting          assertGoldens, InstagridTestStore, expectScreen
//   InstagridSnapshotTesting  Snapshotting.image for swift-snapshot-testing's assertSnapshot
let package = Package(
    name: "MyAppTests",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "instagrid-sim", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .testTarget(
            name: "MyAppTests",
            dependencies: [
                .product(name: "InstagridTesting", package: "instagrid-sim"),
                .product(name: "InstagridSnapshotTesting", package: "instagrid-sim"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
