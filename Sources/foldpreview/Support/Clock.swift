@preconcurrency import Glibc

/// The monotonic clock; the executable is the only module that reads time.
enum Clock {
    /// Seconds since an arbitrary fixed point, monotonic.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// When this process was started, on `now()`'s scale: the kernel's start time
    /// (`/proc/self/stat`, in clock ticks since boot, 10 ms apart), so the time before
    /// `main` (loading, the runtime) counts too. Read once; `now()` at first use where
    /// there is no /proc.
    static let launch: Double = {
        let current = now()
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return current }
        // Fields after the command name's ")": state is field 3, starttime field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return current }
        let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))
        var boot = timespec()
        clock_gettime(CLOCK_BOOTTIME, &boot)
        let sinceBoot = Double(boot.tv_sec) + Double(boot.tv_nsec) * 1e-9
        let age = sinceBoot - ticks / max(hertz, 1)
        return age >= 0 && age < 3600 ? current - age : current
    }()
}
