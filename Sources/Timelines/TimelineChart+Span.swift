extension TimelineChart {
    /// A stretch of time on one lane (docs/timeline.md, "Gesture lanes"): a recognizer in one
    /// state, from the instant it entered the state to the instant it left it, or a touch held
    /// down, from its `began` to its `ended` or `cancelled`. Drawn as a band along the lane,
    /// coloured by its kind, with its text inside where the text fits.
    public struct Span: Sendable, Equatable {
        /// A recognizer's state (UIKit's names), or a touch held down; decides the colour.
        public enum Kind: String, Sendable, Equatable, CaseIterable {
            /// Not yet recognized: grey.
            case possible
            /// Possible, but waiting for a recognizer it requires to fail: hatched light grey.
            case waiting
            /// A continuous recognizer began: blue.
            case began
            /// A continuous recognizer changed: a darker blue.
            case changed
            /// Recognized (a discrete recognizer), or a continuous one ended: green.
            case ended
            /// Cancelled: orange.
            case cancelled
            /// Failed: red.
            case failed
            /// A touch held down, on the touches' lane: purple.
            case touch
        }

        /// The lane's index in ``TimelineChart/lanes``.
        public var lane: Int
        /// Seconds on the virtual clock when the span began.
        public var from: Double
        /// When it ended; nil when it lasted until the run ended.
        public var to: Double?
        /// What is written inside the band where it fits: the state's name, or the touch's (`touch 1`).
        public var text: String
        /// What the span is, which decides its colour.
        public var kind: Kind

        /// A span on `lane` from `from` to `to` (nil: the end of the run); its text is the kind's
        /// name unless `text` is given.
        public init(lane: Int, from: Double, to: Double?, text: String? = nil, kind: Kind) {
            self.lane = lane
            self.from = from
            self.to = to
            self.text = text ?? kind.rawValue
            self.kind = kind
        }
    }
}
