// swift-tools-version: 6.0
import PackageDescription

/// Pixel loops are optimized in every configuration, so debug builds (and `swift test`) render
/// at a usable speed; optimization never changes pixels (integer arithmetic throughout). The
/// flag is left out when this package is checked out as another package's dependency, where
/// SwiftPM does not accept unsafe flags.
let isDependency = Context.packageDirectory.contains("/checkouts/")
let hotLoops: [SwiftSetting] = isDependency ? [] : [.unsafeFlags(["-O"])]

let package = Package(
    name: "instagrid-sim",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "instagrid-sim", targets: ["InstagridSim"]),
        .executable(name: "instagrid-bench", targets: ["InstagridBench"]),
        .library(name: "InstagridTesting", targets: ["Golden"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    ],
    targets: [
        // model → scenario → render → PNG → golden → CLI
        // What several modules share: the atomic file writer, ordered parallel work, formatting.
        .target(name: "Support"),
        .target(name: "Geometry"),
        .target(name: "AppModel", dependencies: [
            "Geometry",
            .product(name: "HeapModule", package: "swift-collections"),
        ]),
        .target(name: "Scenario", dependencies: [
            "AppModel", "Geometry", "Support",
            .product(name: "Yams", package: "Yams"),
        ]),
        .target(name: "Raster", swiftSettings: hotLoops),
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        .systemLibrary(
            name: "CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]
        ),
        // zlib's crc32 for PNG chunks written directly (APNG); called from Swift, it cannot fail.
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // C layer over libpng and libjpeg that owns every setjmp (no longjmp through Swift).
        .target(name: "CImageShim", dependencies: ["CPNG", "CJPEG"]),
        .target(name: "ImageCodec", dependencies: ["Raster", "CImageShim", "CZlib", "Support"]),
        .target(name: "Render", dependencies: ["Geometry", "AppModel", "Scenario", "Raster", "ImageCodec", "Support"],
                swiftSettings: hotLoops),
        .target(name: "Golden", dependencies: ["Scenario", "Render", "Raster", "ImageCodec", "Support"],
                swiftSettings: hotLoops),
        .target(name: "Frames", dependencies: ["Scenario", "Render", "Raster", "ImageCodec", "Support"],
                swiftSettings: hotLoops),
        .executableTarget(name: "InstagridSim", dependencies: [
            "Geometry", "AppModel", "Scenario", "Render", "ImageCodec", "Golden", "Frames", "Support",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "InstagridBench", dependencies: [
            "AppModel", "Scenario", "Render", "ImageCodec", "Golden", "Frames", "Support",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "SupportTests", dependencies: ["Support"]),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "AppModelTests", dependencies: ["AppModel", "Geometry"]),
        .testTarget(name: "ScenarioTests", dependencies: ["Scenario", "AppModel", "Geometry"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "ImageCodecTests", dependencies: ["ImageCodec", "Raster"], exclude: ["Fixtures"]),
        .testTarget(name: "RenderTests", dependencies: [
            "Render", "Raster", "Geometry", "AppModel", "Scenario", "ImageCodec",
        ]),
        .testTarget(name: "GoldenTests", dependencies: ["Golden", "Raster", "ImageCodec", "Support"]),
        .testTarget(name: "FramesTests", dependencies: ["Frames", "ImageCodec", "Scenario", "AppModel", "Raster", "Support"]),
        // Runs the built instagrid-sim and instagrid-bench binaries.
        .testTarget(name: "InstagridSimTests", dependencies: ["InstagridSim", "InstagridBench", "ImageCodec", "Raster"]),
    ],
    swiftLanguageModes: [.v6]
)
