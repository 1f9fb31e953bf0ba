/// A panel's content as a page is sent it (``LiveFrame/panel``): its text cut at
/// ``LiveLimits/maxPanelBytes`` bytes of UTF-8, at most ``LiveLimits/maxPanelRows`` rows and the
/// newest ``LiveLimits/maxPanelLogLines`` log lines, each cell and line cut at
/// ``LiveLimits/maxPanelLineBytes``, with a note where something was left out.
public struct LivePanelText: Sendable, Equatable {
    public var title: String
    public var text: String
    /// The text's length in bytes before it was cut; nil when it is whole.
    public var cutFrom: Int?
    public var columns: [String] = []
    public var rows: [[String]] = []
    /// Log lines, newest last.
    public var log: [String] = []

    /// `text` cut to `limit` bytes at a character's end.
    public init(title: String, text: String, limit: Int) {
        self.title = title
        let bytes = text.utf8.count
        guard bytes > limit else {
            self.text = text
            cutFrom = nil
            return
        }
        self.text = Self.prefix(text, bytes: limit) + "\n… cut at \(limit) of \(bytes) bytes"
        cutFrom = bytes
    }

    /// `content` within `limits`: the rows after the first ``LiveLimits/maxPanelRows`` are left
    /// out (the last row says how many), the log lines before the newest
    /// ``LiveLimits/maxPanelLogLines`` (the first line says how many).
    public init(title: String, content: LivePanelContent, limits: LiveLimits) {
        self.init(title: title, text: content.text, limit: limits.maxPanelBytes)
        let line = limits.maxPanelLineBytes
        func cut(_ cell: String) -> String {
            cell.utf8.count > line ? Self.prefix(cell, bytes: line) + "…" : cell
        }
        columns = content.columns.prefix(limits.maxPanelRows).map(cut)
        rows = content.rows.prefix(limits.maxPanelRows).map { $0.prefix(limits.maxPanelRows).map(cut) }
        if content.rows.count > limits.maxPanelRows {
            rows.append(["… \(content.rows.count - limits.maxPanelRows) more rows"])
        }
        log = content.log.suffix(limits.maxPanelLogLines).map(cut)
        if content.log.count > limits.maxPanelLogLines {
            log.insert("… \(content.log.count - limits.maxPanelLogLines) earlier lines", at: 0)
        }
    }

    /// The longest prefix of `text` of at most `bytes` bytes of UTF-8 that ends at a character's end.
    static func prefix(_ text: String, bytes: Int) -> String {
        var kept = ""
        var used = 0
        for character in text {
            let size = character.utf8.count
            if used + size > bytes { break }
            kept.append(character)
            used += size
        }
        return kept
    }
}
