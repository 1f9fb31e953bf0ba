import ImageCodec
import Raster
import Support
import Testing
import VirtualClock
@testable import Studio

/// The live phone's frames as rectangles: they hold every changed pixel, tightly, and laid over
/// the picture before they give the new one, in both encodings.
@Suite struct FramePatchTests {
    /// What phone.js does with a frame's binary message: the picture it shows after it. Moves
    /// read the picture before the frame; the rectangles are drawn over them.
    static func apply(_ message: [UInt8], to shown: RGBAImage?) throws -> RGBAImage {
        func word(_ index: Int) throws -> Int {
            try #require(message.count >= index * 4 + 4, "a header of \(message.count) bytes")
            return (0..<4).reduce(0) { $0 | Int(message[index * 4 + $1]) << (8 * $1) }
        }
        let whole = try word(0) == 1, png = try word(1) == 1
        let width = try word(2), height = try word(3), count = try word(4), moveCount = try word(5)
        var picture = whole ? RGBAImage(width: width, height: height) : try #require(shown, "changes with no picture")
        #expect(picture.width == width && picture.height == height)
        #expect(!whole || moveCount == 0)
        let before = picture
        for index in 0..<moveCount {
            let at = 6 + 5 * count + 5 * index
            let move = PixelRect(x: try word(at), y: try word(at + 1), width: try word(at + 2), height: try word(at + 3))
            let fromY = try word(at + 4)
            let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
            try #require(bounds.contains(move) && bounds.contains(PixelRect(x: move.x, y: fromY, width: move.width,
                                                                            height: move.height)), "move \(move)")
            for row in 0..<move.height {
                let to = ((move.y + row) * width + move.x) * 4, from = ((fromY + row) * width + move.x) * 4
                picture.pixels.replaceSubrange(to..<(to + move.width * 4), with: before.pixels[from..<(from + move.width * 4)])
            }
        }
        var offset = (6 + 5 * count + 5 * moveCount) * 4
        for index in 0..<count {
            let at = 6 + 5 * index
            let rect = PixelRect(x: try word(at), y: try word(at + 1), width: try word(at + 2), height: try word(at + 3))
            let bytes = Array(message[offset..<(offset + (try word(at + 4)))])
            offset += bytes.count
            let rows = png ? try PNGCodec.decode(bytes).pixels : bytes
            #expect(rows.count == rect.width * rect.height * 4)
            for row in 0..<rect.height {
                let start = ((rect.y + row) * width + rect.x) * 4
                picture.pixels.replaceSubrange(start..<(start + rect.width * 4),
                                               with: rows[(row * rect.width * 4)..<((row + 1) * rect.width * 4)])
            }
        }
        #expect(offset == message.count)
        return picture
    }

    /// The number of moves in a frame's binary message.
    static func moveCount(_ message: [UInt8]) -> Int {
        message.count < 24 ? 0 : (0..<4).reduce(0) { $0 | Int(message[20 + $1]) << (8 * $1) }
    }

    /// An image of `width × height` opaque pixels in flat runs, as a screen has.
    static func image(_ width: Int, _ height: Int, using generator: inout SeededGenerator) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: RGBA(240, 240, 245))
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            change(&image, using: &generator)
        }
        return image
    }

    /// Paints a random rectangle, or a few pixels, of `image` a random colour.
    static func change(_ image: inout RGBAImage, using generator: inout SeededGenerator) {
        let colour = [UInt8.random(in: 0...255, using: &generator), .random(in: 0...255, using: &generator),
                      .random(in: 0...255, using: &generator), 255]
        let single = Bool.random(using: &generator)
        let x = Int.random(in: 0..<image.width, using: &generator), y = Int.random(in: 0..<image.height, using: &generator)
        let width = single ? 1 : Int.random(in: 1...(image.width - x), using: &generator)
        let height = single ? 1 : Int.random(in: 1...(image.height - y), using: &generator)
        for row in y..<(y + height) {
            for column in x..<(x + width) {
                image.pixels.replaceSubrange(((row * image.width + column) * 4)..<((row * image.width + column) * 4 + 4),
                                             with: colour)
            }
        }
    }

    static func differs(_ a: RGBAImage, _ b: RGBAImage, _ x: Int, _ y: Int) -> Bool {
        a[x, y] != b[x, y]
    }

    @Test(arguments: 0..<40)
    func rectanglesHoldEveryChangeTightlyAndRebuildThePicture(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 17)
        let width = Int.random(in: 1...90, using: &generator), height = Int.random(in: 1...140, using: &generator)
        let previous = Self.image(width, height, using: &generator)
        var next = previous
        for _ in 0..<Int.random(in: 0...5, using: &generator) {
            Self.change(&next, using: &generator)
        }
        let band = [1, 3, 8, 32][Int.random(in: 0...3, using: &generator)]
        let rects = FramePatch.changedRects(from: previous, to: next, bandRows: band)
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        for (index, rect) in rects.enumerated() {
            #expect(!rect.isEmpty && bounds.contains(rect), "\(rect) in \(bounds)")
            for other in rects[(index + 1)...] {
                #expect(rect.intersection(other).isEmpty, "\(rect) and \(other) overlap")
            }
            // Tight: each edge of each rectangle has a changed pixel on it.
            #expect((rect.minX..<rect.maxX).contains { Self.differs(previous, next, $0, rect.minY) })
            #expect((rect.minX..<rect.maxX).contains { Self.differs(previous, next, $0, rect.maxY - 1) })
            #expect((rect.minY..<rect.maxY).contains { Self.differs(previous, next, rect.minX, $0) })
            #expect((rect.minY..<rect.maxY).contains { Self.differs(previous, next, rect.maxX - 1, $0) })
        }
        for y in 0..<height {
            for x in 0..<width where Self.differs(previous, next, x, y) {
                #expect(rects.contains { $0.contains(x: x, y: y) }, "(\(x), \(y)) changed and is in no rectangle")
            }
        }
        let patch = FramePatch.update(from: previous, to: next)
        #expect(!patch.isFull)
        Self.expectDisjointAndCovering(patch, from: previous, to: next)
        for encoding in FramePatch.Encoding.allCases {
            let message = try patch.message(of: next, encoding: encoding)
            #expect(try Self.apply(message, to: previous) == next, "\(encoding)")
        }
    }

    @Test func aFirstPictureOrANewSizeIsSentWhole() throws {
        var generator = SeededGenerator(seed: 5)
        let small = Self.image(30, 50, using: &generator), large = Self.image(45, 75, using: &generator)
        #expect(FramePatch.update(from: nil, to: small) == FramePatch.full(small))
        #expect(FramePatch.update(from: small, to: large) == FramePatch.full(large))
        #expect(FramePatch.full(large).rects == [PixelRect(x: 0, y: 0, width: 45, height: 75)])
        for encoding in FramePatch.Encoding.allCases {
            #expect(try Self.apply(FramePatch.full(large).message(of: large, encoding: encoding), to: small) == large)
        }
    }

    @Test func anUnchangedPictureSendsNoRectangle() throws {
        var generator = SeededGenerator(seed: 9)
        let picture = Self.image(64, 64, using: &generator)
        let patch = FramePatch.update(from: picture, to: picture)
        #expect(patch.rects.isEmpty && !patch.isFull)
        #expect(patch.moves.isEmpty)
        #expect(try patch.message(of: picture, encoding: .rgba).count == 24)
    }

    @Test func bandsOfOneChangeJoinAndDistantChangesStayApart() {
        let previous = RGBAImage(width: 100, height: 200, fill: RGBA(0, 0, 0))
        var next = previous
        for (x, y) in [(10, 5), (60, 60), (12, 190)] {
            next.pixels.replaceSubrange(((y * 100 + x) * 4)..<((y * 100 + x) * 4 + 4), with: [255, 255, 255, 255])
        }
        // A tall change over many bands is one rectangle.
        for y in 100..<160 {
            next.pixels.replaceSubrange(((y * 100 + 20) * 4)..<((y * 100 + 30) * 4), with: repeatElement(200, count: 40))
        }
        #expect(FramePatch.changedRects(from: previous, to: next, bandRows: 8) == [
            PixelRect(x: 10, y: 5, width: 1, height: 1), PixelRect(x: 60, y: 60, width: 1, height: 1),
            PixelRect(x: 20, y: 100, width: 10, height: 60), PixelRect(x: 12, y: 190, width: 1, height: 1),
        ])
    }

    /// The frames of a session through a swipe and the grid's slide: the first whole, then
    /// rectangles; laid one over the other they give the server's whole frame at each time.
    @Test(arguments: FramePatch.Encoding.allCases)
    func aSessionsRectanglesRebuildEachPicture(encoding: FramePatch.Encoding) throws {
        var connection = try SessionConnectionTests.connection()
        var shown: RGBAImage?
        var wholes = 0, parts = 0, moved = 0
        func play(_ text: String) throws {
            for reply in connection.handle(text, second: 0) {
                guard case .frame(let bytes) = reply else { continue }
                if bytes.first == 1 { wholes += 1 } else { parts += 1 }
                if Self.moveCount(bytes) > 0 { moved += 1 }
                shown = try Self.apply(bytes, to: shown)
            }
        }
        try play(#"{"type":"start","encoding":"\#(encoding.rawValue)"}"#)
        #expect(connection.encoding == encoding)
        try play(#"{"type":"pointer","phase":"down","id":1,"t":10,"x":187,"y":400}"#)
        try play(#"{"type":"pointer","phase":"move","id":1,"t":40,"x":187,"y":330}"#)
        try play(#"{"type":"pointer","phase":"up","id":1,"t":70,"x":187,"y":250}"#)
        for time in stride(from: 100, through: 700, by: 50) {
            try play(#"{"type":"tick","t":\#(time)}"#)
            var phone = connection.phone
            let drawn = phone.frame(at: Double(time), force: true)
            let whole = try #require(drawn)
            #expect(shown == whole.image, "at \(time) ms")
        }
        #expect(wholes == 1 && parts > 5, "\(wholes) whole, \(parts) in rectangles")
        #expect(moved > 0, "the grid's slide sent as moves")
        try play(#"{"type":"frame","t":800}"#)
        #expect(wholes == 2)
    }

    @Test func anUnknownEncodingIsRefused() throws {
        var connection = try SessionConnectionTests.connection()
        let errors = SessionConnectionTests.errors(connection.handle(#"{"type":"start","encoding":"jpeg"}"#, second: 0))
        #expect(errors.first?.contains("encoding must be one of auto, rgba, png") == true, "\(errors)")
        #expect(connection.encoding == .auto)
    }

    /// `auto` sends a small frame as RGBA rows and one of more than ``FramePatch/autoRGBABytes``
    /// bytes of pixels as PNG; both give the picture.
    @Test func autoSendsSmallFramesAsRowsAndLargeOnesAsPNG() throws {
        var generator = SeededGenerator(seed: 21)
        let small = Self.image(64, 64, using: &generator)
        let side = 513 // 513 × 513 × 4 bytes: just over the limit
        #expect(side * side * 4 > FramePatch.autoRGBABytes && (side - 1) * (side - 1) * 4 <= FramePatch.autoRGBABytes)
        let large = Self.image(side, side, using: &generator)
        let justUnder = Self.image(side - 1, side - 1, using: &generator)
        for (picture, png) in [(small, false), (justUnder, false), (large, true)] {
            let message = try FramePatch.full(picture).message(of: picture, encoding: .auto)
            #expect(message[4] == (png ? 1 : 0), "\(picture.width)×\(picture.height)")
            #expect(try Self.apply(message, to: nil) == picture)
        }
        var changed = large
        changed.pixels[0] ^= 0xFF
        let update = FramePatch.update(from: large, to: changed)
        #expect(try update.message(of: changed, encoding: .auto)[4] == 0, "one changed pixel of a large picture")
    }

    /// The rectangles and moves of `patch` do not overlap, lie inside the picture, and hold
    /// every pixel that differs between `previous` and `next`.
    static func expectDisjointAndCovering(_ patch: FramePatch, from previous: RGBAImage, to next: RGBAImage) {
        let areas = patch.rects + patch.moves.map(\.rect)
        let bounds = PixelRect(x: 0, y: 0, width: next.width, height: next.height)
        for (index, area) in areas.enumerated() {
            #expect(!area.isEmpty && bounds.contains(area), "\(area) in \(bounds)")
            for other in areas[(index + 1)...] {
                #expect(area.intersection(other).isEmpty, "\(area) and \(other) overlap")
            }
        }
        for move in patch.moves {
            #expect(move.fromY != move.y && move.fromY >= 0 && move.fromY + move.height <= next.height, "\(move)")
        }
        for y in 0..<next.height {
            for x in 0..<next.width where differs(previous, next, x, y) {
                #expect(areas.contains { $0.contains(x: x, y: y) }, "(\(x), \(y)) changed and is in no rectangle or move")
            }
        }
    }

    /// An image of `width × height` opaque pixels of random colours: every row differs from the others.
    static func noise(_ width: Int, _ height: Int, using generator: inout SeededGenerator) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for index in 0..<(width * height) {
            image.pixels.replaceSubrange((index * 4)..<(index * 4 + 4), with: [
                .random(in: 0...255, using: &generator), .random(in: 0...255, using: &generator),
                .random(in: 0...255, using: &generator), 255,
            ])
        }
        return image
    }

    /// A block of rows sliding up (`dy` 12) or down (`dy` -10): its rows go as one move from the
    /// picture before, only the rows that came in are sent as pixels, and the page's picture is
    /// the new one exactly.
    @Test(arguments: [12, -10])
    func aBlockThatMovesIsSentAsAMove(dy: Int) throws {
        var generator = SeededGenerator(seed: UInt64(100 + dy))
        let previous = Self.noise(60, 200, using: &generator)
        var next = previous
        // The columns 8..<52 of rows 40..<160 slide; what comes in at the edge is new.
        for y in 40..<160 {
            let from = (y + dy) * 60 * 4 + 8 * 4, to = y * 60 * 4 + 8 * 4
            let inside = (40..<160).contains(y + dy)
            let row = inside ? Array(previous.pixels[from..<(from + 44 * 4)])
                             : Self.noise(44, 1, using: &generator).pixels
            next.pixels.replaceSubrange(to..<(to + 44 * 4), with: row)
        }
        let patch = FramePatch.update(from: previous, to: next)
        let movedRows = dy > 0 ? 40..<(160 - dy) : (40 - dy)..<160
        #expect(patch.moves == [FramePatch.Move(x: 8, y: movedRows.lowerBound, width: 44, height: movedRows.count,
                                                fromY: movedRows.lowerBound + dy)])
        #expect(patch.rects.reduce(0) { $0 + $1.height } == abs(dy))
        Self.expectDisjointAndCovering(patch, from: previous, to: next)
        let plain = FramePatch(width: 60, height: 200, isFull: false, rects: FramePatch.changedRects(from: previous, to: next))
        for encoding in FramePatch.Encoding.allCases {
            let message = try patch.message(of: next, encoding: encoding)
            #expect(try Self.apply(message, to: previous) == next, "\(encoding)")
            let plainCount = try plain.message(of: next, encoding: encoding).count
            #expect(message.count * 5 < plainCount, "\(encoding)")
        }
    }

    /// Two blocks far apart in one frame, one sliding up 12 rows and one down 9: the second
    /// tries the first's shift, finds it holds none of its rows, and is sent as a move by its own.
    /// A third block that slides with the first takes its shift.
    @Test func blocksMovingApartInOneFrameEachKeepTheirShift() throws {
        var generator = SeededGenerator(seed: 77)
        let previous = Self.noise(60, 900, using: &generator)
        var next = previous
        // Columns 8..<52 of each block's rows take the rows `dy` below them in the picture before.
        for (rows, dy) in [(40..<160, 12), (400..<520, -9), (700..<820, 12)] {
            for y in rows {
                let from = (y + dy) * 60 * 4 + 8 * 4, to = y * 60 * 4 + 8 * 4
                let row = rows.contains(y + dy) ? Array(previous.pixels[from..<(from + 44 * 4)])
                                                : Self.noise(44, 1, using: &generator).pixels
                next.pixels.replaceSubrange(to..<(to + 44 * 4), with: row)
            }
        }
        let patch = FramePatch.update(from: previous, to: next)
        #expect(patch.moves == [
            FramePatch.Move(x: 8, y: 40, width: 44, height: 108, fromY: 52),
            FramePatch.Move(x: 8, y: 409, width: 44, height: 111, fromY: 400),
            FramePatch.Move(x: 8, y: 700, width: 44, height: 108, fromY: 712),
        ])
        #expect(patch.rects.reduce(0) { $0 + $1.height } == 12 + 9 + 12)
        Self.expectDisjointAndCovering(patch, from: previous, to: next)
        #expect(try Self.apply(patch.message(of: next, encoding: .rgba), to: previous) == next)
    }

    /// Rows of one colour match every row of that colour: a band of them moving is sent as
    /// pixels, as is a change that moves nothing.
    @Test func uniformRowsAndChangesThatMoveNothingSendNoMove() throws {
        var generator = SeededGenerator(seed: 31)
        var stripes = RGBAImage(width: 40, height: 120)
        for y in 0..<120 {
            let colour = [UInt8(y * 2), UInt8(255 - y), UInt8((y * 7) % 256), 255]
            for x in 0..<40 { stripes.pixels.replaceSubrange(((y * 40 + x) * 4)..<((y * 40 + x) * 4 + 4), with: colour) }
        }
        var slid = stripes
        slid.pixels.replaceSubrange((20 * 40 * 4)..<(100 * 40 * 4), with: stripes.pixels[(26 * 40 * 4)..<(106 * 40 * 4)])
        let previous = Self.noise(50, 150, using: &generator)
        var changed = previous
        let block = Self.noise(30, 90, using: &generator)
        for y in 0..<90 {
            let to = ((y + 30) * 50 + 10) * 4
            changed.pixels.replaceSubrange(to..<(to + 30 * 4), with: block.pixels[(y * 30 * 4)..<((y + 1) * 30 * 4)])
        }
        for (before, after) in [(stripes, slid), (previous, changed)] {
            let patch = FramePatch.update(from: before, to: after)
            #expect(patch.moves.isEmpty && patch.rects == FramePatch.changedRects(from: before, to: after))
            #expect(try Self.apply(patch.message(of: after, encoding: .rgba), to: before) == after)
        }
    }
}
