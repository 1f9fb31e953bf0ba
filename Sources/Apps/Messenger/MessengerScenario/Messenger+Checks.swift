import MessengerBackend
import MessengerData
import MessengerModel
import MessengerWorld
import Scenarios
import VirtualClock
import Yams

/// `expect` for a phone and for the world, and what the trace says.
extension Messenger {
    public static func expectation(_ fields: [ScenarioParser<Messenger>.Field], in parser: inout ScenarioParser<Messenger>)
        throws(ScenarioError) -> MessengerExpectation {
        var checks: [MessengerCheck] = []
        for field in fields {
            let value = field.value
            func text() throws(ScenarioError) -> String { try parser.text(value, for: field.name) }
            func optionalText() throws(ScenarioError) -> String? {
                let presence = try parser.presence(value) { () throws(ScenarioError) in try parser.text(value, for: field.name) }
                if case .shown(let text) = presence { return text }
                return nil
            }
            func flag() throws(ScenarioError) -> Bool { try Messenger.flag(value, for: field.name, parser) }
            func texts() throws(ScenarioError) -> [String] {
                var result: [String] = []
                for item in try parser.items(value, for: field.name) { result.append(try parser.text(item, for: field.name)) }
                return result
            }
            switch field.name {
            case "screen":
                checks.append(.screen(try parser.choice(value, for: "screen", what: "screen",
                                                        as: ScreenName.self).rawValue))
            case "title": checks.append(.title(try text()))
            case "alert": checks.append(.alert(try optionalText()))
            case "sheet": checks.append(.sheet(try optionalText()))
            case "keyboard": checks.append(.keyboard(try flag()))
            case "focused": checks.append(.focused(try optionalText()))
            case "input": checks.append(.input(try text()))
            case "rows": checks.append(.rows(try texts()))
            case "messages": checks.append(.messages(try texts()))
            case "pending": checks.append(.pending(try parser.integer(value, for: "pending", in: 0...1_000_000, what: "a count")))
            case "signedIn": checks.append(.signedIn(try flag()))
            case "server":
                guard case .mapping(let mapping) = value else {
                    throw parser.typeError("a mapping of database paths to values", for: "server", found: value)
                }
                for (key, expected) in mapping {
                    let written = try parser.word(key, for: "server", expected: "a database path")
                    // A key may give a date its dot, as ids are described; the node's key holds a comma.
                    var parsed = DatabasePath.parse(written)
                    if case .failure = parsed, case .success(let path) = DatabasePath.parse(BackendDates.keyDates(in: written)) {
                        parsed = .success(path)
                    }
                    switch parsed {
                    case .success(let path): checks.append(.server(path, written: written, try databaseValue(expected, parser)))
                    case .failure(let problem): throw parser.error("'\(ScenarioText.echo(written))' is not a database path: \(problem)", at: key)
                    }
                }
            case "conversations":
                let inner = try parser.fields(of: value, for: "conversations", known: ["between", "count"],
                                              context: "in 'conversations'")
                let between = try parser.requireField("between", in: inner, of: value, context: "in 'conversations'")
                var users: [String] = []
                let names = parser.participantNames
                for item in try parser.items(between.value, for: "between") {
                    users.append(try parser.choice(item, for: "between", what: "user", among: names) { names.contains($0) ? $0 : nil })
                }
                guard users.count == 2, users[0] != users[1] else {
                    throw parser.error("'between' names two different users", at: between.value)
                }
                let count = try parser.integer(try parser.requireField("count", in: inner, of: value,
                                                                       context: "in 'conversations'").value,
                                               for: "count", in: 0...1_000_000, what: "a count")
                checks.append(.conversations(between: users, count: count))
            default: checks.append(.quiet(try flag()))
            }
        }
        return MessengerExpectation(participant: parser.participant, checks: checks)
    }

    /// `true` or `false`.
    static func flag(_ node: Node, for label: String, _ parser: ScenarioParser<Messenger>) throws(ScenarioError) -> Bool {
        guard case .bool(let word)? = ScenarioText.scalarValue(node) else {
            throw parser.typeError("true or false", for: label, found: node)
        }
        return ["true", "yes", "on"].contains(word.lowercased())
    }

