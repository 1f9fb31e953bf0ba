import Foundation
@testable import InstagridStudio

/// A temporary project with the repository's photos (and, when asked, scenarios and goldens).
enum StudioFixture {
    static let packageRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// A new project folder with `Scenarios/Photos`; `scenarios` are copied with their goldens.
    static func project(_ label: String, scenarios: [String] = []) throws -> StudioProject {
        let root = FileManager.default.temporaryDirectory.path + "/studio-\(label)-\(UUID().uuidString.prefix(8))"
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/Scenarios", withIntermediateDirectories: true)
        try manager.copyItem(atPath: packageRoot + "/Scenarios/Photos", toPath: root + "/Scenarios/Photos")
        try manager.createDirectory(atPath: root + "/Goldens", withIntermediateDirectories: true)
        for name in scenarios {
            try manager.copyItem(atPath: packageRoot + "/Scenarios/\(name).yaml", toPath: root + "/Scenarios/\(name).yaml")
            try manager.copyItem(atPath: packageRoot + "/Goldens/\(name)", toPath: root + "/Goldens/\(name)")
        }
        return try StudioProject(path: root)
    }
}
