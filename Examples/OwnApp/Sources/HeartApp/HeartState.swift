import Devices
import VirtualClock

/// Heart: a post with a photo and a heart button, and its gesture rules, on the virtual clock.
///
/// - H1: a tap on the photo shows its tags, or hides them, once 0.3 s have passed without a
///   second tap.
/// - H2: a second tap on the photo within those 0.3 s is a double tap: the post is liked (and
///   stays liked if it was) and a big heart bursts over the photo for 0.6 s; the tags stay.
/// - H3: a finger held on the photo for 0.5 s peeks: the photo shows enlarged until the finger
///   lifts, and that touch is no tap.
/// - H4: a tap on the heart button likes the post, or unlikes it; unliking ends a burst.
/// - H5: a finger that moves more than 10 pt from where it went down neither taps nor peeks.
/// - H6: one finger at a time: a touch that begins while another is down, or outside the photo
///   and the heart button, is ignored.
public struct HeartState: AppModel {
    /// The inputs: the four touch phases, and the timers firing.
    public enum Action: Equatable, Sendable, TouchAction {
        case touchBegan(id: Int, at: Point)
        case touchMoved(id: Int, at: Point)
        case touchEnded(id: Int, at: Point)
        case touchCancelled(id: Int, at: Point)
        case fired(Timer)
    }

    /// The long press (H3), the wait for a second tap (H1, H2) and the burst (H2).
    public enum Timer: String, Hashable, Sendable {
        case hold, secondTap, burst
    }

    /// The finger on the screen, if any.
    public struct Touch: Sendable, Equatable {
        /// The touch's id.
        public var id: Int
        /// Where it went down.
        public var start: Point
        /// What it went down on.
        public var target: HeartTarget
        /// Whether it moved more than the slop (H5).
        public var moved: Bool

        /// A finger `id` that went down at `start` on `target`.
        public init(id: Int, start: Point, target: HeartTarget, moved: Bool = false) {
            self.id = id
            self.start = start
            self.target = target
            self.moved = moved
        }
    }

    /// How long a finger must stay down to peek (H3).
    public static let holdDuration = 0.5
    /// How long a tap waits for a second one (H1, H2).
    public static let secondTapWindow = 0.3
    /// How long the double tap's heart shows (H2).
    public static let burstDuration = 0.6
    /// How far a finger may move and still tap (H5), in points.
    public static let slop = 10.0

    /// The device Heart runs on; the layout follows from it.
    public let device: Device
    /// The virtual time, in seconds.
    public var now = 0.0
    /// Whether the post is liked.
    public var liked = false
    /// Whether the photo's tags show.
    public var showsTags = false
    /// Whether the photo shows enlarged under a held finger.
    public var isPeeking = false
    /// When the double tap's heart began to burst; nil when it does not show.
    public var burstStart: Double?
    /// Whether a tap on the photo waits for a second one.
    public var awaitsSecondTap = false
    /// The finger down.
    public var touch: Touch?

    /// Heart just launched on `device`: not liked, no tags.
    public init(device: Device) {
        self.device = device
    }

    /// Where the parts are on this device.
    public var layout: HeartLayout { HeartLayout(device: device) }

    /// Applies one input at `now`: the rules H1–H6.
    public mutating func reduce(_ action: Action) -> [Effect<Timer, HeartEvent>] {
        switch action {
        case let .touchBegan(id, point):
            guard touch == nil else { return [.log(.ignored("another finger is down"))] }
            guard let target = layout.target(at: point) else { return [.log(.ignored("nothing there"))] }
            touch = Touch(id: id, start: point, target: target)
            return target == .photo ? [.schedule(.hold, after: Self.holdDuration)] : []
        case let .touchMoved(id, point):
            guard var down = touch, down.id == id, !down.moved else { return [] }
            let dx = point.x - down.start.x, dy = point.y - down.start.y
            guard dx * dx + dy * dy > Self.slop * Self.slop else { return [] }
            down.moved = true
            touch = down
            return [.cancel(.hold), .log(.slid)]
        case let .touchEnded(id, _):
            guard let down = touch, down.id == id else { return [.log(.ignored("not the finger down"))] }
            touch = nil
            return ended(down)
        case let .touchCancelled(id, _):
            guard let down = touch, down.id == id else { return [] }
            touch = nil
            isPeeking = false
            return [.cancel(.hold)]
        case .fired(.hold):
            guard let down = touch, down.target == .photo, !down.moved else { return [] }
            isPeeking = true
            return [.log(.peeked)]
        case .fired(.secondTap):
            awaitsSecondTap = false
            showsTags.toggle()
            return [.log(showsTags ? .showedTags : .hidTags)]
        case .fired(.burst):
            burstStart = nil
            return []
        }
    }

    /// A finger lifted: what it tapped, if it tapped.
    private mutating func ended(_ down: Touch) -> [Effect<Timer, HeartEvent>] {
        if isPeeking {
            isPeeking = false
            return [.log(.stoppedPeeking)]
        }
        if down.moved { return [.log(.ignored("the finger moved"))] }
        switch down.target {
        case .heart:
            liked.toggle()
            if liked { return [.log(.liked)] }
            burstStart = nil
            return [.cancel(.burst), .log(.unliked)]
        case .photo where awaitsSecondTap:
            awaitsSecondTap = false
            liked = true
            burstStart = now
            return [.cancel(.hold), .cancel(.secondTap), .schedule(.burst, after: Self.burstDuration), .log(.doubleTapped)]
        case .photo:
            awaitsSecondTap = true
            return [.cancel(.hold), .schedule(.secondTap, after: Self.secondTapWindow)]
        }
    }

    /// A timer firing is an input like any other.
    public static func action(firing timer: Timer) -> Action { .fired(timer) }

    /// The trace's state column: `liked`, `tags`, `peeking`, those that hold, or `-`.
    public var summary: String {
        let flags = [liked ? "liked" : nil, showsTags ? "tags" : nil, isPeeking ? "peeking" : nil].compactMap { $0 }
        return flags.isEmpty ? "-" : flags.joined(separator: ", ")
    }
}

extension HeartState.Action: CustomStringConvertible {
    /// The input as the trace shows it: `touch 1 began at (187.5, 260)`, `hold timer`.
    public var description: String {
        func at(_ point: Point) -> String { "(\(Self.number(point.x)), \(Self.number(point.y)))" }
        switch self {
        case let .touchBegan(id, point): return "touch \(id) began at \(at(point))"
        case let .touchMoved(id, point): return "touch \(id) moved to \(at(point))"
        case let .touchEnded(id, point): return "touch \(id) ended at \(at(point))"
        case let .touchCancelled(id, point): return "touch \(id) cancelled at \(at(point))"
        case .fired(let timer): return "\(timer.rawValue) timer"
        }
    }

    /// A coordinate without a trailing `.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// What Heart did with an input, for the trace.
public enum HeartEvent: Sendable, Equatable, CustomStringConvertible {
    case liked, unliked, doubleTapped, showedTags, hidTags, peeked, stoppedPeeking, slid
    /// The input changed nothing, and why.
    case ignored(String)

    public var description: String {
        switch self {
        case .liked: "liked"
        case .unliked: "unliked"
        case .doubleTapped: "double tap: liked, heart bursts"
        case .showedTags: "showed the tags"
        case .hidTags: "hid the tags"
        case .peeked: "peeking"
        case .stoppedPeeking: "stopped peeking"
        case .slid: "the finger slid: no tap"
        case .ignored(let reason): "ignored: \(reason)"
        }
    }
}
