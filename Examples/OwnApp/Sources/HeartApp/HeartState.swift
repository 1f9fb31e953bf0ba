import Devices
import Gestures
import VirtualClock

/// Heart: a post with a photo and a heart button, and its gesture rules, on the virtual clock.
/// Its screen is the gesture kit's (docs/gestures.md): the photo with a double tap, a tap that
/// waits for the double tap to fail and a long press, and the heart, a button. The kit's
/// recognizers decide the gestures as UIKit's do; Heart acts on what they recognize.
///
/// - H1: a tap on the photo shows its tags, or hides them, once 0.3 s have passed after it with
///   no second touch on the photo.
/// - H2: a second tap on the photo that begins within those 0.3 s (and within 10 pt of the
///   first) is a double tap: the post is liked (and stays liked if it was) and a big heart
///   bursts over the photo for 0.6 s; the tags stay.
/// - H3: a finger held on the photo for 0.5 s peeks: the photo shows enlarged until the finger
///   lifts; that touch is no tap, and a tap still waiting for a second one is dropped.
/// - H4: a tap on the heart button likes the post, or unlikes it; unliking ends a burst.
/// - H5: a finger that moves more than 10 pt on the photo neither taps nor peeks (a tap waiting
///   for a second one then counts at once); one that lifts more than 70 pt outside the heart
///   button does not press it (UIKit's button).
/// - H6: one finger at a time: a touch that begins while another is down, or outside the photo
///   and the heart button, is ignored.
public struct HeartState: AppModel {
    /// The inputs: the touches, and the timers firing.
    public enum Action: Equatable, Sendable, TouchAction {
        case touch(TouchPhase, id: Int, at: Point)
        case fired(Timer)

        public static func touchBegan(id: Int, at point: Point) -> Action { .touch(.began, id: id, at: point) }
        public static func touchMoved(id: Int, at point: Point) -> Action { .touch(.moved, id: id, at: point) }
        public static func touchEnded(id: Int, at point: Point) -> Action { .touch(.ended, id: id, at: point) }
        public static func touchCancelled(id: Int, at point: Point) -> Action { .touch(.cancelled, id: id, at: point) }
    }

    /// The timers: the photo's recognizers', which the kit asks for, and the burst, Heart's own.
    public enum Timer: Hashable, Sendable {
        /// The long press has been held 0.5 s (H3): the kit's `longPress` timer.
        case hold
        /// No second tap began within 0.3 s (H1): the double tap's `tapInterval` timer.
        case secondTap
        /// The double tap's heart has shown for 0.6 s (H2).
        case burst
        /// The kit's other timers: a tap's finger down for 0.75 s, never due here, since the long
        /// press begins at 0.5 s and a finger that slides fails the taps with it.
        case gesture(GestureTimer)
    }

    /// The names of the views and recognizers on Heart's screen.
    enum Name {
        static let photo = "photo", heart = "heart", doubleTap = "double-tap", tap = "tap", hold = "hold"
    }

    /// How long a finger must stay down to peek (H3).
    public static let holdDuration = 0.5
    /// How long a tap waits for a second one (H1, H2).
    public static let secondTapWindow = 0.3
    /// How long the double tap's heart shows (H2).
    public static let burstDuration = 0.6
    /// How far a finger on the photo may move and still tap or peek (H5), in points.
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
    /// The screen: its views and their recognizers, and the finger on it.
    public var arena: GestureArena

    /// Heart just launched on `device`: not liked, no tags.
    public init(device: Device) {
        self.device = device
        let layout = HeartLayout(device: device)
        do {
            arena = try GestureArena(
                screen: device.screenSize(.portrait),
                views: [GestureView(name: Name.photo, frame: layout.photo),
                        GestureView(name: Name.heart, frame: layout.heart, button: GestureView.Button())],
                recognizers: [
                    GestureRecognizer(name: Name.doubleTap,
                                      kind: .tap(.init(taps: 2, movement: Self.slop, interval: Self.secondTapWindow)),
                                      view: Name.photo),
                    GestureRecognizer(name: Name.tap, kind: .tap(.init(movement: Self.slop)), view: Name.photo,
                                      requires: [Name.doubleTap]),
                    GestureRecognizer(name: Name.hold,
                                      kind: .longPress(.init(duration: Self.holdDuration, movement: Self.slop)),
                                      view: Name.photo),
                ])
        } catch {
            preconditionFailure("Heart's screen: \(error)")
        }
    }

    /// Where the parts are on this device.
    public var layout: HeartLayout { HeartLayout(device: device) }

    /// Whether a tap on the photo waits for a second one: the tap waits for the double tap to fail.
    public var awaitsSecondTap: Bool {
        arena.recognizer(named: Name.tap).map(arena.isWaiting) ?? false
    }

