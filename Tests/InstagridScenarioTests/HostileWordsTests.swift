import Foundation
import Testing
import InstagridModel
@testable import InstagridScenario
@testable import Scenarios

/// Names that become paths go through one check; words that are echoed or looked up are cut
/// short, so one bad word costs no more than a typo.
@Suite struct HostileWordsTests {
    typealias Case = ScenarioErrorTests.Case

    static let long = String(repeating: "x", count: 100_000)
    static let echoed = String(repeating: "x", count: 60) + "…"

    /// Two photos, the second with an alias of 100,000 characters (a key that long must be
    /// explicit in YAML).
    static let longAlias = "photos:\n  beach: Photos/landscape-4x3.png\n  ? \(long)\n  : Photos/portrait-3x4.png\n"

    static let nameErrors: [Case] = [
        Case("name: '..'\nsteps: []\n",
             "s.yaml:1:7: error: scenario name '..' must be usable as a folder name: it names the parent folder"),
        Case("name: '.'\nsteps: []\n",
             "s.yaml:1:7: error: scenario name '.' must be usable as a folder name: it names the folder itself"),
        Case("name: ''\nsteps: []\n", "s.yaml:1:7: error: scenario name '' must be usable as a folder name: it is empty"),
        Case("name: -rf\nsteps: []\n", "s.yaml:1:7: error: scenario name '-rf' must be usable as a folder name: it starts with '-'"),
        Case("name: 'a\\b'\nsteps: []\n",
             "s.yaml:1:7: error: scenario name 'a\\b' must be usable as a folder name: it contains '\\'"),
        Case("name: \"a\\0b\"\nsteps: []\n",
             "s.yaml:1:7: error: scenario name 'a\\u{0}b' must be usable as a folder name: it contains the control "
                + "character U+0000"),
        Case("name: \"\\e[2J\"\nsteps: []\n",
             "s.yaml:1:7: error: scenario name '\\u{1B}[2J' must be usable as a folder name: it contains the control "
                + "character U+001B"),
        Case("name: \(String(repeating: "n", count: 201))\nsteps: []\n",
             "s.yaml:1:7: error: scenario name '\(String(repeating: "n", count: 60))…' must be usable as a folder name: "
                + "it is 201 bytes long; the limit is 200"),
        Case("steps:\n  - snapshot: -x\n",
             "s.yaml:2:15: error: snapshot name '-x' must be usable as a file name: it starts with '-'"),
        Case("steps:\n  - snapshot: {name: '..'}\n",
             "s.yaml:2:22: error: snapshot name '..' must be usable as a file name: it names the parent folder"),
        Case("steps:\n  - snapshot: \(String(repeating: "s", count: 201))\n",
             "s.yaml:2:15: error: snapshot name '\(String(repeating: "s", count: 60))…' must be usable as a file name: "
                + "it is 201 bytes long; the limit is 200"),
    ]

