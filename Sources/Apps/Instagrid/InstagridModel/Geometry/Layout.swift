/// The three grid layouts (R1), numbered as on the layout buttons.
public enum Layout: Int, Sendable, Equatable, Hashable, CaseIterable, Comparable {
    /// One wide slot on top (slot 1), two square slots below (3, 4).
    case one = 1
    /// Two square slots on top (1, 2), one wide slot below (3).
    case two = 2
    /// Four square slots.
    case three = 3

    /// The slots this layout shows, in ascending order (R3).
    public var visibleSlots: [Int] {
        switch self {
        case .one: [1, 3, 4]
        case .two: [1, 2, 3]
        case .three: [1, 2, 3, 4]
        }
    }

    /// Whether the layout shows `slot`.
    public func shows(_ slot: Int) -> Bool {
        switch self {
        case .one: slot == 1 || slot == 3 || slot == 4
        case .two: slot >= 1 && slot <= 3
        case .three: slot >= 1 && slot <= 4
        }
    }

    public static func < (a: Layout, b: Layout) -> Bool { a.rawValue < b.rawValue }
}
