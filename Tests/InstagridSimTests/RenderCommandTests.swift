import Foundation
import ImageCodec
import Testing

@Suite("instagrid-sim render: device choice, times, exit status")
struct RenderCommandTests {
    @Test("A scenario with one device renders on it without --device")
    func oneDevice() throws {
        let folder = try CLI.temporaryFolder()
        let result = try CLI.run(["render", "Scenarios/tap-slop.yaml", "--out", folder + "/a.png"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("\(folder)/a.png: 750×1334, tap-slop on iphone-8 (portrait) at "), "\(result.stdout)")
        let image = try ImageFile.read(folder + "/a.png")
        #expect(image.width == 750 && image.height == 1334)
    }

    @Test("A scenario with several devices needs --device, and the message lists them")
    func severalDevices() throws {
        let folder = try CLI.temporaryFolder()
        let result = try CLI.run(["render", "Scenarios/incomplete-alert.yaml", "--out", folder + "/a.png"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: Scenarios/incomplete-alert.yaml lists 2 devices (iphone-8, iphone-xs): "
            + "render draws one, chosen with --device, e.g. --device iphone-8\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/a.png"))

        let chosen = try CLI.run(["render", "Scenarios/incomplete-alert.yaml", "--out", folder + "/a.png",
                                  "--device", "iphone-xs"])
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(try ImageFile.read(folder + "/a.png").width == 1125)
    }

    @Test("The help says when --device is needed")
    func help() throws {
        let result = try CLI.run(["render", "--help"])
        #expect(result.stdout.contains("required when the scenario lists more than one"), "\(result.stdout)")
    }

    @Test("Bad times reach the command's own check", arguments: [
        ("-1", "--at -1: the time must be finite and at least 0 (seconds from the scenario's start)"),
        ("-0.25", "--at -0.25: the time must be finite and at least 0"),
        ("nan", "--at nan: the time must be finite and at least 0"),
        ("soon", "The value 'soon' is invalid for '--at <at>'"),
    ])
    func badTime(value: String, message: String) throws {
        let folder = try CLI.temporaryFolder()
        let result = try CLI.run(["render", "Scenarios/tap-slop.yaml", "--out", folder + "/a.png", "--at", value])
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("Missing value"))
    }
}
