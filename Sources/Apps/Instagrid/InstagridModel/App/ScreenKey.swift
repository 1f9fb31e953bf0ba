/// What Instagrid's views and share swipe are made of (`AppState+Screen.swift`): while it stays
/// the same between two touches, so do they, and the arena is not changed.
struct ScreenKey: Sendable, Equatable {
    var orientation: Orientation
    var layout: Layout
    /// The grid's offset.
    var offset: Point
    /// What is presented: the stand-in, if any, follows from it and the options.
    var presented: Modal?
    var direction: Direction
    /// Whether the share swipe cancels its touch in its view.
    var cancels: Bool
}
