// swift-tools-version: 6.0
import PackageDescription

// libFuzzer harnesses for the parsers and decoders of instagrid-sim. Built only by
// tools/fuzz.sh (they need -sanitize=fuzzer); never a dependency of anything.
let fuzzing: [SwiftSetting] = [.unsafeFlags(["-sanitize=fuzzer,address", "-parse-as-library"])]
let linking: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]

let package = Package(
    name: "instagrid-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "instagrid-sim", path: "..")],
    targets: [
        // A scenario file: parse it and, when it parses, replay it on its first device.
        .executableTarget(name: "FuzzScenario", dependencies: [
            .product(name: "InstagridScenario", package: "instagrid-sim"),
            .product(name: "InstagridModel", package: "instagrid-sim"),
        ], swiftSettings: fuzzing, linkerSettings: linking),
        // PNG bytes through libpng and the shim.
        .executableTarget(name: "FuzzPNG", dependencies: [
            .product(name: "InstagridRender", package: "instagrid-sim"),
        ], swiftSettings: fuzzing, linkerSettings: linking),
        // JPEG bytes through libjpeg and the shim.
        .executableTarget(name: "FuzzJPEG", dependencies: [
            .product(name: "InstagridRender", package: "instagrid-sim"),
        ], swiftSettings: fuzzing, linkerSettings: linking),
        // Two images (the input split in two), compared every way and drawn as a diff.
        .executableTarget(name: "FuzzDiff", dependencies: [
            .product(name: "InstagridRender", package: "instagrid-sim"),
            .product(name: "PixelDiff", package: "instagrid-sim"),
        ], swiftSettings: fuzzing, linkerSettings: linking),
    ],
    swiftLanguageModes: [.v6]
)
