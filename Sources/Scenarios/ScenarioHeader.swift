import Devices

/// What the harness needs of a scenario whatever its app: its name, file, devices, starting
/// orientation and counts, for reports, golden paths and the command line.
public struct ScenarioHeader: Sendable, Equatable {
    /// The app's `app:` value.
    public var app: String
    public var name: String
    public var description: String?
    /// The file it was read from, as given.
    public var path: String
    public var devices: [Device]
    public var orientation: Orientation
    /// A world's participants' names, in order (docs/worlds.md); empty for a scenario of one phone.
    public var participants: [String] = []
    /// How many steps, and how many of them are `expect` steps.
    public var stepCount: Int
    public var expectationCount: Int

    public init(app: String, name: String, description: String? = nil, path: String, devices: [Device],
                orientation: Orientation, stepCount: Int, expectationCount: Int) {
        self.app = app
        self.name = name
        self.description = description
        self.path = path
        self.devices = devices
        self.orientation = orientation
        self.stepCount = stepCount
        self.expectationCount = expectationCount
    }

    /// The header of `scenario`.
    public init<App>(_ scenario: Scenario<App>) {
        self.init(app: scenario.app, name: scenario.name, description: scenario.description, path: scenario.path,
                  devices: scenario.devices, orientation: scenario.orientation, stepCount: scenario.steps.count,
                  expectationCount: scenario.steps.filter { if case .expect = $0.kind { true } else { false } }.count)
        self.participants = scenario.participants.map(\.name)
    }
}
