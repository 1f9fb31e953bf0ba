import Foundation

/// The folder of the package whose tests are running: the first folder holding `Package.swift`
/// above the test file, found from `#filePath` (never from the working directory, which
/// `swift test`, Xcode and CI each set differently).
public struct PackageRoot: Sendable, Equatable {
    /// The folder's absolute path, without a trailing `/`.
    public var path: String

    /// The package folder at `path`.
    public init(path: String) {
        self.path = path
    }

    /// Walks up from the folder of `filePath` to the first folder that holds `Package.swift`;
    /// `nil` when there is none (or `filePath` is not absolute).
    public static func find(from filePath: String) -> PackageRoot? {
        guard filePath.hasPrefix("/") else { return nil }
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().standardized
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return PackageRoot(path: folder.path)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// `path` itself when absolute, else `path` below the root (`.` and `..` resolved).
    public func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return URL(fileURLWithPath: self.path).appendingPathComponent(path).standardized.path
    }

    /// The goldens folder: `goldens` resolved, or `<root>/Goldens`.
    public func goldens(_ goldens: String?) -> String { resolve(goldens ?? "Goldens") }

    /// The artifacts folder: `artifacts` resolved, or `<root>/.build/instagrid-artifacts`.
    public func artifacts(_ artifacts: String?) -> String { resolve(artifacts ?? ".build/instagrid-artifacts") }
}
