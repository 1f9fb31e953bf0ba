// swift-tools-version: 6.0
import PackageDescription

// libFuzzer harnesses for the parsers and decoders of instagrid-sim. Built only by
// tools/fuzz.sh, which instruments every module, the package's and its C code included
// (-sanitize=fuzzer,address); never a dependency of anything.

let package = Package(
    name: "instagrid-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "instagrid-sim", path: "..")],
    targets: [
        // Declares libFuzzer's LLVMFuzzerRunDriver, which each harness's main calls.
        .target(name: "CFuzzDriver"),
        // A scenario file: parse it and, when it parses, replay it on its first device.
        .executableTarget(name: "FuzzScenario", dependencies: [
            "CFuzzDriver",
            .product(name: "InstagridScenario", package: "instagrid-sim"),
            .product(name: "InstagridModel", package: "instagrid-sim"),
        ]),
        // PNG bytes through libpng and the shim.
        .executableTarget(name: "FuzzPNG", dependencies: [
            "CFuzzDriver",
            .product(name: "InstagridRender", package: "instagrid-sim"),
        ]),
        // JPEG bytes through libjpeg and the shim.
        .executableTarget(name: "FuzzJPEG", dependencies: [
            "CFuzzDriver",
            .product(name: "InstagridRender", package: "instagrid-sim"),
        ]),
        // Two images (the input split in two), compared every way and drawn as a diff.
        .executableTarget(name: "FuzzDiff", dependencies: [
            "CFuzzDriver",
            .product(name: "InstagridRender", package: "instagrid-sim"),
            .product(name: "PixelDiff", package: "instagrid-sim"),
        ]),
        // A world scenario written from the input (users, network, addressed steps, data layers,
        // offline links), replayed with its timeline drawn.
        .executableTarget(name: "FuzzWorld", dependencies: [
            "CFuzzDriver",
            .product(name: "Harness", package: "instagrid-sim"),
            .product(name: "MessengerApp", package: "instagrid-sim"),
        ]),
        // A shard folder's report.json, read as merge-reports reads it (ReportSidecar, MergedReport).
        .executableTarget(name: "FuzzReport", dependencies: [
            "CFuzzDriver",
            .product(name: "InstagridTesting", package: "instagrid-sim"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
