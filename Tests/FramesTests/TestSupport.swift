import InstagridModel
import Foundation
import Frames
import InstagridApp
import ImageCodec
import Raster
import InstagridScenario

/// Shared helpers for the Frames tests.
enum Support {
    /// A fresh, empty temporary folder.
    static func temporaryFolder() -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("instagrid-frames-tests-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Removes `path` and everything in it.
    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A share swipe that is cancelled: idle, sliding-out, sharing, sliding-back, idle.
    static let shareYAML = """
        options: { incompleteGrid: allow }
        steps:
          - swipe: up
          - wait: 0.6
          - share: cancelled
          - wait: 0.6
        """

    /// The timeline of `yaml` replayed on the iPhone 8.
    static func timeline(_ yaml: String = shareYAML) throws -> Timeline<AppState> {
        let folder = temporaryFolder()
        defer { remove(folder) }
        let scenario = try ScenarioParser<Instagrid>.parse(yaml: yaml, path: folder + "/s.yaml")
        guard let device = Device.named("iphone-8") else { throw SupportError.noDevice }
        return ScenarioRunner<Instagrid>.run(scenario, on: device, tracing: false).timeline
    }

    /// A 64×48 stand-in for the screen renderer: the background tells the phase, a bar's row
    /// follows the grid's vertical offset and a column moves with time. Frames away from idle
    /// are half transparent, so a dump mixes RGB and RGBA files.
    @Sendable static func fakeRender(_ state: AppState) -> RGBAImage {
        let width = 64, height = 48
        let phaseIndex = Phase.allCases.firstIndex(of: state.phase) ?? 0
        let alpha: UInt8 = state.phase == .idle ? 255 : 128
        var image = RGBAImage(width: width, height: height,
                              fill: RGBA(UInt8(40 * phaseIndex), 90, 160, alpha))
        let screen = state.device.screenSize(state.orientation).height
        let row = min(max(height / 2 + Int((state.gridOffset.y / screen * Double(height / 2)).rounded()), 0), height - 4)
        for y in row..<(row + 4) {
            for x in 0..<width { image[x, y] = RGBA(255, 220, 0, 255) }
        }
        let column = Int((state.now * 40).rounded()) % width
        for y in 0..<height { image[column, y] = RGBA(255, 255, 255, alpha) }
        return image
    }

    /// The bytes of the file at `path` (empty when unreadable).
    static func bytes(_ path: String) -> [UInt8] {
        (FileManager.default.contents(atPath: path)).map { [UInt8]($0) } ?? []
    }

    /// The sorted file names in `folder`.
    static func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// Whether an executable named `name` is on PATH.
    static func isOnPath(_ name: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
    }
}

enum SupportError: Error {
    case noDevice
}
