import Foundation
@preconcurrency import Glibc

/// The built binary started and left running, what it writes read as it comes: for the
/// tests that wait on what the program says (a line on stderr) before they act, instead of
/// sleeping for a time that is long enough on an idle machine only.
///
/// Started like `BinaryProcess.run` (same binary, signals unblocked, a fresh
/// `XDG_CONFIG_HOME` unless `environment` names one). Every wait here has a watchdog that
/// only keeps a broken run from hanging the suite; none measures speed.
final class RunningBinary: @unchecked Sendable {
    let process: Process
    /// What the program has written so far; `condition` is signalled on each addition.
    private var stdout = Data(), stderr = Data()
    private var openStreams = 2
    private let condition = NSCondition()
    private let config: URL?

    init(_ arguments: [String], in directory: URL? = nil, environment: [String: String?] = [:]) throws {
        process = Process()
        process.executableURL = BinaryProcess.binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        for (name, value) in environment { env[name] = value }
        config = environment.keys.contains("XDG_CONFIG_HOME") ? nil : try BinaryProcess.freshConfigFolder()
        if let config { env["XDG_CONFIG_HOME"] = config.path }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try BinaryProcess.start(process)
        read(out.fileHandleForReading, errors: false)
        read(err.fileHandleForReading, errors: true)
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        if let config { try? FileManager.default.removeItem(at: config) }
    }

    /// Reads `handle` to its end on a thread of its own, appending to `stderr` (`errors`)
    /// or `stdout`.
    private func read(_ handle: FileHandle, errors: Bool) {
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                condition.lock()
                if chunk.isEmpty {
                    openStreams -= 1
                } else if errors {
                    stderr.append(chunk)
                } else {
                    stdout.append(chunk)
                }
                condition.broadcast()
                condition.unlock()
                if chunk.isEmpty { return }
            }
        }
    }

    /// What the program has written to stderr so far.
    var errorText: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: stderr, as: UTF8.self)
    }

    /// Waits until `done` holds for stderr so far, or the program has closed its output
    /// (ended); whether `done` held. `watchdog` seconds only bound a run that hangs.
    func waitForErrors(watchdog: Double = 60, until done: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(watchdog)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if done(String(decoding: stderr, as: UTF8.self)) { return true }
            guard openStreams > 0, condition.wait(until: deadline) else {
                return done(String(decoding: stderr, as: UTF8.self))
            }
        }
    }

    /// Sends `signal` to the program.
    func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// Waits for the program to end and returns what it wrote and how it ended; after
    /// `watchdog` seconds it is killed (and `timedOut` says so).
    func finish(watchdog: Double = 60) -> BinaryProcess.Result {
        let deadline = Date().addingTimeInterval(watchdog)
        condition.lock()
        var timedOut = false
        while openStreams > 0 {
            guard condition.wait(until: deadline) else {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
        }
        condition.unlock()
        process.waitUntilExit()
        condition.lock()
        defer { condition.unlock() }
        return BinaryProcess.Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                    stderr: String(decoding: stderr, as: UTF8.self), timedOut: timedOut)
    }
}
