import Support

/// The harness's ways of writing values in messages and traces, public so that an app's own
/// messages, trace lines and reports read like the harness's (docs/architecture.md, "Apps use
/// the public API"). Each is the rule the harness itself follows.
extension ScenarioText {
    /// User text as the harness's messages repeat it: its first 60 characters (and at most 240
    /// bytes: a character longer than that is cut between its scalars), then `…` when there is
    /// more, with control characters written `\u{1B}`, so that a hostile value in a
    /// scenario, an image or a command line can neither flood a log nor drive the terminal that
    /// shows it (docs/security.md). An app's own messages quoting such a value go through here.
    public static func echo(_ text: String) -> String {
        Support.echo(text)
    }

    /// ``echo(_:)`` with another length limit, in characters (and four times as many bytes):
    /// ``echoPathLimit`` for a path.
    public static func echo(_ text: String, limit: Int) -> String {
        Support.echo(text, limit: limit)
    }

    /// The most characters of user text ``echo(_:)`` repeats.
    public static let echoLimit = Support.echoLimit

    /// The most characters of a file path a message repeats: the longest path the system opens.
    public static let echoPathLimit = Support.echoPathLimit

    /// Text from a file or a scenario as the harness prints it: every control character written
    /// `\u{1B}` and a leading `::` written `\u{3A}:`, so it stays on one line and cannot drive a
    /// terminal or start a CI workflow command (``echo(_:)`` is this plus a length limit).
    public static func escaped(_ text: String) -> String {
        escapedForTerminal(text)
    }

    /// Seconds as traces print them: up to six decimals, no trailing zeros (`0.05`, `1`).
    public static func seconds(_ value: Double) -> String {
        formatSeconds(value)
    }

    /// Points as traces print them: at most three decimals, no trailing `.0`.
    public static func points(_ value: Double) -> String {
        formatPoints(value)
    }

    /// A point as `(x, y)`, each as ``points(_:)`` prints it.
    public static func point(x: Double, y: Double) -> String {
        formatPoint(x: x, y: y)
    }

    /// Whether `scalar` is a control character (C0, DEL or C1), which no name a message repeats
    /// may hold.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        PathComponent.isControl(scalar)
    }

    /// `text` as a JSON string literal, quotes, backslashes and control characters escaped.
    public static func jsonQuoted(_ text: String) -> String {
        Support.jsonQuoted(text)
    }

    /// `count` and `noun`, plural unless the count is one (`1 run`, `2 runs`); `plural` for a
    /// noun that does not just take an "s".
    public static func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        Support.counted(count, noun, plural: plural)
    }
}
