import MessengerModel
import MessengerWorld
import Scenarios

/// Writing Messenger's words back (the studio's recordings, `explore`'s counterexamples).
extension Messenger {
    public static func settingsFields(_ settings: MessengerSettings) -> [(String, String)] {
        var fields: [(String, String)] = []
        var network: [(String, String)] = []
        if settings.latency != MessengerSettings().latency { network.append(("latency", ScenarioWriter.number(settings.latency))) }
        for (user, seconds) in settings.latencies.sorted(by: { $0.key < $1.key }) {
            network.append((user, ScenarioWriter.number(seconds)))
        }
        if !network.isEmpty { fields.append(("network", ScenarioWriter.mapping(network))) }
        var options: [(String, String)] = []
        if settings.dataLayer != .tutorial { options.append(("dataLayer", settings.dataLayer.rawValue)) }
        if settings.uploadTime != 1 { options.append(("uploadTime", ScenarioWriter.number(settings.uploadTime))) }
        if let jitter = settings.jitter {
            options.append(("jitter", ScenarioWriter.mapping([
                ("seed", "\(jitter.seed)"), ("shortest", ScenarioWriter.number(jitter.shortest)),
                ("longest", ScenarioWriter.number(jitter.longest)),
            ])))
        }
        if !options.isEmpty { fields.append(("options", ScenarioWriter.mapping(options))) }
        if !settings.photos.isEmpty {
            fields.append(("photos", ScenarioWriter.mapping(settings.photos.sorted { $0.key < $1.key }.map {
                ($0.key, ScenarioWriter.scalar($0.value))
            })))
        }
        return fields
    }

    public static func participantFields(_ settings: MessengerUserSettings) -> [(String, String)] {
        var fields: [(String, String)] = []
        if let name = settings.name { fields.append(("name", ScenarioWriter.scalar(name))) }
        if let email = settings.email { fields.append(("email", ScenarioWriter.scalar(email))) }
        if let password = settings.password { fields.append(("password", ScenarioWriter.scalar(password))) }
        if let photo = settings.photo { fields.append(("photo", ScenarioWriter.scalar(photo))) }
        if settings.account != .signedIn { fields.append(("account", settings.account.rawValue)) }
        return fields
    }

    public static func text(of step: MessengerStep) -> String {
        switch step {
        case let .type(text, replacing):
            replacing ? ScenarioWriter.mapping([("text", ScenarioWriter.scalar(text)), ("replacing", "true")])
                : ScenarioWriter.scalar(text)
        case .dismissKeyboard: "dismiss"
        case .choose(let photo): photo.map { ScenarioWriter.mapping([("choose", ScenarioWriter.scalar($0))]) } ?? "cancel"
        case .rotate(let orientation): orientation.rawValue
        case .swipe(let swipe):
            ScenarioWriter.mapping([("on", text(of: swipe.target)), ("to", swipe.direction.rawValue),
                                    ("distance", ScenarioWriter.number(swipe.distance)),
                                    ("duration", ScenarioWriter.number(swipe.duration))])
        case .network(let changes):
            ScenarioWriter.mapping(changes.map { ($0.name, $0.online ? "online" : "offline") })
        }
    }

    public static func text(of target: Target) -> String { ScenarioWriter.scalar(target.name) }

    public static func fields(of expectation: MessengerExpectation) -> [(String, String)] {
        expectation.checks.map { check in
            switch check {
            case .screen(let name): ("screen", name)
            case .title(let title): ("title", ScenarioWriter.scalar(title))
            case .alert(let text): ("alert", text.map(ScenarioWriter.scalar) ?? "null")
            case .sheet(let text): ("sheet", text.map(ScenarioWriter.scalar) ?? "null")
            case .keyboard(let up): ("keyboard", "\(up)")
            case .focused(let name): ("focused", name.map(ScenarioWriter.scalar) ?? "null")
            case .input(let text): ("input", ScenarioWriter.scalar(text))
            case .rows(let rows): ("rows", "[" + rows.map(ScenarioWriter.scalar).joined(separator: ", ") + "]")
            case .messages(let rows): ("messages", "[" + rows.map(ScenarioWriter.scalar).joined(separator: ", ") + "]")
            case .pending(let count): ("pending", "\(count)")
            case .signedIn(let flag): ("signedIn", "\(flag)")
            case let .server(_, written, value): ("server", ScenarioWriter.mapping([(ScenarioWriter.scalar(written),
                                                                                   value?.json ?? "null")]))
            case let .conversations(between, count):
                ("conversations", ScenarioWriter.mapping([("between", "[" + between.map(ScenarioWriter.scalar)
                                                              .joined(separator: ", ") + "]"), ("count", "\(count)")]))
            case .quiet(let quiet): ("quiet", "\(quiet)")
            }
        }
    }
}
