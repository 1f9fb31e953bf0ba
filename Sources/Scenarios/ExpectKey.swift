import Devices
import Support

/// One `expect` key of an app, declared once (docs/plugins.md, "Expect keys"): its name, how
/// its value reads from the script and is written back, and the state it is compared with.
/// The parser, did-you-mean, the differences, the written form (``ScenarioWriter``) and the
/// studio's "Expect the current state" all come from an app's table of them
/// (``KeyedScenarioApp/expectKeys``).
///
/// ```swift
/// static let expectKeys: [ExpectKey<Heart>] = [
///     .bool("liked") { $0.liked }, .bool("tags") { $0.showsTags }, .time,
/// ]
/// ```
public struct ExpectKey<App: ScenarioApp>: Sendable {
    /// The key as scripts write it.
    public var name: String
    /// Reads the key's value (its field's value node) into the check it makes.
    public var read: @Sendable (ScenarioParser<App>.Node, inout ScenarioParser<App>) throws(ScenarioError) -> ExpectCheck<App>
    /// The check that holds in a state: what "Expect the current state" writes.
    public var current: @Sendable (App.Model) -> ExpectCheck<App>

    /// A key read by `read`, whose current value in a state is `current`.
    public init(_ name: String,
                read: @escaping @Sendable (ScenarioParser<App>.Node, inout ScenarioParser<App>) throws(ScenarioError)
                    -> ExpectCheck<App>,
                current: @escaping @Sendable (App.Model) -> ExpectCheck<App>) {
        self.name = name
        self.read = read
        self.current = current
    }

    /// A key of any value: `read` reads it (the parser's node readers, docs/plugins.md), `write`
    /// writes it back as the script does, `show` as a message shows it (by default as written),
    /// `matches` says whether an expected value holds for the state's (by default `==`).
    public static func value<Value: Sendable & Equatable>(
        _ name: String, _ value: @escaping @Sendable (App.Model) -> Value,
        read: @escaping @Sendable (ScenarioParser<App>.Node, inout ScenarioParser<App>) throws(ScenarioError) -> Value,
        write: @escaping @Sendable (Value) -> String, show: (@Sendable (Value) -> String)? = nil,
        matches: @escaping @Sendable (Value, Value) -> Bool = { $0 == $1 }
    ) -> ExpectKey {
        let shown = show ?? write
        let check: @Sendable (Value) -> ExpectCheck<App> = { expected in
            ExpectCheck(key: name, text: write(expected)) { state in
                let found = value(state)
                guard !matches(expected, found) else { return nil }
                return ExpectationDifference(key: name, expected: shown(expected), found: shown(found))
            }
        }
        return ExpectKey(name, read: { node, parser throws(ScenarioError) in check(try read(node, &parser)) },
                         current: { check(value($0)) })
    }

    /// `true` or `false` (YAML's `yes`, `no`, `on` and `off` too).
    public static func bool(_ name: String, _ value: @escaping @Sendable (App.Model) -> Bool) -> ExpectKey {
        .value(name, value, read: { node, parser throws(ScenarioError) in try parser.boolean(node, for: name) },
               write: { "\($0)" })
    }

    /// A number, holding within ±`tolerance`; messages add `unit` (`" s"`) after it.
    public static func number(_ name: String, tolerance: Double = ExpectationDifference.timeTolerance,
                              unit: String = "", _ value: @escaping @Sendable (App.Model) -> Double) -> ExpectKey {
        .value(name, value, read: { node, parser throws(ScenarioError) in try parser.number(node, for: name) },
               write: { ScenarioWriter.number($0) }, show: { formatSeconds($0) + unit },
               matches: { abs($0 - $1) <= tolerance })
    }

    /// `time`: the virtual clock in seconds, from 0, within ±1 µs, as every app checks it.
    public static var time: ExpectKey {
        ExpectKey("time", read: { node, parser throws(ScenarioError) in
            timeCheck(try parser.seconds(node, for: "time"))
        }, current: { timeCheck($0.now) })
    }

    private static func timeCheck(_ expected: Double) -> ExpectCheck<App> {
        ExpectCheck(key: "time", text: ScenarioWriter.number(expected)) {
            ExpectationDifference.time(expected: expected, found: $0.now)
        }
    }

    /// A point `[x, y]`, each coordinate within ±`tolerance` points.
    public static func point(_ name: String, tolerance: Double = ExpectationDifference.timeTolerance,
                             _ value: @escaping @Sendable (App.Model) -> Point) -> ExpectKey {
        .value(name, value, read: { node, parser throws(ScenarioError) in try parser.point(node, for: name) },
               write: { ScenarioWriter.pair($0) },
               matches: { abs($0.x - $1.x) <= tolerance && abs($0.y - $1.y) <= tolerance })
    }

    /// A string, compared exactly; written plain or quoted as YAML needs.
    public static func text(_ name: String, _ value: @escaping @Sendable (App.Model) -> String) -> ExpectKey {
        .value(name, value, read: { node, parser throws(ScenarioError) in try parser.text(node, for: name) },
               write: { ScenarioWriter.scalar($0) }, show: { $0 })
    }

    /// One of an enumeration's raw values; `what` names it in messages ("phase").
    public static func choice<Value: RawRepresentable & CaseIterable & Sendable & Equatable>(
        _ name: String, what: String? = nil, _ value: @escaping @Sendable (App.Model) -> Value
    ) -> ExpectKey where Value.RawValue == String {
        .value(name, value, read: { node, parser throws(ScenarioError) in
            try parser.choice(node, for: name, what: what ?? name, as: Value.self)
        }, write: { $0.rawValue })
    }

    /// A list of words, in order: `[a, b]`.
    public static func list(_ name: String, _ value: @escaping @Sendable (App.Model) -> [String]) -> ExpectKey {
        .value(name, value, read: { node, parser throws(ScenarioError) in
            var words: [String] = []
            for item in try parser.items(node, for: name) { words.append(try parser.word(item, for: name)) }
            return words
        }, write: { ExpectationDifference.list($0) })
    }
}

/// One check of an `expect` step, made by an ``ExpectKey``: the key, its value as the script
/// writes it, and whether it holds in a state. Two checks are equal when they write the same.
public struct ExpectCheck<App: ScenarioApp>: Sendable, Equatable {
    /// The key as scripts write it.
    public var key: String
    /// The expected value as scripts write it (after `key: `).
    public var text: String
    /// The difference in a state; nil when the check holds.
    public var difference: @Sendable (App.Model) -> ExpectationDifference?

    /// The check of `key`, written `text`, differing in a state as `difference` says.
    public init(key: String, text: String, difference: @escaping @Sendable (App.Model) -> ExpectationDifference?) {
        self.key = key
        self.text = text
        self.difference = difference
    }

    public static func == (lhs: ExpectCheck, rhs: ExpectCheck) -> Bool {
        lhs.key == rhs.key && lhs.text == rhs.text
    }
}
