import Foundation
import Harness
import InstagridApp
import InstagridModel
import InstagridRender
import InstagridScenario
import Scenarios

/// Instagrid's scenarios for `scaling`: generated variants of one journey, each with its own
/// layout, orientation and photos.
enum InstagridScaling {
    /// What the variants are, as `scaling` prints it.
    static let description = "generated scenarios (a layout, an orientation, 1–4 photos, a relayout: two snapshots "
        + "and the end state, 3 checks each)"

    /// The photos the variants choose from, by alias and file name in `Scenarios/Photos`.
    static let photoFiles = [
        ("landscape", "landscape-4x3.png"), ("portrait", "portrait-3x4.png"), ("square", "square.png"),
        ("pano", "panorama-8x1.png"), ("jpeg", "photo-jpeg.jpg"),
    ]

    /// Writes `count` scenario files into `folder` (with the photos they use) and loads them.
    /// Variant `i` is decided by the digits of `i` (no randomness): its layout, orientation, how
    /// many slots it fills and with which photos, and the layout it switches to.
    static func generate(_ count: Int, into folder: String, photos: String) throws -> [LoadedScenario] {
        try FileManager.default.createDirectory(atPath: folder + "/Photos", withIntermediateDirectories: true)
        for (_, file) in photoFiles {
            try FileManager.default.copyItem(atPath: photos + "/" + file, toPath: folder + "/Photos/" + file)
        }
        let header = "photos:\n" + photoFiles.map { "  \($0.0): Photos/\($0.1)\n" }.joined()
        // Every variant names the same photos: one library (decoded once) serves them all, as
        // one project's scenarios sharing photos would.
        var library: PhotoLibrary?
        return try (0..<count).map { index in
            var digits = index
            func next(_ radix: Int) -> Int {
                defer { digits /= radix }
                return digits % radix
            }
            let layout = next(3) + 1
            let landscape = next(2) == 1
            let filled = next(4) + 1
            var steps = landscape ? ["  - rotate: landscape-left"] : []
            steps.append("  - tap: layout-\(layout)")
            let slots = Layout(rawValue: layout)?.visibleSlots ?? [1, 2, 3, 4]
            for slot in slots.prefix(filled) {
                steps.append("  - pick: { slot: \(slot), photo: \(photoFiles[(next(5) + slot) % 5].0) }")
            }
            steps.append("  - snapshot: filled")
            steps.append("  - tap: layout-\(layout % 3 + 1)")
            steps.append("  - snapshot: relayout")
            let path = folder + "/variant-\(index).yaml"
            let text = "description: generated variant \(index)\ndevices: [iphone-xs-max]\n" + header
                + "steps:\n" + steps.joined(separator: "\n") + "\n"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let prepared: PreparedScenario
            if let library {
                prepared = PreparedScenario(scenario: try ScenarioParser<Instagrid>.parse(contentsOf: path), photos: library)
            } else {
                prepared = try PreparedScenario.load(path)
                library = prepared.photos
            }
            return LoadedScenario(.init(header: ScenarioHeader(prepared.scenario), payload: prepared, scenario: prepared.scenario),
                                  app: .instagrid)
        }
    }
}
