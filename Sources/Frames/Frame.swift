import Devices

/// One dumped frame: when it is, what the app was doing, and the file it went to.
package struct Frame: Sendable, Equatable {
    /// 0 for the first frame.
    package var index: Int
    /// Scenario time in seconds: `from + index / fps`.
    package var time: Double
    /// The app's phase at `time` (``FrameState/phaseName``).
    package var phase: String
    /// What else the manifest says of the frame (``FrameState/manifestFields``).
    package var fields: [ManifestField]
    /// The interface orientation at `time`.
    package var orientation: Orientation
    /// The PNG's name inside the output folder, e.g. `frame-00042.png`.
    package var fileName: String
    /// The PNG's size in pixels: the same for every frame of one orientation.
    package var width: Int
    package var height: Int

    package init(index: Int, time: Double, phase: String, fields: [ManifestField] = [], orientation: Orientation,
                 fileName: String, width: Int, height: Int) {
        self.index = index
        self.time = time
        self.phase = phase
        self.fields = fields
        self.orientation = orientation
        self.fileName = fileName
        self.width = width
        self.height = height
    }

    /// The frame of `state`, rendered as frame `index` of `count` at `width × height` pixels.
    package init(index: Int, count: Int, state: some FrameState, width: Int, height: Int) {
        self.init(index: index, time: state.now, phase: state.phaseName, fields: state.manifestFields,
                  orientation: state.orientation, fileName: Self.fileName(index: index, count: count),
                  width: width, height: height)
    }

    /// `frame-NNNNN.png`: the index zero-padded to five digits, or more when a dump of `count`
    /// frames needs them, so the names sort in frame order.
    package static func fileName(index: Int, count: Int) -> String {
        let digits = max(5, String(max(count - 1, 0)).count)
        let number = String(index)
        return "frame-" + String(repeating: "0", count: max(digits - number.count, 0)) + number + ".png"
    }

    /// Whether `name` looks like a frame file name (`frame-` then five or more digits, `.png`).
    package static func isFrameFileName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return digits.count >= 5 && digits.allSatisfy { $0 >= "0" && $0 <= "9" }
    }
}
