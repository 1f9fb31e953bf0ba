import Foundation
import Testing
@testable import Studio

/// Every file the studio serves or writes goes through the checked path: the resolved file
/// inside its folder, read by the one reader, and the image it claims to be (docs/security.md).
@Suite struct StudioFileTests {
    static let manager = FileManager.default

    @Test func aPhotoIsServedAsWhatItsBytesAreAndNotAtAllWhenItIsNoImage() async throws {
        let project = try StudioFixture.project("photos")
        try "password=hunter2\n".write(toFile: project.photosFolder + "/fake.png", atomically: true, encoding: .utf8)
        try Self.manager.copyItem(atPath: project.photosFolder + "/photo-jpeg.jpg", toPath: project.photosFolder + "/named.png")
        let app = try StudioServerTests.studio(project).routerClient()
        try await app.test { client in
            let fake = try await client.execute(uri: "/api/photo?name=fake&token=\(StudioServerTests.token)", method: .get)
            #expect(fake.status == .notFound)
            #expect(StudioServerTests.text(fake).contains("Scenarios/Photos/fake.png is not a PNG or JPEG image"))
            #expect(!StudioServerTests.text(fake).contains("hunter2"))
            let named = try await client.execute(uri: "/api/photo?name=named&token=\(StudioServerTests.token)", method: .get)
            #expect(named.status == .ok)
            #expect(named.headers[.contentType] == "image/jpeg")
            let square = try await client.execute(uri: "/api/photo?name=square&token=\(StudioServerTests.token)", method: .get)
            #expect(square.headers[.contentType] == "image/png")
        }
    }

    @Test func anImageLinkedOutOfItsFolderIsRefusedBeforeItIsRead() throws {
        let project = try StudioFixture.project("image-link")
        let outside = Self.manager.temporaryDirectory.path + "/studio-outside-\(UUID().uuidString).png"
        try Self.manager.copyItem(atPath: project.photosFolder + "/square.png", toPath: outside)
        let link = project.goldens + "/linked.png"
        try Self.manager.createSymbolicLink(atPath: link, withDestinationPath: outside)
        #expect(throws: StudioError.badPath("the golden is a symbolic link out of Goldens/; it is not read")) {
            try project.readImage(link, inside: project.goldens, named: "the golden")
        }
        let fifo = project.goldens + "/fifo.png"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: StudioError.file("the fifo cannot be read: it is a FIFO, not a regular file")) {
            try project.readImage(fifo, inside: project.goldens, named: "the fifo")
        }
    }

    @Test func aGoldenFolderLinkedToAnAncestorOfTheProjectIsOutside() throws {
        let project = try StudioFixture.project("ancestor")
        let parent = URL(fileURLWithPath: project.root).deletingLastPathComponent().path
        try Self.manager.createSymbolicLink(atPath: project.goldens + "/up", withDestinationPath: parent)
        #expect(throws: StudioError.self) { try project.goldenPath(check: "up/variant/name") }
        try Self.manager.createSymbolicLink(atPath: project.goldens + "/root", withDestinationPath: project.root)
        #expect(throws: StudioError.self) { try project.goldenPath(check: "root/variant/name") }
        // A golden folder not made yet is inside.
        #expect(try project.goldenPath(check: "new/variant/name") == project.goldens + "/new/variant/name.png")
    }

    @Test func beforeGoldensExistsTheProjectHoldsIt() throws {
        let project = try StudioFixture.project("no-goldens")
        try Self.manager.removeItem(atPath: project.goldens)
        #expect(try project.goldenPath(check: "a/b/c") == project.goldens + "/a/b/c.png")
    }
}
