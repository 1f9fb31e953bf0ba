import CFuzzDriver
import Foundation
import Harness
import MessengerApp
import Scenarios
import Timelines

/// libFuzzer's entry point: the input's bytes choose a Messenger world — users with devices,
/// accounts and names, a network with latencies, a data layer, and steps addressed to the users
/// or the world (taps, typing, touches, swipes, links going offline and online, waits, checks) —
/// which is written as a scenario, read as `replay` reads it and replayed with its timeline
/// drawn, as `replay --timeline` does. Errors and failed checks are fine; traps, hangs and memory
/// errors are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWorld(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var bytes = WorldBytes(UnsafeBufferPointer(start: data, count: size))
    let yaml = WorldWriter.scenario(from: &bytes)
    replay(yaml)
    return 0
}

/// With `FUZZ_WORLD_PRINT` set, each world is printed with what became of it: to turn an input
/// (a finding, a corpus file) into a scenario for a test.
let printsWorlds = ProcessInfo.processInfo.environment["FUZZ_WORLD_PRINT"] != nil

/// Reads, runs and draws `yaml` as `replay --timeline` would.
func replay(_ yaml: String) {
    if printsWorlds { print(yaml) }
    let loaded: LoadedScenario
    do {
        let document = ScenarioDocument(path: "world.yaml", root: try ScenarioDocument.compose(yaml, path: "world.yaml"))
        loaded = try HarnessApp.load(document, apps: [.messenger])
    } catch {
        if printsWorlds { print("# \(error)") }
        return
    }
    guard let device = loaded.header.devices.first else { return }
    let run = HarnessApp.run(loaded, on: device, tracing: true)
    if printsWorlds { print("# replayed: \(run.summary.passed ? "passed" : "failed")") }
    if let timeline = run.timeline {
        _ = timeline().svg().utf8.count
    }
}

/// The input as a stream of choices; zero once it is used up, so every input writes a world.
struct WorldBytes {
    private let bytes: [UInt8]
    private var next = 0

    init(_ buffer: UnsafeBufferPointer<UInt8>) { bytes = Array(buffer) }

    var isEmpty: Bool { next >= bytes.count }

    /// A byte of the input.
    mutating func byte() -> Int {
        guard next < bytes.count else { return 0 }
        defer { next += 1 }
        return Int(bytes[next])
    }

    /// One of `choices`.
    mutating func pick<T>(_ choices: [T]) -> T { choices[byte() % choices.count] }

    /// A number of seconds or points: `byte × scale`, with a rare hostile value.
    mutating func number(scale: Double) -> String {
        let value = byte()
        switch value {
        case 255: return pick(["-1", "0", ".nan", ".inf", "1e300", "0.0000001"])
        default: return String(Double(value) * scale)
        }
    }

    /// A text of the input's bytes, up to `limit` characters, quoted for YAML.
    mutating func text(limit: Int) -> String {
        let count = byte() % (limit + 1)
        var scalars = ""
        for _ in 0..<count {
            let value = byte()
            // Printable characters, most of them ASCII (markup and quotes included), some Latin-1.
            let printable = value < 32 ? 32 + value : (127...159).contains(value) ? value - 64 : value
            scalars.unicodeScalars.append(Unicode.Scalar(UInt8(printable)))
        }
        return quoted(scalars)
    }
}

