#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends the process by signal `number` with its default action, so it ends as it would have
/// without a handler (killed by that signal: 130 for SIGINT in a shell). Dispatch's threads
/// block signals, so the signal is unblocked in this one before it is raised here. For a
/// handler that has removed the process's temporary files (``TemporaryFiles/removeAllAndHold()``).
package func endProcess(bySignal number: Int32) -> Never {
    _ = signal(number, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
    _ = raise(number)
    // Not reached: the default action of SIGINT, SIGTERM and SIGHUP ends the process.
    _exit(128 + number)
}
