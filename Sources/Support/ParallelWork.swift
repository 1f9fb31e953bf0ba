import Dispatch
import Foundation

/// Runs indexed work on several threads and collects the results by index, so the result is
/// the same whatever the thread count or scheduling.
package enum ParallelWork {
    /// `body(i)` for every `i` in `indices`, on up to `jobs` threads, in order of index.
    ///
    /// Threads take small contiguous chunks of indices from a shared counter. When `body` throws,
    /// no chunk after the failing index is started, but earlier ones still run, so the error
    /// thrown is always the one of the lowest failing index. `finished` is called (from any
    /// thread) after each index completes.
    package static func map<T: Sendable, E: Error>(_ indices: Range<Int>, jobs: Int,
                                                  finished: (@Sendable () -> Void)? = nil,
                                                  _ body: @Sendable (Int) throws(E) -> T) throws(E) -> [T] {
        let count = indices.count
        guard count > 0 else { return [] }
        let workers = max(1, min(jobs, count))
        let chunk = max(1, min(16, count / (workers * 8)))
        let state = WorkState<E>()
        let slots = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer {
            slots.deinitialize()
            slots.deallocate()
        }
        let output = Slots(base: slots)
        let lower = indices.lowerBound
        @Sendable func work(_: Int) {
            while let range = state.take(chunk: chunk, count: count) {
                for offset in range {
                    do throws(E) {
                        output.base[offset] = try body(lower + offset)
                        finished?()
                    } catch {
                        state.fail(at: offset, error)
                        break
                    }
                }
            }
        }
        if workers == 1 {
            work(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { work($0) }
        }
        if let failure = state.failure { throw failure.error }
        var results: [T] = []
        results.reserveCapacity(count)
        for slot in slots {
            guard let value = slot else { preconditionFailure("a work item produced no result") }
            results.append(value)
        }
        return results
    }
}

/// The shared counter and the lowest failure, behind a lock.
private final class WorkState<E: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var lowestFailure: (offset: Int, error: E)?

    /// The next chunk of offsets below `count`, or nil when all are taken or a failure at a
    /// lower offset makes the rest pointless.
    func take(chunk: Int, count: Int) -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        if let lowestFailure, next > lowestFailure.offset { return nil }
        let range = next..<min(next + chunk, count)
        next = range.upperBound
        return range
    }

    /// Records a failure, keeping the one at the lowest offset.
    func fail(at offset: Int, _ error: E) {
        lock.lock()
        defer { lock.unlock() }
        if lowestFailure.map({ offset < $0.offset }) ?? true {
            lowestFailure = (offset, error)
        }
    }

    /// The failure at the lowest offset, if any.
    var failure: (offset: Int, error: E)? {
        lock.lock()
        defer { lock.unlock() }
        return lowestFailure
    }
}

/// The result buffer; every index is written by exactly one thread.
private struct Slots<T>: @unchecked Sendable {
    let base: UnsafeMutableBufferPointer<T?>
}
