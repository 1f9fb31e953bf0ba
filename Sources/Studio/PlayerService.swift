import Devices
import Foundation
import Harness
import ImageCodec
import Scenarios
import Support

/// Lists the scenarios of `Scenarios/` and its subfolders with their apps, opens any of them
/// with its app, and draws its state at any instant, as `instagrid-sim render --at` does.
actor PlayerService {
    let project: StudioProject
    let apps: [HarnessApp]
    private var opened: [String: Playback] = [:]
    private var order: [String] = []
    /// Each listed file's app, kept while the file's size and date are unchanged.
    private var appOfFile: [String: (stamp: String, app: String)] = [:]
    /// Scenarios kept loaded at once.
    static let cacheSize = 4

    init(project: StudioProject, apps: [HarnessApp]) {
        self.project = project
        self.apps = apps
    }

    /// The scenarios as JSON: `names` (the ids to open) and `scenarios` (each id with its app).
    func list() -> String {
        let ids = project.scenarioIDs()
        var entries: [StudioJSON] = []
        for id in ids {
            entries.append(.dictionary(["id": .string(id), "app": .string(app(of: id))]))
        }
        // Files no longer listed are forgotten, so the cache holds at most one listing.
        let listed = Set(ids.compactMap { try? project.scenarioFile($0) })
        appOfFile = appOfFile.filter { listed.contains($0.key) }
        return StudioJSON.object(["type": .string("scenarios"), "names": .strings(ids), "scenarios": .array(entries)])
    }

    /// The app a file names (`app:`), as a program with these apps reads it: the first app when it
    /// names none or another; `?` when it cannot be read.
    private func app(of id: String) -> String {
        guard let path = try? project.scenarioFile(id) else { return "?" }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let stamp = "\(attributes?[.size] ?? 0) \(attributes?[.modificationDate] ?? 0)"
        if let known = appOfFile[path], known.stamp == stamp { return known.app }
        guard let document = try? ScenarioDocument.read(path) else { return "?" }
        let named = document.app?.name
        let app = apps.first { $0.id == named }?.id ?? apps.first?.id ?? "?"
        appOfFile[path] = (stamp, app)
        return app
    }

    /// Loads `id` (again, if it was open) with its app and runs it on `deviceID` (default: its
    /// first device).
    func open(_ id: String, device deviceID: String?) async throws(StudioError) -> String {
        let playback = try await load(id, device: deviceID, fresh: true)
        let steps: [StudioJSON] = playback.steps.map { step in
            .dictionary([
                "line": .number(Double(step.line)), "text": .string(step.text),
                "start": step.start.map { .number($0) } ?? .null, "end": step.end.map { .number($0) } ?? .null,
            ])
        }
        // The first lines of a long trace: the reply stays bounded whatever the run.
        let trace: [StudioJSON] = playback.trace.prefix(StudioLimits.maxTraceLines).map {
            .dictionary(["time": .number($0.time), "text": .string($0.text)])
        }
        return StudioJSON.object([
            "type": .string("scenario"), "id": .string(id), "name": .string(playback.name),
            "app": .string(app(of: id)), "device": .string(playback.device.id),
            "devices": .strings(playback.devices.map(\.id)), "end": .number(playback.end),
            "steps": .array(steps), "trace": .array(trace), "passed": .bool(playback.passed),
            "failures": .strings(playback.failures.prefix(StudioLimits.maxTraceLines).map { $0 }),
            "traceLines": .number(Double(playback.trace.count)),
        ])
    }

    /// The PNG of `id` on `deviceID` at `time` seconds, and a line on its state
    /// (`t=0.5 phase=idle offset=0,0`).
    func frame(_ id: String, device deviceID: String?, at time: Double) async throws(StudioError)
        -> (png: [UInt8], info: String) {
        guard time.isFinite, time >= 0, time <= StudioLimits.maxSeconds else {
            throw .badMessage("t must be seconds between 0 and \(Int(StudioLimits.maxSeconds))")
        }
        let frame = try await load(id, device: deviceID, fresh: false).frame(time)
        let png: [UInt8]
        do { png = try PNGCodec.encode(frame.image) } catch { throw .file("the frame could not be encoded: \(error)") }
        let fields = frame.fields.map { " \($0.name)=" + echo($0.value, limit: StudioLimits.maxFieldBytes) }
        return (png, "t=\(ScenarioWriter.number(frame.time)) phase=\(frame.phase)" + fields.joined())
    }

    /// The playback of `id`: kept, or made on a thread of its own (``play(_:id:device:apps:)``),
    /// so that while a long scenario loads, the actor answers every other request (the list,
    /// frames of scenarios already open).
    private func load(_ id: String, device deviceID: String?, fresh: Bool) async throws(StudioError) -> Playback {
        let path = try project.scenarioFile(id)
        let key = id + "\n" + (deviceID ?? "")
        if !fresh, let cached = opened[key] { return cached }
        let apps = self.apps
        let made: Result<Playback, StudioError> = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: Result { () throws(StudioError) in
                    try Self.play(path, id: id, device: deviceID, apps: apps)
                })
            }
        }
        let playback = try made.get()
        opened[key] = playback
        order.removeAll { $0 == key }
        order.append(key)
        while order.count > Self.cacheSize { opened[order.removeFirst()] = nil }
        return playback
    }

    /// Loads the scenario at `path` and runs it on `deviceID` (default: its first device).
    private static func play(_ path: String, id: String, device deviceID: String?, apps: [HarnessApp])
        throws(StudioError) -> Playback {
        let loaded: LoadedScenario
        do {
            loaded = try HarnessApp.load(path, apps: apps)
        } catch {
            throw .file("\(error)")
        }
        let device: Device
        if let deviceID {
            guard let found = loaded.header.devices.first(where: { $0.id == deviceID }) else {
                throw .badMessage("\(id) does not run on \(echo(deviceID))")
            }
            device = found
        } else {
            guard let first = loaded.header.devices.first else { throw .file("\(id) names no device") }
            device = first
        }
        do { return try loaded.app.play(loaded, on: device) } catch { throw .live(error) }
    }
}