    static let wordErrors: [Case] = [
        Case("devices: \(long)\nsteps: []\n",
             "s.yaml:1:10: error: unknown device '\(echoed)'; expected iphone-se, iphone-8, iphone-8-plus, iphone-xs, "
                + "iphone-xr, iphone-xs-max or all"),
        Case("? \(long)\n: 1\nsteps: []\n",
             "s.yaml:1:3: error: unknown key '\(echoed)' at the top level; expected one of: name, description, "
                + "devices, orientation, options, photos, steps"),
        Case("orientation: \(long)\nsteps: []\n",
             "s.yaml:1:14: error: unknown orientation '\(echoed)'; expected portrait, landscape-left or landscape-right"),
        Case("steps:\n  - tap: \(long)\n",
             "s.yaml:2:10: error: unknown tap target '\(echoed)'; expected layout-1, layout-2, layout-3, slot-1, "
                + "slot-2, slot-3, slot-4 or a point {x: …, y: …}"),
        Case("steps:\n  - wait: '\(long)'\n", "s.yaml:2:11: error: expected a number for 'wait', found a string '\(echoed)'"),
        Case("steps:\n  - wait: \(String(repeating: "9", count: 400))\n",
             "s.yaml:2:11: error: 'wait' must be a finite number, found \(String(repeating: "9", count: 60))…"),
        Case(Self.longAlias + "steps:\n  - pick: {slot: 1, photo: bech}\n",
             "s.yaml:6:28: error: unknown photo alias 'bech'; did you mean 'beach'?"),
        Case(Self.longAlias + "steps:\n  - pick: {slot: 1, photo: sea}\n",
             "s.yaml:6:28: error: unknown photo alias 'sea'; declared: beach, "
                + String(repeating: "x", count: 113) + "…"),
        Case("photos: {a: '\(long).png'}\nsteps: []\n",
             "s.yaml:1:13: error: cannot read photo file \(Fixture.directory)/\(String(repeating: "x", count: 4096 - Fixture.directory.count - 1))…: File name too long"),
    ]

    @Test(arguments: nameErrors) func names(_ c: Case) { #expect(Fixture.error(c.yaml) == c.error) }
    @Test(arguments: wordErrors) func words(_ c: Case) { #expect(Fixture.error(c.yaml) == c.error) }

    @Test("A name of 200 bytes is fine, in any script")
    func longestName() throws {
        let name = String(repeating: "é", count: 100)
        #expect(try Fixture.parse("name: \(name)\nsteps:\n  - snapshot: \(String(repeating: "s", count: 200))\n").name
            == name)
    }

    @Test("A name taken from the file name is checked like one written; the error is about the file",
          arguments: [
              ("...yaml", "the file name gives the scenario name '..', which names the parent folder; rename the file or set name:"),
              ("..yaml", "the file name gives the scenario name '.', which names the folder itself; rename the file or set name:"),
              ("-rf.yaml", "the file name gives the scenario name '-rf', which starts with '-'; rename the file or set name:"),
              ("a\u{1B}.yaml", "the file name gives the scenario name 'a\\u{1B}', which contains the control character U+001B; "
                  + "rename the file or set name:"),
          ])
    func derivedName(file: String, message: String) throws {
        let path = Fixture.directory + "/" + file
        #expect(throws: ScenarioError(message, path: path)) { try ScenarioParser<Instagrid>.parse(yaml: "steps: []\n", path: path) }
        #expect(try ScenarioParser<Instagrid>.parse(yaml: "name: fine\nsteps: []\n", path: path).name == "fine")
    }

    @Test("Photo aliases are echoed cut short in expectation failures and text traces")
    func echoedAliases() {
        #expect(SlotContent.photo(Self.long).description == Self.echoed)
        #expect(SlotContent.photo("beach").description == "beach")
        #expect(AppAction.pickerChose(photo: "\u{1B}[2J" + Self.long).summary
            == "picker choose \\u{1B}[2J" + String(repeating: "x", count: 56) + "…")
    }

    @Test("A repeated key is echoed cut short")
    func duplicateKey() {
        let key = String(repeating: "k", count: 1000)
        #expect(Fixture.error("steps: []\n\(key): 1\n\(key): 2\n")
            == "s.yaml:3:1: error: duplicate key '\(String(repeating: "k", count: 60))…'; a key may appear only once "
            + "in a mapping")
    }

    @Test("Suggestions are looked for only for words of up to 64 characters")
    func suggestionBound() {
        #expect(Suggestion.closest(to: "Portrait", among: ["portrait"]) == "portrait")
        let word = String(repeating: "a", count: 64)
        #expect(Suggestion.closest(to: word + "b", among: [word]) == nil)
        #expect(Suggestion.closest(to: word, among: [word + "b"]) == word + "b")
        #expect(Suggestion.closest(to: "iphone8", among: [Self.long, "iphone-8"]) == "iphone-8")
    }
}
