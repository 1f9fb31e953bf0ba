import Testing
@testable import Raster

@Suite("Text")
struct TextTests {
    @Test("every face and size decodes", arguments: Face.allCases)
    func decodes(face: Face) {
        // Every face has its design size at scales 1, 2 and 3; Messenger's faces have more.
        #expect(Set([1, 2, 3].map { $0 * face.designPointSize }).isSubset(of: face.availablePixelSizes))
        #expect(face.availablePixelSizes == face.availablePixelSizes.sorted())
        for size in face.availablePixelSizes {
            let table = GlyphData.table(face, size)
            #expect(table != nil)
            #expect(table?.glyphs.count ?? 0 >= 95)
            #expect(table?.pixelSize == size)
        }
    }

    @Test("fonts snap to an available size")
    func fontSizes() {
        #expect(Font(.title, scale: 2).pixelSize == 60)
        #expect(Font(.label, pixelSize: 80).pixelSize == 78)
        #expect(Font(.caption, pixelSize: 1).pixelSize == 15)
    }

    @Test("measure is non-empty and grows with the text", arguments: [
        (Face.title, "Instagrid"), (Face.label, "Swipe up to share"), (Face.caption, "Photo picker — slot 2"),
    ])
    func measure(face: Face, text: String) {
        for scale in 1 ... 3 {
            let font = Font(face, scale: scale)
            let m = font.measure(text)
            #expect(m.width > font.pixelSize * 2)
            #expect(m.ascent > 0 && m.descent > 0 && m.lineHeight >= m.ascent)
            #expect(!m.ink.isEmpty && m.ink.minY < 0)
            #expect(font.measure(text + text).width > m.width)
        }
        #expect(Font(face, scale: 3).measure(text).width > Font(face, scale: 2).measure(text).width)
    }

    @Test("drawn text is centred, non-empty, deterministic")
    func draw() {
        func render() -> Canvas {
            var c = Canvas(width: 400, height: 80, fill: RGBA(183, 215, 229))
            c.drawText("Swipe up to share", font: Font(.label, scale: 2), color: RGBA(255, 255, 255),
                       centeredIn: FRect(x: 0, y: 10, width: 400, height: 62))
            return c
        }
        let a = render(), b = render()
        #expect(a == b)
        var minX = Int.max, maxX = Int.min, whiteish = 0
        for y in 0 ..< 80 { for x in 0 ..< 400 where a.image[x, y].r > 200 {
            minX = min(minX, x); maxX = max(maxX, x); whiteish += 1
        } }
        #expect(whiteish > 500)
        #expect(abs((minX + maxX) / 2 - 200) <= 4)
    }

    @Test("two lines stack by the line height, each centred")
    func twoLines() {
        func inkRows(_ text: String) -> (Int, Int) {
            var c = Canvas(width: 300, height: 200, fill: RGBA(0, 0, 0))
            c.drawText(text, font: Font(.label, scale: 2), color: RGBA(255, 255, 255),
                       centeredIn: FRect(x: 0, y: 0, width: 300, height: 200))
            let rows = (0 ..< 200).filter { y in (0 ..< 300).contains { c.image[$0, y].r > 128 } }
            return (rows.first ?? -1, rows.last ?? -1)
        }
        let one = inkRows("Swipe left"), two = inkRows("Swipe left\nto share")
        let lineHeight = Font(.label, scale: 2).measure("x").lineHeight
        #expect(two.0 < one.0 && two.1 > one.1)
        #expect(abs((two.1 - two.0) - (one.1 - one.0) - lineHeight) <= 12)
    }

    @Test("unknown characters draw as '?'")
    func unknown() {
        let font = Font(.caption, scale: 1)
        #expect(font.measure("é").width == font.measure("?").width)
    }
}
