import PixelDiff
import ArgumentParser
import Foundation

/// A benchmark failure with a message for the user (printed as `Error: …`, exit status 1).
struct BenchError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// `--project DIR`: the instagrid-sim checkout whose `Scenarios/` the benchmarks read. By
/// default the folder holding `Package.swift` and `Scenarios/`, found from the current folder
/// upwards, so the benchmarks run from anywhere inside the checkout.
struct ProjectOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The instagrid-sim checkout (default: the nearest folder holding Package.swift and "
                               + "Scenarios/, from the current folder up).", valueName: "dir"))
    var project: String?

    /// The checkout's root folder.
    func root() throws -> String {
        try Self.root(given: project, from: FileManager.default.currentDirectoryPath)
    }

    /// `Scenarios/` of the checkout.
    func scenarios() throws -> String {
        try root() + "/Scenarios"
    }

    /// Whether `folder` holds `Package.swift` and a `Scenarios` folder.
    static func isProject(_ folder: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder + "/Package.swift")
            && FileManager.default.fileExists(atPath: folder + "/Scenarios", isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// `given` when it is a checkout; otherwise the nearest checkout at or above `start`.
    /// - Throws: ``BenchError`` saying where it looked and what to do.
    static func root(given: String?, from start: String) throws -> String {
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
