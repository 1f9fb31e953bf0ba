import Devices
import Frames
import Gestures
import Scenarios
import VirtualClock

/// Heart: a post with a photo and a heart button on the virtual clock. Its screen is the gesture
/// kit's (docs/gestures.md); Heart acts on what the recognizers report.
/// - H1: a tap on the photo toggles its tags once 0.3 s passed with no second tap.
/// - H2: a second tap within 0.3 s (and 10 pt) likes the post; a heart bursts for 0.6 s.
/// - H3: a finger held 0.5 s on the photo peeks until it lifts, and is no tap.
/// - H4: the heart button likes or unlikes; unliking ends a burst.
/// - H5: a finger that moves over 10 pt on the photo neither taps nor peeks.
/// - H6: one finger at a time, on the photo or the button; any other touch is ignored.
public struct HeartState: AppModel {
    /// The inputs: the touches, and the timers firing.
    public enum Action: Equatable, Sendable, TouchPhaseAction {
        case touch(TouchPhase, id: Int, at: Point)
        case fired(Timer)
    }

    /// The timers: the kit's long press (`hold`) and double tap (`secondTap`), and the burst.
    public enum Timer: Hashable, Sendable {
        case hold, secondTap, burst
        /// The kit's other timers (never due here).
        case gesture(GestureTimer)
    }

    /// How long the double tap's heart shows (H2).
    public static let burstDuration = 0.6
    public let device: Device
    public var now = 0.0
    public var liked = false
    public var showsTags = false
    public var isPeeking = false
    /// When the heart began to burst; nil when it does not show.
    public var burstStart: Double?
    /// The screen's views and recognizers, and the finger on it.
    public var arena: GestureArena

    /// Heart just launched on `device`.
    public init(device: Device) {
        self.device = device
        let layout = HeartLayout(device: device)
        let arena = try? GestureArena(
            screen: device.screenSize(.portrait),
            views: [GestureView(name: "photo", frame: layout.photo),
                    GestureView(name: "heart", frame: layout.heart, button: GestureView.Button())],
            recognizers: [
                GestureRecognizer(name: "double-tap", kind: .tap(.init(taps: 2, movement: 10, interval: 0.3)), view: "photo"),
                GestureRecognizer(name: "tap", kind: .tap(.init(movement: 10)), view: "photo", requires: ["double-tap"]),
                GestureRecognizer(name: "hold", kind: .longPress(.init(duration: 0.5, movement: 10)), view: "photo"),
            ])
        self.arena = arena ?? GestureArena(screen: device.screenSize(.portrait))
    }

    /// Where the parts are on this device.
    public var layout: HeartLayout { HeartLayout(device: device) }

    /// Whether a tap on the photo waits for a second one.
    public var awaitsSecondTap: Bool { arena.recognizer(named: "tap").map(arena.isWaiting) ?? false }

    /// Applies one input at `now`: the touches H6 lets through and the kit's timers go to the
    /// arena, and Heart acts on what it reports.
    public mutating func reduce(_ action: Action) -> [Effect<Timer, HeartEvent>] {
        var reports: [GestureReport] = []
        var phase: TouchPhase?
        switch action {
        case let .touch(touch, id, point):
            let down = arena.touchesDown()
            switch touch {
            case .began where !down.isEmpty: return [.log(.ignored("another finger is down"))]
            case .began where layout.target(at: point) == nil: return [.log(.ignored("nothing there"))]
            case .ended where !down.contains(where: { $0.id == id }): return [.log(.ignored("not the finger down"))]
            default: arena.handle(touch, id: id, at: point, time: now, into: &reports)
            }
            phase = touch
        case .fired(.burst):
            if !Heart.burstKept.isOn { burstStart = nil }
            return []
        case .fired(let timer):
            if let timer = timer.gestureTimer { arena.fire(timer, at: now, into: &reports) }
        }
        var effects: [Effect<Timer, HeartEvent>] = reports.timerEffects(Timer.init)
        for report in reports { effects += respond(to: report, during: phase) }
        if phase == .ended, !reports.contains(where: Self.answersLift) { effects.append(.log(.ignored("the finger moved"))) }
        return effects
    }