    /// A YAML value as the database stores it: maps, lists as maps keyed "0", "1", …, strings,
    /// numbers, booleans; `null` for absent.
    static func databaseValue(_ node: Node, _ parser: ScenarioParser<Messenger>) throws(ScenarioError) -> DatabaseValue? {
        switch node {
        case .mapping(let mapping):
            var children: [String: DatabaseValue?] = [:]
            // Keys as written: list indices (`0:`) and other keys that YAML would read as numbers.
            for (key, value) in mapping {
                children[try parser.word(key, for: "server", expected: "a key")] = try databaseValue(value, parser)
            }
            return DatabaseValue.keyed(children)
        case .sequence(let sequence):
            var items: [DatabaseValue?] = []
            for item in sequence { items.append(try databaseValue(item, parser)) }
            return DatabaseValue.list(items)
        default:
            switch ScenarioText.scalarValue(node) {
            case .null?: return nil
            case .bool?: return .bool(try flag(node, for: "server", parser))
            case .number(let number)?:
                guard number.isFinite else { throw parser.typeError("a finite number", for: "server", found: node) }
                return .number(number)
            default: return .string(try parser.text(node, for: "server"))
            }
        }
    }

    public static func differences(_ expectation: MessengerExpectation, in world: MessengerWorld) -> [ExpectationDifference] {
        expectation.checks.compactMap { check in
            let (key, expected, found) = compare(check, participant: expectation.participant, in: world)
            return expected == found ? nil : ExpectationDifference(key: key, expected: expected, found: found)
        }
    }

    /// The check's key, and what it expects and finds, as messages write them.
    static func compare(_ check: MessengerCheck, participant: Int?, in world: MessengerWorld) -> (String, String, String) {
        let phone = participant.map { world.phone($0) }
        func quoted(_ text: String?) -> String { text.map { "\"\(ScenarioText.escaped($0))\"" } ?? "null" }
        func list(_ items: [String]) -> String { "[" + items.map { quoted($0) }.joined(separator: ", ") + "]" }
        switch check {
        case .screen(let name): return ("screen", name, phone?.screen.rawValue ?? "")
        case .title(let title): return ("title", quoted(title), quoted(phone?.title))
        case .alert(let message): return ("alert", quoted(message), quoted(phone?.alertMessage))
        case .sheet(let title): return ("sheet", quoted(title), quoted(phone?.sheetTitle))
        case .keyboard(let up): return ("keyboard", "\(up)", "\(phone?.keyboard.isUp ?? false)")
        case .focused(let name): return ("focused", quoted(name), quoted(phone?.focusedTarget?.name))
        case .input(let text): return ("input", quoted(text), quoted(phone?.input ?? ""))
        case .rows(let rows): return ("rows", list(rows), list(phone?.rowNames ?? []))
        case .messages(let messages):
            return ("messages", list(messages), list(phone.map { shownMessages($0, in: world) } ?? []))
        case .pending(let count):
            return ("pending", "\(count)", "\(participant.map { world.data.backend.pendingWriteCount(client: $0) } ?? 0)")
        case .signedIn(let flag): return ("signedIn", "\(flag)", "\(phone?.isSignedIn ?? false)")
        case let .server(path, written, value):
            // The server's value is written no longer than what it is compared with (a longer
            // one differs anyway), so a check of a small value costs little in a large database.
            let expected = value.map(\.json) ?? "null"
            let bound = max(expected.utf8.count, ExpectationDifference.maxQuotedCharacters * 4)
            return ("server \(written)", expected,
                    world.data.backend.serverValue(at: path).map { $0.json(maxBytes: bound) } ?? "null")
        case let .conversations(between, count):
            let emails = between.map { key in
                MessengerBackend.safeEmail(world.users.first { $0.key == key }?.email ?? key)
            }
            let found = (world.data.backend.serverValue(at: .root)?.children ?? []).map(\.key).filter { key in
                emails.allSatisfy { DataLayer<Int>.conversation(key, names: $0) }
            }.count
            return ("conversations", "\(count)", "\(found)")
        case .quiet(let quiet): return ("quiet", "\(quiet)", "\(world.data.backend.isQuiet)")
        }
    }

    /// The open chat's messages on `phone`, each `"<user>: <text>"` with the sender's key.
    static func shownMessages(_ phone: MessengerPhone, in world: MessengerWorld) -> [String] {
        (phone.chat?.messages ?? []).map { message in
            let sender = world.users.first { MessengerBackend.safeEmail($0.email) == message.senderEmail
                || $0.email == message.senderEmail }?.key ?? message.senderEmail
            return "\(sender): \(message.content.summary)"
        }
    }

