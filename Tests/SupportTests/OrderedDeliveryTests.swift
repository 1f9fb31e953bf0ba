import Foundation
import Testing
import Support

@Suite("Ordered delivery")
struct OrderedDeliveryTests {
    /// The items the consumer saw, in order.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [Int] = []

        func append(_ index: Int) {
            lock.lock()
            defer { lock.unlock() }
            items.append(index)
        }

        var all: [Int] {
            lock.lock()
            defer { lock.unlock() }
            return items
        }
    }

    @Test("items from several threads reach the consumer in index order", arguments: [1, 3, 64])
    func order(window: Int) {
        let log = Log()
        let delivery = OrderedDelivery<Int>(window: window) { index, item in
            #expect(index == item)
            log.append(item)
        }
        // Items take uneven times, so they are finished out of order.
        _ = ParallelWork.map(0..<200, jobs: 4) { (index: Int) throws(Never) in
            Thread.sleep(forTimeInterval: Double((index * 7919) % 5) * 0.0002)
            delivery.deliver(index, index)
        }
        #expect(log.all == Array(0..<200))
        #expect(delivery.nextIndex == 200)
    }

    @Test("a producer too far ahead waits until the earlier items are in")
    func window() {
        let log = Log()
        let delivery = OrderedDelivery<Int>(window: 2) { _, item in log.append(item) }
        let started = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            started.signal()
            delivery.deliver(3, 3)
            finished.signal()
        }
        started.wait()
        #expect(finished.wait(timeout: .now() + 0.2) == .timedOut)
        delivery.deliver(0, 0)
        #expect(finished.wait(timeout: .now() + 0.2) == .timedOut)
        delivery.deliver(1, 1)
        // 3 − 2 < 2: the producer goes on and leaves its item for index 2.
        #expect(finished.wait(timeout: .now() + 60) == .success)
        #expect(log.all == [0, 1])
        delivery.deliver(2, 2)
        #expect(log.all == [0, 1, 2, 3])
    }

    @Test("stop wakes waiting producers and drops every later item")
    func stop() {
        let log = Log()
        let delivery = OrderedDelivery<Int>(window: 1) { _, item in log.append(item) }
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            delivery.deliver(5, 5)
            finished.signal()
        }
        #expect(finished.wait(timeout: .now() + 0.2) == .timedOut)
        delivery.stop()
        #expect(finished.wait(timeout: .now() + 60) == .success)
        delivery.deliver(0, 0)
        #expect(log.all.isEmpty)
    }
}
