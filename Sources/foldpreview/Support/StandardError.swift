@preconcurrency import Glibc

/// Writes `text` to stderr unbuffered (messages, warnings, the progress bar).
func writeToStandardError(_ text: String) {
    fputs(text, stderr)
}
