import Foundation
import InstagridScenario
import Support

/// The project the studio serves: its `Scenarios/` (scripts and `Photos/`) and `Goldens/`.
/// Every path a request names is built here from validated names, and the studio writes
/// nowhere else.
struct StudioProject: Sendable {
    /// The project folder, absolute, symbolic links resolved.
    let root: String

    /// The project at `path` (relative paths against the current folder).
    init(path: String) throws(StudioError) {
        let url = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .file("\(path): no such folder")
        }
        root = url.path
    }

    var scenarios: String { root + "/Scenarios" }
    var goldens: String { root + "/Goldens" }
    var photosFolder: String { scenarios + "/Photos" }

    /// A scenario file name (`name.yaml`) checked to stay a single entry of `Scenarios/`.
    static func checkedName(_ name: String) throws(StudioError) -> String {
        if let problem = PathComponent.problem(name) { throw .badPath("the name \(problem)") }
        guard name.utf8.count <= StudioLimits.maxNameBytes else {
            throw .badPath("the name is longer than \(StudioLimits.maxNameBytes) bytes")
        }
        guard !name.hasPrefix("."), name.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0) }) else {
            throw .badPath("names use letters, digits, '-', '_' and '.', and do not start with '.'")
        }
        return name
    }

    /// `Scenarios/<name>.yaml` for a scenario name (without extension).
    func scenarioPath(named name: String) throws(StudioError) -> String {
        let name = try Self.checkedName(name)
        let path = scenarios + "/" + name + ".yaml"
        try checkInside(path, folder: scenarios)
        return path
    }

    /// `Goldens/<scenario>/<variant>/<name>.png` for a check id `scenario/variant/name`, each
    /// part a valid path component.
    func goldenPath(check id: String) throws(StudioError) -> String {
        let parts = id.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3 else { throw .badPath("a check is scenario/variant/name") }
        for part in parts {
            if let problem = PathComponent.problem(part) { throw .badPath("'\(part)' \(problem)") }
        }
        let path = goldens + "/" + id + ".png"
        try checkInside(path, folder: goldens)
        return path
    }

    /// Refuses a path whose nearest existing folder, links resolved, is not inside `folder`.
    func checkInside(_ path: String, folder: String) throws(StudioError) {
        var parent = URL(fileURLWithPath: path).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: parent.path), parent.path != "/" {
            parent = parent.deletingLastPathComponent()
        }
        let resolved = parent.resolvingSymlinksInPath().path
        let base = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard resolved == base || resolved.hasPrefix(base + "/") || base.hasPrefix(resolved + "/") || resolved == root
        else { throw .badPath("\(path) is outside \(folder)") }
    }

    /// The photos of `Scenarios/Photos` (PNG and JPEG), by alias (the file name without its
    /// extension), for aliases YAML reads as text.
    func photoSources() -> [String: PhotoSource] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: photosFolder)) ?? []
        var sources: [String: PhotoSource] = [:]
        for file in files.sorted() {
            let parts = file.split(separator: ".")
            guard parts.count == 2, ["png", "jpg", "jpeg"].contains(parts[1].lowercased()) else { continue }
            let alias = String(parts[0])
            guard Self.isPlainAlias(alias) else { continue }
            sources[alias] = PhotoSource(alias: alias, relativePath: "Photos/" + file,
                                         resolvedPath: photosFolder + "/" + file,
                                         location: SourceLocation(path: "Photos", line: 1, column: 1))
        }
        return sources
    }

    /// Letters, digits, `-` and `_`, starting with a letter, and not a word YAML reads as a
    /// boolean or null.
    static func isPlainAlias(_ alias: String) -> Bool {
        guard let first = alias.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
              alias.utf8.count <= 64 else { return false }
        let allowed = alias.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
        }
        let words: Set = ["y", "n", "yes", "no", "true", "false", "on", "off", "null"]
        return allowed && !words.contains(alias.lowercased())
    }

    /// Scenario names in `Scenarios/` (files ending `.yaml`), sorted.
    func scenarioNames() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: scenarios)) ?? []
        return files.filter { $0.hasSuffix(".yaml") && !$0.hasPrefix(".") }.map { String($0.dropLast(5)) }.sorted()
    }
}
