import Support

extension ScenarioText {
    /// User text as the harness's messages repeat it: its first 60 characters, then `…` when
    /// there is more, with control characters written `\u{1B}`, so that a hostile value in a
    /// scenario, an image or a command line can neither flood a log nor drive the terminal that
    /// shows it (docs/security.md). An app's own messages quoting such a value go through here.
    public static func echo(_ text: String) -> String {
        Support.echo(text)
    }
}
