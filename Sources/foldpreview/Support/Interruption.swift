@preconcurrency import Glibc
import ParentDeath

/// SIGINT, SIGTERM and SIGHUP during a render: the handler only notes the signal; the
/// render checks between its steps, removes what this run wrote, and exits 130, 143 or 129
/// with one line (no partial output is left behind).
///
/// For `render` the handler is in place before `main` (`pd_watch_signals`, run from the
/// executable's pre-initialisation, before any library's constructor): only the dynamic
/// loader's first milliseconds, mapping the libraries, remain where a signal ends the run
/// by its default action (nothing is written by then).
///
/// A run ends with its output whole (exit 0) when the signal comes after the output's
/// last check, which is just before its rename: the file is complete from then on.
enum Interruption {
    /// The signal received, 0 while none.
    static var received: Int32 { pd_received_signal() }

    /// Starts noting the signals instead of dying at once (again: nothing changes when
    /// the pre-initialisation has already done it).
    static func watch() {
        pd_watch_signals()
    }

    /// Throws (after `cleanUp`) when a signal has arrived.
    static func check(cleanUp: () -> Void) throws {
        let number = received
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
