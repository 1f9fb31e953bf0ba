import Foundation
import Harness
import Support

/// The project the studio serves: its `Scenarios/` (scripts, in subfolders too, and `Photos/`)
/// and `Goldens/`. Every path a request names is built here from validated names, resolves
/// inside its folder (no symbolic link out of it), and the studio writes nowhere else.
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

    /// A file or folder name checked to stay a single entry of its folder.
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

    /// `Scenarios/<name>.yaml` for a scenario name (without extension): where a recording is
    /// saved, and whether an entry is there already — a symbolic link counts, even one to
    /// nothing. A name that differs only in case from an entry of `Scenarios/` is refused: on a
    /// case-insensitive disk the two are one file, and everywhere they confuse.
    func scenarioPath(named name: String) throws(StudioError) -> (path: String, exists: Bool) {
        let name = try Self.checkedName(name)
        guard !PathComponent.isWindowsReserved(name) else {
            throw .badPath("'\(echo(name))' is a name Windows keeps for a device (CON, PRN, AUX, NUL, COM1–9, LPT1–9): "
                           + "the file could not be checked out there; choose another name")
        }
        let file = name + ".yaml"
        let path = scenarios + "/" + file
        try checkInside(path, folder: scenarios)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: scenarios)) ?? []
        if let clash = entries.first(where: { $0 != file && $0.lowercased() == file.lowercased() }) {
            throw .badPath("Scenarios/\(file) differs only in case from Scenarios/\(echo(clash)); choose another name")
        }
        return (path, entries.contains(file))
    }

    /// The file of a listed scenario: `id` is its path under `Scenarios/` without `.yaml`
    /// (`launch`, `CountOnMe/digits`), each part a checked name, at most
    /// ``StudioLimits/maxFolderDepth`` folders deep. A file that is a symbolic link out of
    /// `Scenarios/` is refused before it is read.
    func scenarioFile(_ id: String) throws(StudioError) -> String {
        let parts = id.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= StudioLimits.maxFolderDepth + 1 else {
            throw .badPath("a scenario is at most \(StudioLimits.maxFolderDepth) folders deep in Scenarios/")
        }
        for part in parts { _ = try Self.checkedName(part) }
        let path = scenarios + "/" + id + ".yaml"
        guard FileManager.default.fileExists(atPath: path) else { throw .file("no scenario \(id) in Scenarios/") }
        guard resolvesInside(path, folder: scenarios) else {
            throw .badPath("Scenarios/\(id).yaml is a symbolic link out of Scenarios/; it is not read")
        }
        return path
    }

    /// The scenarios of `Scenarios/` and its subfolders, as ``scenarioFile(_:)`` names them,
    /// sorted: files ending `.yaml` with checked names, links to files inside `Scenarios/`
    /// included, links out of it and links to folders not followed, at most
    /// ``StudioLimits/maxScenarioFiles`` of them.
    func scenarioIDs() -> [String] {
        var ids: [String] = []
        collect(folder: scenarios, prefix: "", depth: 0, into: &ids)
        return ids.sorted()
    }

    private func collect(folder: String, prefix: String, depth: Int, into ids: inout [String]) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names.sorted() where ids.count < StudioLimits.maxScenarioFiles {
            guard (try? Self.checkedName(name)) != nil else { continue }
            let path = folder + "/" + name
            // The entry itself, not what a link points to.
            let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            if type == .typeDirectory {
                if depth < StudioLimits.maxFolderDepth {
                    collect(folder: path, prefix: prefix + name + "/", depth: depth + 1, into: &ids)
                }
            } else if name.hasSuffix(".yaml"), name.count > 5, type == .typeRegular
                        || (type == .typeSymbolicLink && resolvesInside(path, folder: scenarios)) {
                ids.append(prefix + String(name.dropLast(5)))
            }
        }
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

    /// Refuses a path whose nearest existing folder, links resolved, is not `folder` or inside
    /// it; before `folder` exists, the project folder that will hold it is allowed. An ancestor
    /// of the project is outside, as is anywhere else a link on the way leads.
    func checkInside(_ path: String, folder: String) throws(StudioError) {
        var parent = URL(fileURLWithPath: path).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: parent.path), parent.path != "/" {
            parent = parent.deletingLastPathComponent()
        }
        let resolved = parent.resolvingSymlinksInPath().path
        let base = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        let inside = resolved == base || resolved.hasPrefix(base + "/")
        let folderToMake = !FileManager.default.fileExists(atPath: folder)
            && resolved == URL(fileURLWithPath: folder).deletingLastPathComponent().resolvingSymlinksInPath().path
            && (resolved == root || resolved.hasPrefix(root + "/"))
        guard inside || folderToMake else { throw .badPath("\(path) is outside \(folder)") }
    }

    /// Whether `path`, every link resolved, is inside `folder` (links resolved too).
    func resolvesInside(_ path: String, folder: String) -> Bool {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let base = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        return resolved.hasPrefix(base + "/")
    }

    /// The photos of `Scenarios/Photos` (PNG and JPEG), by alias (the file name without its
    /// extension), for aliases YAML reads as text; a file that resolves outside `Scenarios/` is
    /// left out.
    func photos() -> [LivePhoto] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: photosFolder)) ?? []
        var photos: [LivePhoto] = []
        for file in files.sorted() {
            let parts = file.split(separator: ".")
            guard parts.count == 2, ["png", "jpg", "jpeg"].contains(parts[1].lowercased()) else { continue }
            let alias = String(parts[0])
            let path = photosFolder + "/" + file
            guard Self.isPlainAlias(alias), resolvesInside(path, folder: scenarios) else { continue }
            photos.append(LivePhoto(alias: alias, relativePath: "Photos/" + file, path: path))
        }
        return photos
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
}
