@preconcurrency import Glibc
import Synchronization

/// SIGINT and SIGTERM during a render: the handler only notes the signal; the render
/// checks between its steps, removes what this run wrote, and exits 130 or 143 with one
/// line (no partial output is left behind).
enum Interruption {
    /// The signal received, 0 while none.
    static let received = Atomic<Int32>(0)

    /// Starts noting SIGINT and SIGTERM instead of dying at once.
    static func watch() {
        signal(SIGINT) { Interruption.received.store($0, ordering: .relaxed) }
        signal(SIGTERM) { Interruption.received.store($0, ordering: .relaxed) }
        // A parent may have started us with them blocked (a test runner's thread does).
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Throws (after `cleanUp`) when a signal has arrived.
    static func check(cleanUp: () -> Void) throws {
        let number = received.load(ordering: .relaxed)
        guard number != 0 else { return }
        cleanUp()
        let name = number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : "signal \(number)"
        throw CLIError("interrupted by \(name); this run's output was removed", exitCode: 128 + number)
    }
}
