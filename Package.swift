// swift-tools-version: 6.0
import PackageDescription

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
        .target(name: "Geometry"),
        .target(name: "AppModel", dependencies: [
            "Geometry",
            .product(name: "HeapModule", package: "swift-collections"),
        ]),
        .target(name: "Scenario", dependencies: [
            "AppModel", "Geometry",
            .product(name: "Yams", package: "Yams"),
        ]),
        // The innermost pixel loops, in C: fast in debug builds too (see docs/debug-performance.md).
        .target(name: "CPixelKernels"),
        .target(name: "Raster", dependencies: ["CPixelKernels"]),
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // C layer over libpng and libjpeg that owns every setjmp (no longjmp through Swift).
        .target(name: "CImageShim", dependencies: ["CPNG"], linkerSettings: [.linkedLibrary("jpeg")]),
        .target(name: "ImageCodec", dependencies: ["Raster", "CImageShim"]),
        .target(name: "Render", dependencies: ["Geometry", "AppModel", "Scenario", "Raster", "ImageCodec"]),
        .target(name: "Golden", dependencies: ["Scenario", "Render", "Raster", "ImageCodec", "CPixelKernels"]),
        .target(name: "Frames", dependencies: ["Scenario", "Render", "Raster", "ImageCodec"]),
        .executableTarget(name: "InstagridSim", dependencies: [
            "Geometry", "AppModel", "Scenario", "Render", "ImageCodec", "Golden", "Frames",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "InstagridBench", dependencies: [
            "AppModel", "Scenario", "Render", "ImageCodec", "Golden", "Frames",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "AppModelTests", dependencies: ["AppModel", "Geometry"]),
        .testTarget(name: "ScenarioTests", dependencies: ["Scenario", "AppModel", "Geometry"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "ImageCodecTests", dependencies: ["ImageCodec", "Raster"], exclude: ["Fixtures"]),
        .testTarget(name: "RenderTests", dependencies: [
            "Render", "Raster", "Geometry", "AppModel", "Scenario", "ImageCodec",
        ]),
        .testTarget(name: "GoldenTests", dependencies: ["Golden", "Raster", "ImageCodec"]),
        .testTarget(name: "FramesTests", dependencies: ["Frames", "ImageCodec", "Scenario", "AppModel", "Raster"]),
        .testTarget(name: "InstagridSimTests", dependencies: ["InstagridSim", "ImageCodec", "Raster"]),
    ],
    swiftLanguageModes: [.v6]
)
