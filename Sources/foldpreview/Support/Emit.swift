import Foundation

/// Prints a line on stdout at once, even into a pipe or file, so whoever drives the
/// window (a script, a test) sees each line when it happens.
func emit(_ line: String) {
    print(line)
    fflush(nil)
}
