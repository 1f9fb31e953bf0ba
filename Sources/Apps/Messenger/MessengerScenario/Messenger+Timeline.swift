import Gestures
import MessengerBackend
import MessengerModel
import MessengerWorld
import Scenarios
import Timelines

/// A Messenger world's run as lanes (`replay --timeline`, docs/messenger.md, "Seeing a race").
extension Messenger {
    /// The run's timeline: a lane per user in `users:` order with their steps, then `server`;
    /// on a user's lane, what the phone asked its data layer (`asks conversationExists`) and its
    /// link going offline or online; every
    /// backend message as an arrow from send to delivery — requests up, answers and pushes down —
    /// with what it says; a message held on an offline link dashed until it was sent again;
    /// writes the server applied as squares, acknowledgements as ticks. Read from the run's
    /// trace: a run made without its trace has the steps only. Uploads' work at the server, on
    /// no link, is not drawn (its request and answer are). Then, for each user whose phone
    /// recognized a gesture (an edge pop, a row's swipe, a list's scroll), its recognizers, the
    /// views that received touches and its touches, each lane named after the user
    /// (`alice: edge-pop`); taps alone, which every world has, add none.
    public static func timeline(of run: ScenarioRun<Messenger>) -> TimelineChart {
        var chart = run.timelineChart()
        let users = run.scenario.participants.count
        let server = chart.lane("server", kind: .service)
        var byNumber: [Int: Int] = [:]
        for entry in run.trace {
            switch entry.action {
            case let .network(index, online) where index < users:
                chart.marks.append(TimelineChart.Mark(lane: index, time: entry.time, text: online ? "online" : "offline",
                                                      kind: .note))
            default: break
            }
            for event in entry.events {
                switch event {
                case let .asked(index, kind) where index < users:
                    chart.marks.append(TimelineChart.Mark(lane: index, time: entry.time, text: "asks " + name(of: kind),
                                                          kind: .note))
                case .backend(let trace) where trace.route != .storage && trace.client < users:
                    record(trace, at: entry.time, server: server, in: &chart, byNumber: &byNumber)
                default: break
                }
            }
        }
        let phones = run.finalState.phones
        for (index, participant) in run.scenario.participants.enumerated() where phones.indices.contains(index) {
            guard let history = phones[index].gestureHistory, history.entries.contains(where: Self.beganGesture)
            else { continue }
            history.addLanes(to: &chart, arena: phones[index].arena, prefix: participant.name + ": ")
        }
        return chart
    }

    /// Whether a history's entry is a recognizer beginning.
    private static func beganGesture(_ entry: GestureHistory.Entry) -> Bool {
        if case .report(.recognizer(_, .began)) = entry.event { return true }
        return false
    }

    /// One thing that happened to a message, into the chart.
    static func record(_ trace: BackendTrace, at time: Double, server: Int, in chart: inout TimelineChart,
                       byNumber: inout [Int: Int]) {
        let up = trace.route == .up
        switch trace.kind {
        case .sent, .held:
            guard byNumber[trace.message] == nil else { return }
            byNumber[trace.message] = chart.messages.count
            chart.messages.append(TimelineChart.Message(
                from: up ? trace.client : server, to: up ? server : trace.client, sent: time, arrived: nil,
                label: label(of: trace.content), kind: kind(of: trace.content)))
        case .released:
            if let index = byNumber[trace.message] { chart.messages[index].released = time }
        case .delivered:
            if let index = byNumber[trace.message] { chart.messages[index].arrived = time }
        case .applied:
            chart.marks.append(TimelineChart.Mark(lane: server, time: time, text: trace.content.text(maxBytes: labelBytes),
                                                  kind: .write))
        case .acknowledged:
            chart.marks.append(TimelineChart.Mark(lane: trace.client, time: time, text: trace.content.text(maxBytes: labelBytes),
                                                  kind: .acknowledgement))
        }
    }

    /// The most bytes of a value's JSON a label is made of: more than the chart draws of a label
    /// (it cuts them), so a write of a whole chat costs the chart no more than a short one.
    static let labelBytes = 1024

    /// What an arrow says: the request's number and path, a value as JSON.
    static func label(of message: BackendMessage) -> String {
        switch message {
        case let .write(request, changes):
            let paths = changes.map { "\($0.path)" }
            return "write #\(request) " + (paths.first ?? "") + (paths.count > 1 ? " +\(paths.count - 1)" : "")
        case let .read(request, path): return "read #\(request) \(path)"
        case .listen(let path): return "listen \(path)"
        case .unlisten(let path): return "unlisten \(path)"
        case .createUser(let request, _, _): return "create user #\(request)"
        case .signIn(let request, _, _): return "sign in #\(request)"
        case .upload(let request, _, _), .storing(let request, _, _): return "upload #\(request)"
        case .acknowledge(let request): return "ack #\(request)"
        case let .answer(request, _, value): return "answer #\(request) = \(value?.json(maxBytes: labelBytes) ?? "null")"
        case let .data(path, value): return "data \(path) = \(value?.json(maxBytes: labelBytes) ?? "null")"
        case let .authResult(request, result): return "auth #\(request) \(result)"
        case .uploadResult(let request, _): return "uploaded #\(request)"
        }
    }

    /// Which way a message goes, as the chart colours it.
    static func kind(of message: BackendMessage) -> TimelineChart.Message.Kind {
        switch message {
        case .write, .read, .listen, .unlisten, .createUser, .signIn, .upload, .storing: .request
        case .acknowledge, .answer, .authResult, .uploadResult: .answer
        case .data: .push
        }
    }

    /// A request to the data layer by its operation's name (`conversationExists`).
    static func name(of kind: DataRequest.Kind) -> String {
        let text = "\(kind)"
        return String(text.prefix { $0 != "(" })
    }
}
