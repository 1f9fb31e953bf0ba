import InstagridRender
import InstagridScenario

/// Photos given in code as `alias: path` (paths relative to the package root), loaded the way
/// a scenario's `photos:` are: each file checked, decoded when first drawn.
enum PhotoAliases {
    /// The scenario declaration of `photos`, located at the call site.
    static func sources(_ photos: [String: String], root: PackageRoot, site: CallSite) -> [String: PhotoSource] {
        let location = SourceLocation(path: "\(site.filePath)", line: Int(site.line), column: Int(site.column))
        var sources: [String: PhotoSource] = [:]
        for (alias, path) in photos {
            sources[alias] = PhotoSource(alias: alias, relativePath: path, resolvedPath: root.resolve(path),
                                         location: location)
        }
        return sources
    }

    /// The library of `scenario`'s photos; on an unreadable file, an issue at `site` naming it,
    /// and an empty library.
    static func load(_ scenario: Scenario<Instagrid>, site: CallSite) -> PhotoLibrary {
        do {
            return try PhotoLibrary.load(scenario)
        } catch {
            site.record("\(error)")
            return PhotoLibrary()
        }
    }
}