    /// Applies one input at `now`: the touches H6 lets through and the kit's timers go to the
    /// arena, and Heart acts on what it reports (H1–H5).
    public mutating func reduce(_ action: Action) -> [Effect<Timer, HeartEvent>] {
        var reports: [GestureReport] = []
        var phase: TouchPhase?
        switch action {
        case let .touch(touchPhase, id, point):
            if let reason = ignoredReason(touchPhase, id: id, at: point) { return [.log(.ignored(reason))] }
            arena.handle(touchPhase, id: id, at: point, time: now, into: &reports)
            phase = touchPhase
        case .fired(.burst):
            // The mutant `heart-burst-kept` forgets to end the burst.
            if !HeartExploration.burstKept.isOn { burstStart = nil }
            return []
        case .fired(let timer):
            if let timer = timer.gestureTimer { arena.fire(timer, at: now, into: &reports) }
        }
        var effects: [Effect<Timer, HeartEvent>] = reports.timerEffects(Timer.init)
        for report in reports {
            effects += respond(to: report, during: phase)
        }
        if phase == .ended, !reports.contains(where: Self.answersLift) {
            // No recognizer took the lift or still waits, and no button was pressed: the finger slid (H5).
            effects.append(.log(.ignored("the finger moved")))
        }
        return effects
    }

    /// Why a touch is ignored (H6), if it is: another finger is down, it began on neither the
    /// photo nor the heart button, or it lifted and is not the finger down.
    private func ignoredReason(_ phase: TouchPhase, id: Int, at point: Point) -> String? {
        let down = arena.touchesDown()
        switch phase {
        case .began where !down.isEmpty: return "another finger is down"
        case .began where layout.target(at: point) == nil: return "nothing there"
        case .ended where !down.contains(where: { $0.id == id }): return "not the finger down"
        default: return nil
        }
    }

    /// What Heart does with one report of the arena, during a touch's `phase` (nil: a timer).
    private mutating func respond(to report: GestureReport, during phase: TouchPhase?) -> [Effect<Timer, HeartEvent>] {
        switch report {
        case let .recognizer(id, state):
            switch (arena.recognizers[id].name, state) {
            case (Name.tap, .ended):
                showsTags.toggle()
                return [.log(showsTags ? .showedTags : .hidTags)]
            case (Name.doubleTap, .ended):
                liked = true
                burstStart = now
                return [.schedule(.burst, after: Self.burstDuration), .log(.doubleTapped)]
            case (Name.hold, .began):
                isPeeking = true
                return [.log(.peeked)]
            case (Name.hold, .ended), (Name.hold, .cancelled):
                isPeeking = false
                return [.log(.stoppedPeeking)]
            case (Name.hold, .failed) where phase == .moved:
                return [.log(.slid)]
            default:
                return []
            }
        case .control(_, .touchUpInside):
            liked.toggle()
            if liked { return [.log(.liked)] }
            burstStart = nil
            return [.cancel(.burst), .log(.unliked)]
        default:
            return []
        }
    }

    /// Whether a report answers a lift: a recognizer that recognizes, ends or waits, or a
    /// button pressed.
    private static func answersLift(_ report: GestureReport) -> Bool {
        switch report {
        case .recognizer(_, let state): state != .failed
        case .waiting: true
        case .control(_, let event): event == .touchUpInside
        case .delivered, .schedule, .cancel: false
        }
    }

    /// A timer firing is an input like any other. Heart's timers, the kit's too, fire before the
    /// touches of their instant (the default): a finger lifted at exactly 0.5 s has peeked (H3).
    public static func action(firing timer: Timer) -> Action { .fired(timer) }

    /// The trace's state column: `liked`, `tags`, `peeking`, those that hold, or `-`.
    public var summary: String {
        let flags = [liked ? "liked" : nil, showsTags ? "tags" : nil, isPeeking ? "peeking" : nil].compactMap { $0 }
        return flags.isEmpty ? "-" : flags.joined(separator: ", ")
    }
}

extension HeartState.Timer {
    /// The kit's timer as Heart names it: the long press's is `hold`, the double tap's wait for
    /// its second tap `secondTap`.
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
        case .hold: .longPress(HeartState.Name.hold)
        case .secondTap: .tapInterval(HeartState.Name.doubleTap)
        case .burst: nil
        case .gesture(let timer): timer
        }
    }
}

extension HeartState.Action: CustomStringConvertible {
    /// The input as the trace shows it: `touch 1 began at (187.5, 260)`, `hold timer` (a timer
    /// by its case's name).
    public var description: String {
        func at(_ point: Point) -> String { "(\(Self.number(point.x)), \(Self.number(point.y)))" }
        switch self {
        case let .touch(.moved, id, point): return "touch \(id) moved to \(at(point))"
        case let .touch(phase, id, point): return "touch \(id) \(phase.rawValue) at \(at(point))"
        case .fired(.gesture(let timer)): return "\(timer) timer"
        case .fired(let timer): return "\(timer) timer"
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
