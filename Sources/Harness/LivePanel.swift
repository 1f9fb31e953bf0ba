/// A panel beside a live phone or world, drawn from its state (docs/studio.md, "The panel"):
/// a title and any of a text (a server's tree), rows of cells (each recognizer's state) and log
/// lines, newest last (what happened so far). The page shows all of it as text, never as
/// markup, and the harness bounds it (``LiveLimits``) before it is sent.
///
/// The panel is sent with the picture: an app whose panel can change while its picture stays
/// the same counts what the panel shows in its screen's `drawsSame` (``LiveScreen``).
public struct LivePanel<Model: Sendable>: Sendable {
    public var title: String
    /// What the panel shows of a state.
    public var content: @Sendable (Model) -> LivePanelContent

    /// A panel of rows and log lines (or text) on a state.
    public init(title: String, content: @escaping @Sendable (Model) -> LivePanelContent) {
        self.title = title
        self.content = content
    }

    /// A panel of text on a state (a server's JSON tree).
    public init(title: String, text: @escaping @Sendable (Model) -> String) {
        self.init(title: title, content: { LivePanelContent(text: text($0)) })
    }
}

/// What a panel shows of one state, whatever the app: a table, log lines and a text, each
/// possibly empty.
public struct LivePanelContent: Sendable, Equatable {
    /// The table's headings (`recognizer`, `state`, `recognized`); empty for no headings.
    public var columns: [String]
    /// The table's rows, each a list of cells.
    public var rows: [[String]]
    /// Log lines in the order they happened, newest last (the page keeps the newest in view).
    public var log: [String]
    /// Free text, shown as it is (indented JSON…).
    public var text: String

    public init(columns: [String] = [], rows: [[String]] = [], log: [String] = [], text: String = "") {
        self.columns = columns
        self.rows = rows
        self.log = log
        self.text = text
    }
}
