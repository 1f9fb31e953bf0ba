import Testing
import Support

@Suite("Path components: the one check for names that become file or folder names")
struct PathComponentTests {
    @Test("A name that could leave its folder, hide in a terminal or be cut short is refused, with the reason",
          arguments: [
              ("", "is empty"),
              (".", "names the folder itself"),
              ("..", "names the parent folder"),
              ("a/b", "contains '/'"),
              ("/etc", "contains '/'"),
              ("a\\b", "contains '\\'"),
              ("a\u{0}b", "contains the control character U+0000"),
              ("a\nb", "contains the control character U+000A"),
              ("\u{1B}[2J", "contains the control character U+001B"),
              ("a\u{7F}", "contains the control character U+007F"),
              ("a\u{85}", "contains the control character U+0085"),
              ("-rf", "starts with '-'"),
              (String(repeating: "a", count: 201), "is 201 bytes long; the limit is 200"),
              (String(repeating: "é", count: 101), "is 202 bytes long; the limit is 200"),
          ])
    func refused(name: String, problem: String) {
        #expect(PathComponent.problem(name) == problem)
        #expect(!PathComponent.isValid(name))
    }

    @Test("Ordinary names pass, up to 200 bytes",
          arguments: ["launch", "Launch Screen", "a-b_c.d", "...", ".hidden", "a-", "é", "日本",
                      String(repeating: "a", count: 200), String(repeating: "é", count: 100)])
    func accepted(name: String) {
        #expect(PathComponent.problem(name) == nil)
    }

    @Test("The longest accepted name still fits the longest file name made from it in 255 bytes")
    func longestFileNameFits() {
        let name = String(repeating: "a", count: PathComponent.maxBytes)
        let temporary = ".\(name).side-by-side.png.tmp-\(Int32.max)-\(Int.max)"
        #expect(temporary.utf8.count <= 255)
    }
}
