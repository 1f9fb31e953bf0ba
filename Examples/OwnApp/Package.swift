// swift-tools-version: 6.0
import PackageDescription

// An app of its own, outside the harness: Heart, a post that a tap tags, a double tap likes and
// a long press peeks at. It plugs into instagrid-sim as any app does (docs/plugins.md):
//   Harness         the plug-in API, the scenario reader, frames and the drawing API (Raster)
//   HarnessCommand  the command line: `heart-sim verify`, `frames`, `explore`, …
//   HarnessTesting  assertGoldens and TestStore for its tests
let package = Package(
    name: "OwnApp",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "heart-sim", targets: ["HeartSim"]),
    ],
    dependencies: [
        .package(name: "instagrid-sim", path: "../.."),
    ],
    targets: [
        // The app: its model, its scenario words, its renderer and its HarnessApp value.
        .target(name: "HeartApp", dependencies: [
            .product(name: "Harness", package: "instagrid-sim"),
        ]),
        // The app's command line, one line over HarnessCommand.
        .executableTarget(name: "HeartSim", dependencies: [
            "HeartApp",
            .product(name: "HarnessCommand", package: "instagrid-sim"),
        ]),
        .testTarget(name: "HeartAppTests", dependencies: [
            "HeartApp",
            .product(name: "Harness", package: "instagrid-sim"),
            .product(name: "HarnessTesting", package: "instagrid-sim"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
