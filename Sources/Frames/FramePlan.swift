import Scenarios

/// Which instants of a scenario a frame dump renders.
///
/// Frame `k` is at exactly `from + k / fps` (computed from the index, never by adding steps, so
/// there is no drift), for every such time up to `to` inclusive; see
/// ``Scenarios/AnimationWindow``. The first frame is always at `from`.
///
/// `to` may lie beyond the scenario's end: the state there is the one the app reaches with no
/// further input (timers still fire, running animations finish, then nothing changes).
package struct FramePlan: Sendable, Equatable {
    /// The highest frame rate accepted (``Scenarios/ScenarioLimits/maxFPS``).
    package static let maxFPS = ScenarioLimits.maxFPS
    /// The frame rate when none is given.
    package static let defaultFPS: Double = 60
    /// The most frames one dump may hold (``Scenarios/ScenarioLimits/maxFrameCount``).
    package static let maxFrameCount = ScenarioLimits.maxFrameCount

    /// The sampled span and rate.
    package let window: AnimationWindow
    /// When the scenario ended.
    package let scenarioEnd: Double

    /// A plan over `timeline`: `from` defaults to 0, `to` to the scenario's end, `fps` to 60.
    /// - Throws: ``FramesError`` when fps is not in (0, 1000], a time is negative or not finite,
    ///   `to < from`, or the range holds more than ``maxFrameCount`` frames.
    package init(timeline: some FrameTimeline, from: Double? = nil, to: Double? = nil, fps: Double? = nil) throws(FramesError) {
        try self.init(scenarioEnd: timeline.end, from: from, to: to, fps: fps)
    }

    /// A plan for a scenario that ended at `scenarioEnd`, with the same defaults and checks as
    /// ``init(timeline:from:to:fps:)``.
    package init(scenarioEnd: Double, from: Double? = nil, to: Double? = nil, fps: Double? = nil) throws(FramesError) {
        try Self.check(from: from, to: to, fps: fps)
        let fps = fps ?? Self.defaultFPS
        let from = from ?? 0
        let end = max(scenarioEnd, 0)
        let upper = to ?? end
        guard upper >= from else {
            throw .emptyRange(from: from, to: upper, end: end, toIsDefault: to == nil)
        }
        // Checked in floating point first: a huge range must not overflow the Int conversion.
        let span = ((upper - from) * fps + 1e-9).rounded(.down)
        guard span < Double(Self.maxFrameCount) else {
            throw .tooManyFrames(count: span < 1e15 ? Int(span) + 1 : Int(1e15), limit: Self.maxFrameCount)
        }
        self.window = AnimationWindow(from: from, to: upper, fps: fps)
        self.scenarioEnd = end
    }

    /// The checks that need no scenario, so a command line can make them before any work:
    /// `fps` in (0, 1000], `from` and `to` finite and at least 0, `to` not before `from` when both
    /// are given. `nil` stands for the default.
    /// - Throws: ``FramesError``, as the initializers do.
    package static func check(from: Double?, to: Double?, fps: Double?) throws(FramesError) {
        let fps = fps ?? defaultFPS
        guard fps.isFinite, fps > 0, fps <= maxFPS else { throw .invalidFPS(fps) }
        let start = from ?? 0
        guard start.isFinite, start >= 0 else { throw .invalidTime(flag: "--from", value: start) }
        guard let to else { return }
        guard to.isFinite, to >= 0 else { throw .invalidTime(flag: "--to", value: to) }
        // The scenario's end is not known here; the message for a given `to` does not use it.
        guard to >= start else { throw .emptyRange(from: start, to: to, end: to, toIsDefault: false) }
    }

    /// The first frame's time.
    package var from: Double { window.from }
    /// The last time a frame may have (the last frame is at or just before it).
    package var to: Double { window.to }
    /// Frames per second.
    package var fps: Double { window.fps }

    /// How many frames the plan holds (at least 1).
    package var frameCount: Int { window.frameCount }

    /// The time of frame `index`: `from + index / fps`.
    package func time(ofFrame index: Int) -> Double { window.time(ofFrame: index) }

    /// Every frame's time, in order.
    package var times: [Double] { (0..<frameCount).map(time(ofFrame:)) }
}
