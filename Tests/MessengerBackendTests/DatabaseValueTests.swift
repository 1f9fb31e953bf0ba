import MessengerBackend
import Testing

@Suite("The tree: JSON values stored as the Realtime Database stores them")
struct DatabaseValueTests {
    @Test("setting null deletes, and a map left empty disappears with its emptied parents")
    func nullDeletesAndEmptyIsAbsent() throws {
        var tree = DatabaseTree()
        tree.set(["a": ["b": ["c": 1]], "d": true], at: .root)
        tree.set(nil, at: try path("a/b/c"))
        #expect(tree.value(at: try path("a")) == nil)
        #expect(tree.root == ["d": true])
        tree.set(nil, at: try path("d"))
        #expect(tree.root == nil)
        #expect(tree.description == "null")
    }

    @Test("an empty map or list written is stored as absent, at any depth")
    func emptyWritesAreAbsent() throws {
        var tree = DatabaseTree(["keep": "x"])
        tree.set([:], at: try path("m"))
        tree.set([], at: try path("l"))
        tree.set(["inner": [:], "list": []], at: try path("n"))
        #expect(tree.root == ["keep": "x"])
        tree.set([:], at: try path("keep"))
        #expect(tree.root == nil)
        #expect(DatabaseValue.keyed(["a": nil]) == nil)
        #expect(DatabaseValue.list([nil, nil]) == nil)
    }

    @Test("a list is stored as a map keyed 0, 1, …; a nil item leaves its index absent")
    func listsAreMaps() throws {
        let list: DatabaseValue = ["x", "y"]
        #expect(list == .map(["0": "x", "1": "y"]))
        #expect(DatabaseValue.list(["x", nil, "z"]) == .map(["0": "x", "2": "z"]))
        var tree = DatabaseTree(["users": ["a", "b"]])
        #expect(tree.value(at: try path("users/1")) == "b")
        tree.set("c", at: try path("users/2"))
        #expect(tree.value(at: try path("users"))?.arrayValue == ["a", "b", "c"])
    }

    @Test("a map reads back as an array when all its keys are indices and the largest is below twice their count",
          arguments: [
              (DatabaseValue.map(["0": "a", "1": "b"]), [DatabaseValue?]?.some(["a", "b"])),
              (.map(["0": "a", "2": "c"]), .some(["a", nil, "c"])),
              (.map(["1": "b"]), .some([nil, "b"])),
              (.map(["0": "a", "3": "d"]), .some(["a", nil, nil, "d"])),
              (.map(["0": "a", "4": "e"]), nil),
              (.map(["2": "c"]), nil),
              (.map(["0": "a", "01": "b"]), nil),
              (.map(["0": "a", "x": "b"]), nil),
              (.map(["-1": "a"]), nil),
              (.string("0"), nil),
          ])
    func arrayValue(map: DatabaseValue, array: [DatabaseValue?]?) {
        #expect(map.arrayValue == array)
    }

    @Test("index keys are read by value, not as text: 10 comes after 9", arguments: [1, 2, 11, 25, 101])
    func longArray(count: Int) {
        let items: [DatabaseValue?] = (0..<count).map { .string("item \($0)") }
        #expect(DatabaseValue.list(items)?.arrayValue == items)
        #expect(DatabaseValue.list(items + [nil, nil, "last"])?.arrayValue == items + [nil, nil, "last"])
        var keyed = Dictionary(uniqueKeysWithValues: items.indices.map { (String($0), items[$0] ?? "") })
        keyed["2147483648"] = "beyond"
        #expect(DatabaseValue.map(DatabaseMap(keyed)).arrayValue == nil)
    }

    @Test("writing below a leaf replaces the leaf with a map; deleting below a leaf leaves it")
    func belowALeaf() throws {
        var tree = DatabaseTree(["a": "leaf"])
        tree.set(nil, at: try path("a/b"))
        #expect(tree.root == ["a": "leaf"])
        tree.set(1, at: try path("a/b"))
        #expect(tree.root == ["a": ["b": 1]])
        #expect(tree.value(at: try path("a/b/c")) == nil)
    }

    @Test("JSON text lists keys in the database's order and whole numbers without a fraction")
    func jsonText() {
        let value: DatabaseValue = ["b": 2.5, "10": true, "2": 3, "a": ["z": "q\"uote", "-1": -0.0], "t": .serverTimestamp]
        #expect(value.json == #"{"2":3,"10":true,"a":{"-1":0,"z":"q\"uote"},"b":2.5,"t":{".sv":"timestamp"}}"#)
        #expect(DatabaseValue.number(1e300).json == "1e+300")
        #expect(DatabaseValue.number(9_007_199_254_740_990).json == "9007199254740990")
        #expect(DatabaseValue.number(9_007_199_254_740_994).json == "9.007199254740994e+15")
        #expect(DatabaseValue.number(-12).json == "-12")
    }

    @Test("children come in key order; leaves have none")
    func children() {
        let value: DatabaseValue = ["b": 1, "a": 2, "10": 3, "9": 4]
        #expect(value.children.map(\.key) == ["9", "10", "a", "b"])
        #expect(DatabaseValue.bool(true).children.isEmpty)
    }

    @Test("server timestamps are resolved at every depth")
    func timestamps() {
        let value: DatabaseValue = ["date": .serverTimestamp, "n": ["d": .serverTimestamp, "x": 1]]
        #expect(value.resolvingTimestamps(5) == ["date": 5, "n": ["d": 5, "x": 1]])
    }

    @Test("accessors answer only for their own kind")
    func accessors() {
        let value: DatabaseValue = ["s": "text", "n": 2, "b": false]
        #expect(value["s"]?.stringValue == "text")
        #expect(value["n"]?.numberValue == 2)
        #expect(value["b"]?.boolValue == false)
        #expect(value["s"]?.numberValue == nil)
        #expect(value["n"]?.mapValue == nil)
        #expect(value.mapValue?.count == 3)
        #expect(value["missing"] == nil)
    }
}
