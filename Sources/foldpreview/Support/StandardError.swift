@preconcurrency import Glibc

/// Writes `text` to stderr unbuffered (messages, warnings, the progress bar).
func writeToStandardError(_ text: String) {
    fputs(text, stderr)
}

/// True when stderr is a terminal (a progress bar may redraw itself in place).
var standardErrorIsTerminal: Bool { isatty(2) != 0 }
