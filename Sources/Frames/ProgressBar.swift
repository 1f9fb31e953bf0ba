import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A one-line progress bar on standard error for long frame dumps.
///
/// It draws only when standard error is a terminal and only once the work has run for
/// ``delay`` seconds (1 by default), so short dumps, pipes, logs and CI output see nothing.
/// It redraws in place with a carriage return at most ten times a second, and ``finish()``
/// erases the line. Timing decides only whether and when the bar shows, never any file.
///
/// Safe to call from several threads: updates are serialized by a lock.
package final class ProgressBar: @unchecked Sendable {
    /// Whether the output is a terminal; nothing is written when it is not.
    package let isTerminal: Bool
    /// Seconds of work before the bar first shows.
    package let delay: Double
    /// The word before the counts, e.g. `frames`.
    package let label: String

    private let clock: @Sendable () -> Double
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    private let start: Double
    private var lastDraw: Double?
    private var lastWidth = 0

    /// A bar that writes to `write` (standard error by default).
    /// - Parameters:
    ///   - isTerminal: whether `write` goes to a terminal; by default whether standard error is one.
    ///   - clock: seconds on any monotonic scale; the start is read now.
    package init(label: String = "frames",
                isTerminal: Bool = isatty(2) != 0,
                delay: Double = 1,
                clock: @escaping @Sendable () -> Double = ProgressBar.monotonicSeconds,
                write: @escaping @Sendable (String) -> Void = ProgressBar.writeToStandardError) {
        self.label = label
        self.isTerminal = isTerminal
        self.delay = delay
        self.clock = clock
        self.write = write
        self.start = clock()
    }

    /// Reports that `done` of `total` items are finished; draws if due.
    package func update(done: Int, total: Int) {
        guard isTerminal else { return }
        lock.lock()
        defer { lock.unlock() }
        let now = clock()
        guard now - start >= delay else { return }
        if let lastDraw, now - lastDraw < 0.1, done < total { return }
        lastDraw = now
        let line = Self.line(label: label, done: done, total: total, elapsed: now - start)
        let padding = String(repeating: " ", count: max(lastWidth - line.count, 0))
        lastWidth = line.count
        write("\r" + line + padding)
    }

    /// Erases the bar if it was drawn. Call once the work is over (also on failure).
    package func finish() {
        guard isTerminal else { return }
        lock.lock()
        defer { lock.unlock() }
        guard lastDraw != nil else { return }
        write("\r" + String(repeating: " ", count: lastWidth) + "\r")
        lastDraw = nil
        lastWidth = 0
    }

    /// The bar's text: `frames [=========>          ]  45/120  37%  3s left`.
    package static func line(label: String, done: Int, total: Int, elapsed: Double) -> String {
        let total = max(total, 1)
        let done = min(max(done, 0), total)
        let width = 24
        let filled = done * width / total
        let bar = String(repeating: "=", count: filled)
            + (filled < width ? ">" + String(repeating: " ", count: width - filled - 1) : "")
        let counts = String(repeating: " ", count: String(total).count - String(done).count) + "\(done)/\(total)"
        var text = "\(label) [\(bar)] \(counts) \(done * 100 / total)%"
        if done > 0, done < total, elapsed > 0 {
            let left = elapsed / Double(done) * Double(total - done)
            text += "  \(Int(left.rounded(.up)))s left"
        }
        return text
    }

    /// Seconds since an arbitrary fixed point (monotonic).
    package static let monotonicSeconds: @Sendable () -> Double = {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// Writes `text` to file descriptor 2, unbuffered.
    package static let writeToStandardError: @Sendable (String) -> Void = { text in
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                #if canImport(Glibc)
                return Glibc.write(2, base + offset, buffer.count - offset)
                #elseif canImport(Darwin)
                return Darwin.write(2, base + offset, buffer.count - offset)
                #else
                return Musl.write(2, base + offset, buffer.count - offset)
                #endif
            }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}
