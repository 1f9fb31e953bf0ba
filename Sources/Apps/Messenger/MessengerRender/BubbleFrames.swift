import Foundation
import MessengerModel

/// The open chat's bubble frames (``MessengerLayout/bubbles(_:ownEmail:)``), kept for the last
/// list of messages drawn, so that a frame of a long chat finds its visible bubbles by
/// bisection instead of laying out every message again: the frames are laid out once per
/// list, then each frame costs what a screenful costs. Shared by copies of a renderer; safe to
/// use from several threads.
final class BubbleFrames: @unchecked Sendable {
    private let lock = NSLock()
    private var key: Key?
    private var frames: [Rect] = []

    /// What the frames depend on. Comparing two lists that share their storage (copies of one
    /// phone's state) is immediate; other lists are compared element by element.
    private struct Key: Equatable {
        var messages: [ChatMessage]
        var ownEmail: String
        var layout: MessengerLayout
    }

    /// The frames of `messages` in content coordinates, oldest first.
    func frames(_ messages: [ChatMessage], ownEmail: String, layout: MessengerLayout) -> [Rect] {
        let wanted = Key(messages: messages, ownEmail: ownEmail, layout: layout)
        lock.lock()
        if key == wanted {
            defer { lock.unlock() }
            return frames
        }
        lock.unlock()
        let laidOut = layout.bubbles(messages, ownEmail: ownEmail)
        lock.lock()
        key = wanted
        frames = laidOut
        lock.unlock()
        return laidOut
    }

    /// The indices of the frames that meet the band `top..<bottom` (content coordinates):
    /// frames are in order and do not overlap, so the first is found by bisection.
    static func visible(_ frames: [Rect], top: Double, bottom: Double) -> Range<Int> {
        var low = 0, high = frames.count
        while low < high {
            let middle = low + (high - low) / 2
            if frames[middle].maxY <= top { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < frames.count, frames[end].minY < bottom { end += 1 }
        return low..<end
    }
}
