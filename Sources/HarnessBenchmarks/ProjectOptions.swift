import ArgumentParser
import Foundation

/// `--project DIR`: the instagrid-sim checkout whose `Scenarios/` the benchmarks read. By
/// default the folder holding `Package.swift` and `Scenarios/`, found from the current folder
/// upwards, so the benchmarks run from anywhere inside the checkout.
public struct ProjectOptions: ParsableArguments {
    /// The checkout given with `--project`, if any.
    @Option(help: ArgumentHelp("The instagrid-sim checkout (default: the nearest folder holding Package.swift and "
                               + "Scenarios/, from the current folder up).", valueName: "dir"))
    public var project: String?

    /// No checkout given: the nearest one is found.
    public init() {}

    /// The checkout's root folder.
    public func root() throws -> String {
        try Self.root(given: project, from: FileManager.default.currentDirectoryPath)
    }

    /// `Scenarios/` of the checkout.
    public func scenarios() throws -> String {
        try root() + "/Scenarios"
    }

    /// Whether `folder` holds `Package.swift` and a `Scenarios` folder.
    public static func isProject(_ folder: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder + "/Package.swift")
            && FileManager.default.fileExists(atPath: folder + "/Scenarios", isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// `given` when it is a checkout; otherwise the nearest checkout at or above `start`.
    /// - Throws: ``BenchError`` saying where it looked and what to do.
    public static func root(given: String?, from start: String) throws -> String {
        if let given {
            guard isProject(given) else {
                throw BenchError("--project \(given): not the instagrid-sim checkout (it needs Package.swift and Scenarios/)")
            }
            return given
        }
        var folder = URL(fileURLWithPath: start).standardizedFileURL
        while true {
            if isProject(folder.path) { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        throw BenchError("cannot find the instagrid-sim checkout: no folder holding Package.swift and Scenarios/ in "
            + "\(start) or above; run inside the checkout or pass --project DIR")
    }
}
