import Dispatch
import Foundation
import Support
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Leaves no temporary file behind when the command is interrupted or exits: on SIGINT, SIGTERM
/// or SIGHUP (unless the process started with that signal ignored), and at `exit`, every temporary file and staging folder registered with
/// ``TemporaryFiles/shared`` is removed and the registry stays locked (no thread creates another
/// or moves one into place); the signal then gets its default action, so the process ends as it
/// would have without the handler (killed by that signal: 130 for SIGINT in a shell).
///
/// The signals are handled on a dispatch queue (`DispatchSourceSignal`), not in a signal
/// handler, so the cleanup may use any call; the work threads go on meanwhile, and any that
/// reaches the registry waits.
enum Interruption {
    /// The signals handled.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers; call once, before any work.
    static func install() {
        let queue = DispatchQueue(label: "instagrid-sim.interruption")
        for number in signals {
            // A signal ignored from the start (`nohup`, a background job of a script) stays ignored.
            let previous = signal(number, SIG_IGN)
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                TemporaryFiles.shared.removeAllAndHold()
                endProcess(bySignal: number)
            }
            source.resume()
            Sources.shared.keep(source)
        }
        atexit {
            TemporaryFiles.shared.removeAllAndHold()
        }
    }
}

/// Keeps the signal sources alive for the life of the process.
private final class Sources: @unchecked Sendable {
    static let shared = Sources()
    private let lock = NSLock()
    private var sources: [any DispatchSourceSignal] = []

    func keep(_ source: any DispatchSourceSignal) {
        lock.lock()
        defer { lock.unlock() }
        sources.append(source)
    }
}
