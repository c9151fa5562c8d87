@preconcurrency import Glibc

/// The monotonic clock; the executable is the only module that reads time.
enum Clock {
    /// Seconds since an arbitrary fixed point, monotonic.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}
