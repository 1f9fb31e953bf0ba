import CountOnMeApp
import Foundation
import Harness
import InstagridApp
@testable import Studio
import TestImages

/// A temporary project with the repository's photos (and, when asked, scenarios and goldens).
enum StudioFixture {
    static let packageRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// The apps of `instagrid-studio`.
    static let apps: [HarnessApp] = [.instagrid, .countOnMe]

    /// A new project folder with `Scenarios/Photos`; `scenarios` (paths under `Scenarios/`
    /// without `.yaml`, such as `CountOnMe/digits`) are copied, with the golden folders
    /// `goldens` (by default the scenarios' own names).
    static func project(_ label: String, scenarios: [String] = [], goldens: [String]? = nil) throws -> StudioProject {
        let root = try TestFolders.make("studio-\(label)")
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/Scenarios", withIntermediateDirectories: true)
        try manager.copyItem(atPath: packageRoot + "/Scenarios/Photos", toPath: root + "/Scenarios/Photos")
        try manager.createDirectory(atPath: root + "/Goldens", withIntermediateDirectories: true)
        for name in scenarios {
            let target = root + "/Scenarios/\(name).yaml"
            try manager.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                        withIntermediateDirectories: true)
            try manager.copyItem(atPath: packageRoot + "/Scenarios/\(name).yaml", toPath: target)
        }
        for name in goldens ?? scenarios {
            try manager.copyItem(atPath: packageRoot + "/Goldens/\(name)", toPath: root + "/Goldens/\(name)")
        }
        return try StudioProject(path: root)
    }
}