/// YAML's double-quoted form of `text`.
func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        default:
            if scalar.value < 32 || (127...159).contains(scalar.value) {
                out += "\\x" + String(scalar.value, radix: 16).leftPadded(to: 2)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

/// Writes a world scenario from the input's choices.
enum WorldWriter {
    static let names = ["alice", "bob", "carol", "dave"]
    static let devices = ["iphone-se", "iphone-8", "iphone-8-plus", "iphone-xs", "iphone-xr", "iphone-xs-max"]
    static let accounts = ["signed-in", "registered", "none"]
    static let targets = [
        "compose", "tab-chats", "tab-profile", "email", "password", "first-name", "last-name", "avatar", "login",
        "register", "message", "send", "attach", "back", "cancel", "search-field", "search", "return", "delete",
        "logout", "row-1", "row-2", "row-3", "result-1", "result-2", "Log Out", "Cancel", "Photo", "Take Photo",
    ]
    static let words = ["Bo", "Al", "Ca", "Da", "Hi", "Hi Bob", "On my way", "password1", "bob@example.com",
                        "alice@example.com", "Carol", "Jones", ""]
    static let screens = ["chats", "chat", "login", "register", "profile", "new-conversation"]

    static func scenario(from bytes: inout WorldBytes) -> String {
        let count = 1 + bytes.byte() % 4
        let users = Array(names.prefix(count))
        var lines = ["name: fuzz-world", "app: messenger", "users:"]
        for user in users {
            var fields = ["device: \(bytes.pick(devices))"]
            switch bytes.byte() % 4 {
            case 0: fields.append("account: \(bytes.pick(accounts))")
            case 1: fields.append("name: \(bytes.text(limit: 24))")
            case 2: fields.append("account: \(bytes.pick(accounts)), name: \(user.prefix(1).uppercased())\(user.dropFirst()) Smith")
            default: break
            }
            lines.append("  \(user): { \(fields.joined(separator: ", ")) }")
        }
        var network = ["latency: \(bytes.number(scale: 0.01))"]
        for user in users where bytes.byte() % 3 == 0 {
            network.append("\(user): \(bytes.number(scale: 0.02))")
        }
        lines.append("network: { \(network.joined(separator: ", ")) }")
        if bytes.byte() % 2 == 0 {
            lines.append("options: { dataLayer: \(bytes.pick(["tutorial", "atomic"])) }")
        }
        lines.append("steps:")
        var steps = 0
        while !bytes.isEmpty && steps < 200 {
            lines.append("  - " + step(steps, users: users, bytes: &bytes))
            steps += 1
        }
        lines.append("  - wait: 2")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Step `index` (which names its snapshot).
    static func step(_ index: Int, users: [String], bytes: inout WorldBytes) -> String {
        let user = bytes.pick(users)
        switch bytes.byte() % 16 {
        case 0, 1: return "wait: \(bytes.number(scale: 0.05))"
        case 2, 3, 4: return "\(user): { tap: \(quoted(bytes.pick(targets))) }"
        case 5: return "\(user): { tap: { x: \(bytes.number(scale: 2)), y: \(bytes.number(scale: 4)) } }"
        case 6: return "\(user): { type: \(quoted(bytes.pick(words))) }"
        case 7: return "\(user): { type: \(bytes.text(limit: 40)) }"
        case 8: return "network: { \(user): \(bytes.pick(["offline", "online"])) }"
        case 9: return "\(user): { keyboard: dismiss }"
        case 10: return "\(user): { picker: cancel }"
        case 11:
            return "\(user): { swipe: { on: \(bytes.pick(["row-1", "row-2", "message", "back", "compose"])), "
                + "to: \(bytes.pick(["left", "right", "up", "down"])), distance: \(bytes.number(scale: 2)) } }"
        case 12: return touches(user: user, bytes: &bytes)
        case 13:
            return "\(user): { expect: { screen: \(bytes.pick(screens)), pending: \(bytes.byte() % 3) } }"
        case 14 where users.count > 1:
            let first = bytes.byte() % users.count
            let pair = [users[first], users[(first + 1 + bytes.byte() % (users.count - 1)) % users.count]]
            return "expect: { conversations: { between: [\(pair.joined(separator: ", "))], count: \(bytes.byte() % 3) }, "
                + "quiet: \(bytes.byte() % 2 == 0) }"
        default: return "snapshot: s\(index)"
        }
    }

    /// A finger's touches: began, a few moves, then ended or cancelled.
    static func touches(user: String, bytes: inout WorldBytes) -> String {
        var time = 0.0
        var x = Double(bytes.byte() * 2), y = Double(bytes.byte() * 3)
        var samples = ["[0, 1, began, \(x), \(y)]"]
        for _ in 0..<(bytes.byte() % 6) {
            time += Double(1 + bytes.byte() % 20) / 100
            x += Double(bytes.byte() - 128)
            y += Double(bytes.byte() - 128)
            samples.append("[\(time), 1, moved, \(x), \(y)]")
        }
        time += 0.01
        samples.append("[\(time), 1, \(bytes.pick(["ended", "cancelled"])), \(x), \(y)]")
        return "\(user): { touches: [\(samples.joined(separator: ", "))] }"
    }
}

/// The executable's entry point (SwiftPM links `main` to it): libFuzzer's loop over `fuzzWorld`.
@_cdecl("FuzzWorld_main")
public func fuzzWorldMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        guard let data else { return 0 }
        return fuzzWorld(data, size)
    }
}
