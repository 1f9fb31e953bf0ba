/// A Chats row moved sideways (M8): dragged by a finger, sliding open or closed, or open with
/// its Delete button showing. `offset(at:)` is the row content's horizontal offset (0 closed,
/// −74 open, further left while dragged).
public struct RowSwipe: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        /// Following the finger at `offset`.
        case dragging(offset: Double)
        /// Sliding from `from` to `to` since `start` (0.25 s, ease-out).
        case sliding(from: Double, to: Double, start: Double)
    }

    /// The row's conversation and its index when the swipe began.
    public var rowID: String
    public var index: Int
    public var phase: Phase

    public init(rowID: String, index: Int, phase: Phase) {
        self.rowID = rowID
        self.index = index
        self.phase = phase
    }

    /// The open row's offset: the Delete button's width, leftwards.
    public static let openOffset: Double = -MessengerLayout.deleteButtonWidth

    /// The row content's offset at `time`.
    public func offset(at time: Double) -> Double {
        switch phase {
        case .dragging(let offset):
            return offset
        case let .sliding(from, to, start):
            let progress = (time - start) / MessengerGestures.rowSlideDuration
            return to + (from - to) * (1 - TimingCurve.easeOut.value(at: progress))
        }
    }

    /// Whether the row is open or opening (a touch elsewhere then only closes it).
    public var isOpen: Bool {
        if case let .sliding(_, to, _) = phase { return to != 0 }
        return false
    }

    /// Whether it has finished closing by `time` (and can be forgotten).
    public func isClosed(at time: Double) -> Bool {
        if case let .sliding(_, to, start) = phase {
            return to == 0 && time - start >= MessengerGestures.rowSlideDuration
        }
        return false
    }
}

/// A deleted row collapsing (M8, 0.3 s): what it showed and where it was, for drawing.
public struct RowRemoval: Sendable, Equatable {
    public var row: ConversationRow
    /// Its index in the list before it was removed.
    public var index: Int
    public var start: Double

    public init(row: ConversationRow, index: Int, start: Double) {
        self.row = row
        self.index = index
        self.start = start
    }

    /// The removal's progress at `time`, 0 to 1 (linear; the rows below close the gap).
    public func progress(at time: Double) -> Double {
        min(max((time - start) / MessengerGestures.rowDeleteDuration, 0), 1)
    }
}

/// An edge pop following a finger (M7): the progress, dx / width, clamped to 0…1, dx the
/// touch's horizontal displacement from where it began.
public struct EdgePopDrag: Sendable, Equatable {
    public var progress: Double

    public init(progress: Double) {
        self.progress = progress
    }
}