    private mutating func respond(to report: GestureReport, during phase: TouchPhase?) -> [Effect<Timer, HeartEvent>] {
        switch report {
        case let .recognizer(id, state):
            switch (arena.recognizers[id].name, state) {
            case ("tap", .ended):
                showsTags.toggle()
                return [.log(showsTags ? .showedTags : .hidTags)]
            case ("double-tap", .ended):
                liked = true
                burstStart = now
                return [.schedule(.burst, after: Self.burstDuration), .log(.doubleTapped)]
            case ("hold", .began):
                isPeeking = true
                return [.log(.peeked)]
            case ("hold", .ended), ("hold", .cancelled):
                isPeeking = false
                return [.log(.stoppedPeeking)]
            case ("hold", .failed) where phase == .moved: return [.log(.slid)]
            default: return []
            }
        case .control(_, .touchUpInside):
            liked.toggle()
            if liked { return [.log(.liked)] }
            burstStart = nil
            return [.cancel(.burst), .log(.unliked)]
        default: return []
        }
    }

    /// Whether a report answers a lift: a recognizer that does not fail, one that waits, a button pressed.
    private static func answersLift(_ report: GestureReport) -> Bool {
        switch report {
        case .recognizer(_, let state): state != .failed
        case .waiting: true
        case .control(_, let event): event == .touchUpInside
        case .delivered, .schedule, .cancel: false
        }
    }

    /// Timers fire before the touches of their instant: a finger lifted at exactly 0.5 s has peeked.
    public static func action(firing timer: Timer) -> Action { .fired(timer) }

    /// The trace's state column: `liked`, `tags`, `peeking`, those that hold, or `-`.
    public var summary: String {
        let flags = [liked ? "liked" : nil, showsTags ? "tags" : nil, isPeeking ? "peeking" : nil].compactMap { $0 }
        return flags.isEmpty ? "-" : flags.joined(separator: ", ")
    }
}

extension HeartState: FrameState {
    /// `peeking`, `bursting`, `touching`, `waiting` (for a second tap) or `idle`.
    public var phaseName: String {
        isPeeking ? "peeking" : burstStart != nil ? "bursting" : !arena.touchesDown().isEmpty ? "touching"
            : awaitsSecondTap ? "waiting" : "idle"
    }

    /// Whether the post is liked, in each frame of the manifest.
    public var manifestFields: [ManifestField] { [ManifestField("liked", json: "\(liked)")] }
}

extension HeartState.Timer {
    /// The kit's timer as Heart names it.
    init(_ timer: GestureTimer) {
        switch timer {
        case .longPress: self = .hold
        case .tapInterval: self = .secondTap
        default: self = .gesture(timer)
        }
    }

    /// The kit's timer this is; nil for the burst.
    var gestureTimer: GestureTimer? {
        switch self {
        case .hold: .longPress("hold")
        case .secondTap: .tapInterval("double-tap")
        case .burst: nil
        case .gesture(let timer): timer
        }
    }
}

extension HeartState.Action: CustomStringConvertible {
    /// `touch 1 began at (187.5, 260)`, `touch 1 moved to (…)`, `hold timer`.
    public var description: String {
        switch self {
        case let .touch(.moved, id, point): "touch \(id) moved to \(Self.pair(point))"
        case let .touch(phase, id, point): "touch \(id) \(phase.rawValue) at \(Self.pair(point))"
        case .fired(.gesture(let timer)): "\(timer) timer"
        case .fired(let timer): "\(timer) timer"
        }
    }

    /// `(x, y)`, each without a trailing `.0`.
    static func pair(_ point: Point) -> String {
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        return "(\(number(point.x)), \(number(point.y)))"
    }
}

/// What Heart did with an input, for the trace.
public enum HeartEvent: Sendable, Equatable, TraceEvent {
    case liked, unliked, doubleTapped, showedTags, hidTags, peeked, stoppedPeeking, slid
    /// The input changed nothing, and why.
    case ignored(String)

    public var isIgnored: Bool { if case .ignored = self { true } else { false } }

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
