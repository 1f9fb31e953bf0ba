import Devices
import VirtualClock

/// A recognizer's state as the arena runs it: its UIKit state, whether it waits for a
/// requirement, the touches of its current gesture and what its kind keeps.
struct RecognizerRuntime: Sendable, Equatable {
    var state: RecognizerState = .possible
    var isWaiting = false
    /// Slots of the touches of its current gesture (down or ended).
    var touches: UInt64 = 0
    var recognizedCount = 0
    var location: Point = .zero
    var tracker: Tracker

    init(kind: GestureRecognizer.Kind) {
        tracker = Tracker(kind)
    }
}

/// What one kind of recognizer keeps of its current gesture.
enum Tracker: Sendable, Equatable {
    case tap(TapTracker)
    case longPress(LongPressTracker)
    case pan(PanTracker)
    case swipe(SwipeTracker)
    case edgePan(EdgePanTracker)
    case pinch(PinchTracker)
    case rotation(RotationTracker)

    init(_ kind: GestureRecognizer.Kind) {
        switch kind {
        case .tap: self = .tap(TapTracker())
        case .longPress: self = .longPress(LongPressTracker())
        case .pan: self = .pan(PanTracker())
        case .swipe(let swipe): self = .swipe(SwipeTracker(directions: swipe.directions.count))
        case .edgePan: self = .edgePan(EdgePanTracker())
        case .pinch: self = .pinch(PinchTracker())
        case .rotation: self = .rotation(RotationTracker())
        }
    }

    var translation: Point {
        switch self {
        case .pan(let pan): pan.translation
        case .edgePan(let edge): edge.pan.translation
        default: .zero
        }
    }
}

struct TapTracker: Sendable, Equatable {
    /// Taps completed in this gesture.
    var completed = 0
    /// Slots of the current tap's fingers down, and the most that were down together.
    var down: UInt64 = 0
    var mostDown = 0
    /// Slots of every finger of the current (or last completed) tap: where it is recognized.
    var tapTouches: UInt64 = 0
    /// Where the first tap's first finger went down.
    var origin: Point?
    var durationPending = false
    var intervalPending = false
}

struct LongPressTracker: Sendable, Equatable {
    var timerPending = false
}

struct PanTracker: Sendable, Equatable {
    /// The centroid where the gesture started (re-based when fingers come or go before it begins).
    var start: Point = .zero
    /// translation = centroid − origin once it has begun.
    var origin: Point = .zero
    var translation: Point = .zero
    /// The centroid at the last event, and the fingers down then.
    var centroid: Point = .zero
    var count = 0
    /// Released by a failure it waited for: its translation starts from zero where it begins.
    var restarts = false
    var samples = VelocitySamples()
}

struct SwipeTracker: Sendable, Equatable {
    var start: Point = .zero
    var startTime = 0.0
    var hasStart = false
    /// Bits of the directions (in the parameters' order) ruled out.
    var ruledOut: UInt8 = 0
    let directions: Int

    init(directions: Int) {
        self.directions = directions
    }
}

struct EdgePanTracker: Sendable, Equatable {
    /// The edge the touch began at, and its slot.
    var edge: GestureRecognizer.Edge = .left
    var slot = -1
    var timerPending = false
    var pan = PanTracker()
}

/// A rate that starts as the first Δvalue/Δt after it began and then is smoothed,
/// 0.75 × rate + 0.25 × Δvalue/Δt; a value at the instant of the last one replaces it.
struct SmoothedRate: Sendable, Equatable {
    var value = 0.0
    private var lastValue = 0.0
    private var lastTime = 0.0
    /// The rate and value before the last instant, which a later value at that instant updates from.
    private var baseRate = 0.0
    private var baseValue = 0.0
    private var baseTime = 0.0
    private var hasBase = false
    private var baseHasRate = false
    private var hasRate = false

    init() {}

    init(value: Double, at time: Double) {
        lastValue = value
        lastTime = time
    }

    mutating func add(_ newValue: Double, at time: Double) {
        if VirtualTime.snapped(time) != VirtualTime.snapped(lastTime) {
            baseRate = value
            baseHasRate = hasRate
            baseValue = lastValue
            baseTime = lastTime
            hasBase = true
        }
        lastValue = newValue
        lastTime = time
        guard hasBase, VirtualTime.snapped(time) > VirtualTime.snapped(baseTime) else { return }
        let sample = (newValue - baseValue) / (time - baseTime)
        value = baseHasRate ? 0.75 * baseRate + 0.25 * sample : sample
        hasRate = true
    }
}

struct PinchTracker: Sendable, Equatable {
    var first = -1
    var second = -1
    var startDistance = 0.0
    var divisor = 1.0
    var scale = 1.0
    var rate = SmoothedRate()
}

struct RotationTracker: Sendable, Equatable {
    var first = -1
    var second = -1
    var lastAngle = 0.0
    /// How far the line has turned since the second finger went down, and at `began`.
    var turned = 0.0
    var turnedAtBegan = 0.0
    var rotation = 0.0
    var rate = SmoothedRate()
}

/// A touch as the arena keeps it: where it is, its view, and what its view has been sent.
struct TouchRecord: Sendable, Equatable {
    var inUse = false
    var id = 0
    var serial = 0
    /// Its view, fixed when it began; −1 when it began outside the screen.
    var view: ViewID = -1
    var start: Point = .zero
    var location: Point = .zero
    var isDown = false
    /// Phases held back from the view, in order, from `head` on.
    var held: [TouchPhase] = []
    var head = 0
    var sentBegan = false
    /// Nothing more of the touch goes to its view (it ended or was cancelled there, or was dropped).
    var isViewDone = false
    /// Held back by a scroll view's `delaysContentTouches`.
    var contentDelayed = false

    var hasHeld: Bool { head < held.count }
}
