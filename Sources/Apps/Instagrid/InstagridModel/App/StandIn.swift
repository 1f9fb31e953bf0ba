/// A presented stand-in that has buttons: the action sheet (R17), a permission prompt (R19) or
/// an alert of R18 or R19, with the titles the app shows. The renderer draws it and the
/// reducer hit-tests its buttons, both from ``StandInLayout``.
public struct StandIn: Sendable, Equatable {
    public enum Style: Sendable, Equatable {
        /// At the bottom: a panel of actions, Cancel in its own panel below.
        case actionSheet
        /// Centred: title, message, buttons in a row (one or two) or a column (three).
        case alert
    }

    public var style: Style
    /// The title as the app sets it.
    public var title: String
    /// The title broken into the lines drawn.
    public var titleLines: [String]
    /// One line under the title, if any.
    public var message: String?
    /// The buttons in drawing order (an action sheet's Cancel last).
    public var buttons: [StandInButton]

    /// The action sheet of R17; `camera` false leaves out "Camera" (`cameraUnavailable: hide`).
    public static func sourceSheet(camera: Bool) -> StandIn {
        var buttons: [StandInButton] = []
        if camera { buttons.append(StandInButton("Camera", .source(.camera))) }
        buttons.append(StandInButton("Photo Library", .source(.library)))
        buttons.append(StandInButton("Cancel", .source(.cancel)))
        return StandIn(style: .actionSheet, title: "Choose a source", titleLines: ["Choose a source"],
                       message: nil, buttons: buttons)
    }

    /// The system prompt for `kind` (iOS 17 wording).
    public static func prompt(_ kind: PermissionKind) -> StandIn {
        let allow = StandInButton("OK", .permission(.allow))
        let deny = StandInButton("Don't Allow", .permission(.deny))
        switch kind {
        case .camera:
            return StandIn(style: .alert, title: "“Instagrid” Would Like to Access the Camera",
                           titleLines: ["“Instagrid” Would Like to", "Access the Camera"],
                           message: "To take photos for the grid.", buttons: [deny, allow])
        case .library:
            return StandIn(style: .alert, title: "“Instagrid” Would Like to Access Your Photos",
                           titleLines: ["“Instagrid” Would Like to", "Access Your Photos"],
                           message: "To choose photos for the grid.",
                           buttons: [StandInButton("Limit Access…", .permission(.limited)),
                                     StandInButton("Allow Full Access", .permission(.allow)), deny])
        case .add:
            return StandIn(style: .alert, title: "“Instagrid” Would Like to Add to Your Photos",
                           titleLines: ["“Instagrid” Would Like to", "Add to Your Photos"],
                           message: "To save grids to your photos.", buttons: [deny, allow])
        }
    }

    /// The alert of `kind`, or nil for R12's grid-incomplete alert, whose stand-in is a
    /// caption panel without buttons (answered with `alert: dismiss` or `alert: ok`).
    public static func alert(_ kind: AlertKind) -> StandIn? {
        switch kind {
        case .gridIncomplete:
            return nil
        case .cameraUnavailable:
            return StandIn(style: .alert, title: "Camera not available", titleLines: ["Camera not available"],
                           message: "This device has no camera.", buttons: [StandInButton("OK", .alert(.ok))])
        case .cameraDenied, .libraryDenied:
            let title = kind == .cameraDenied ? "Camera access is off" : "Photo access is off"
            return StandIn(style: .alert, title: title, titleLines: [title], message: "Allow access in Settings.",
                           buttons: [StandInButton("Cancel", .alert(.cancel)),
                                     StandInButton("Settings", .alert(.settings))])
        }
    }

    /// The most buttons a stand-in has (the source sheet's and the library prompt's three).
    public static let maxButtons: Int = everyStandIn.map(\.buttons.count).max() ?? 0

    /// Every stand-in the app may present.
    private static var everyStandIn: [StandIn] {
        [sourceSheet(camera: true)] + PermissionKind.allCases.map(prompt) + AlertKind.allCases.compactMap(alert)
    }

    /// Every button title any stand-in shows, for `tap: TITLE`.
    public static let allButtonTitles: [String] = {
        var titles: [String] = []
        for standIn in everyStandIn {
            for button in standIn.buttons where !titles.contains(button.title) { titles.append(button.title) }
        }
        return titles
    }()
}

/// A button of a stand-in: its title and what tapping it answers.
public struct StandInButton: Sendable, Equatable {
    public var title: String
    public var answer: StandInAnswer

    public init(_ title: String, _ answer: StandInAnswer) {
        self.title = title
        self.answer = answer
    }
}

/// What a stand-in's button answers, as the matching step does.
public enum StandInAnswer: Sendable, Equatable {
    case source(SourceChoice)
    case permission(PermissionAnswer)
    case alert(AlertButton)

    /// The input the answer sends.
    public var action: AppAction {
        switch self {
        case .source(let choice): .sourceChosen(choice)
        case .permission(let answer): .permissionAnswered(answer)
        case .alert(let button): .alertAnswered(button)
        }
    }
}
