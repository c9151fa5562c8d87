@preconcurrency import Glibc
import Synchronization

/// SIGINT, SIGTERM and SIGHUP (a closed terminal) during a render: the handler only notes
/// the signal; the render checks between its steps, removes what this run wrote, and exits
/// 130, 143 or 129 with one line (no partial output is left behind).
enum Interruption {
    /// The signal received, 0 while none.
    static let received = Atomic<Int32>(0)

    /// The signals noted.
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Starts noting the signals instead of dying at once.
    static func watch() {
        var set = sigset_t()
        sigemptyset(&set)
        for number in signals {
            signal(number) { Interruption.received.store($0, ordering: .relaxed) }
            sigaddset(&set, number)
        }
        // A parent may have started us with them blocked (a test runner's thread does).
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Throws (after `cleanUp`) when a signal has arrived.
    static func check(cleanUp: () -> Void) throws {
        let number = received.load(ordering: .relaxed)
        guard number != 0 else { return }
        cleanUp()
        let name = switch number {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        default: "signal \(number)"
        }
        throw CLIError("interrupted by \(name); this run's output was removed", exitCode: 128 + number)
    }
}
