import InstagridRender
import InstagridScenario
import Testing

@Suite("Render errors")
struct RenderErrorTests {
    @Test("A photo's alias is echoed cut short, control characters written out")
    func aliasEchoed() {
        let location = SourceLocation(path: "s.yaml", line: 1, column: 13)
        let error = RenderError.invalidPhoto(alias: "\u{1B}" + String(repeating: "a", count: 100), location: location,
                                             reason: "not a PNG or JPEG image")
        #expect(error.description == "s.yaml:1:13: error: photo '\\u{1B}\(String(repeating: "a", count: 59))…' is not "
            + "a valid image: not a PNG or JPEG image")
    }
}
