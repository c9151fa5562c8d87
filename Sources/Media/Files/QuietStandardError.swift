@preconcurrency import Glibc

/// Runs `body` with file descriptor 2 pointed at /dev/null.
///
/// libpng and libjpeg report a corrupt file on stderr themselves before SDL_image returns
/// its error; the caller already turns that error into one line a person can act on, so
/// the libraries' own lines would only be noise (and break the one-line contract).
func withQuietStandardError<T>(_ body: () throws -> T) rethrows -> T {
    fflush(stderr)
    let saved = dup(2)
    let null = open("/dev/null", O_WRONLY)
    if saved >= 0 && null >= 0 { dup2(null, 2) }
    defer {
        fflush(stderr)
        if saved >= 0 { dup2(saved, 2); close(saved) }
        if null >= 0 { close(null) }
    }
    return try body()
}
