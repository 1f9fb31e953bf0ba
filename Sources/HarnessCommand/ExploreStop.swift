import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C during `explore`: the first SIGINT asks the run to stop after the sequences under way,
/// so that it reports what ran (docs/explore.md); a second one ends the process as usual.
final class ExploreStop: @unchecked Sendable {
    private let lock = NSLock()
    private var set = false
    private var source: DispatchSourceSignal?

    /// Whether Ctrl-C was pressed.
    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return set
    }

    /// Listens for SIGINT for the rest of the process.
    static func install() -> ExploreStop {
        let stop = ExploreStop()
        let previous = signal(SIGINT, SIG_IGN)
        if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { return stop }
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: DispatchQueue(label: "instagrid-sim.explore-stop"))
        source.setEventHandler { [stop] in
            if stop.isSet {
                signal(SIGINT, SIG_DFL)
                raise(SIGINT)
            }
            stop.lock.lock()
            stop.set = true
            stop.lock.unlock()
        }
        source.resume()
        stop.source = source
        return stop
    }
}
