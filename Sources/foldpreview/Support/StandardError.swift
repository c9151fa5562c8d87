@preconcurrency import Glibc

/// Writes `text` to stderr unbuffered (messages, warnings, the progress bar).
func writeToStandardError(_ text: String) {
    fputs(text, stderr)
}

/// True when stderr is a terminal (a progress bar may redraw itself in place).
var standardErrorIsTerminal: Bool { isatty(2) != 0 }

/// Writes `text` and a newline to stdout at once; a failed write (a full disk, a closed
/// pipe) is an error of one line rather than a silent loss.
func printLine(_ text: String, terminator: String = "\n") throws {
    guard fputs(text + terminator, stdout) >= 0, fflush(stdout) == 0 else {
        throw CLIError("cannot write to standard output: " + String(cString: strerror(errno)).lowercased())
    }
}
