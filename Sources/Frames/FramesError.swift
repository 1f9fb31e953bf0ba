import Devices
import Scenarios
import Support

/// The one error type of the Frames module.
///
/// Its `description` says what is wrong and how to fix it, naming the command-line flags
/// (`--fps`, `--from`, `--to`, `--jobs`, `--scale`) the values usually come from.
package enum FramesError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The frame rate is not a finite number in (0, 1000].
    case invalidFPS(Double)
    /// `--from` or `--to` (named by `flag`) is negative or not finite.
    case invalidTime(flag: String, value: Double)
    /// `to` is before `from`. `end` is the scenario's end; `toIsDefault` when `to` was not given.
    case emptyRange(from: Double, to: Double, end: Double, toIsDefault: Bool)
    /// The range holds more frames than `limit`.
    case tooManyFrames(count: Int, limit: Int)
    /// The job count is below 1.
    case invalidJobs(Int)
    /// The scale factor is not a finite number in (0, 1].
    case invalidScale(Double)
    /// The render closure threw for frame `frame` at `time`.
    case renderFailed(frame: Int, time: Double, message: String)
    /// Frame `frame` at `time` rendered at another size than `firstFrame`, the dump's first
    /// frame in the same `orientation`.
    case frameSizeChanged(frame: Int, time: Double, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int,
                          firstFrame: Int, orientation: Orientation)
    /// PNG encoding of frame `frame` failed.
    case encodingFailed(frame: Int, message: String)
    /// A file or folder could not be written or created.
    case writeFailed(path: String, reason: String)
    /// The animated PNG at `path` could not be assembled from the encoded frames; `message` is
    /// the codec's description.
    case animationFailed(path: String, message: String)

    package var description: String {
        switch self {
        case .invalidFPS(let fps):
            return "--fps \(number(fps)): the frame rate must be above 0 and at most \(number(FramePlan.maxFPS))"
        case .invalidTime(let flag, let value):
            return "\(flag) \(number(value)): times must be finite and at least 0 (seconds from the scenario's start)"
        case .emptyRange(let from, let to, let end, let toIsDefault):
            if toIsDefault {
                return "--from \(number(from)) is after the end of the scenario (\(number(end)) s): "
                    + "choose a smaller --from, or give --to"
            }
            return "--to \(number(to)) is before --from \(number(from)): --to must be at least --from"
        case .tooManyFrames(let count, let limit):
            return "the range holds \(counted(count, "frame")), more than the limit of \(limit): "
                + "narrow --from/--to or lower --fps"
        case .invalidJobs(let jobs):
            return "--jobs \(jobs): the job count must be at least 1"
        case .invalidScale(let scale):
            return "--scale must be in (0, 1], found \(number(scale)): 1 keeps device pixels, 0.5 halves each side"
        case .renderFailed(let frame, let time, let message):
            return "frame \(frame) (t = \(number(time)) s): cannot render: \(message)"
        case .frameSizeChanged(let frame, let time, let width, let height, let expectedWidth, let expectedHeight,
                               let firstFrame, let orientation):
            return "frame \(frame) (t = \(number(time)) s) is \(width)×\(height) but frame \(firstFrame), the first "
                + "in \(orientation.rawValue), is \(expectedWidth)×\(expectedHeight): the frames of one orientation "
                + "must all have one size"
        case .encodingFailed(let frame, let message):
            return "frame \(frame): cannot encode PNG: \(message)"
        case .writeFailed(let path, let reason):
            return "\(path): cannot write: \(reason)"
        case .animationFailed(let path, let message):
            return "\(path): cannot assemble: \(message)"
        }
    }

    /// A number as seconds are printed elsewhere (`0.05`, `1`), or as Swift prints it when it
    /// is not finite or huge.
    private func number(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e12 ? formatSeconds(value) : "\(value)"
    }
}
