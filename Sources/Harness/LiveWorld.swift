import Devices
import Frames
import Raster
import Scenarios
import Timelines

/// What an app whose scenarios are worlds (docs/worlds.md) says of its live world, besides what
/// every live phone says (docs/studio.md, "Worlds"): the world a recording starts from, how one
/// participant's phone is drawn, the named target under a point of a phone, "Expect the current
/// state" for each phone and the world, and a side panel's text (a server's tree).
public struct LiveWorld<App: ScenarioApp>: Sendable {
    /// The participants a recording starts with, each on the device the page chose.
    public var participants: @Sendable (LiveStart) -> [Participant<App.ParticipantSettings>]
    /// Participant *n*'s phone in a world state, at its device's scale.
    public var phone: @Sendable (Scenario<App>) -> @Sendable (App.Model, Int) -> RGBAImage
    /// Whether two world states draw the same pictures.
    public var drawsSame: @Sendable (App.Model, App.Model) -> Bool
    /// The named target at a point of participant *n*'s screen.
    public var target: @Sendable (Point, App.Model, Int) -> App.AppTarget?
    /// `expect` steps of every key, each for a participant's phone (an index) or the world (nil).
    public var expectations: @Sendable (App.Model) -> [(participant: Int?, expectation: App.AppExpectation)]
    /// A panel beside the phones: its title and its content on a state (bounded by
    /// ``LiveLimits``).
    public var panel: LivePanel<App.Model>?
    /// The recording's run drawn as lanes (docs/timeline.md), for the page's Timeline; nil for none.
    public var timeline: (@Sendable (ScenarioRun<App>) -> TimelineChart)?

    public init(participants: @escaping @Sendable (LiveStart) -> [Participant<App.ParticipantSettings>],
                phone: @escaping @Sendable (Scenario<App>) -> @Sendable (App.Model, Int) -> RGBAImage,
                drawsSame: @escaping @Sendable (App.Model, App.Model) -> Bool,
                target: @escaping @Sendable (Point, App.Model, Int) -> App.AppTarget?,
                expectations: @escaping @Sendable (App.Model) -> [(participant: Int?, expectation: App.AppExpectation)],
                panel: LivePanel<App.Model>? = nil,
                timeline: (@Sendable (ScenarioRun<App>) -> TimelineChart)? = nil) {
        self.participants = participants
        self.phone = phone
        self.drawsSame = drawsSame
        self.target = target
        self.expectations = expectations
        self.panel = panel
        self.timeline = timeline
    }

    /// The world's picture (``WorldPicture``): every phone side by side at 1× under its name.
    func screen(_ scenario: Scenario<App>) -> LiveScreen<App.Model> {
        let draw = phone(scenario)
        let phones = scenario.participants.map { (name: $0.name, scale: $0.device.scale) }
        return LiveScreen(draw: { state in
            WorldPicture.compose(phones.indices.map {
                WorldPicture.Phone(name: phones[$0].name, screen: draw(state, $0), scale: phones[$0].scale)
            })
        }, drawsSame: drawsSame)
    }
}

/// Where one participant's phone is in a world's picture, in its pixels (points at 1×), so
/// that a page maps a touch on the picture to a point of that phone's screen.
public struct LiveArea: Sendable, Equatable {
    /// The participant's name.
    public var name: String
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(name: String, x: Double, y: Double, width: Double, height: Double) {
        self.name = name
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The areas of `participants`' phones in their world's picture.
    static func areas<Settings: Sendable & Equatable>(_ participants: [Participant<Settings>],
                                                      orientation: Orientation) -> [LiveArea] {
        let sizes = participants.map { $0.device.screenSize(orientation) }
        let lefts = WorldPicture.screenLefts(widths: sizes.map { Int($0.width) })
        return zip(participants, zip(sizes, lefts)).map { participant, placed in
            LiveArea(name: participant.name, x: Double(placed.1), y: Double(WorldPicture.screenTop),
                     width: placed.0.width, height: placed.0.height)
        }
    }
}
