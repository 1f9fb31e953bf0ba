import Foundation
import Raster

/// What one frame's work leaves for the next frame's: the frame as scaled, its place on the
/// animation's canvas (the next animation frame carries only what changed since it) and its
/// file's bytes (the next frame reuses them when it is the same picture).
///
/// A frame's results are kept only until the next frame takes them, and only if that frame has
/// not started yet: threads take frames in increasing order, so at most about one per thread
/// waits here. A frame that finds nothing (its predecessor ran on another thread, or is not done)
/// makes what it needs again, so the bytes written never depend on the scheduling; only the
/// work done does.
final class FrameHandOver: @unchecked Sendable {
    /// One frame's results.
    struct Left: Sendable {
        var scaled: RGBAImage
        var canvas: RGBAImage
        var bytes: [UInt8]
    }

    private let lock = NSLock()
    private var kept: [Int: Left] = [:]
    private var started: Set<Int> = []

    /// What frame `index - 1` left, if it is here; otherwise notes that frame `index` started,
    /// so its predecessor keeps nothing for it.
    func take(for index: Int) -> Left? {
        lock.lock()
        defer { lock.unlock() }
        if let left = kept.removeValue(forKey: index - 1) { return left }
        started.insert(index)
        return nil
    }

    /// Leaves frame `index`'s results for frame `index + 1`, unless that one started already.
    func leave(_ left: Left, from index: Int) {
        lock.lock()
        defer { lock.unlock() }
        if started.remove(index + 1) == nil { kept[index] = left }
    }
}
