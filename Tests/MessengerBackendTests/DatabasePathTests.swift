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
