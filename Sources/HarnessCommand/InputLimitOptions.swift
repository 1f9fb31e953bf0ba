import Harness
import ArgumentParser
import Golden
import ImageCodec
import Scenarios
import Support

/// The bounds on the files a command reads that a user may need to raise (docs/limits.md): the
/// size of a scenario file, and the size and pixel count of a photo. Every other bound is fixed.
/// And whether symbolic links may lead those files out of the project (docs/security.md).
struct InputLimitOptions: ParsableArguments {
    @Option(name: .customLong("max-scenario-size"), parsing: .unconditional,
            help: ArgumentHelp("Largest scenario file read, in bytes or with KiB, MiB, GiB (default: 1MiB).", valueName: "bytes"),
            transform: parseByteCount)
    var maxScenarioBytes: Int = ScenarioLimits.defaultMaxFileBytes

    @Option(name: .customLong("max-photo-size"), parsing: .unconditional,
            help: ArgumentHelp("Largest photo file read, in bytes or with KiB, MiB, GiB (default: 256MiB).", valueName: "bytes"),
            transform: parseByteCount)
    var maxPhotoBytes: Int = ImageLimits.defaultMaxFileBytes

    @Option(name: .customLong("max-photo-pixels"), parsing: .unconditional,
            help: ArgumentHelp("Largest photo decoded, in pixels (width × height).", valueName: "count"))
    var maxPhotoPixels: Int = ImageLimits.defaultMaxPixels

    @Flag(name: .customLong("allow-outside-links"),
          help: ArgumentHelp("Follow symbolic links of scenario files named, photos, goldens and golden folders "
                             + "that lead out of the project (the current folder); by default they are refused "
                             + "(docs/security.md)."))
    var allowsOutsideLinks = false

    func validate() throws {
        if maxPhotoPixels < 1 {
            throw ValidationError("--max-photo-pixels must be 1 or more, found \(maxPhotoPixels)")
        }
    }

    /// The limits scenario files are read with.
    var scenario: ScenarioLimits { ScenarioLimits(maxFileBytes: maxScenarioBytes) }

    /// The folder scenario files, photos and goldens must stay in once links are followed; nil with
    /// `--allow-outside-links`.
    var project: String? { allowsOutsideLinks ? nil : "." }

    /// The limits photos are read and decoded with.
    var photos: ImageLimits { ImageLimits(maxPixels: maxPhotoPixels, maxFileBytes: maxPhotoBytes) }
}

/// A size in bytes: a whole number of at least 1, optionally followed by `KiB`, `MiB` or `GiB`
/// (`K`, `M`, `G` too), e.g. `4MiB`.
func parseByteCount(_ text: String) throws -> Int {
    let units: [(suffix: String, factor: Int)] = [
        ("KiB", 1 << 10), ("MiB", 1 << 20), ("GiB", 1 << 30), ("K", 1 << 10), ("M", 1 << 20), ("G", 1 << 30),
    ]
    var digits = Substring(text)
    var factor = 1
    if let unit = units.first(where: { text.hasSuffix($0.suffix) }) {
        digits = digits.dropLast(unit.suffix.count)
        factor = unit.factor
    }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let number = Int(digits), number >= 1 else {
        throw ValidationError("expected a size in bytes of 1 or more, e.g. 4194304 or 4MiB; found '\(echo(text))'")
    }
    let (bytes, overflow) = number.multipliedReportingOverflow(by: factor)
    guard !overflow else { throw ValidationError("the size '\(echo(text))' is too large") }
    return bytes
}

/// Parses every file with `limits`, printing each one's error; any error makes the command
/// exit 2.
func loadScenarios(_ files: [String], limits: InputLimitOptions) throws -> [LoadedScenario] {
    do {
        return try VerifyRun.load(files, apps: HarnessCommand.apps, scenarioLimits: limits.scenario,
                                  photoLimits: limits.photos, project: limits.project)
    } catch {
        throw CommandFailure(error)
    }
}
