/// What the backend did with an input: trace lines and answers to phones, in the order they
/// happened. A world routes each ``callback(_:)`` to its phone, in this order.
public enum BackendEvent<Tag: Sendable & Equatable>: Sendable, Equatable {
    case trace(BackendTrace)
    case callback(BackendCallback<Tag>)
}
