import Foundation
import ImageCodec
import Raster
import Testing

@Suite("Messenger worlds: a user's photo is an alias of photos or a file")
struct MessengerPhotoCommandTests {
    /// A world whose `alice` has `photo`, showing her Profile, with the `photos` given.
    static func world(photo: String, photos: String = "") -> String {
        """
        app: messenger
        users:
          alice: { device: iphone-8, name: Alice Martin, photo: \(photo) }
        \(photos)
        steps:
          - wait: 0.5
          - alice: { tap: tab-profile }
          - wait: 0.5
          - alice: { snapshot: profile }
        """
    }

    @Test("a photo written as a file is read and drawn as the avatar, as a declared alias is")
    func fileOrAlias() throws {
        let folder = try CLI.temporaryFolder()
        let red = RGBAImage(width: 8, height: 8, pixels: [UInt8](repeating: 0, count: 8 * 8 * 4).enumerated().map {
            [255, 0, 0, 255][$0.offset % 4]
        })
        try FileManager.default.createDirectory(atPath: folder + "/Scenarios/Photos", withIntermediateDirectories: true)
        try Data(try PNGCodec.encode(red)).write(to: URL(fileURLWithPath: folder + "/Scenarios/Photos/red.png"))
        _ = try CLI.write(Self.world(photo: "Photos/red.png"), to: "Scenarios/file.yaml", in: folder)
        _ = try CLI.write(Self.world(photo: "face", photos: "photos: { face: Photos/red.png }"), to: "Scenarios/alias.yaml",
                          in: folder)
        let recorded = try CLI.run(["verify", "Scenarios", "--goldens", "Goldens", "--record", "all"], in: folder)
        #expect(recorded.stderr.isEmpty, "\(recorded.stderr)")
        let result = try CLI.run(["verify", "Scenarios", "--goldens", "Goldens", "--record", "never"], in: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        for name in ["file", "alias"] {
            let profile = try ImageFile.read(folder + "/Goldens/\(name)/alice-iphone-8-portrait/profile.png")
            // The avatar's centre, 2×: the photo, not initials on grey.
            let offset = (428 * profile.width + 375) * 4
            #expect(Array(profile.pixels[offset..<offset + 3]) == [255, 0, 0], "\(name)")
        }
    }

    @Test("a photo that is neither an alias nor a readable file is an error at its line, with the alias it may mean")
    func neither() throws {
        let folder = try CLI.temporaryFolder()
        let grey = RGBAImage(width: 4, height: 4, pixels: [UInt8](repeating: 128, count: 4 * 4 * 4))
        try Data(try PNGCodec.encode(grey)).write(to: URL(fileURLWithPath: folder + "/face.png"))
        let file = try CLI.write(Self.world(photo: "fcae", photos: "photos: { face: face.png }"), to: "w.yaml", in: folder)
        let result = try CLI.run(["replay", file, "--device", "iphone-8"], in: folder)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("w.yaml:3:57: error: photo 'fcae' of user 'alice' is neither an alias under 'photos' "
                                       + "(did you mean 'face'?) nor a readable image"), "\(result.stderr)")
    }
}
