import Devices
import MessengerBackend
import MessengerData
import MessengerModel
import MessengerWorld
import Scenarios
import VirtualClock

/// Messenger as scenario scripts drive it (docs/messenger.md): its scenarios are worlds of
/// users, each a phone, and one backend on the clock.
public enum Messenger: ScenarioApp, ScenarioWritable {
    public typealias Model = MessengerWorld
    public typealias Settings = MessengerSettings
    public typealias ParticipantSettings = MessengerUserSettings
    public typealias AppStep = MessengerStep
    public typealias AppTarget = Target
    public typealias AppExpectation = MessengerExpectation

    /// The most users a world may have (docs/limits.md).
    public static let maxUsers = 6

    public static let vocabulary = Vocabulary(
        app: "messenger",
        topLevelKeys: Vocabulary.worldTopLevelKeys(participants: "users") + ["network", "options", "photos"],
        steps: Vocabulary.sharedSteps + ["type", "keyboard", "picker", "swipe", "rotate"],
        expectKeys: ["screen", "title", "alert", "sheet", "keyboard", "focused", "input", "rows", "messages",
                     "pending", "signedIn"],
        tapTargets: Target.names.keys.sorted() + ["row-1", "result-1"],
        tapTargetDescription: "a target (compose, send, row-1, result-1, a dialog's button, …) or {x: …, y: …}",
        isPortraitOnly: true, exampleStep: "alice: { tap: compose }",
        world: WorldWords(participantKeys: ["name", "email", "password", "photo", "account"], steps: ["network"],
                          expectKeys: ["server", "conversations", "quiet"], maxParticipants: maxUsers))

    public static var defaultSettings: MessengerSettings { MessengerSettings() }

    public static func initialState(on device: Device, for scenario: Scenario<Messenger>) -> MessengerWorld {
        let users = worldUsers(scenario)
        return MessengerWorld(users: users, latencies: scenario.settings.latencies(for: users.map(\.key)),
                              dataLayer: scenario.settings.dataLayer, uploadTime: scenario.settings.uploadTime,
                              jitter: scenario.settings.jitter)
    }

    /// The users of `scenario` with every default applied (docs/messenger.md, "Worlds").
    public static func worldUsers(_ scenario: Scenario<Messenger>) -> [WorldUser] {
        scenario.participants.map { participant in
            var user = WorldUser(key: participant.name, device: participant.device)
            let own = participant.settings
            if let name = own.name { user.setName(name) }
            if let email = own.email { user.email = email }
            if let password = own.password { user.password = password }
            user.photo = own.photo
            user.account = own.account
            return user
        }
    }

    public static func launchInputs(for scenario: Scenario<Messenger>) -> [MessengerWorldAction] { [.launch] }

    public static func touch(_ phase: TouchSample.Phase, id: Int, at point: Point, on participant: Int)
        -> MessengerWorldAction {
        switch phase {
        case .began: .phone(participant, .touchBegan(id: id, at: point))
        case .moved: .phone(participant, .touchMoved(id: id, at: point))
        case .ended: .phone(participant, .touchEnded(id: id, at: point))
        case .cancelled: .phone(participant, .touchCancelled(id: id, at: point))
        }
    }

    public static func target(_ node: ScenarioParser<Messenger>.Node, in parser: ScenarioParser<Messenger>)
        throws(ScenarioError) -> Target {
        let name = try parser.text(node, for: "tap", expected: vocabulary.tapTargetDescription)
        if let target = Target(name: name) { return target }
        // Near names: the fixed ones, the numbered ones with the number written, and the buttons.
        var candidates = Target.names.keys.sorted() + Dialog.allButtonTitles.sorted()
        for prefix in ["row-", "result-"] {
            let number = name.split(separator: "-").last.flatMap { Int($0) }.map { max(1, $0) } ?? 1
            candidates.append(prefix + String(number))
        }
        let hint = Suggestion.hint(for: name, among: candidates)
        throw parser.error("unknown tap target '\(ScenarioText.echo(name))'"
                           + (hint.isEmpty ? "; expected \(vocabulary.tapTargetDescription)" : hint), at: node)
    }

    /// The centre of the target's frame on the addressed user's phone, when it shows there.
    public static func point(of target: Target, in runner: ScenarioRunner<Messenger>) -> TargetPoint {
        let phone = runner.state.phones[runner.participant]
        guard let frame = phone.frame(of: target) else {
            return .offScreen("\(target.name) is not on screen (\(phone.screen.rawValue))")
        }
        return .onScreen(frame.center)
    }

    public static func perform(_ step: MessengerStep, at location: Step<Messenger>,
                               in runner: inout ScenarioRunner<Messenger>) -> StepFailure? {
        let index = runner.participant
        switch step {
        case let .type(text, replacing):
            guard runner.state.phones[index].focus != nil else {
                return StepFailure(inapplicable: location, "no field is focused; tap a field first")
            }
            runner.send(.phone(index, .type(text, replacing: replacing)), at: runner.clock)
        case .dismissKeyboard:
            runner.send(.phone(index, .keyboardDismissed), at: runner.clock)
        case .choose(let photo):
            guard runner.state.phones[index].picker != nil else {
                return StepFailure(inapplicable: location, "no picker is presented")
            }
            runner.send(.phone(index, photo.map { .pickerChose(photo: $0) } ?? .pickerCancelled), at: runner.clock)
        case .swipe(let swipe):
            switch point(of: swipe.target, in: runner) {
            case .onScreen(let center): runner.drag(from: center, to: swipe.end(from: center), duration: swipe.duration)
            case .offScreen(let reason): return StepFailure(inapplicable: location, reason)
            }
        case .rotate:
            // The app is portrait-only: the phone turns, the screen does not.
            break
        case .network(let changes):
            for change in changes {
                runner.send(.network(change.user, online: change.online), at: runner.clock)
            }
        }
        return nil
    }

    public static func keyword(of step: MessengerStep) -> String {
        switch step {
        case .type: "type"
        case .dismissKeyboard: "keyboard"
        case .choose: "picker"
        case .swipe: "swipe"
        case .rotate: "rotate"
        case .network: "network"
        }
    }

    public static func inputCount(of step: MessengerStep) -> Int {
        switch step {
        case .network(let changes): changes.count
        case .swipe(let swipe): IdealGesture.moveCount(duration: swipe.duration) + 2
        case .rotate: 0
        default: 1
        }
    }

    public static func usesIdealTouch(_ step: MessengerStep) -> Bool {
        if case .swipe = step { return true }
        return false
    }
}
