/// A recognizer's state (UIKit's `UIGestureRecognizer.State`, docs/gestures.md).
///
/// A discrete recognizer goes `possible → ended` (recognized) or `possible → failed`; a
/// continuous one `possible → began → changed… → ended | cancelled`, or `possible → failed`.
public enum RecognizerState: String, Sendable, Equatable, Hashable, CaseIterable {
    case possible, began, changed, ended, cancelled, failed

    /// Whether the recognizer has finished its gesture: it takes part in no further touch until
    /// all of its touches have ended.
    public var isFinished: Bool {
        switch self {
        case .ended, .cancelled, .failed: true
        case .possible, .began, .changed: false
        }
    }

    /// Whether it has begun and not yet finished.
    public var isActive: Bool { self == .began || self == .changed }
}

/// A phase of a touch, as a view receives it.
public enum TouchPhase: String, Sendable, Equatable, Hashable, CaseIterable {
    case began, moved, ended, cancelled
}

/// What a button sends as it receives its touch (UIKit's `UIControl.Event`).
public enum ControlEvent: String, Sendable, Equatable, Hashable, CaseIterable {
    /// Its touch ended inside its frame grown by its slop.
    case touchUpInside = "touch-up-inside"
    /// Its touch ended beyond.
    case touchUpOutside = "touch-up-outside"
    /// Its touch was cancelled.
    case touchCancel = "touch-cancel"
}
