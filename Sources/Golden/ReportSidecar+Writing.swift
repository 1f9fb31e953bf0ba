import Support

extension ReportSidecar {
    /// Writes the JUnit XML report of ``records``: the one way `verify --junit` and
    /// `merge-reports --junit` write it.
    package func writeJUnit(to path: String) throws(GoldenError) {
        try JUnitReport.write(records, to: path)
    }

    /// Writes the HTML report of `entries` (one per check, in the order of ``checks``) into
    /// `directory`, then this sidecar, with the names of the images the page wrote, as
    /// `report.json`, last: the one way `verify --report` and `merge-reports --report` write a
    /// report folder. Returns the path of `index.html`.
    @discardableResult
    package func writeHTML(_ entries: [ReportEntry], to directory: String) throws(GoldenError) -> String {
        precondition(entries.count == checks.count, "one report entry per check")
        let page = HTMLReport.page(entries)
        let index = try HTMLReport.write(page, to: directory)
        var written = self
        for position in written.checks.indices { written.checks[position].images = page.images[position] }
        do {
            try AtomicFile.write(written.json, to: directory + "/" + Self.fileName, sync: true)
        } catch {
            throw GoldenError(error)
        }
        return index
    }
}
