import Devices
import Scenarios
import Support

/// `manifest.json`: what a frame dump holds.
///
/// The JSON is written by hand with a fixed key order, two-space indentation, one frame per
/// line and numbers printed like `formatSeconds` (times, fps; up to six decimals) and
/// `formatPoints` (offsets; up to three), so equal dumps give byte-identical files:
///
/// ```json
/// {
///   "fps": 60,
///   "from": 0,
///   "to": 1.5,
///   "device": "iphone-8",
///   "orientation": "portrait",
///   "size": [750, 1334],
///   "frameCount": 91,
///   "animation": "animation.png",
///   "frames": [
///     {"index": 0, "time": 0, "phase": "idle", "gridOffset": [0, 0], "orientation": "portrait", "file": "frame-00000.png"},
///     ...
///   ]
/// }
/// ```
///
/// When the frames do not all have one size (the screen rotates within the range), `size` is
/// the first frame's, a `"canvas": [w, h]` line follows it (the size of the animation and of the
/// contact sheet's tiles: the widest frame's width by the tallest frame's height), and every
/// frame object gets a `"size": [w, h]` after its orientation. Dumps of one size have neither.
package struct FrameManifest: Sendable, Equatable {
    /// The manifest's file name inside the output folder.
    package static let fileName = "manifest.json"

    /// Frames per second.
    package var fps: Double
    /// The first frame's time.
    package var from: Double
    /// The end of the range (the last frame is at or just before it).
    package var to: Double
    /// The device's id, e.g. `iphone-8`.
    package var deviceID: String
    /// The orientation at the first frame.
    package var orientation: Orientation
    /// The first frame's size in pixels (every frame's, unless the screen rotates).
    package var width: Int
    package var height: Int
    /// The animated PNG's file name, or nil when none was written.
    package var animation: String?
    /// The frames in order.
    package var frames: [Frame]

    package init(fps: Double, from: Double, to: Double, deviceID: String, orientation: Orientation,
                width: Int, height: Int, animation: String?, frames: [Frame]) {
        self.fps = fps
        self.from = from
        self.to = to
        self.deviceID = deviceID
        self.orientation = orientation
        self.width = width
        self.height = height
        self.animation = animation
        self.frames = frames
    }

    /// Whether some frame's size differs from the first frame's.
    package var sizesVary: Bool {
        frames.contains { $0.width != width || $0.height != height }
    }

    /// The canvas every frame fits on, centred: the widest frame's width by the tallest frame's
    /// height (the top-level size when no frame is larger).
    package var canvas: (width: Int, height: Int) {
        (frames.reduce(width) { max($0, $1.width) }, frames.reduce(height) { max($0, $1.height) })
    }

    /// The manifest as JSON text, ending with a newline.
    package var json: String {
        let sizesVary = sizesVary
        var lines = ["{"]
        lines.append("  \"fps\": \(formatSeconds(fps)),")
        lines.append("  \"from\": \(formatSeconds(from)),")
        lines.append("  \"to\": \(formatSeconds(to)),")
        lines.append("  \"device\": \(jsonQuoted(deviceID)),")
        lines.append("  \"orientation\": \(jsonQuoted(orientation.rawValue)),")
        lines.append("  \"size\": [\(width), \(height)],")
        if sizesVary { lines.append("  \"canvas\": [\(canvas.width), \(canvas.height)],") }
        lines.append("  \"frameCount\": \(frames.count),")
        lines.append("  \"animation\": \(animation.map { jsonQuoted($0) } ?? "null"),")
        lines.append("  \"frames\": [")
        for (position, frame) in frames.enumerated() {
            let comma = position + 1 < frames.count ? "," : ""
            lines.append("    " + Self.object(frame, withSize: sizesVary) + comma)
        }
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One frame as a single-line JSON object, with its size when `withSize`.
    static func object(_ frame: Frame, withSize: Bool) -> String {
        "{\"index\": \(frame.index), \"time\": \(formatSeconds(frame.time)), "
            + "\"phase\": \(jsonQuoted(frame.phase)), "
            + frame.fields.map { "\(jsonQuoted($0.name)): \($0.json), " }.joined()
            + "\"orientation\": \(jsonQuoted(frame.orientation.rawValue)), "
            + (withSize ? "\"size\": [\(frame.width), \(frame.height)], " : "")
            + "\"file\": \(jsonQuoted(frame.fileName))}"
    }

    /// `text` as a JSON string literal.
}
