import Testing
import MessengerModel
@testable import MessengerRender

/// The shapes icons are made of: strokes and discs turn one way (so a path of them is covered
/// once), a ring's hole turns the other; bubble text takes the lines the layout counted.
@Suite struct OutlineTests {
    static func signedArea(_ contour: [Point]) -> Double {
        var sum = 0.0
        for index in contour.indices {
            let a = contour[index], b = contour[(index + 1) % contour.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    @Test func strokesAndDiscsTurnTheSameWayWhateverTheDirection() {
        let points = [Point(x: 0, y: 0), Point(x: 10, y: 3), Point(x: 4, y: -8), Point(x: -6, y: -2), Point(x: 0, y: 0)]
        let contours = Outline.stroke(points, width: 2)
        #expect(contours.count == 4 + 5)
        #expect(contours.allSatisfy { Self.signedArea($0) < 0 })
        let ring = Outline.ring(center: Point(x: 5, y: 5), radius: 4, width: 1)
        #expect(Self.signedArea(ring[0]) < 0 && Self.signedArea(ring[1]) > 0)
    }

    @Test func theUnitCircleIsExactEnough() {
        for (step, unit) in Outline.unitCircle.enumerated() {
            #expect(abs(unit.cos * unit.cos + unit.sin * unit.sin - 1) < 1e-12, "step \(step)")
        }
        #expect(abs(Outline.unitCircle[Outline.steps / 4].cos) < 1e-12)
        #expect(abs(Outline.unitCircle[Outline.steps / 4].sin - 1) < 1e-12)
    }

    @Test(arguments: ["Hello", "Shall we meet tomorrow at the station, at nine in the morning?",
                      "averyveryverylongwordwithoutanyspacesthatcannotbebrokenatspaces",
                      "two\nlines", "", "ab cdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvw xyz"])
    func bubbleTextTakesTheLinesTheLayoutCounted(text: String) {
        for device in [Device.iPhoneSE, .iPhoneXSMax] {
            let layout = MessengerLayout(device: device)
            let lines = BubbleText.lines(text, perLine: layout.charactersPerLine)
            let height = layout.bubbleSize(.text(text)).height - 2 * MessengerLayout.bubblePaddingY
            #expect(Double(lines.count) * MessengerLayout.textLine == height)
            #expect(lines.allSatisfy { $0.count <= layout.charactersPerLine })
            #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " && $0 != "\n" })
        }
    }
}
