import Foundation

/// Where a path leads once every symbolic link is followed, and whether that stays inside a
/// folder (docs/security.md, "Symbolic links stop at the project"): files that arrive with a
/// repository — photos, goldens, golden folders — may not lead out of it.
package enum Confinement {
    /// Whether `path` leads outside `root` once links are followed. A path that does not exist
    /// yet is judged by the nearest part of it that does (so a golden about to be written is
    /// refused when its folder is a link out); a symbolic link that leads nowhere counts as
    /// leaving, since writing through it would create its target wherever it points. A `root`
    /// that does not exist holds nothing that could leave it.
    package static func leaves(_ path: String, root: String) -> Bool {
        guard !path.utf8.contains(0), !root.utf8.contains(0), let base = resolved(root) else { return false }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        var current = path
        while !current.isEmpty {
            var info = stat()
            if lstat(current, &info) == 0 {
                guard let target = resolved(current) else { return true }
                return target != base && !target.hasPrefix(prefix)
            }
            guard let slash = current.lastIndex(of: "/") else { break }
            current = String(current[..<slash])
        }
        return false
    }

    /// Whether `path` as written names a place inside `root`: `.` and `..` taken away, relative
    /// paths from the current folder, no link followed. A path that leaves `root` although this
    /// holds leaves it through a symbolic link.
    package static func namesInside(_ path: String, root: String) -> Bool {
        let base = lexical(root), target = lexical(path)
        return target.starts(with: base)
    }

    /// The components of `path` made absolute from the current folder, with `.` dropped and each
    /// `..` taking away the component before it, by text alone (Foundation's standardizing
    /// follows links when a path holds `..`).
    static func lexical(_ path: String) -> [Substring] {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var components: [Substring] = []
        for component in absolute.split(separator: "/") where component != "." {
            if component == ".." {
                _ = components.popLast()
            } else {
                components.append(component)
            }
        }
        return components
    }

    /// The canonical absolute path of `path`, or nil when it cannot be resolved.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
