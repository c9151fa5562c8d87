@preconcurrency import Glibc
import Media
import ParentDeath

/// Writes `text` to stderr unbuffered (messages, warnings, the progress bar). Names carry
/// the bytes that are not UTF-8 as stand-ins (`PathBytes`); a person reads each as `\xNN`,
/// never a raw invalid byte or U+FFFD.
func writeToStandardError(_ text: String) {
    fputs(PathBytes.shown(text), stderr)
}

/// True when stderr is a terminal (a progress bar may redraw itself in place).
var standardErrorIsTerminal: Bool { isatty(2) != 0 }

/// Writes `text` and a newline to stdout at once; a failed write (a full disk, a closed
/// pipe) is an error of one line rather than a silent loss. A name's bytes that are not
/// UTF-8 are shown as `\xNN`, as on stderr. A stdout the parent closed holds /dev/null
/// (`pd_fill_standard_streams`): a report ("wrote o.png") goes nowhere, and the run that
/// did its work succeeds.
func printLine(_ text: String, terminator: String = "\n") throws {
    guard fputs(PathBytes.shown(text) + terminator, stdout) >= 0, fflush(stdout) == 0 else {
        throw CLIError("cannot write to standard output: " + String(cString: strerror(errno)).lowercased())
    }
}

/// Writes the command's product (the code, the settings' table) to stdout as `printLine`
/// does; refused in one line when the parent closed stdout, where it would go nowhere.
func printProduct(_ text: String, terminator: String = "\n") throws {
    guard pd_closed_standard_streams() & (1 << 1) == 0 else {
        throw CLIError("cannot write to standard output: it was closed when foldpreview started (>&-)")
    }
    try printLine(text, terminator: terminator)
}
