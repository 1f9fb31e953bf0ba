import MessengerBackend
import Testing

@Suite("Storage: uploads take the upload time on top of a round trip, to the app's paths")
struct StorageTests {
    @Test("the app's three kinds of files and their paths", arguments: [
        (StorageFile.profilePicture(safeEmail: "bob-example-com"), "images/bob-example-com_profile_picture.png"),
        (.photoMessage(id: "a-b-com_c-d-com_2026-01-01T00:00:01.250Z"),
         "message_images/photo_message_a-b-com_c-d-com_2026-01-01T00:00:01.250Z.png"),
        (.videoMessage(id: "x_y_z"), "message_images/video_message_x_y_z.mov"),
    ])
    func paths(file: StorageFile, path: String) {
        #expect(file.path == path)
    }

    @Test("an upload is answered a round trip plus the upload time later, with the stored file")
    func timing() {
        var world = BackendHarness(latencies: [0.25], uploadTime: 2)
        world.request(0, .upload(.profilePicture(safeEmail: "bob-example-com"), content: "cat"), tag: "up", at: 1)
        world.advance(to: 3.125)
        #expect(world.backend.files.isEmpty)
        world.advance(to: 3.375)
        #expect(world.answers("up").isEmpty && world.backend.files.count == 1)
        world.settle()
        let stored = StoredFile(path: "images/bob-example-com_profile_picture.png", content: "cat")
        #expect(world.answers("up").map(\.time) == [3.5])
        #expect(world.answers("up").map(\.answer) == [.uploaded(stored)])
        #expect(world.backend.files == [stored])
        #expect(world.traces(.delivered).map(\.trace.route) == [.up, .storage, .down])
        #expect(world.traces(.delivered).map(\.time) == [1.25, 3.25, 3.5])
    }

    @Test("the upload time is 1 s unless set")
    func defaultUploadTime() {
        var world = BackendHarness(latencies: [0.5])
        world.request(0, .upload(.photoMessage(id: "m"), content: "cat"), tag: "up", at: 0)
        world.settle()
        #expect(world.answers("up").map(\.time) == [2])
    }

    @Test("an upload at work does not hold up the database's messages on the link")
    func databaseNotBlocked() throws {
        var world = BackendHarness(latencies: [0.25])
        world.request(0, .upload(.photoMessage(id: "m"), content: "cat"), tag: "up", at: 0)
        world.request(0, .setValue(try path("x"), 1), tag: "write", at: 0.5)
        world.settle()
        #expect(world.answers("write").map(\.time) == [1])
        #expect(world.answers("up").map(\.time) == [1.5])
    }

    @Test("a file uploaded again to its path replaces it; files are listed by path")
    func replaced() {
        var world = BackendHarness(latencies: [0.25, 0.25])
        world.request(1, .upload(.profilePicture(safeEmail: "b"), content: "one"), at: 0)
        world.request(0, .upload(.profilePicture(safeEmail: "a"), content: "two"), at: 0)
        world.request(1, .upload(.profilePicture(safeEmail: "b"), content: "three"), at: 5)
        world.settle()
        #expect(world.backend.files.map(\.path) == ["images/a_profile_picture.png", "images/b_profile_picture.png"])
        #expect(world.backend.files.map(\.content) == ["two", "three"])
    }

    @Test("the download URL percent-encodes the path")
    func url() {
        let file = StoredFile(path: "images/bob-example-com_profile_picture.png", content: "cat")
        #expect(file.url == "https://firebasestorage.googleapis.com/v0/b/messenger-sim.appspot.com/o/images%2Fbob-example-com_profile_picture.png?alt=media")
        #expect(StoredFile(path: "a b:é", content: "").url.hasSuffix("/o/a%20b%3A%C3%A9?alt=media"))
    }

    @Test("an upload from an offline phone waits for the link, both ways")
    func offline() {
        var world = BackendHarness(latencies: [0.25])
        world.network(0, online: false, at: 0)
        world.request(0, .upload(.photoMessage(id: "m"), content: "cat"), tag: "up", at: 1)
        world.network(0, online: true, at: 4)          // arrives 4.25, stored 5.25
        world.network(0, online: false, at: 5)
        world.network(0, online: true, at: 7)          // the answer, held at 5.25, arrives 7.25
        world.settle()
        #expect(world.answers("up").map(\.time) == [7.25])
        #expect(world.backend.files.count == 1)
    }
}
