import Raster
import Testing

/// The bounded cache renderers keep their drawn images in.
@Suite("Image cache: bounded, oldest dropped first, first entry kept, shared by threads")
struct ImageCacheTests {
    @Test("holds at most its capacity, dropping the oldest entry first")
    func bounded() {
        let cache = ImageCache<Int, String>(capacity: 3)
        for key in 0..<5 { cache.insert("image \(key)", for: key) }
        #expect(cache.count == 3)
        #expect(cache.cached(0) == nil && cache.cached(1) == nil)
        #expect(cache.cached(2) == "image 2" && cache.cached(4) == "image 4")
        #expect(ImageCache<Int, String>(capacity: 0).capacity == 1)
    }

    @Test("draws a missing key once and keeps the first entry of a key")
    func drawsOnce() {
        let cache = ImageCache<String, Int>(capacity: 2)
        var draws = 0
        for _ in 0..<3 {
            #expect(cache.image(for: "a") { draws += 1; return 7 } == 7)
        }
        #expect(draws == 1)
        cache.insert(8, for: "a")
        #expect(cache.cached("a") == 7)
    }

    @Test("threads filling and reading one cache see only what was drawn for each key")
    func threads() async {
        let cache = ImageCache<Int, [Int]>(capacity: 4)
        let results = await withTaskGroup(of: (Int, [Int]).self) { group in
            for task in 0..<64 {
                let key = task % 6
                group.addTask { (key, cache.image(for: key) { Array(repeating: key, count: 1000) }) }
            }
            var results: [(Int, [Int])] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(results.count == 64)
        #expect(results.allSatisfy { key, image in image == Array(repeating: key, count: 1000) })
        #expect(cache.count <= 4)
    }
}
