/// Which data layer a world's phones run (option `dataLayer`; docs/messenger.md, "The data
/// layers").
public enum DataLayerKind: String, Sendable, Equatable, CaseIterable {
    /// What the tutorial's code does, step by step: whole lists read and written back, so
    /// phones' reads and writes interleave, and its races happen.
    case tutorial
    /// The corrected layer: one conversation id per pair of users, children added by key, and
    /// a message with both users' entries written by one atomic update.
    case atomic
}
