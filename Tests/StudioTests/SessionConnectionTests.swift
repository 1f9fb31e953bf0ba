import Foundation
import Devices
import Harness
import InstagridScenario
import Scenarios
import Testing
@testable import Studio

/// The socket's messages: hostile ones get an error reply and the session goes on.
@Suite struct SessionConnectionTests {
    static func connection() throws -> SessionConnection {
        try SessionConnection(project: StudioFixture.project("socket"), apps: StudioFixture.apps)
    }

    static func texts(_ replies: [SessionConnection.Reply]) -> [String] {
        replies.compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    static func frames(_ replies: [SessionConnection.Reply]) -> Int {
        replies.filter { if case .frame = $0 { true } else { false } }.count
    }

    static func errors(_ replies: [SessionConnection.Reply]) -> [String] {
        texts(replies).filter { $0.contains(#""type":"error""#) }
    }

    /// Saves the session's recording as `Scenarios/NAME.yaml` and replays the file on `device`
    /// with `apps`: it is `app`'s, its checks pass, and its trace is the session's, line for
    /// line. Returns the file's path and its replay.
    @discardableResult
    static func saveAndReplay(_ connection: inout SessionConnection, name: String, app: String, apps: [HarnessApp],
                              on device: Device) throws -> (path: String, replay: HarnessRun) {
        let saved = texts(connection.handle(#"{"type":"save","name":"\#(name)"}"#, second: 0))
        #expect(saved.first?.contains(#""type":"saved""#) == true, "\(saved)")
        let path = connection.project.scenarios + "/\(name).yaml"
        let loaded = try HarnessApp.load(path, apps: apps)
        #expect(loaded.app.id == app)
        let replay = HarnessApp.run(loaded, on: device, tracing: true)
        #expect(replay.summary.passed)
        #expect(replay.traceLines(.text, []) == connection.phone.traceLines())
        return (path, replay)
    }

    @Test(arguments: [
        ("not json", "not a message"),
        (#"{"no":"type"}"#, "not a message"),
        (#"{"type":"fly"}"#, "unknown type"),
        (#"{"type":"pointer","phase":"down","id":1,"t":5,"x":1e300,"y":3}"#, "within ±100000 points"),
        (#"{"type":"pointer","phase":"down","id":1,"t":-5,"x":1,"y":3}"#, "t must be a time"),
        (#"{"type":"pointer","phase":"hover","id":1,"t":5,"x":1,"y":3}"#, "pointer phase must be"),
        (#"{"type":"pointer","phase":"down","id":1,"t":5,"x":1,"y":3,"draw":"no"}"#, "not a message"),
        (#"{"type":"tick","t":1e300}"#, "t must be a time"),
        (#"{"type":"frame","t":5,"scale":100000}"#, "frames are drawn at the device's scale"),
        (#"{"type":"start","device":"iphone-99"}"#, "unknown device"),
        (#"{"type":"control","control":"choose-../../etc/passwd","t":5}"#, "unknown control"),
        (#"{"type":"control","t":5}"#, "control needs control"),
        (#"{"type":"start","app":"../countonme"}"#, "unknown app"),
        (#"{"type":"save","name":"../escape"}"#, "refused path"),
        (#"{"type":"snapshot","name":"final","t":5}"#, "reserved"),
    ])
    func hostileMessagesGetAnErrorAndTheSessionGoesOn(message: String, error: String) throws {
        var connection = try Self.connection()
        _ = connection.handle(#"{"type":"start"}"#, second: 0)
        let replies = connection.handle(message, second: 0)
        let errors = Self.errors(replies)
        #expect(errors.count == 1)
        #expect(errors.first?.contains(error) == true, "\(errors)")
        let after = connection.handle(#"{"type":"frame","t":10}"#, second: 0)
        #expect(Self.frames(after) == 1)
    }

    @Test func aHugeMessageIsRefused() throws {
        var connection = try Self.connection()
        let huge = #"{"type":"tick","t":1,"pad":""# + String(repeating: "x", count: 100_000) + #""}"#
        #expect(Self.errors(connection.handle(huge, second: 0)).first?.contains("the limit is") == true)
    }

    @Test func aFloodIsCappedPerSecond() throws {
        var connection = try Self.connection()
        var refused = 0
        for _ in 0..<(StudioLimits.maxMessagesPerSecond + 50) {
            refused += Self.errors(connection.handle(#"{"type":"tick","t":1}"#, second: 3)).count
        }
        // One error a second; the rest of the second's excess is dropped unanswered.
        #expect(refused == 1)
        #expect(Self.errors(connection.handle(#"{"type":"tick","t":1}"#, second: 4)).isEmpty)
    }

    @Test func theStartListsTheAppsAndTheControls() throws {
        var connection = try Self.connection()
        let started = Self.texts(connection.handle(#"{"type":"start"}"#, second: 0))
        let first = try #require(started.first)
        #expect(first.contains(#""apps":["instagrid","countonme"]"#), "\(first)")
        #expect(first.contains(#"{"id":"rotate-landscape-left","label":"Left","photo":null,"section":"Rotate","takesText":false}"#))
        #expect(first.contains(#"{"id":"choose-square","label":"square","photo":"square","section":"Photos","takesText":false}"#))
        #expect(first.contains(#""portraitOnly":false"#))
        let frame = try #require(started.first { $0.contains(#""type":"frame""#) })
        #expect(frame.contains(#""fields":[["offset","0,0"]]"#), "\(frame)")
    }

    @Test func onlyChangedFramesAreSent() throws {
        var connection = try Self.connection()
        #expect(Self.frames(connection.handle(#"{"type":"start"}"#, second: 0)) == 1)
        #expect(Self.frames(connection.handle(#"{"type":"tick","t":100}"#, second: 0)) == 0)
        #expect(Self.frames(connection.handle(#"{"type":"tick","t":200}"#, second: 0)) == 0)
    }

    /// A tick's answer names the tick (the page's time): `same` when nothing changed, else the
    /// frame message before the pixels; frames that answer no tick (a pointer's) name none.
    @Test func answersNameTheirTick() throws {
        var connection = try Self.connection()
        _ = connection.handle(#"{"type":"start"}"#, second: 0)
        #expect(Self.texts(connection.handle(#"{"type":"tick","t":100.5}"#, second: 0)) == [#"{"tick":100.5,"type":"same"}"#])
        _ = connection.handle(#"{"type":"pointer","phase":"down","id":1,"t":110,"x":187,"y":400}"#, second: 0)
        _ = connection.handle(#"{"type":"pointer","phase":"move","id":1,"t":140,"x":187,"y":330}"#, second: 0)
        let moved = connection.handle(#"{"type":"pointer","phase":"move","id":1,"t":170,"x":187,"y":280}"#, second: 0)
        let pointerFrame = try #require(Self.texts(moved).first { $0.contains(#""type":"frame""#) })
        #expect(pointerFrame.contains(#""tick":null"#), "\(pointerFrame)")
        _ = connection.handle(#"{"type":"pointer","phase":"up","id":1,"t":190,"x":187,"y":250}"#, second: 0)
        let sliding = connection.handle(#"{"type":"tick","t":400}"#, second: 0)
        #expect(Self.frames(sliding) == 1)
        let frame = try #require(Self.texts(sliding).first { $0.contains(#""type":"frame""#) })
        #expect(frame.contains(#""tick":400"#) && frame.contains(#""phase":"sliding-out""#), "\(frame)")
    }

    /// A pointer that says `draw: false` (the page is ticking) is answered without a picture,
    /// its end with the status only; it is recorded as the same touch, and the next tick's
    /// picture shows it.
    @Test func aPointerThatAsksForNoPictureIsRecordedAndShownByTheNextTick() throws {
        var drawn = try Self.connection(), ticking = try Self.connection()
        _ = drawn.handle(#"{"type":"start"}"#, second: 0)
        _ = ticking.handle(#"{"type":"start"}"#, second: 0)
        let touches = [("down", 110, 400), ("move", 140, 330), ("move", 170, 280), ("up", 190, 250)]
        for (phase, t, y) in touches {
            let message = #"{"type":"pointer","phase":"\#(phase)","id":1,"t":\#(t),"x":187,"y":\#(y)"#
            #expect(Self.frames(drawn.handle(message + "}", second: 0)) == (phase == "down" ? 0 : 1), "\(phase)")
            let replies = ticking.handle(message + #","draw":false}"#, second: 0)
            #expect(Self.frames(replies) == 0, "\(phase)")
            #expect(Self.texts(replies).allSatisfy { $0.contains(#""type":"status""#) } && replies.count == (phase == "up" ? 1 : 0))
        }
        #expect(ticking.phone.traceLines() == drawn.phone.traceLines())
        let sliding = ticking.handle(#"{"type":"tick","t":400}"#, second: 0)
        #expect(Self.frames(sliding) == 1)
        let frame = try #require(Self.texts(sliding).first { $0.contains(#""type":"frame""#) })
        #expect(frame.contains(#""tick":400"#) && frame.contains(#""phase":"sliding-out""#), "\(frame)")
    }

    @Test func saveWritesANewFileAndOverwritesOnlyWhenAsked() throws {
        var connection = try Self.connection()
        _ = connection.handle(#"{"type":"start"}"#, second: 0)
        _ = connection.handle(#"{"type":"control","control":"rotate-landscape-left","t":10}"#, second: 0)
        let saved = Self.texts(connection.handle(#"{"type":"save","name":"turned"}"#, second: 0))
        #expect(saved.first?.contains(#""type":"saved""#) == true, "\(saved)")
        let path = connection.project.scenarios + "/turned.yaml"
        let scenario = try ScenarioParser<Instagrid>.parse(contentsOf: path)
        #expect(scenario.steps.map(\.kind) == [.rotate(.landscapeLeft)])
        let again = Self.errors(connection.handle(#"{"type":"save","name":"turned"}"#, second: 0))
        #expect(again.first?.contains("exists") == true)
        let overwritten = Self.texts(connection.handle(#"{"type":"save","name":"turned","overwrite":true}"#, second: 0))
        #expect(overwritten.first?.contains(#""type":"saved""#) == true)
    }

    @Test func theTraceIsTheReplayTrace() throws {
        var connection = try Self.connection()
        _ = connection.handle(#"{"type":"start"}"#, second: 0)
        _ = connection.handle(#"{"type":"pointer","phase":"down","id":1,"t":10,"x":187,"y":400}"#, second: 0)
        _ = connection.handle(#"{"type":"pointer","phase":"move","id":1,"t":40,"x":187,"y":330}"#, second: 0)
        _ = connection.handle(#"{"type":"pointer","phase":"move","id":1,"t":70,"x":187,"y":280}"#, second: 0)
        _ = connection.handle(#"{"type":"pointer","phase":"up","id":1,"t":90,"x":187,"y":250}"#, second: 0)
        _ = connection.handle(#"{"type":"tick","t":900}"#, second: 0)
        _ = connection.handle(#"{"type":"control","control":"share-completed","t":1500}"#, second: 0)
        _ = connection.handle(#"{"type":"save","name":"swiped"}"#, second: 0)
        let scenario = try ScenarioParser<Instagrid>.parse(contentsOf: connection.project.scenarios + "/swiped.yaml")
        let replay = ScenarioRunner<Instagrid>.run(scenario, on: scenario.devices[0])
        #expect(replay.trace.map { TraceFormat.text.line(Instagrid.traceLine($0)) } == connection.phone.traceLines())
        #expect(replay.finalState.shares == [.completed])
    }

    /// The `from` and `steps` of the status replies among `replies`.
    static func statuses(_ replies: [SessionConnection.Reply]) throws -> [(from: Int, steps: [String], count: Int)] {
        try texts(replies).filter { $0.contains(#""type":"status""#) }.map { text in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            return (try #require(object["from"] as? Int), try #require(object["steps"] as? [String]),
                    try #require(object["stepCount"] as? Int))
        }
    }

    @Test func aStatusSendsOnlyTheStepsThatChanged() throws {
        var connection = try Self.connection()
        #expect(try Self.statuses(connection.handle(#"{"type":"start"}"#, second: 0)).map(\.from) == [0])
        var page: [String] = []
        let rotations = ["rotate-landscape-left", "rotate-portrait", "rotate-landscape-right", "rotate-portrait"]
        for (index, control) in rotations.enumerated() {
            let replies = connection.handle(#"{"type":"control","control":"\#(control)","t":\#(1_000 * (index + 1))}"#, second: 0)
            let status = try #require(try Self.statuses(replies).first)
            // At most the last step the page has and the new ones.
            #expect(status.from == max(0, page.count - 1))
            #expect(status.steps.count <= 3, "\(status.steps)")
            page = Array(page.prefix(status.from)) + status.steps
            #expect(page.count == status.count)
        }
        #expect(page == connection.phone.status.steps.map { "- " + $0 })
        let cleared = try #require(try Self.statuses(connection.handle(#"{"type":"clear"}"#, second: 0)).first)
        #expect(cleared.from == 0 && cleared.steps.isEmpty && cleared.count == 0)
    }

    @Test func aNameDifferingOnlyInCaseFromAScenarioIsRefused() throws {
        var connection = try Self.connection()
        _ = connection.handle(#"{"type":"start"}"#, second: 0)
        _ = connection.handle(#"{"type":"control","control":"rotate-landscape-left","t":10}"#, second: 0)
        try "app: instagrid\n".write(toFile: connection.project.scenarios + "/Turned.yaml", atomically: true, encoding: .utf8)
        let errors = Self.errors(connection.handle(#"{"type":"save","name":"turned","overwrite":true}"#, second: 0))
        #expect(errors.first?.contains("Scenarios/turned.yaml differs only in case from Scenarios/Turned.yaml") == true,
                "\(errors)")
        #expect(!FileManager.default.fileExists(atPath: connection.project.scenarios + "/turned.yaml"))
    }

    @Test("a name Windows keeps for a device (CON, nul, com1) is refused, whatever its case", arguments: ["CON", "nul", "Com1"])
    func windowsDeviceNamesAreRefused(name: String) throws {
        var connection = try Self.connection()
        _ = connection.handle(#"{"type":"start"}"#, second: 0)
        _ = connection.handle(#"{"type":"control","control":"rotate-landscape-left","t":10}"#, second: 0)
        let errors = Self.errors(connection.handle(#"{"type":"save","name":"\#(name)","overwrite":true}"#, second: 0))
        #expect(errors.first?.contains("'\(name)' is a name Windows keeps for a device") == true, "\(errors)")
        #expect(!FileManager.default.fileExists(atPath: connection.project.scenarios + "/\(name).yaml"))
    }

    @Test func aLinkToNothingIsAnEntryThatOnlyOverwriteReplaces() throws {
        var connection = try Self.connection()
        _ = connection.handle(#"{"type":"start"}"#, second: 0)
        _ = connection.handle(#"{"type":"control","control":"rotate-landscape-left","t":10}"#, second: 0)
        let link = connection.project.scenarios + "/dangling.yaml"
        let target = FileManager.default.temporaryDirectory.path + "/studio-dangling-\(UUID().uuidString)"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let refused = Self.errors(connection.handle(#"{"type":"save","name":"dangling"}"#, second: 0))
        #expect(refused.first?.contains("Scenarios/dangling.yaml exists") == true, "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: target))
        let saved = Self.texts(connection.handle(#"{"type":"save","name":"dangling","overwrite":true}"#, second: 0))
        #expect(saved.first?.contains(#""type":"saved""#) == true)
        // The link itself was replaced; nothing was written where it pointed.
        #expect(!FileManager.default.fileExists(atPath: target))
        let kind = try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType
        #expect(kind == .typeRegular)
    }
}
