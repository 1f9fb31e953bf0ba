// swift-tools-version: 6.2
import PackageDescription

// An app of its own, outside the harness: Heart, a post that a tap tags, a double tap likes and
// a long press peeks at. It plugs into instagrid-sim as any app does (docs/plugins.md):
//   Harness         the plug-in API, the scenario reader, frames and the drawing API (Raster)
//   HarnessCommand  the command line: `heart-sim verify`, `frames`, `explore`, …
//   HarnessTesting  assertGoldens and TestStore for its tests

// `traits: []`: none of the harness's heavy products (the studio's web server, the
// swift-snapshot-testing strategy), so only what the three products below need is resolved and
// checked out: 3 packages instead of 33 (docs/plugins.md, "A light dependency"). The harness's
// own CI builds Heart in the folder where the harness was just built with its default traits and
// sets HEART_HARNESS_TRAITS=default to reuse those modules (tools/test-own-app.sh); an app of
// your own needs only `traits: []`.
let harnessTraits: Set<Package.Dependency.Trait> =
    Context.environment["HEART_HARNESS_TRAITS"] == "default" ? [.defaults] : []

let package = Package(
    name: "OwnApp",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "heart-sim", targets: ["HeartSim"]),
    ],
    dependencies: [
        .package(name: "instagrid-sim", path: "../..", traits: harnessTraits),
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
