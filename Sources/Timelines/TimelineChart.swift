/// A run drawn as lanes (docs/timeline.md): one lane per participant in the scenario's order,
/// then one per service (a backend), the steps on each phone's lane, and every message between
/// lanes as an arrow from the instant it was sent to the instant it arrived. An app whose
/// gestures come from recognizers draws a lane per recognizer with its states over time as
/// ``Span``s, a lane per view with the touch phases it received as marks, and its touches on a
/// lane of their own. The harness owns the drawing (``svg(limits:)``); an app gives the facts,
/// from its run, as this value.
///
/// Texts (lane names, marks, labels) are the app's and the scenario's, untrusted: the writer
/// escapes them and shortens them, whatever they hold.
public struct TimelineChart: Sendable, Equatable {
    /// One horizontal line of the chart.
    public struct Lane: Sendable, Equatable {
        /// What the lane stands for.
        public enum Kind: String, Sendable, Equatable {
            /// A participant's phone.
            case participant
            /// A service the app runs beside the phones (a backend).
            case service
            /// A gesture recognizer: its states over time, as spans along the lane.
            case recognizer
            /// A view: the touch phases and control events it received, as marks.
            case view
            /// The touches on the screen: each touch from down to up as a span.
            case touches
        }

        /// The name drawn on the left (a user, `server`, a recognizer, a view).
        public var name: String
        /// What the lane stands for, which decides how it is drawn.
        public var kind: Kind

        /// A lane named `name`, a participant's unless `kind` says otherwise.
        public init(_ name: String, kind: Kind = .participant) {
            self.name = name
            self.kind = kind
        }
    }

    /// Something that happened on one lane at one instant.
    public struct Mark: Sendable, Equatable {
        /// What the mark says, which decides how it is drawn.
        public enum Kind: String, Sendable, Equatable {
            /// A scenario step on a phone (`tap: send`, `type: Hi`): a dot, the text above the lane.
            case step
            /// A step that failed (an `expect` that did not hold, a step that could not apply): red.
            case failure
            /// A write a service applied: a square on the service's lane.
            case write
            /// A write's acknowledgement reached its phone: a tick.
            case acknowledgement
            /// What the app did or was told (a request to its data layer, an answer, a link going
            /// offline): a grey dot and grey text.
            case note
            /// A view received a touch's `began`: a short blue bar across its lane, no text.
            case touchBegan
            /// A view received a touch's `moved`: a small grey dot, no text.
            case touchMoved
            /// A view received a touch's `ended`: a short green bar, no text.
            case touchEnded
            /// A view received a touch's `cancelled`: an orange cross, no text.
            case touchCancelled
            /// A control event a view sent (`touch-up-inside`): a purple diamond, its text above.
            case control
        }

        /// The lane's index in ``TimelineChart/lanes``; nil for the world as a whole (a failed
        /// `expect` of the world: drawn across every lane).
        public var lane: Int?
        /// Seconds on the virtual clock.
        public var time: Double
        /// What the mark says (not drawn for a touch phase, whose shape says it).
        public var text: String
        /// How the mark is drawn.
        public var kind: Kind

        /// A mark on `lane` (nil: the world) at `time`, a step unless `kind` says otherwise.
        public init(lane: Int?, time: Double, text: String, kind: Kind = .step) {
            self.lane = lane
            self.time = time
            self.text = text
            self.kind = kind
        }
    }

    /// A message from one lane to another: sent at one instant, arrived at a later one.
    public struct Message: Sendable, Equatable {
        /// What the message is, which decides its colour.
        public enum Kind: String, Sendable, Equatable {
            /// A phone asks a service: a write, a read, a sign-in.
            case request
            /// A service answers the phone that asked: an acknowledgement, a read's value.
            case answer
            /// A service tells a phone of a change it listens to.
            case push
        }

        /// The sender's lane (its index in ``TimelineChart/lanes``).
        public var from: Int
        /// The receiver's lane.
        public var to: Int
        /// When it was put on the link.
        public var sent: Double
        /// When a message held on an offline link was sent again; nil when it was never held.
        public var released: Double?
        /// When it arrived; nil when it had not arrived when the run ended (still held or in flight).
        public var arrived: Double?
        /// What the message says, drawn beside its sender's lane.
        public var label: String
        /// What the message is, which decides its colour.
        public var kind: Kind

        /// A message from lane `from` to lane `to`.
        public init(from: Int, to: Int, sent: Double, released: Double? = nil, arrived: Double?, label: String,
                    kind: Kind) {
            self.from = from
            self.to = to
            self.sent = sent
            self.released = released
            self.arrived = arrived
            self.label = label
            self.kind = kind
        }

        /// Whether the message waited on an offline link.
        public var wasHeld: Bool { released != nil || arrived == nil }
    }

    /// The chart's heading (the scenario's name, say).
    public var title: String
    /// The lanes, top to bottom.
    public var lanes: [Lane]
    /// Steps, notes, writes, acknowledgements, touch phases and control events, each at an instant.
    public var marks: [Mark]
    /// Messages between lanes.
    public var messages: [Message]
    /// Recognizers' states and touches held down, each over a stretch of time on its lane.
    public var spans: [Span]
    /// When the run ended (seconds): the time axis runs from 0 to here at least.
    public var end: Double

    /// A chart of `lanes` with its facts; the time axis runs from 0 to `end` at least.
    public init(title: String, lanes: [Lane], marks: [Mark] = [], messages: [Message] = [], spans: [Span] = [],
                end: Double) {
        self.title = title
        self.lanes = lanes
        self.marks = marks
        self.messages = messages
        self.spans = spans
        self.end = end
    }

    /// The index of the lane named `name`, adding it (as `kind`) when there is none.
    public mutating func lane(_ name: String, kind: Lane.Kind) -> Int {
        if let index = lanes.firstIndex(where: { $0.name == name }) { return index }
        lanes.append(Lane(name, kind: kind))
        return lanes.count - 1
    }
}
