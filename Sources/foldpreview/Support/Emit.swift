import Foundation
import Media

/// Prints a line on stdout at once, even into a pipe or file, so whoever drives the
/// window (a script, a test) sees each line when it happens. A name's bytes that are not
/// UTF-8 are shown as `\xNN` (`PathBytes`).
func emit(_ line: String) {
    print(PathBytes.shown(line))
    fflush(nil)
}
