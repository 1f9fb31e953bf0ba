/// An app's words in scenario scripts, as names (docs/plugins.md): what the reader checks keys
/// against, lists in its messages, and offers as did-you-mean; and, for the other apps of a
/// program, how it tells a user that a word belongs to another app.
public struct Vocabulary: Sendable, Equatable {
    /// The app's `app:` value, e.g. `countonme`.
    public var app: String
    /// Every top-level key a scenario of the app may have, in the order messages list them
    /// (the shared ones, ``sharedTopLevelKeys``, included; `app` not listed).
    public var topLevelKeys: [String]
    /// The app's steps, in the order messages list them (the shared ones, ``sharedSteps``,
    /// included); the gesture steps need not be listed (``allSteps``).
    public var steps: [String]
    /// Every `expect` key, in the order messages list them.
    public var expectKeys: [String]
    /// The named tap targets, in the order messages list them.
    public var tapTargets: [String]
    /// How messages describe a tap target, e.g. "a tap target (layout-1…3, slot-1…4 or {x: …, y: …})".
    public var tapTargetDescription: String
    /// Whether scenarios of the app may start only in portrait.
    public var isPortraitOnly: Bool
    /// A step messages give as an example, e.g. `tap: slot-1`.
    public var exampleStep: String
    /// For an app whose scenarios are worlds of several phones (docs/worlds.md): the words of
    /// the world level. Nil for an app of one phone.
    public var world: WorldWords?

    public init(app: String, topLevelKeys: [String] = Vocabulary.sharedTopLevelKeys,
                steps: [String] = Vocabulary.sharedSteps, expectKeys: [String], tapTargets: [String],
                tapTargetDescription: String? = nil, isPortraitOnly: Bool = false, exampleStep: String? = nil,
                world: WorldWords? = nil) {
        self.app = app
        self.topLevelKeys = topLevelKeys
        self.steps = steps
        self.expectKeys = expectKeys
        self.tapTargets = tapTargets
        self.tapTargetDescription = tapTargetDescription ?? "a tap target or {x: …, y: …}"
        self.isPortraitOnly = isPortraitOnly
        self.exampleStep = exampleStep ?? tapTargets.first.map { "tap: \($0)" } ?? "wait: 1"
        self.world = world
    }

    /// The top-level keys every app has (`app` aside).
    public static let sharedTopLevelKeys = ["name", "description", "devices", "orientation", "steps"]

    /// The steps every app accepts: time, touches, checks and pictures are the harness's.
    public static let sharedSteps = ["tap", "touches", "wait", "at", "expect", "snapshot"]

    /// The gesture steps every app accepts, listed in its ``steps`` or not (docs/scenarios.md,
    /// "Gesture steps"). The harness reads them, so an app's own step of one of these names is
    /// never reached, but for `rotate` with a word (the device's rotation, for an app that lists
    /// `rotate` among its steps): `rotate` with a mapping turns two fingers.
    public static let gestureSteps = ["double-tap", "long-press", "drag", "flick", "edge-swipe", "pinch", "rotate",
                                      "two-finger-tap"]

    /// Every step a phone of the app accepts, in the order messages list them: ``steps``, then
    /// the gesture steps it does not list.
    public var allSteps: [String] {
        steps + Self.gestureSteps.filter { !steps.contains($0) }
    }

    /// The top-level keys every world has (`app` aside): a world names its participants
    /// instead of `devices`.
    public static func worldTopLevelKeys(participants: String) -> [String] {
        ["name", "description", participants, "orientation", "steps"]
    }

    /// The app's own top-level keys, beyond the shared ones.
    public var ownTopLevelKeys: [String] {
        topLevelKeys.filter { !Self.sharedTopLevelKeys.contains($0) && $0 != world?.participantsKey }
    }

    /// The app's own steps, beyond the shared ones (`rotate` among them when the app lists it:
    /// its word form is the app's).
    public var ownSteps: [String] {
        steps.filter { !Self.sharedSteps.contains($0) && ($0 == "rotate" || !Self.gestureSteps.contains($0)) }
    }
}
