import ArgumentParser
import Devices
import Foundation
import Frames
import HarnessBenchmarks
import MessengerRender
import MessengerScenario
import MessengerWorld
import Raster
import Scenarios

/// Messenger's worlds (docs/messenger.md): the model and backend replaying a conversation of
/// many messages between three users, a chat screen drawn at the iPhone XS Max's 3×, a long chat
/// against a short one, and the world picture of three phones.
struct MessengerBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "messenger",
        abstract: "Messenger: world replay (inputs and backend messages per second), chat and world rendering.")

    @Option(parsing: .unconditional, help: "Messages the three users exchange in the replay.")
    var messages = 1_000

    @Option(parsing: .unconditional, help: "Messages of the long chat drawn against a short one.")
    var longChat = 10_000

    @Option(help: "The data layers replayed: tutorial, atomic, or both.")
    var layer = "both"

    @Option(parsing: .unconditional, help: "Repetitions; the best time is kept.")
    var repeats = 5

    func validate() throws {
        guard (2...100_000).contains(messages) else { throw ValidationError("--messages must be 2…100000") }
        guard (50...100_000).contains(longChat) else { throw ValidationError("--long-chat must be 50…100000") }
        guard ["tutorial", "atomic", "both"].contains(layer) else {
            throw ValidationError("--layer must be tutorial, atomic or both, found '\(layer)'")
        }
        guard repeats >= 1 else { throw ValidationError("--repeats must be 1 or more, found \(repeats)") }
    }

    func run() throws {
        print(BenchHeader.line)
        for layer in layer == "both" ? ["tutorial", "atomic"] : [layer] {
            let world = try Self.world(messages: messages, layer: layer)
            let probe = ScenarioRunner.run(world, on: .iPhone8, tracing: true)
            let events = Double(probe.trace.count)
            let best = bestTime(repeats: repeats) { _ = ScenarioRunner.run(world, on: .iPhone8, tracing: true) }
            let untraced = bestTime(repeats: repeats) { _ = ScenarioRunner.run(world, on: .iPhone8, tracing: false) }
            print("replay, 3 users, \(messages) messages, \(layer): "
                  + "\(ScenarioText.counted(probe.trace.count, "input and backend message")), "
                  + "passed: \(probe.passed); \(ms(best))  \(grouped(events / best)) a second; "
                  + "without the trace \(ms(untraced))  \(grouped(events / untraced)) a second")
        }
        let renderer = MessengerRenderer()
        var screens: [RGBAImage] = []
        for count in [50, longChat] {
            let world = try Self.world(messages: count, layer: "atomic", device: "iphone-xs-max")
            let replay = bestTime(repeats: count > 1_000 ? 1 : repeats) { _ = ScenarioRunner.run(world, on: .iPhone8, tracing: false) }
            let final = ScenarioRunner.run(world, on: .iPhone8, tracing: false).finalState
            let phone = final.phone(0)
            _ = renderer.render(phone)
            var image = RGBAImage(width: 1, height: 1)
            let draw = bestTime(repeats: repeats) { image = renderer.render(phone) }
            screens.append(image)
            print("chat of \(count) messages (alice's, iPhone XS Max 3×, \(image.width)×\(image.height)): "
                  + "replay \(ms(replay)), drawn in \(ms(draw)) warm")
        }
        let world = try Self.world(messages: 50, layer: "atomic", device: "iphone-xs-max")
        let final = ScenarioRunner.run(world, on: .iPhone8, tracing: false).finalState
        let phones = (0..<3).map { index in
            let phone = final.phone(index)
            return (name: ["alice", "bob", "carol"][index], phone: phone)
        }
        var picture = RGBAImage(width: 1, height: 1)
        let composed = bestTime(repeats: repeats) {
            picture = WorldPicture.compose(phones.map {
                WorldPicture.Phone(name: $0.name, screen: renderer.render($0.phone), scale: $0.phone.device.scale)
            })
        }
        print("world picture of 3 phones (\(picture.width)×\(picture.height), each drawn and scaled to 1×): \(ms(composed))")
        print("peak memory: \(Self.peakMegabytes()) MB")
    }

    func ms(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }

    /// Three signed-in users; alice opens a conversation with bob and carol one with alice, then
    /// alice and bob send `messages` messages in turn, 0.2 s apart, on links of 0.05 s.
    static func world(messages: Int, layer: String, device: String = "iphone-8") throws -> Scenario<Messenger> {
        var lines = [
            "name: bench-messenger", "app: messenger", "users:",
            "  alice: { device: \(device), name: Alice Martin }",
            "  bob: { device: iphone-se, name: Bob Stone }",
            "  carol: { device: iphone-xs-max, name: Carol Diaz }",
            "network: { latency: 0.05 }", "options: { dataLayer: \(layer) }", "steps:",
            "  - wait: 1", "  - alice: { tap: compose }", "  - wait: 0.5", "  - alice: { type: Bo }",
            "  - alice: { tap: search }", "  - wait: 0.5", "  - alice: { tap: result-1 }", "  - wait: 1",
            "  - alice: { tap: message }", "  - alice: { type: First }", "  - alice: { tap: send }", "  - wait: 2",
            "  - bob: { tap: row-1 }", "  - wait: 1", "  - bob: { tap: message }",
        ]
        for index in 1..<messages {
            let user = index.isMultiple(of: 2) ? "alice" : "bob"
            lines += ["  - \(user): { type: \"message \(index)\" }", "  - \(user): { tap: send }", "  - wait: 0.2"]
        }
        lines.append("  - wait: 2")
        return try ScenarioParser<Messenger>.parse(yaml: lines.joined(separator: "\n") + "\n", path: "bench.yaml")
    }

    /// The process's peak resident memory.
    static func peakMegabytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss / 1024 // KiB on Linux
        #else
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss / (1024 * 1024) // bytes on macOS
        #endif
    }
}
