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
    /// In a world, the participant whose phone the step is for (`alice: { … }`); nil: the world's.
    public var participant: Int?
    /// For a control that takes text from the page (a text to type), the step for a text; nil
    /// for a button.
    public var typed: (@Sendable (String) -> StepKind<App>)?

    public init(id: String, label: String, section: String? = nil, photo: String? = nil, step: StepKind<App>,
                participant: Int? = nil, isOnScreen: @escaping @Sendable (App.Model) -> Bool = { _ in false }) {
        self.id = id
        self.label = label
        self.section = section
        self.photo = photo
        self.step = step
        self.participant = participant
        self.isOnScreen = isOnScreen
    }

    /// A control that takes text from the page: `step` makes its step from the text, for
    /// `participant`'s phone (nil: the world's); always shown in `section`.
    public init(id: String, label: String, section: String, participant: Int?,
                typed step: @escaping @Sendable (String) -> StepKind<App>) {
        self.init(id: id, label: label, section: section, step: step(""), participant: participant)
        typed = step
    }

    /// What a page shows of it.
    public var button: LiveButton {
        LiveButton(id: id, label: label, section: section, photo: photo, takesText: typed != nil)
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
    /// Whether it takes text from the page (a text box beside it).
    public var takesText: Bool

    public init(id: String, label: String, section: String? = nil, photo: String? = nil, takesText: Bool = false) {
        self.id = id
        self.label = label
        self.section = section
        self.photo = photo
        self.takesText = takesText
    }
}
