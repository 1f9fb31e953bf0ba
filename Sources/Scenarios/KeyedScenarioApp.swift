/// An app whose `expect` keys are a table of ``ExpectKey``s (docs/plugins.md, "Expect keys"):
/// its ``ScenarioApp/AppExpectation`` is ``KeyedExpectation``, and reading an `expect`, its
/// differences, its written form and the studio's "Expect the current state" come from
/// ``expectKeys``. The vocabulary's `expectKeys` are the table's names (``expectKeyNames``).
public protocol KeyedScenarioApp: ScenarioApp where AppExpectation == KeyedExpectation<Self> {
    /// Every `expect` key, in the order messages list them and differences come out.
    static var expectKeys: [ExpectKey<Self>] { get }
}

extension KeyedScenarioApp {
    /// The table's names, for ``Vocabulary/expectKeys``.
    public static var expectKeyNames: [String] { expectKeys.map(\.name) }

    /// Reads each field with its key of the table; the checks in the table's order.
    public static func expectation(_ fields: [ScenarioParser<Self>.Field], in parser: inout ScenarioParser<Self>)
        throws(ScenarioError) -> KeyedExpectation<Self> {
        var checks: [(Int, ExpectCheck<Self>)] = []
        for field in fields {
            guard let index = expectKeys.firstIndex(where: { $0.name == field.name }) else {
                throw parser.unknownKey(field.name, at: field.key, context: "in 'expect'", known: expectKeyNames)
            }
            checks.append((index, try expectKeys[index].read(field.value, &parser)))
        }
        return KeyedExpectation(checks.sorted { $0.0 < $1.0 }.map(\.1))
    }

    /// The checks that do not hold in `state`, in the table's order.
    public static func differences(_ expectation: KeyedExpectation<Self>, in state: Model) -> [ExpectationDifference] {
        expectation.checks.compactMap { $0.difference(state) }
    }
}

extension ScenarioWritable where Self: KeyedScenarioApp {
    /// The checks as `(key, value)`, in the table's order.
    public static func fields(of expectation: KeyedExpectation<Self>) -> [(String, String)] {
        expectation.checks.map { ($0.key, $0.text) }
    }
}

/// The checks of an `expect` step of a ``KeyedScenarioApp``, in its table's order.
public struct KeyedExpectation<App: ScenarioApp>: Sendable, Equatable {
    /// One check per key given.
    public var checks: [ExpectCheck<App>]

    /// The checks given.
    public init(_ checks: [ExpectCheck<App>]) {
        self.checks = checks
    }
}

extension KeyedExpectation where App: KeyedScenarioApp {
    /// Every key of the app's table, holding in `state`: the studio's "Expect the current state".
    public init(everythingIn state: App.Model) {
        self.checks = App.expectKeys.map { $0.current(state) }
    }
}
