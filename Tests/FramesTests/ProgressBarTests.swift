import Foundation
import Frames
import InstagridApp
import Testing

/// Collects what a progress bar writes, and a settable clock.
private final class Terminal: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    private var time = 0.0

    var output: String { lock.withLock { text } }
    func write(_ string: String) { lock.withLock { text += string } }
    var now: Double {
        get { lock.withLock { time } }
        set { lock.withLock { time = newValue } }
    }

    func bar(isTerminal: Bool) -> ProgressBar {
        ProgressBar(isTerminal: isTerminal, clock: { [self] in now }, write: { [self] in write($0) })
    }
}

@Suite("Progress bar")
struct ProgressBarTests {
    @Test("nothing is written when the output is not a terminal")
    func notTerminal() {
        let terminal = Terminal()
        let bar = terminal.bar(isTerminal: false)
        terminal.now = 5
        for done in 1...100 { bar.update(done: done, total: 100) }
        bar.finish()
        #expect(terminal.output == "")
    }

    @Test("nothing is written during the first second")
    func quickWork() {
        let terminal = Terminal()
        let bar = terminal.bar(isTerminal: true)
        terminal.now = 0.9
        for done in 1...10 { bar.update(done: done, total: 10) }
        bar.finish()
        #expect(terminal.output == "")
    }

    @Test("after a second it redraws in place, at most ten times a second, and erases itself")
    func slowWork() {
        let terminal = Terminal()
        let bar = terminal.bar(isTerminal: true)
        terminal.now = 1
        bar.update(done: 10, total: 40)
        terminal.now = 1.05
        bar.update(done: 11, total: 40)  // too soon: skipped
        terminal.now = 2
        bar.update(done: 20, total: 40)
        terminal.now = 2.01
        bar.update(done: 40, total: 40)  // the last one always draws
        bar.finish()
        let first = ProgressBar.line(label: "frames", done: 10, total: 40, elapsed: 1)
        #expect(first == "frames [======>                 ] 10/40 25%  3s left")
        let last = ProgressBar.line(label: "frames", done: 40, total: 40, elapsed: 2.01)
        #expect(last == "frames [========================] 40/40 100%")
        let middle = ProgressBar.line(label: "frames", done: 20, total: 40, elapsed: 2)
        let padding = String(repeating: " ", count: first.count - last.count)
        #expect(terminal.output == "\r" + first + "\r" + middle + "\r" + last + padding
            + "\r" + String(repeating: " ", count: last.count) + "\r")
    }

    @Test("a dump reporting to a bar that is not on a terminal writes nothing")
    func dumpNotTerminal() throws {
        let terminal = Terminal()
        let bar = terminal.bar(isTerminal: false)
        terminal.now = 10
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let timeline = try Support.timeline()
        _ = try FrameDump.run(plan: try FramePlan(timeline: timeline, fps: 10), timeline: timeline,
                              directory: folder, jobs: 2, render: Support.fakeRender, progress: bar.update)
        bar.finish()
        #expect(terminal.output == "")
    }
}
