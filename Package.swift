// swift-tools-version: 6.2
import PackageDescription

// Release builds of the two command-line tools link the Swift runtime and Foundation statically
// on Linux: a process then starts in about half the time (no dynamic loading and relocation of
// libFoundation, ICU and the runtime), which is most of a short command such as `diff`
// (docs/benchmarks.md). Only executables carry the flag: it is the programs' business, not a
// library's. They are also linked at a fixed address (`-no-pie`): the loader then has 18,000
// relocations to apply instead of 102,000, and a `diff` of two screens takes 2–3 ms (a seventh)
// less; nothing in them needs their own address randomized.
let staticSwiftRuntime: [LinkerSetting] = [
    .unsafeFlags(["-static-stdlib", "-Xclang-linker", "-no-pie"], .when(platforms: [.linux], configuration: .release)),
]
// The executable's own module is compiled for the static runtime too, so that its object names
// the static Foundation's libraries (CoreFoundation, ICU, …) for the linker.
let staticSwiftRuntimeImports: [SwiftSetting] = [
    .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release)),
]
// `INSTAGRID_OPTIMIZE_C=1` compiles the C pixel kernels and image shim with `-O2` in debug builds
// too. They do most of a render's and a decode's work, and at `-O0` a debug `verify` spends about
// two thirds of its time in them (docs/ci-time.md). CI sets it; it is off by default so that a
// debug build is what a debugger expects.
let optimizedC: [CSetting] = Context.environment["INSTAGRID_OPTIMIZE_C"] == "1"
    ? [.unsafeFlags(["-O2"], .when(configuration: .debug))] : []
// Release builds of the package's own Swift modules optimize across modules: the harness's
// generic driver and runner, and an app's generic types used from its other modules, are then
// specialized for the app instead of looking up type metadata at run time (a Messenger replay
// or `explore` a third faster, docs/benchmarks.md). Since tools version 6.2 SwiftPM accepts
// such flags in a package used as a dependency.
let crossModuleOptimization: [SwiftSetting] = [
    .unsafeFlags(["-cross-module-optimization"], .when(configuration: .release)),
]
// `INSTAGRID_TEST_TARGETS=A,B` (CI's sanitizer runs) keeps only those test targets and leaves out
// what none of them needs: the studio with its web server stack and the swift-snapshot-testing
// strategy. Unset, the package is whole.
let testTargetsAsked = Context.environment["INSTAGRID_TEST_TARGETS"].map {
    Set($0.split(separator: ",").map { String($0) })
}
let withStudio = testTargetsAsked?.contains("StudioTests") ?? true
let withSnapshotTesting = testTargetsAsked == nil

// The heavy products' dependencies, each used only with its trait (see `traits` below).
let studio: TargetDependencyCondition? = .when(traits: ["Studio"])
let snapshotTesting: TargetDependencyCondition? = .when(traits: ["SnapshotTesting"])

