import Scenarios

/// A button of an app's live phone besides the screen (docs/plugins.md, "The live phone"): a
/// rotation, a photo to choose, an answer to a sheet the app shows. Pressing it records its step,
/// which the app's runner takes or refuses.
public struct LiveControl<App: ScenarioApp>: Sendable {
    /// The name the page sends back, unique among the app's controls (`share-completed`).
    public var id: String
    public var label: String
    /// The section of the side panel that always shows it (`Rotate`, `Photos`); nil: shown only
    /// over the screen, when ``isOnScreen`` holds.
    public var section: String?
    /// The alias of a project photo shown on the button (``LiveStart/photos``).
    public var photo: String?
    public var step: StepKind<App>
    /// Whether the phone shows it over its screen in a state, as a stand-in's buttons are.
    public var isOnScreen: @Sendable (App.Model) -> Bool

    public init(id: String, label: String, section: String? = nil, photo: String? = nil, step: StepKind<App>,
                isOnScreen: @escaping @Sendable (App.Model) -> Bool = { _ in false }) {
        self.id = id
        self.label = label
        self.section = section
        self.photo = photo
        self.step = step
        self.isOnScreen = isOnScreen
    }

    /// What a page shows of it.
    public var button: LiveButton {
        LiveButton(id: id, label: label, section: section, photo: photo)
    }
}

/// A control of a live phone as a page shows it, whatever the app.
public struct LiveButton: Sendable, Equatable {
    public var id: String
    public var label: String
    /// The side panel's section that always shows it; nil: only over the screen.
    public var section: String?
    /// The alias of a project photo shown on it.
    public var photo: String?

    public init(id: String, label: String, section: String? = nil, photo: String? = nil) {
        self.id = id
        self.label = label
        self.section = section
        self.photo = photo
    }
}