    /// One input of a world (docs/messenger.md, "Traces"): its line names the user and carries
    /// what the phones did (also JSON's `did`); each backend message handled during it follows on
    /// its own line, with the user whose link carries it and the way it goes.
    public static func traceLine(_ entry: TraceEntry<MessengerWorld>) -> TraceLine {
        var fields: [(String, JSONValue)] = []
        let input: String
        var user: Int?
        switch entry.action {
        case .launch:
            (input, fields) = ("launch", [("type", .string("launch"))])
        case let .phone(index, action):
            user = index
            (input, fields) = describe(action)
        case let .network(index, online):
            user = index
            input = online ? "online" : "offline"
            fields = [("type", .string("network")), ("network", .string(input))]
        case .timer(.phone(let index, .transitionEnded(let id))):
            user = index
            input = "transition \(id) ended"
            fields = [("type", .string("transition ended")), ("id", .int(id))]
        case .timer(.backend(let timer)):
            input = "backend message \(timer.message) due"
            fields = [("type", .string("backend message due")), ("message", .int(timer.message))]
        }
        let users = entry.summary.users
        func name(_ index: Int) -> String { users.indices.contains(index) ? users[index] : "\(index)" }
        if let user { fields.insert(("user", .string(name(user))), at: 0) }
        let prefix = user.map { name($0) + ": " } ?? ""
        var did: [String] = []
        var messages: [TraceMessage] = []
        for event in entry.events {
            switch event {
            case let .phone(index, event): did.append(name(index) + ": \(event)")
            case let .asked(index, kind): did.append(name(index) + " asks \(kind)")
            case .backend(let trace):
                // Written no further than the trace shows (it cuts the value and says so): a
                // write of the tutorial's layer carries the whole chat.
                let content = trace.content.text(maxBytes: TraceFormat.maxValueBytes + 1)
                let text = "\(trace.kind.rawValue) #\(trace.message) \(trace.route.rawValue) \(name(trace.client)): \(content)"
                messages.append(TraceMessage(text: text, fields: [
                    ("event", .string(trace.kind.rawValue)), ("id", .int(trace.message)), ("user", .string(name(trace.client))),
                    ("link", .string(trace.route.rawValue)), ("content", .string(content)),
                ]))
            }
        }
        let screens = entry.summary.screens.map(\.rawValue).joined(separator: " | ")
        var line = TraceLine(time: entry.time, input: prefix + input, inputFields: fields, isIgnored: false, events: did,
                             reasons: [], did: did, state: ("screens", screens), stateText: screens)
        line.messages = messages
        return line
    }

    /// A phone's input as a trace writes it: touches as the harness writes every touch, the
    /// rest as the scenario step or system answer it stands for.
    static func describe(_ action: MessengerAction) -> (String, [(String, JSONValue)]) {
        switch action {
        case let .touchBegan(id, point): (TouchSample.Phase.began.summary(id: id, at: point),
                                          TouchSample.Phase.began.jsonFields(id: id, at: point))
        case let .touchMoved(id, point): (TouchSample.Phase.moved.summary(id: id, at: point),
                                          TouchSample.Phase.moved.jsonFields(id: id, at: point))
        case let .touchEnded(id, point): (TouchSample.Phase.ended.summary(id: id, at: point),
                                          TouchSample.Phase.ended.jsonFields(id: id, at: point))
        case let .touchCancelled(id, point): (TouchSample.Phase.cancelled.summary(id: id, at: point),
                                              TouchSample.Phase.cancelled.jsonFields(id: id, at: point))
        case let .type(text, replacing): ((replacing ? "type (replacing) " : "type ") + "\"\(ScenarioText.escaped(text))\"",
                                          [("type", .string("type")), ("text", .string(text)),
                                           ("replacing", .string(replacing ? "true" : "false"))])
        case .keyboardDismissed: ("keyboard: dismiss", [("type", .string("keyboard")), ("keyboard", .string("dismiss"))])
        case .pickerChose(let photo): ("picker: choose \(photo)", [("type", .string("picker")), ("choose", .string(photo))])
        case .pickerCancelled: ("picker: cancel", [("type", .string("picker")), ("picker", .string("cancel"))])
        case .dialogAnswered(let title): ("dialog: \(title)", [("type", .string("dialog")), ("button", .string(title))])
        case let .answered(ticket, answer): ("answer to request \(ticket): \(answer)",
                                             [("type", .string("answer")), ("ticket", .int(ticket)), ("answer", .string("\(answer)"))])
        case .conversationsChanged(let rows): ("conversations: \(rows.count) row\(rows.count == 1 ? "" : "s")",
                                               [("type", .string("conversations")), ("rows", .int(rows.count))])
        case let .messagesChanged(id, messages):
            ("messages of \(id): \(messages.count)",
             [("type", .string("messages")), ("conversation", .string(id)), ("count", .int(messages.count))])
        case .timerFired(.transitionEnded(let id)): ("transition \(id) ended", [("type", .string("transition ended")), ("id", .int(id))])
        }
    }
}
