import Foundation
import ImageCodec
import Raster

/// A temporary copy of two small scenarios with their photos, verified into its own goldens and
/// artifacts folders, so that tests never touch the project's `Goldens/`.
///
/// `tap-slop` runs on iphone-8 (1 check), `layouts` on iphone-se and iphone-8 (2 snapshots and
/// `final` each): 7 checks.
struct GoldenFixture {
    let root: String
    var goldens: String { root + "/Goldens" }
    var artifacts: String { root + "/artifacts" }
    static let checkCount = 7
    /// The golden that `alter` changes.
    static let altered = "layouts/iphone-se-portrait/final"

    init() throws {
        root = try CLI.temporaryFolder()
        let files = FileManager.default
        try files.copyItem(atPath: CLI.root + "/Scenarios/Photos", toPath: root + "/Photos")
        try files.copyItem(atPath: CLI.root + "/Scenarios/tap-slop.yaml", toPath: root + "/tap-slop.yaml")
        let layouts = try String(contentsOfFile: CLI.root + "/Scenarios/layouts.yaml", encoding: .utf8)
            .replacingOccurrences(of: "devices: [iphone-se, iphone-8, iphone-xs-max]", with: "devices: [iphone-se, iphone-8]")
        try layouts.write(toFile: root + "/layouts.yaml", atomically: true, encoding: .utf8)
    }

    /// A fixture whose goldens have been recorded.
    static func recorded() throws -> GoldenFixture {
        let fixture = try GoldenFixture()
        let first = try fixture.verify(["--record", "missing"])
        guard first.status == 1 else { throw FixtureError("recording exited \(first.status): \(first.stdout)\(first.stderr)") }
        try FileManager.default.removeItem(atPath: fixture.artifacts)
        return fixture
    }

    /// `instagrid-sim verify <root> --goldens … --artifacts … <extra…>`.
    func verify(_ extra: [String] = [], environment: [String: String] = [:]) throws -> CLI.Result {
        try CLI.run(["verify", root, "--goldens", goldens, "--artifacts", artifacts] + extra, environment: environment)
    }

    /// The golden of check `id` (`<scenario>/<variant>/<name>`).
    func golden(_ id: String) -> String { "\(goldens)/\(id).png" }

    /// Inverts the red channel of the 10×5 block at (20, 30) of golden `id`: exactly 50 pixels
    /// differ, in `10×5 at (20, 30)`. Returns the altered bytes.
    @discardableResult
    func alter(_ id: String = altered) throws -> [UInt8] {
        var image = try ImageFile.read(golden(id))
        for y in 30..<35 {
            for x in 20..<30 {
                image.pixels[(y * image.width + x) * 4] ^= 0xFF
            }
        }
        let bytes = try PNGCodec.encode(image)
        try Data(bytes).write(to: URL(fileURLWithPath: golden(id)))
        return bytes
    }

    /// The `✔`/`✘` lines of a verify run's output.
    static func checkLines(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("✔") || $0.hasPrefix("✘") }
    }

    /// The line for check `id`.
    static func line(for id: String, in output: String) -> String? {
        checkLines(output).first { $0.dropFirst(2).hasPrefix(id + " ") || $0.dropFirst(2) == id }
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