let package = Package(
    name: "instagrid-sim",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "instagrid-sim", targets: ["InstagridSim"]),
        .executable(name: "instagrid-bench", targets: ["InstagridBench"]),
        // The local web app: record scenarios on a simulated iPhone, play them, review goldens.
        .executable(name: "instagrid-studio", targets: ["InstagridStudioTool"]),
        // The harness as a library: devices, the virtual clock, scenario scripts, the plug-in API
        // (`HarnessApp`), frames, the drawing API an app's renderer uses (`Raster`,
        // docs/raster.md) and the PNG and JPEG files it reads (`ImageCodec`: an app's photos); an
        // app plugs in through it (docs/plugins.md). The apps under Sources/Apps/ use nothing else
        // of the harness (tools/check-public-api.py).
        .library(name: "Harness", targets: ["Harness", "Scenarios", "Devices", "VirtualClock", "Gestures", "Frames",
                                            "Raster", "Timelines", "ImageCodec"]),
        // The command line as a library: a program's `main` is `HarnessCommand.main(apps: [...])`.
        .library(name: "HarnessCommand", targets: ["HarnessCommand"]),
        // Golden checks and a test store for any app's test targets (Swift Testing or XCTest).
        .library(name: "HarnessTesting", targets: ["HarnessTesting"]),
        // The benchmarks' command line as a library: a program's `main` is
        // `BenchCommand.main(apps: [...], benchmarks: [...])`; an app's benchmarks use its public API.
        .library(name: "HarnessBenchmarks", targets: ["HarnessBenchmarks"]),
        // The app's rules alone: state, inputs, reducer, virtual clock, geometry.
        .library(name: "InstagridModel", targets: ["InstagridModel"]),
        // Scenario scripts: reader, runner, traces.
        .library(name: "InstagridScenario", targets: ["InstagridScenario"]),
        // The deterministic renderer and PNG/JPEG files.
        .library(name: "InstagridRender", targets: ["InstagridRender", "Raster", "ImageCodec"]),
        // Image comparison with no Instagrid knowledge: exact, tolerant, perceptual, diff images.
        .library(name: "PixelDiff", targets: ["PixelDiff"]),
        // Messenger as a program's app (`HarnessApp.messenger`): its worlds read, run and drawn.
        .library(name: "MessengerApp", targets: ["MessengerApp"]),
        // Golden checks, a test store and screens for test targets (Swift Testing or XCTest).
        .library(name: "InstagridTesting", targets: ["InstagridTesting"]),
        // The image strategy for swift-snapshot-testing's assertSnapshot.
        .library(name: "InstagridSnapshotTesting", targets: ["InstagridSnapshotTesting"]),
    ],
    // Two products carry a heavy stack a package testing its own app does not need: the studio
    // (a web server: Hummingbird, swift-nio and 20 more packages) and the swift-snapshot-testing
    // strategy (swift-snapshot-testing and swift-syntax). Each is behind a trait, on by default
    // here; a package that depends on the harness with `traits: []` resolves and checks out
    // neither stack (docs/plugins.md, "A light dependency").
    traits: [
        .trait(name: "Studio", description: "The studio's web server (instagrid-studio, the Studio module)."),
        .trait(name: "SnapshotTesting",
               description: "The image strategy for swift-snapshot-testing (InstagridSnapshotTesting)."),
        .default(enabledTraits: ["Studio", "SnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        // `swift package generate-documentation` (DocC); not linked into any product.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // model → scenario → render → PNG → comparison → golden → CLI (docs/architecture.md)
        // What several modules share: the atomic file writer, ordered parallel work, formatting.
        .target(name: "Support", dependencies: ["CPixelKernels", "CCrypto"]),
        // The harness's core, naming no app: devices and screen geometry, then the one virtual
        // clock (scheduler, driver, timelines) that every app's reducer runs on.
        .target(name: "Devices"),
        // A run drawn as lanes (docs/timeline.md): the chart an app fills with its facts, and its SVG.
        .target(name: "Timelines", dependencies: ["Support"]),
        .target(name: "VirtualClock", dependencies: [
            .product(name: "HeapModule", package: "swift-collections"),
        ]),
        // UIKit's gestures (docs/gestures.md): views and hit-testing, the recognizers, their
        // arbitration, what the views receive, the scroll view; on the one clock, naming no app.
        .target(name: "Gestures", dependencies: ["Devices", "VirtualClock", "Timelines"]),
        .target(name: "InstagridModel", dependencies: ["Devices", "VirtualClock", "Gestures"], path: "Sources/Apps/Instagrid/InstagridModel"),
        // The calculator CountOnMe (docs/countonme.md): the second app the harness drives.
        .target(name: "CountOnMeModel", dependencies: ["Devices", "VirtualClock", "Gestures"], path: "Sources/Apps/CountOnMe/CountOnMeModel"),
        // Messenger (docs/messenger.md): one phone's screens, navigation and gestures as a pure model;
        // what it asks of its data layer goes out as values and the answers come back as inputs.
        .target(name: "MessengerModel", dependencies: ["Devices", "VirtualClock", "Gestures"], path: "Sources/Apps/Messenger/MessengerModel"),
        // Messenger's simulated Firebase (docs/messenger.md, "The backend"): Authentication, the
        // Realtime Database and Storage as one value on the virtual clock, with a link per phone.
        .target(name: "MessengerBackend", dependencies: ["VirtualClock", "Scenarios"],
                path: "Sources/Apps/Messenger/MessengerBackend"),
        // Messenger's two data layers (tutorial, atomic) as pure logic over the backend.
        .target(name: "MessengerData", dependencies: ["MessengerBackend", "VirtualClock"],
                path: "Sources/Apps/Messenger/MessengerData"),
        // A Messenger world: every user's phone and the backend with each phone's data layer on
        // one clock (docs/messenger.md), and its scenario words.
        .target(name: "MessengerWorld", dependencies: ["MessengerModel", "MessengerData", "MessengerBackend", "Devices",
                                                        "VirtualClock"], path: "Sources/Apps/Messenger/MessengerWorld"),
        .target(name: "MessengerScenario", dependencies: ["MessengerWorld", "MessengerModel", "MessengerData",
                                                           "MessengerBackend", "Scenarios", "Devices",
                                                           "VirtualClock", "Timelines", "Gestures",
                                                           .product(name: "Yams", package: "Yams")],
                path: "Sources/Apps/Messenger/MessengerScenario"),
        // What `explore` draws for Messenger: worlds, their users' actions and the network's (docs/explore.md).
        .target(name: "MessengerExploration", dependencies: ["Harness", "MessengerScenario", "MessengerWorld", "MessengerModel",
                                                             "MessengerBackend", "Scenarios", "Devices", "VirtualClock"],
                path: "Sources/Apps/Messenger/MessengerExploration"),
        // Messenger's screens drawn from one phone's state at any instant (docs/messenger.md, "The look").
        .target(name: "MessengerRender", dependencies: ["MessengerModel", "Raster", "Devices"],
                path: "Sources/Apps/Messenger/MessengerRender"),
        // Messenger as a program's app: its worlds drawn phone by phone and side by side.
        .target(name: "MessengerApp", dependencies: ["MessengerScenario", "MessengerWorld", "MessengerRender", "MessengerExploration",
                                                     "MessengerModel", "Harness", "Frames", "Scenarios", "Raster",
                                                     "ImageCodec", "Devices", "Timelines",
                                                     "MessengerBackend"],
                path: "Sources/Apps/Messenger/MessengerApp"),
        // The gesture lab (docs/gestures.md): a phone of the views and recognizers a scenario
        // declares, its words, its picture, and the program's app.
        .target(name: "GestureLabModel", dependencies: ["Gestures", "Devices", "VirtualClock"],
                path: "Sources/Apps/GestureLab/GestureLabModel"),
        .target(name: "GestureLabScenario", dependencies: ["GestureLabModel", "Gestures", "Scenarios", "Devices", "VirtualClock"],
                path: "Sources/Apps/GestureLab/GestureLabScenario"),
        .target(name: "GestureLabRender", dependencies: ["GestureLabModel", "Gestures", "Raster", "Devices"],
                path: "Sources/Apps/GestureLab/GestureLabRender"),
        .target(name: "GestureLabApp", dependencies: ["GestureLabScenario", "GestureLabRender", "GestureLabModel", "Gestures",
                                                      "Harness", "Frames", "Scenarios", "Raster", "Timelines", "Devices",
                                                      "VirtualClock"],
                path: "Sources/Apps/GestureLab/GestureLabApp"),
        // Scenario scripts, whatever the app: the reader with its located errors, the runner, traces,
        // the writer, and `ScenarioApp`, what an app declares to be driven by them.
        .target(name: "Scenarios", dependencies: [
            "Devices", "VirtualClock", "Support", "Timelines",
            .product(name: "Yams", package: "Yams"),
        ]),
        .target(name: "InstagridScenario", dependencies: [
            "InstagridModel", "Scenarios", "VirtualClock",
            .product(name: "Yams", package: "Yams"),
        ], path: "Sources/Apps/Instagrid/InstagridScenario"),
        .target(name: "CountOnMeScenario", dependencies: ["CountOnMeModel", "Scenarios"],
                path: "Sources/Apps/CountOnMe/CountOnMeScenario"),
        // The innermost pixel loops, in C: fast in debug builds too (see docs/debug-performance.md).
        .target(name: "CPixelKernels", cSettings: optimizedC),
        .target(name: "Raster", dependencies: ["CPixelKernels", "CXXHash"]),
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        .systemLibrary(
            name: "CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]
        ),
        // zlib: crc32 for PNG chunks written directly (APNG), and deflate with a strategy.
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // libdeflate: the PNG encoder's deflate (docs/png-encoding.md); zlib keeps its strategies.
        .systemLibrary(
            name: "CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        // xxHash: XXH3-128, the digest of decoded pixels (the golden cache; docs/goldens.md).
        .systemLibrary(
            name: "CXXHash", pkgConfig: "libxxhash",
            providers: [.apt(["libxxhash-dev"]), .brew(["xxhash"])]
        ),
        // OpenSSL's libcrypto: SHA-256 (golden cache keys, the PngSuite manifest) and the
        // system's random source for the cache's secret (docs/security.md).
        .systemLibrary(
            name: "CCrypto", pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),
        // C layer over libpng and libjpeg that owns every setjmp (no longjmp through Swift).
        // The PNG decoder's rows are unfiltered and expanded by CPixelKernels (docs/png-encoding.md).
        .target(name: "CImageShim", dependencies: ["CPNG", "CJPEG", "CZlib", "CDeflate", "CPixelKernels"],
                cSettings: optimizedC),
        .target(name: "ImageCodec", dependencies: ["Raster", "CImageShim", "CZlib", "Support"]),
        .target(name: "InstagridRender", dependencies: ["InstagridModel", "InstagridScenario", "Frames", "Raster", "ImageCodec"],
                path: "Sources/Apps/Instagrid/InstagridRender"),
        // The calculator's screen.
        .target(name: "CountOnMeRender", dependencies: ["CountOnMeModel", "Raster"], path: "Sources/Apps/CountOnMe/CountOnMeRender"),
        .target(name: "PixelDiff", dependencies: ["Raster", "ImageCodec", "CPixelKernels", "Support"]),
        // The seam: an app as one value (HarnessApp), and one run of any app (HarnessRun).
        .target(name: "Harness", dependencies: [
            "Devices", "VirtualClock", "Scenarios", "Frames", "Raster", "ImageCodec", "Support", "Timelines",
        ]),
        // Each app as the harness drives it: a `HarnessApp` value built from its scenario words
        // and its renderer. Only programs and testing products assemble them.
        .target(name: "InstagridApp", dependencies: [
            "Harness", "InstagridExploration", "InstagridModel", "InstagridScenario", "InstagridRender", "Frames", "Scenarios",
            "Gestures", "Timelines",
        ], path: "Sources/Apps/Instagrid/InstagridApp"),
        .target(name: "CountOnMeApp", dependencies: [
            "Harness", "CountOnMeModel", "CountOnMeScenario", "CountOnMeRender", "Frames", "Scenarios", "Gestures",
            "Timelines", "Devices", "VirtualClock",
        ], path: "Sources/Apps/CountOnMe/CountOnMeApp"),
        .target(name: "Golden", dependencies: [
            "Devices", "Harness", "Scenarios", "PixelDiff", "Raster", "ImageCodec", "CPixelKernels", "Support",
        ]),
        .target(name: "Frames", dependencies: ["Devices", "VirtualClock", "Scenarios", "Raster", "ImageCodec", "Support"]),
        // What Instagrid's `explore` draws (docs/explore.md); the harness's explorer runs it with
        // the rules' invariants (`Instagrid.invariants`, in InstagridScenario).
        .target(name: "InstagridExploration", dependencies: ["Harness", "InstagridModel", "InstagridScenario", "Scenarios",
                                                             "Devices", "VirtualClock"],
                path: "Sources/Apps/Instagrid/InstagridExploration"),
        // Assertions for test targets (Swift Testing or XCTest): goldens, a test store, screens.
        // Assertions for any app's tests (Swift Testing or XCTest): goldens, a test store.
        .target(name: "HarnessTesting", dependencies: [
            "Devices", "VirtualClock", "Scenarios", "Harness", "Frames", "Golden", "PixelDiff", "Support", "Gestures",
        ]),
        .target(name: "InstagridTesting", dependencies: ["InstagridApp", "CountOnMeApp", "HarnessTesting", 
            "InstagridModel", "InstagridScenario", "InstagridRender", "PixelDiff", "Harness", "ImageCodec", "Raster",
            "Scenarios",
        ], path: "Sources/Apps/Instagrid/InstagridTesting"),
        // The image strategy for swift-snapshot-testing's assertSnapshot.
        .target(name: "InstagridSnapshotTesting", dependencies: [
            "InstagridTesting", "PixelDiff", "ImageCodec", "Raster",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: snapshotTesting),
        ], path: "Sources/Apps/Instagrid/InstagridSnapshotTesting"),
        .target(name: "HarnessCommand", dependencies: [
            "Devices", "Harness", "Scenarios", "ImageCodec", "PixelDiff", "Golden", "Frames", "Raster",
            "Support", "Timelines", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // `instagrid-sim`: the harness's command line with the project's apps (one line).
        .executableTarget(name: "InstagridSim", dependencies: ["HarnessCommand", "InstagridApp", "CountOnMeApp", "MessengerApp",
                                                             "GestureLabApp"],
                          swiftSettings: staticSwiftRuntimeImports, linkerSettings: staticSwiftRuntime),
        // The benchmarks' command line over any app (docs/benchmarks.md): what they share, the
        // harness's own benchmarks and `BenchCommand.main(apps:benchmarks:)`.
        .target(name: "HarnessBenchmarks", dependencies: [
            "Devices", "Harness", "Scenarios", "Frames", "Raster", "ImageCodec", "Golden", "Support", "VirtualClock",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Each app's benchmarks: its own subcommands and its parts of the harness's.
        .target(name: "InstagridBenchmarks", dependencies: [
            "HarnessBenchmarks", "InstagridApp", "InstagridModel", "InstagridScenario", "InstagridRender", "Harness",
            "Scenarios", "Devices", "Raster", "ImageCodec", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], path: "Sources/Apps/Instagrid/InstagridBenchmarks"),
        .target(name: "CountOnMeBenchmarks", dependencies: [
            "HarnessBenchmarks", "CountOnMeModel", "CountOnMeScenario", "Scenarios", "Devices",
        ], path: "Sources/Apps/CountOnMe/CountOnMeBenchmarks"),
        .target(name: "GestureLabBenchmarks", dependencies: [
            "HarnessBenchmarks", "GestureLabApp", "GestureLabModel", "Gestures", "Harness", "Scenarios", "Devices", "VirtualClock",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], path: "Sources/Apps/GestureLab/GestureLabBenchmarks"),
        .target(name: "MessengerBenchmarks", dependencies: [
            "HarnessBenchmarks", "MessengerScenario", "MessengerWorld", "MessengerRender", "Frames", "Scenarios",
            "Devices", "Raster", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], path: "Sources/Apps/Messenger/MessengerBenchmarks"),
        // `instagrid-bench`: the benchmarks with the project's apps (one line).
        .executableTarget(name: "InstagridBench", dependencies: [
            "HarnessBenchmarks", "InstagridApp", "CountOnMeApp", "MessengerApp", "GestureLabApp", "InstagridBenchmarks",
            "CountOnMeBenchmarks", "MessengerBenchmarks", "GestureLabBenchmarks",
        ], swiftSettings: staticSwiftRuntimeImports, linkerSettings: staticSwiftRuntime),
        // The studio's server, for the apps a program gives it: live phones, the player, the
        // review (docs/studio.md).
        .target(name: "Studio", dependencies: [
            "Devices", "Harness", "Scenarios", "ImageCodec", "Raster", "Golden", "Support",
            .product(name: "Hummingbird", package: "hummingbird", condition: studio),
            .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket", condition: studio),
            .product(name: "HTTPTypes", package: "swift-http-types", condition: studio),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: studio),
        ], resources: [.copy("Site")]),
        // `instagrid-studio`: the studio with the project's apps.
        .executableTarget(name: "InstagridStudioTool", dependencies: [
            "Studio", "InstagridApp", "CountOnMeApp", "MessengerApp", "GestureLabApp",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "SupportTests", dependencies: ["Support"]),
        .testTarget(name: "VirtualClockTests", dependencies: ["VirtualClock"]),
        .testTarget(name: "TimelinesTests", dependencies: ["Timelines", "VirtualClock"], exclude: ["Expected"]),
        .testTarget(name: "HarnessTestingTests", dependencies: ["HarnessTesting", "Raster", "Gestures"], exclude: ["Worlds"]),
        .testTarget(name: "InstagridModelTests", dependencies: ["VirtualClock", "InstagridModel", "Gestures"]),
        .testTarget(name: "CountOnMeModelTests", dependencies: ["VirtualClock", "CountOnMeModel", "Gestures"]),
        .testTarget(name: "MessengerModelTests", dependencies: ["MessengerModel", "Gestures"]),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "Devices", "VirtualClock"]),
        .testTarget(name: "GestureLabTests", dependencies: ["GestureLabApp", "GestureLabScenario", "GestureLabModel",
                                                            "GestureLabRender", "Gestures", "Scenarios", "Harness",
                                                            "Raster", "Devices", "VirtualClock"]),
        .testTarget(name: "MessengerBackendTests", dependencies: ["MessengerBackend", "VirtualClock"]),
        .testTarget(name: "MessengerScenarioTests", dependencies: ["MessengerScenario", "MessengerWorld", "MessengerModel",
                                                                   "MessengerBackend", "MessengerData", "Scenarios",
                                                                   "Timelines", "Devices"]),
        .testTarget(name: "MessengerExplorationTests", dependencies: ["MessengerExploration", "MessengerScenario", "Harness",
                                                                      "MessengerWorld", "MessengerBackend", "Scenarios"]),
        .testTarget(name: "MessengerDataTests", dependencies: ["MessengerData", "MessengerBackend", "VirtualClock"]),
        .testTarget(name: "MessengerRenderTests", dependencies: ["MessengerRender", "MessengerModel", "Raster", "ImageCodec"]),
        .testTarget(name: "CountOnMeRenderTests", dependencies: ["CountOnMeRender", "CountOnMeModel", "Raster"]),
        // The harness's scenario steps over a tiny app of the tests' own (the gesture steps).
        .testTarget(name: "ScenariosTests", dependencies: ["Scenarios", "Devices", "VirtualClock"]),
        .testTarget(name: "InstagridScenarioTests", dependencies: [
            "InstagridScenario", "InstagridModel", "CountOnMeScenario", "Scenarios", "Support",
        ]),
        .testTarget(name: "RasterTests", dependencies: ["VirtualClock", "Raster"]),
        .testTarget(name: "ImageCodecTests", dependencies: ["VirtualClock", "ImageCodec", "Raster", "Support", "CImageShim", "CDeflate"], exclude: ["Fixtures"]),
        .testTarget(name: "InstagridRenderTests", dependencies: [
            "InstagridRender", "Frames", "Raster", "InstagridModel", "InstagridScenario", "ImageCodec",
        ]),
        // Image helpers the PixelDiff and Golden tests share.
        .target(name: "TestImages", dependencies: ["Raster", "Support"], path: "Tests/TestImages"),
        .testTarget(name: "PixelDiffTests", dependencies: ["VirtualClock", "PixelDiff", "Raster", "ImageCodec", "TestImages", "CPixelKernels"]),
        .testTarget(name: "GoldenTests", dependencies: ["InstagridApp", "Golden", "Harness", "PixelDiff", "InstagridScenario", "Raster", "ImageCodec", "Support", "TestImages"]),
        .testTarget(name: "FramesTests", dependencies: [
            "Frames", "InstagridApp", "ImageCodec", "InstagridRender", "InstagridScenario", "InstagridModel", "Raster", "Support",
        ]),
        .testTarget(name: "InstagridExplorationTests", dependencies: ["InstagridExploration", "InstagridScenario",
                                                                      "InstagridModel", "Harness", "Scenarios"]),
        // Runs the built instagrid-sim and instagrid-bench binaries.
        .testTarget(name: "InstagridSimTests", dependencies: ["InstagridSim", "InstagridBench", "ImageCodec", "Raster", "TestImages"]),
        .testTarget(name: "InstagridTestingTests", dependencies: [
            "InstagridTesting", "Golden", "ImageCodec", "Raster", "InstagridScenario", "InstagridModel", "TestImages",
        ]),
        // swift-snapshot-testing's files next to the tests (__Snapshots__) are references, not sources.
        .testTarget(name: "InstagridSnapshotTestingTests", dependencies: [
            "InstagridSnapshotTesting", "InstagridTesting", "PixelDiff", "ImageCodec", "Raster",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: snapshotTesting),
        ], exclude: ["__Snapshots__"]),
        .testTarget(name: "StudioTests", dependencies: [
            "Studio", "Harness", "Scenarios", "InstagridApp", "CountOnMeApp", "InstagridScenario", "InstagridModel",
            "CountOnMeScenario", "CountOnMeModel", "ImageCodec", "Support", "MessengerApp", "MessengerScenario",
            "MessengerModel", "MessengerWorld", "MessengerBackend", "Timelines", "VirtualClock", "TestImages",
            "GestureLabApp", "GestureLabScenario", "GestureLabModel", "Gestures",
            .product(name: "HTTPTypes", package: "swift-http-types", condition: studio),
            // The router is called in process (RouterClient) with a test channel for its context:
            // Hummingbird's own testing product would link an HTTP client with TLS, whose
            // compiling was a large part of the test build (docs/ci-time.md).
            .product(name: "NIOEmbedded", package: "swift-nio", condition: studio),
            .product(name: "NIOCore", package: "swift-nio", condition: studio),
        ]),
    ],
    swiftLanguageModes: [.v6]
)

// Only InstagridSnapshotTesting uses it; no other product links it.
if withSnapshotTesting {
    package.dependencies.append(
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"))
} else {
    package.products.removeAll { $0.name == "InstagridSnapshotTesting" }
    package.targets.removeAll { ["InstagridSnapshotTesting", "InstagridSnapshotTestingTests"].contains($0.name) }
}
// Only the studio (Studio, instagrid-studio) links the web server.
if withStudio {
    package.dependencies += [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.81.0"),
    ]
} else {
    package.products.removeAll { $0.name == "instagrid-studio" }
    package.targets.removeAll { ["Studio", "InstagridStudioTool"].contains($0.name) }
}
// With `INSTAGRID_TEST_TARGETS`, the package holds the test targets asked for and what they need,
// nothing else: `swift test` builds every target of the package, so a sanitizer run would
// otherwise compile the programs and every app under its instrumentation (docs/ci-time.md).
if let testTargetsAsked {
    let targetsByName = Dictionary(package.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var needed = Set<String>()
    var waiting = package.targets.filter { $0.type == .test && testTargetsAsked.contains($0.name) }.map(\.name)
    while let name = waiting.popLast() {
        guard needed.insert(name).inserted, let target = targetsByName[name] else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): waiting.append(name)
            default: break
            }
        }
    }
    package.targets.removeAll { !needed.contains($0.name) }
    package.products.removeAll { product in
        let targets = (product as? Product.Library)?.targets ?? (product as? Product.Executable)?.targets ?? []
        return targets.contains { !needed.contains($0) }
    }
}
// Every Swift module of the package (the C modules are named `C…`) optimized across modules in release.
for target in package.targets where target.type == .regular || target.type == .executable {
    guard !(target.name.hasPrefix("C") && target.name.dropFirst().first?.isUppercase == true) else { continue }
    target.swiftSettings = (target.swiftSettings ?? []) + crossModuleOptimization
}
