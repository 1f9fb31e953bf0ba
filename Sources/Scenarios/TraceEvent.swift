import VirtualClock

/// What an app did with an input, as a trace line tells it (docs/plugins.md): its text, and
/// whether it says the input changed nothing (`ignored: another finger is down`). An app whose
/// events are these and whose state summary is a string gets its trace line for free
/// (``ScenarioApp/traceLine(_:)``).
public protocol TraceEvent: CustomStringConvertible {
    /// Whether the event says the input was ignored; its text is then the reason.
    var isIgnored: Bool { get }
}

extension ScenarioApp where Model.Event: TraceEvent, Model.Summary == String {
    /// The input as it describes itself, ignored when any event says so (those events are the
    /// reasons, the others what the app did), and the summary as the state (`state`).
    public static func traceLine(_ entry: TraceEntry<Model>) -> TraceLine {
        let ignored = entry.events.filter(\.isIgnored)
        return TraceLine(time: entry.time, input: "\(entry.action)", inputFields: [], isIgnored: !ignored.isEmpty,
                         events: entry.events.map(\.description), reasons: ignored.map(\.description),
                         did: entry.events.filter { !$0.isIgnored }.map(\.description),
                         state: ("state", entry.summary), stateText: entry.summary)
    }
}
