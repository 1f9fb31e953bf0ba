import GestureLabScenario
import Scenarios
import Testing

/// A lab file is untrusted like every scenario (docs/gestures.md, "The gesture lab"): each mistake
/// is a located error, with did-you-mean where a name was meant.
@Suite struct LabErrorTests {
    static let header = """
        app: gesture-lab
        views:
          - card: { frame: [37, 100, 300, 400] }
          - card/like: { frame: [20, 340, 44, 44], button: true }
        """

    static let cases: [(String, String)] = [
        (header + "\nrecognizers:\n  - t: { kind: tapp, view: card }\nsteps: []",
         "l.yaml:6:16: error: unknown recognizer kind 'tapp'; did you mean 'tap'?"),
        (header + "\nrecognizers:\n  - t: { kind: tap, view: crad }\nsteps: []",
         "l.yaml:6:27: error: unknown view 'crad'; did you mean 'card'?"),
        (header + "\nrecognizers:\n  - t: { kind: tap, view: card, requires: [doble] }\nsteps: []",
         "l.yaml:6:44: error: unknown recognizer 'doble' in 'requires'"),
        (header + "\nrecognizers:\n  - t: { kind: tap, view: card, tapps: 2 }\nsteps: []",
         "l.yaml:6:33: error: unknown key 'tapps' in the recognizer 't'; did you mean 'taps'?"),
        (header + "\nrecognizers:\n  - t: { kind: pan, view: card, taps: 2 }\nsteps: []",
         "l.yaml:6:33: error: 'taps' is a parameter of tap, not of pan"),
        (header + "\nrecognizers:\n  - t: { kind: tap, view: card, duration: 0 }\nsteps: []",
         "l.yaml:6:43: error: 'duration' must be greater than 0, found 0"),
        (header + "\nrecognizers:\n  - a: { kind: tap, view: card, requires: [b] }\n  - b: { kind: tap, view: card, requires: [a] }\nsteps: []",
         "l.yaml:6:5: error: the requirements make a cycle: a → b → a"),
        (header + "\nrecognizers:\n  - a: { kind: tap, view: card }\n  - a: { kind: pan, view: card }\nsteps: []",
         "l.yaml:7:5: error: the recognizer 'a' is declared twice"),
        ("app: gesture-lab\nviews:\n  - card: { frame: [0, 0, 100] }\nsteps: []",
         "l.yaml:3:20: error: expected four numbers [x, y, width, height] for 'frame', found 3 values"),
        ("app: gesture-lab\nviews:\n  - card: { frame: [0, 0, 100, -1] }\nsteps: []",
         "l.yaml:3:20: error: a frame's width and height must be greater than 0"),
        ("app: gesture-lab\nviews:\n  - card: { frame: [0, 0, .nan, 10] }\nsteps: []",
         "l.yaml:3:27: error: 'frame' must be a finite number, found .nan"),
        ("app: gesture-lab\nviews:\n  - crad/like: { frame: [0, 0, 10, 10] }\nsteps: []",
         "l.yaml:3:5: error: unknown parent view 'crad' of 'like'; a parent is declared before its subviews"),
        ("app: gesture-lab\nviews:\n  - card: { frame: [0, 0, 10, 10], paging: true }\nsteps: []",
         "l.yaml:3:36: error: 'paging' is for a scroll view; give the view a 'content' size"),
        ("app: gesture-lab\nviews:\n  - card: { frame: [0, 0, 10, 10] }\n  - card: { frame: [0, 0, 10, 10] }\nsteps: []",
         "l.yaml:4:5: error: the view 'card' is declared twice"),
        ("app: gesture-lab\nviews:\n  - screen: { frame: [0, 0, 10, 10] }\nsteps: []",
         "l.yaml:3:5: error: 'screen' is the screen itself; name the view otherwise"),
        ("app: gesture-lab\nviews:\n  - a b: { frame: [0, 0, 10, 10] }\nsteps: []",
         "l.yaml:3:5: error: a view's name is 1 to 64 letters, digits and '-'; found 'a b'"),
        (header + "\nsteps:\n  - tap: lke",
         "l.yaml:6:10: error: unknown view 'lke'; did you mean 'like'?"),
        (header + "\nrecognizers:\n  - t: { kind: tap, view: card }\nsteps:\n  - expect: { state: { t: endd } }",
         "l.yaml:8:27: error: unknown state 'endd'; did you mean 'ended'?"),
        (header + "\nrecognizers:\n  - t: { kind: tap, view: card }\nsteps:\n  - expect: { state: { s: ended } }",
         "l.yaml:8:24: error: unknown recognizer 's' in 'state'; did you mean 't'?"),
        (header + "\nsteps:\n  - expect: { log: [\"card begun\"] }",
         "l.yaml:6:21: error: 'begun' is not logged of card; did you mean 'began'?"),
        (header + "\nsteps:\n  - expect: { highlighted: [card] }",
         "l.yaml:6:29: error: unknown button 'card' in 'highlighted'; expected like"),
        (header + "\nsteps:\n  - expect: { offset: { card: [0, 0] } }",
         "l.yaml:6:25: error: unknown scroll view 'card' in 'offset'; the lab has none"),
    ]

    @Test(arguments: cases)
    func aMistakeIsALocatedError(yaml: String, message: String) {
        #expect(throws: ScenarioError.self) { try ScenarioParser<GestureLab>.parse(yaml: yaml, path: "l.yaml") }
        do {
            _ = try ScenarioParser<GestureLab>.parse(yaml: yaml, path: "l.yaml")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func moreThan64ViewsAreRefused() {
        let views = (0..<65).map { "  - v\($0): { frame: [0, 0, 10, 10] }" }.joined(separator: "\n")
        #expect(throws: ScenarioError.self) {
            try ScenarioParser<GestureLab>.parse(yaml: "app: gesture-lab\nviews:\n\(views)\nsteps: []", path: "l.yaml")
        }
    }

    @Test func viewsNestedDeeperThan16AreRefused() {
        var lines = ["  - v0: { frame: [0, 0, 10, 10] }"]
        for depth in 1...16 { lines.append("  - v\(depth - 1)/v\(depth): { frame: [0, 0, 10, 10] }") }
        do {
            _ = try ScenarioParser<GestureLab>.parse(yaml: "app: gesture-lab\nviews:\n" + lines.joined(separator: "\n")
                                                     + "\nsteps: []", path: "l.yaml")
            Issue.record("a view 17 deep was accepted")
        } catch {
            #expect(error.description == "l.yaml:19:5: error: the view 'v16' is nested deeper than 16 views")
        }
    }

    @Test func moreThan64RecognizersAreRefused() {
        let recognizers = (0..<65).map { "  - r\($0): { kind: tap, view: screen }" }.joined(separator: "\n")
        do {
            _ = try ScenarioParser<GestureLab>.parse(yaml: "app: gesture-lab\nrecognizers:\n\(recognizers)\nsteps: []",
                                                     path: "l.yaml")
            Issue.record("65 recognizers were accepted")
        } catch {
            #expect(error.description == "l.yaml:3:3: error: a lab declares at most 64 recognizers; this one declares 65")
        }
    }
}
