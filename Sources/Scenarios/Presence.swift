/// Whether something is shown, and which: the picker's slot, the alert's kind (`null` in the
/// script for hidden).
public enum Presence<Value: Sendable & Equatable>: Sendable, Equatable {
    case hidden
    case shown(Value)

    /// `.hidden` for nil.
    public init(_ value: Value?) {
        self = value.map(Presence.shown) ?? .hidden
    }
}
