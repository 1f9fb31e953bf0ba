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

/// How the studio stops on SIGINT and SIGTERM (docs/studio.md, "Stopping"): the server shuts down
/// gracefully, and if that has not ended the process ``grace`` seconds later (a request still
/// running a long scenario, a page that stopped reading), the private temporary folder is removed
/// and the process ends by the signal all the same. A second signal ends it at once. What a kill
/// with SIGKILL leaves, the next studio's start removes (``TemporaryFiles/sweepPrivateFolders(prefix:in:)``).
enum StudioStop {
    /// Seconds a graceful shutdown may take before the process ends anyway.
    static let grace = 2.0

    /// Installs the handlers; call once, before serving.
    static func install() {
        let queue = DispatchQueue(label: "instagrid-studio.stop")
        let state = Pending()
        for number in [SIGINT, SIGTERM] {
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                guard state.begin() else { stop(by: number) }
                queue.asyncAfter(deadline: .now() + grace) { stop(by: number) }
            }
            source.resume()
            state.keep(source)
        }
    }

    /// Removes the temporary files and folders, then ends the process by signal `number`.
    private static func stop(by number: Int32) -> Never {
        TemporaryFiles.shared.removeAllAndHold()
        endProcess(bySignal: number)
    }

    /// Whether a stop is under way, and the signal sources, kept for the life of the process.
    private final class Pending: @unchecked Sendable {
        private let lock = NSLock()
        private var started = false
        private var sources: [any DispatchSourceSignal] = []

        /// True the first time: a stop begins.
        func begin() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            defer { started = true }
            return !started
        }

        func keep(_ source: any DispatchSourceSignal) {
            lock.lock()
            defer { lock.unlock() }
            sources.append(source)
        }
    }
}
