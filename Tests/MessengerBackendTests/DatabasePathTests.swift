import MessengerBackend
import Testing

@Suite("Paths: the database's key rules, with messages that say what to write")
struct DatabasePathTests {
    @Test("slash-separated keys, an optional leading slash, '/' for the root")
    func valid() throws {
        #expect(try path("users/1/email").keys == ["users", "1", "email"])
        #expect(try path("/users/1") == path("users/1"))
        #expect(try path("/") == .root)
        #expect(try path("bob-example-com").description == "bob-example-com")
        #expect(DatabasePath.root.description == "/")
        #expect(try path("a b/é/-_~!%&*()").keys == ["a b", "é", "-_~!%&*()"])
    }

    @Test("an invalid path is refused with what to change", arguments: [
        ("", "the path is empty; write the keys from the root separated by '/', such as users/1/email, or '/' for the root"),
        ("users/", "the path 'users/' ends with '/'; write it without the last slash (users)"),
        ("users//email", "the path 'users//email' has an empty key after 'users/'; keys are separated by one '/' and cannot be empty"),
        ("//users", "the path '//users' has an empty key at its start; keys are separated by one '/' and cannot be empty"),
        ("bob@example.com/name",
         "key 'bob@example.com' in path 'bob@example.com/name' contains '.', which a database key cannot contain (no '/', '.', '#', '$', '[', ']' or control character); a safe e-mail writes '.' and '@' as '-' (bob-example-com)"),
        ("users/#1", "key '#1' in path 'users/#1' contains '#', which a database key cannot contain (no '/', '.', '#', '$', '[', ']' or control character); replace it"),
        ("a/$b", "key '$b' in path 'a/$b' contains '$', which a database key cannot contain (no '/', '.', '#', '$', '[', ']' or control character); replace it"),
        ("a[0]", "key 'a[0]' in path 'a[0]' contains '[', which a database key cannot contain (no '/', '.', '#', '$', '[', ']' or control character); replace it"),
        ("x]", "key 'x]' in path 'x]' contains ']', which a database key cannot contain (no '/', '.', '#', '$', '[', ']' or control character); replace it"),
        ("a/b\u{7}c", "key 'b\\u{7}c' in path 'a/b\\u{7}c' contains a control character, which a database key cannot contain; remove it"),
        ("a/\u{7F}", "key '\\u{7F}' in path 'a/\\u{7F}' contains a control character, which a database key cannot contain; remove it"),
    ])
    func invalid(text: String, message: String) {
        #expect(refusal(DatabasePath.parse(text)) == message)
    }

    @Test("a path is at most 32 keys deep")
    func depth() throws {
        let deepest = Array(repeating: "k", count: 32).joined(separator: "/")
        #expect(try path(deepest).keys.count == 32)
        let tooDeep = deepest + "/k"
        guard case .failure(let error) = DatabasePath.parse(tooDeep) else {
            Issue.record("a path of 33 keys was accepted")
            return
        }
        #expect(error.message.hasSuffix("is 33 keys deep; the database nests at most 32 levels"))
        #expect(error.message.hasPrefix("the path 'k/k/k/"))
        #expect(error.message.contains("…"))
        guard case .failure(let childError) = try path(deepest).child("k") else {
            Issue.record("a 33rd key was accepted")
            return
        }
        #expect(childError.message.hasSuffix("is 33 keys deep; the database nests at most 32 levels"))
    }

    @Test("a key is at most 768 bytes of UTF-8")
    func keyLength() throws {
        let longest = String(repeating: "é", count: 384)   // 2 bytes each
        #expect(try path(longest).keys == [longest])
        let tooLong = longest + "x"
        #expect(refusal(DatabasePath.parse(tooLong)) == (
            "key '\(String(repeating: "é", count: 60))…' in path '\(String(repeating: "é", count: 60))…' is 769 bytes long; a key is at most 768 bytes of UTF-8"))
    }

    @Test("child keys follow the same rules")
    func child() throws {
        let users = try path("users")
        #expect(try users.child("1").get() == path("users/1"))
        #expect(refusal(users.child("")) == "a key below 'users' is empty; keys cannot be empty")
        #expect(refusal(users.child("a/b")) ==
            "key 'a/b' below 'users' contains '/', which a database key cannot contain (no '/', '.', '#', '$', '[', ']' or control character); replace it")
    }

    @Test("a descendant's keys are checked as child checks them, the first refused one named")
    func descendant() throws {
        let users = try path("users")
        #expect(try users.descendant(["1", "email"]).get() == path("users/1/email"))
        #expect(try users.descendant([]).get() == users)
        #expect(refusal(users.descendant(["1", "a.b", "#"])) == refusal(try users.child("1").get().child("a.b")))
        #expect(refusal(users.descendant(["", "x"])) == "a key below 'users' is empty; keys cannot be empty")
        let deep = try path(Array(repeating: "k", count: 31).joined(separator: "/"))
        #expect(try deep.descendant(["k"]).get().keys.count == 32)
        #expect(refusal(deep.descendant(["k", "k"])) == refusal(try deep.child("k").get().child("k")))
        #expect(refusal(deep.descendant(["k", "k"]))?.hasSuffix("is 33 keys deep; the database nests at most 32 levels") == true)
    }

    @Test("of every ASCII byte, only controls, DEL and / . # $ [ ] are refused in a key; any other scalar is kept")
    func keyBytes() {
        let refused: Set<UInt8> = Set(0..<0x20).union([0x7F]).union("/.#$[]".utf8)
        for byte in UInt8(0)..<0x80 {
            let key = "a" + String(UnicodeScalar(byte)) + "b"
            #expect((refusal(DatabasePath.root.child(key)) == nil) == !refused.contains(byte), "byte \(byte)")
        }
        for key in ["é", "e\u{301}", "日本", "😀", "\u{80}", "\u{FFFF}"] {
            #expect(refusal(DatabasePath.root.child(key)) == nil, "\(key)")
        }
    }

    @Test("containment, relative paths and parents")
    func relations() throws {
        let a = try path("a"), ab = try path("a/b"), ac = try path("a/c")
        #expect(a.contains(ab) && a.contains(a) && !ab.contains(a))
        #expect(DatabasePath.root.contains(ab))
        #expect(a.overlaps(ab) && ab.overlaps(a) && !ab.overlaps(ac))
        #expect(a.relative(ab) == (try path("b")))
        #expect(a.relative(a) == .root)
        #expect(ab.relative(ac) == nil)
        #expect(ab.parent == a && a.parent == .root && DatabasePath.root.parent == nil)
        #expect(ab.lastKey == "b" && DatabasePath.root.lastKey == nil)
        #expect(try a.appending(path("b/c")).get() == path("a/b/c"))
    }
}

/// The message of a refused path; nil when the path was accepted.
func refusal(_ result: Result<DatabasePath, DatabasePathError>) -> String? {
    guard case .failure(let error) = result else { return nil }
    return error.message
}
