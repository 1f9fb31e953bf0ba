import Raster
import InstagridRender
import Frames
import Testing

@Suite("Contact sheets")
struct ContactSheetTests {
    @Test("Shrinking each screen as it is made gives the same sheet as shrinking them all at the end")
    func incrementalEqualsWhole() {
        let sizes = [(40, 70), (40, 70), (70, 40), (33, 90)]
        let tiles = sizes.enumerated().map { index, size in
            ContactSheet.Tile(image: RGBAImage(width: size.0, height: size.1,
                                               fill: RGBA(UInt8(index * 60), 90, 200)), label: "\(index)")
        }
        var made = 0
        let incremental = ContactSheet.compose(Array(tiles.indices)) { index -> ContactSheet.Tile in
            made += 1
            return tiles[index]
        }
        #expect(made == tiles.count)
        #expect(incremental == ContactSheet.compose(tiles))
    }
}
