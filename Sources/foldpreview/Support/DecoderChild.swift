@preconcurrency import Glibc
import Media
import ParentDeath

/// The image decoder's process (`decode-image`), started with posix_spawn(3) itself rather
/// than Foundation's `Process`: that waits on a condition variable for a helper thread
/// which, under a low address-space limit (`ulimit -v`), never signals it, and it sets up
/// the child's descriptors in an order that breaks when this process's own standard
/// output is closed. Here a start that fails is an error at once, and the caller's wait
/// loop (its time limits, the interruption) covers everything after.
///
/// The child gets /dev/null as standard input, the image pipe as standard output and the
/// message pipe as standard error, default signal handling and no blocked signal; no other
/// descriptor (every one this process opens is close-on-exec, and the rest are closed).
final class DecoderChild {
    /// How the child ended.
    enum Ending: Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signalled(Int32)
    }

    /// The child's process id.
    let pid: pid_t
    /// The read ends of its standard output (the image) and standard error (its messages).
    let image: Int32, messages: Int32
    /// How it ended, once it has (and has been reaped; its id may then be another's).
    private(set) var ending: Ending?
    /// The processor time it used, seconds, once it has ended.
    private(set) var usedSeconds: Double?

    /// Starts `executable` (this program's own binary: "/proc/self/exe", which names it even
    /// when its file has since been replaced by an upgrade) with `arguments` (without the
    /// program name), with `extraEnvironment` ("NAME=value") replacing any same-named
    /// variable. Throws a one-line `CLIError` when it cannot start.
    init(executable: String, arguments: [String], extraEnvironment: [String]) throws {
        let imagePipe = try Self.pipe(), messagePipe = try Self.pipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Every pipe end is at 3 or above (`pipe()`), so neither dup2 overwrites the other's
        // source, whichever of 0, 1 and 2 this process had closed.
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, imagePipe.write, 1)
        posix_spawn_file_actions_adddup2(&actions, messagePipe.write, 2)
        pd_spawn_close_from(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A test runner's thread blocks SIGTERM and the like, and this process may ignore
        // SIGPIPE: the decoder starts with neither.
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let names = Set(extraEnvironment.map { $0.prefix { $0 != "=" } + "=" })
        var inherited: [UnsafeMutablePointer<CChar>?] = []
        var entry = environ
        while let variable = entry.pointee {
            // Compared as bytes: a variable need not be UTF-8.
            let bytes = UnsafeRawBufferPointer(start: variable, count: strlen(variable))
            if !names.contains(where: { bytes.starts(with: $0.utf8) }) { inherited.append(variable) }
            entry += 1
        }
        let owned = (["foldpreview"] + arguments + extraEnvironment).map { strdup($0) }
        defer { owned.forEach { free($0) } }
        let argv = Array(owned[0...arguments.count]) + [nil]
        let envp = inherited + Array(owned[(arguments.count + 1)...]) + [nil]
        var child: pid_t = 0
        let code = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        close(imagePipe.write)
        close(messagePipe.write)
        guard code == 0 else {
            close(imagePipe.read)
            close(messagePipe.read)
            throw CLIError("cannot start the image decoder: " + FileSystem.message(for: code))
        }
        pid = child
        image = imagePipe.read
        messages = messagePipe.read
    }

    deinit {
        stop()
        close(image)
        close(messages)
    }

    /// The processor time (user and system) the child has used so far, seconds; nil once
    /// it has been reaped, or when the system does not say.
    var processorSeconds: Double? {
        guard ending == nil else { return usedSeconds }
        var clock = clockid_t()
        var time = timespec()
        guard clock_getcpuclockid(pid, &clock) == 0, clock_gettime(clock, &time) == 0 else { return nil }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Reaps the child if it has ended (never waiting); its ending, or nil while it runs.
    @discardableResult
    func poll() -> Ending? {
        if ending == nil { reap(options: WNOHANG) }
        return ending
    }

    /// Kills the child (SIGKILL) unless it has already been reaped, and waits for it.
    func stop() {
        guard ending == nil else { return }
        kill(pid, SIGKILL)
        reap(options: 0)
    }

    /// One wait4(2) with `options`; notes the ending and the processor time used.
    private func reap(options: Int32) {
        var status: Int32 = 0
        var usage = rusage()
        var got: pid_t
        repeat { got = wait4(pid, &status, options, &usage) } while got < 0 && errno == EINTR
        guard got == pid else {
            // ECHILD: someone else reaped it (nothing in this program does); treat it as gone.
            if got < 0 { ending = .signalled(SIGKILL) }
            return
        }
        // The <sys/wait.h> macros, which Swift does not import: the low 7 bits are the
        // signal that ended the process (0: it exited), the next 8 its exit status.
        let signal = status & 0x7F
        ending = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
        usedSeconds = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }

    /// A pipe whose ends are close-on-exec and numbered 3 or above: with this process's
    /// standard output closed, a plain pipe would get 1, which `printLine` and the child's
    /// descriptor setup both take for standard output.
    private static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        let code = pd_pipe_above_standard(&ends)
        guard code == 0 else { throw CLIError("cannot start the image decoder: " + FileSystem.message(for: code)) }
        return (ends[0], ends[1])
    }
}
