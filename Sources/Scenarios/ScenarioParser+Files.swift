import Support

extension ScenarioParser {
    /// Checks that `path`, a file the scenario names at `node` (`what`: `photo`), is a regular
    /// file the harness can read, without reading it; the error names the problem and the path
    /// (`photo file not found: …`, `photo path is a folder, not a file: …`).
    public func checkFile(_ path: String, what: String, at node: Node) throws(ScenarioError) {
        do {
            try RegularFile.check(path)
        } catch {
            let shown = Support.echo(path, limit: echoPathLimit)
            switch error.problem {
            case .notFound: throw self.error("\(what) file not found: \(shown)", at: node)
            case .notRegular(let kind): throw self.error("\(what) path is \(kind), not a file: \(shown)", at: node)
            default: throw self.error("cannot read \(what) file \(shown): \(error.reason)", at: node)
            }
        }
    }
}
