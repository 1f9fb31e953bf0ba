import CountOnMeModel

/// The app a scenario drives (`app:` at the top level; docs/countonme.md), with its scenario vocabulary:
/// the steps, tap targets and `expect` keys it accepts beyond what every app shares.
public enum ScenarioApp: String, Sendable, Equatable, Hashable, CaseIterable {
    /// The photo-grid app (default).
    case instagrid
    /// The calculator.
    case countonme

    /// The steps every app accepts: time, touches, checks and pictures are the harness's.
    public static let sharedSteps = ["tap", "touches", "wait", "at", "expect", "snapshot"]

    /// The steps this app accepts, shared ones included.
    public var steps: [String] {
        switch self {
        case .instagrid: ScenarioParser.stepKeys
        case .countonme: Self.sharedSteps
        }
    }

    /// The top-level keys this app accepts.
    public var topLevelKeys: [String] {
        switch self {
        case .instagrid: ScenarioParser.topLevelKeys + ["app"]
        case .countonme: ["app", "name", "description", "devices", "orientation", "steps"]
        }
    }

    /// The `expect` keys this app accepts.
    public var expectKeys: [String] {
        switch self {
        case .instagrid: ScenarioParser.expectKeys
        case .countonme: ["display", "result", "time"]
        }
    }

    /// The named tap targets.
    public var tapTargets: [String] {
        switch self {
        case .instagrid: ScenarioParser.tapTargets
        case .countonme: CalculatorKey.allCases.map(\.name)
        }
    }

    /// The orientations a scenario may start in.
    public var isPortraitOnly: Bool { self == .countonme }
}
