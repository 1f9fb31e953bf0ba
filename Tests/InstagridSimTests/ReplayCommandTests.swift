import Foundation
import ImageCodec
import Raster
import Testing

@Suite("instagrid-sim replay and devices: output and exit status")
struct ReplayCommandTests {
    @Test("A passing scenario exits 0")
    func passes() throws {
        let result = try CLI.run(["replay", "Scenarios/tap-slop.yaml"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("✔ tap-slop on iphone-8 (portrait)"))
        #expect(result.stdout.contains("1 run: 1 passed, 0 failed"))
    }

    @Test("A wrong expectation exits 1 and shows expected and actual with the step's line")
    func wrongExpectation() throws {
        let folder = try CLI.temporaryFolder()
        let file = try CLI.write("""
            steps:
              - tap: layout-3
              - expect: { layout: 1 }
            """, to: "wrong.yaml", in: folder)
        let result = try CLI.run(["replay", file])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(file):3:5: error: expect: layout: expected 1, found 3\n"))
    }

    @Test("A malformed scenario exits 2 with path:line:column")
    func malformed() throws {
        let folder = try CLI.temporaryFolder()
        let file = try CLI.write("steps:\n  - wait: 1\n  - tapp: layout-3\n", to: "bad.yaml", in: folder)
        let result = try CLI.run(["replay", file])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(file):3:5: error: unknown key 'tapp' in step; did you mean 'tap'?"))
    }

    @Test("Bad flags and unknown devices exit 2", arguments: [
        ["replay", "Scenarios/tap-slop.yaml", "--device", "iphone8"],
        ["replay", "Scenarios/tap-slop.yaml", "--trace", "xml"],
        ["replay", "--frobnicate"],
        ["replay", "does-not-exist.yaml"],
        ["no-such-command"],
    ])
    func badInput(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(!result.stderr.isEmpty)
    }

    @Test("--device names the suggestion for a near miss")
    func deviceSuggestion() throws {
        let result = try CLI.run(["replay", "Scenarios/tap-slop.yaml", "--device", "iphone8"])
        #expect(result.stderr.contains("unknown device 'iphone8'; did you mean 'iphone-8'?"))
    }

    @Test("--trace json prints one JSON object per input on stdout, summaries on stderr")
    func jsonTrace() throws {
        let result = try CLI.run(["replay", "Scenarios/busy-lock.yaml", "--trace", "json"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count > 20)
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["t"] is NSNumber)
            #expect(object?["input"] is [String: Any])
            #expect(["accepted", "ignored"].contains(object?["result"] as? String))
            #expect(object?["phase"] is String)
        }
        #expect(result.stdout.contains(#""result":"ignored","reason":"tap on layout-3 while picking (locked outside idle)""#))
        #expect(result.stderr.contains("1 run: 1 passed, 0 failed"))
    }

    @Test("--device overrides the scenario's devices")
    func deviceOverride() throws {
        let result = try CLI.run(["replay", "Scenarios/launch.yaml", "--device", "iphone-xr"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("launch on iphone-xr (portrait)"))
        #expect(result.stdout.contains("1 run: 1 passed"))
    }

    @Test("devices lists the six devices")
    func devices() throws {
        let result = try CLI.run(["devices"])
        #expect(result.status == 0)
        for id in ["iphone-se", "iphone-8", "iphone-8-plus", "iphone-xs", "iphone-xr", "iphone-xs-max"] {
            #expect(result.stdout.contains(id))
        }
        #expect(result.stdout.contains("1242×2688"))
    }
}

@Suite("Photos are checked when a scenario is loaded")
struct PhotoValidationTests {
    @Test("A photo file that is not an image exits 2 naming the line of its path")
    func invalidPhoto() throws {
        let folder = try CLI.temporaryFolder()
        _ = try CLI.write("this is not a picture", to: "fake.png", in: folder)
        let file = try CLI.write("""
            photos:
              fake: fake.png
            steps:
              - wait: 1
            """, to: "photo.yaml", in: folder)
        let result = try CLI.run(["replay", file])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(file):2:9: error: photo 'fake' is not a valid image: not a PNG or JPEG image"))
    }

    @Test("A photo whose pixels are damaged is decoded only when drawn: replay passes, render, frames and verify exit 2 naming the file")
    func damagedPixels() throws {
        let folder = try CLI.temporaryFolder()
        let image = RGBAImage(width: 16, height: 16, pixels: [UInt8](repeating: 200, count: 16 * 16 * 4))
        var bytes = try PNGCodec.encode(image)
        let idat = Array("IDAT".utf8)
        let type = try #require((8..<bytes.count - 4).first { Array(bytes[$0..<$0 + 4]) == idat })
        let length = bytes[type - 4..<type].reduce(0) { $0 << 8 | Int($1) }
        bytes[type + 4 + length + 3] ^= 0xFF // the IDAT chunk's CRC
        let photo = folder + "/damaged.png"
        try Data(bytes).write(to: URL(fileURLWithPath: photo))
        let file = try CLI.write("""
            photos:
              bad: damaged.png
            steps:
              - pick: { slot: 1, photo: bad }
            """, to: "damaged.yaml", in: folder)
        let replay = try CLI.run(["replay", file])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")

        let out = folder + "/out.png"
        let render = try CLI.run(["render", file, "--out", out])
        #expect(render.status == 2)
        #expect(render.stderr.contains(
            "\(file):2:8: error: photo 'bad' is not a valid image: \(photo): not a valid PNG: IDAT: CRC error"))
        #expect(!FileManager.default.fileExists(atPath: out))

        let frames = try CLI.run(["frames", file, "--out", folder + "/frames", "--scale", "0.25"])
        #expect(frames.status == 2)
        #expect(frames.stderr.contains("\(photo): not a valid PNG: IDAT: CRC error"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/frames"))

        // verify decodes every photo before any check, so nothing is recorded with an empty slot.
        let goldens = folder + "/Goldens"
        let verify = try CLI.run(["verify", file, "--goldens", goldens, "--record", "all"])
        #expect(verify.status == 2)
        #expect(verify.stderr.contains(
            "\(file):2:8: error: photo 'bad' is not a valid image: \(photo): not a valid PNG: IDAT: CRC error"))
        #expect(!FileManager.default.fileExists(atPath: goldens))
    }
}
