import PixelDiff
import Support
/// One check in the HTML report, with its images as PNG bytes (any of them may be absent, e.g.
/// no expected image when the golden was missing).
package struct ReportEntry: Sendable, Equatable {
    package var check: CheckRecord
    /// The golden, PNG bytes.
    package var expected: [UInt8]?
    /// The rendered image, PNG bytes.
    package var actual: [UInt8]?
    /// The diff image, PNG bytes.
    package var diff: [UInt8]?

    package init(check: CheckRecord, expected: [UInt8]? = nil, actual: [UInt8]? = nil, diff: [UInt8]? = nil) {
        self.check = check
        self.expected = expected
        self.actual = actual
        self.diff = diff
    }
}

/// A self-contained HTML report: `index.html` plus an `images/` folder it refers to relatively;
/// no network resources, a little inline CSS and script.
///
/// Failures (and errors) come first, each with its summary line, the expected, actual and diff
/// images, and a slider that reveals the actual image over the expected one. Passes follow as
/// thumbnails. When its script has run, the page sets `data-ready="true"` on `<body>`.
package enum HTMLReport {
    /// The page and the files it refers to, before anything is written.
    package struct Page: Sendable, Equatable {
        /// The content of `index.html`.
        package var html: String
        /// Files to write beside it: path relative to the report folder → bytes.
        package var files: [String: [UInt8]]
        /// The image files of each entry, in the entries' order.
        package var images: [ReportImages] = []
    }

    /// Builds the page for `entries` (pure; writes nothing).
    package static func page(_ entries: [ReportEntry], title: String = "instagrid-sim goldens") -> Page {
        var files: [String: [UInt8]] = [:]
        var images = [ReportImages](repeating: ReportImages(), count: entries.count)
        func image(_ bytes: [UInt8]?, _ index: Int, _ entry: ReportEntry, _ kind: ReportImages.Kind) -> String? {
            guard let bytes else { return nil }
            let path = "images/\(index)-\(slug(entry.check))-\(kind.rawValue).png"
            files[path] = bytes
            images[index][kind] = path
            return path
        }
        let failing = entries.enumerated().filter { $0.element.check.status == .failed || $0.element.check.status == .error }
        let others = entries.enumerated().filter { !($0.element.check.status == .failed || $0.element.check.status == .error) }

        var body = ""
        for (index, entry) in failing {
            let expected = image(entry.expected, index, entry, .expected)
            let actual = image(entry.actual, index, entry, .actual)
            let diff = image(entry.diff, index, entry, .diff)
            body += failureSection(entry.check, id: index, expected: expected, actual: actual, diff: diff)
        }
        if !others.isEmpty {
            body += "<h2 class=\"group\">Passed (\(others.count))</h2>\n<div class=\"thumbs\">\n"
            for (index, entry) in others {
                let thumb = image(entry.actual ?? entry.expected, index, entry, .thumb)
                body += thumbnail(entry.check, image: thumb)
            }
            body += "</div>\n"
        }
        let failures = failing.count
        let headline = "\(failures) failed, \(entries.count - failures) passed, \(counted(entries.count, "check"))"
        let html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Markup.escape(title))</title>
        <style>\(style)</style>
        </head>
        <body data-ready="false" data-failures="\(failures)">
        <header><h1>\(Markup.escape(title))</h1><p class="headline">\(headline)</p></header>
        <main>
        \(body)</main>
        <script>\(script)</script>
        </body>
        </html>

        """
        return Page(html: html, files: files, images: images)
    }

    /// Writes `index.html` and its images into `directory` (created when missing); files are
    /// written atomically, `index.html` last. Returns the path of `index.html`.
    @discardableResult
    package static func write(_ entries: [ReportEntry], to directory: String, title: String = "instagrid-sim goldens") throws(GoldenError) -> String {
        try write(page(entries, title: title), to: directory)
    }

    /// Writes a built page (``page(_:title:)``) into `directory`, as ``write(_:to:title:)`` does.
    @discardableResult
    package static func write(_ built: Page, to directory: String) throws(GoldenError) -> String {
        let index = directory + "/index.html"
        do {
            for (path, bytes) in built.files.sorted(by: { $0.key < $1.key }) {
                try AtomicFile.write(bytes, to: directory + "/" + path, sync: true)
            }
            try AtomicFile.write(built.html, to: index, sync: true)
        } catch {
            throw GoldenError(error)
        }
        return index
    }

    private static func failureSection(_ check: CheckRecord, id: Int, expected: String?, actual: String?, diff: String?) -> String {
        var html = "<section class=\"check \(check.status.rawValue)\" id=\"check-\(id)\">\n"
        html += "<h2><span class=\"badge\">\(check.status.rawValue)</span> \(Markup.escape(check.scenario))"
        html += " <span class=\"name\">\(Markup.escape(check.name))</span></h2>\n"
        if let message = check.message {
            html += "<p class=\"summary\">\(Markup.escape(message))</p>\n"
        }
        let figures = [("expected", expected), ("actual", actual), ("diff", diff)].compactMap { label, src in
            src.map { "<figure><img src=\"\(Markup.escape($0, attribute: true))\" alt=\"\(label)\"><figcaption>\(label)</figcaption></figure>" }
        }
        if !figures.isEmpty {
            html += "<div class=\"images\">" + figures.joined() + "</div>\n"
        }
        if let expected, let actual {
            let label = Markup.escape("reveal actual over expected for \(check.scenario) \(check.name)", attribute: true)
            html += """
            <div class="compare"><div class="stack">\
            <img class="under" src="\(Markup.escape(expected, attribute: true))" alt="expected">\
            <img class="over" src="\(Markup.escape(actual, attribute: true))" alt="actual"></div>\
            <label><span>expected</span><input type="range" class="slider" min="0" max="100" value="50" \
            aria-label="\(label)"><span>actual</span></label></div>\n
            """
        }
        if !check.artifacts.isEmpty {
            html += "<ul class=\"artifacts\">" + check.artifacts.map { "<li><code>\(Markup.escape($0))</code></li>" }.joined() + "</ul>\n"
        }
        return html + "</section>\n"
    }

    private static func thumbnail(_ check: CheckRecord, image: String?) -> String {
        let picture = image.map { "<img src=\"\(Markup.escape($0, attribute: true))\" alt=\"\" loading=\"lazy\">" } ?? ""
        return "<figure class=\"thumb \(check.status.rawValue)\">\(picture)<figcaption>"
            + "\(Markup.escape(check.scenario)) <span class=\"name\">\(Markup.escape(check.name))</span></figcaption></figure>\n"
    }

    /// File-name-safe form of a check's scenario, variant and snapshot.
    static func slug(_ check: CheckRecord) -> String {
        let raw = "\(check.scenario)-\(check.variant)-\(check.snapshot)"
        let safe = raw.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": Character(scalar)
            default: "_"
            }
        }
        return String(String(safe).prefix(80))
    }

    private static let style = """
    body{font:14px/1.4 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}\
    header{padding:12px 20px;background:#18181b;color:#fafafa}h1{font-size:18px;margin:0}\
    .headline{margin:4px 0 0}main{padding:12px 20px}\
    .check{background:#fff;border-left:6px solid #dc2626;margin:0 0 16px;padding:8px 12px}\
    .check.error{border-color:#9333ea}h2{font-size:15px;margin:4px 0}.name{font-weight:normal;color:#52525b}\
    .badge{background:#dc2626;color:#fff;border-radius:3px;padding:0 6px;font-size:12px;text-transform:uppercase}\
    .error .badge{background:#9333ea}.summary{font-family:ui-monospace,monospace;margin:4px 0 8px}\
    .images{display:flex;gap:12px;flex-wrap:wrap}figure{margin:0}\
    .images img,.stack img{max-height:360px;max-width:100%;image-rendering:pixelated;border:1px solid #d4d4d8;\
    background:repeating-conic-gradient(#e4e4e7 0 25%,#fff 0 50%) 0 0/16px 16px}\
    figcaption{font-size:12px;color:#52525b}.compare{margin-top:8px}\
    .stack{position:relative;display:inline-block;line-height:0}.stack img{display:block}\
    .stack .over{position:absolute;top:0;left:0;clip-path:inset(0 50% 0 0)}\
    .compare label{display:flex;gap:8px;align-items:center;font-size:12px}.slider{width:240px}\
    .artifacts{font-size:12px;margin:6px 0 0;padding-left:18px}\
    .group{font-size:15px}.thumbs{display:flex;flex-wrap:wrap;gap:10px}\
    .thumb{background:#fff;padding:6px;border-left:4px solid #16a34a;max-width:180px}\
    .thumb img{max-width:100%;max-height:200px;display:block}
    """

    private static let script = """
    (function(){document.querySelectorAll('.compare').forEach(function(c){\
    var s=c.querySelector('.slider'),o=c.querySelector('.over');if(!s||!o)return;\
    function u(){o.style.clipPath='inset(0 '+(100-Number(s.value))+'% 0 0)';}\
    s.addEventListener('input',u);u();});document.body.setAttribute('data-ready','true');})();
    """
}
