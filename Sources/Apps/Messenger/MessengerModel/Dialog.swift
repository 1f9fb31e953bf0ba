/// An alert or action sheet the app presents (M2, M3, M6, M11), with its exact texts; drawn as
/// §7's stand-ins (``DialogLayout``). A tap on a button answers it as the step naming the
/// button's title does.
public struct Dialog: Sendable, Equatable {
    public enum Style: Sendable, Equatable {
        /// Centred: title, message, buttons in a row (two or fewer) or a column.
        case alert
        /// At the bottom: the actions in a panel, Cancel in its own panel below.
        case actionSheet
    }

    /// Which of the app's dialogs this is: what its buttons do.
    public enum Purpose: Sendable, Equatable {
        /// M2: a field empty or the password short.
        case loginIncomplete
        /// M3: a field empty or the password short.
        case registerIncomplete
        /// M3: the e-mail's node exists.
        case accountExists
        /// M3: the avatar's "Profile Picture" sheet.
        case profilePicture
        /// M6: the paper clip's "Attach Media" sheet.
        case attachMedia
        /// M6: "Attach Photo" or "Attach Video".
        case attachSource(MediaKind)
        /// M11: Log Out's sheet.
        case logOut
    }

    public var purpose: Purpose
    public var style: Style
    /// nil for the Log Out sheet, which has none.
    public var title: String?
    public var message: String?
    /// In drawing order; an action sheet's Cancel last.
    public var buttons: [DialogButton]

    public init(purpose: Purpose) {
        self.purpose = purpose
        let dismiss = [DialogButton("Dismiss", .cancel)]
        let cancel = DialogButton("Cancel", .cancel)
        switch purpose {
        case .loginIncomplete:
            (style, title, message, buttons) = (.alert, "Woops", "Please enter all information to log in.", dismiss)
        case .registerIncomplete:
            (style, title, message, buttons) =
                (.alert, "Woops", "Please enter all information to create a new account.", dismiss)
        case .accountExists:
            (style, title, message, buttons) =
                (.alert, "Woops", "Looks like a user account for that email address already exists.", dismiss)
        case .profilePicture:
            (style, title, message, buttons) = (.actionSheet, "Profile Picture", "How would you like to select a picture?",
                                                [DialogButton("Take Photo"), DialogButton("Choose Photo"), cancel])
        case .attachMedia:
            (style, title, message, buttons) = (.actionSheet, "Attach Media", "What would you like to attach?",
                                                [DialogButton("Photo"), DialogButton("Video"), cancel])
        case .attachSource(let kind):
            let noun = kind == .photo ? "photo" : "video"
            (style, title, message, buttons) = (.actionSheet, "Attach \(kind.title)",
                                                "Where would you like to attach a \(noun) from?",
                                                [DialogButton("Camera"), DialogButton("Photo Library"), cancel])
        case .logOut:
            (style, title, message, buttons) = (.actionSheet, nil, nil,
                                                [DialogButton("Log Out", .destructive), cancel])
        }
    }

    /// Every button title any dialog shows, for `tap: TITLE`.
    public static let allButtonTitles: [String] = {
        let purposes: [Purpose] = [.loginIncomplete, .profilePicture, .attachMedia, .attachSource(.photo), .logOut]
        var titles: [String] = []
        for purpose in purposes {
            for button in Dialog(purpose: purpose).buttons where !titles.contains(button.title) {
                titles.append(button.title)
            }
        }
        return titles
    }()
}

/// A button of a ``Dialog``: its title and UIKit's style (Cancel is drawn last in a sheet, a
/// destructive one in red).
public struct DialogButton: Sendable, Equatable {
    public enum Role: Sendable, Equatable { case `default`, cancel, destructive }

    public var title: String
    public var role: Role

    public init(_ title: String, _ role: Role = .default) {
        self.title = title
        self.role = role
    }
}
