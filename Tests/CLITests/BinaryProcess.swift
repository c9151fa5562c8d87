import Foundation
@preconcurrency import Glibc
import Synchronization

/// Runs the built `foldpreview` binary as a child process, the way a person or a script
/// would, for the command-line and window tests.
enum BinaryProcess {
    /// What a run printed and how it ended.
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        /// True when the run was still going at its timeout and the watchdog stopped it.
        var timedOut = false
        /// Non-empty stdout lines.
        var lines: [Substring] { stdout.split(separator: "\n") }
        /// Non-empty stderr lines.
        var stderrLines: [Substring] { stderr.split(separator: "\n", omittingEmptySubsequences: true) }
    }

    /// The binary built beside this test bundle (same build folder and configuration).
    static let binary: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("foldpreview")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/foldpreview")
    }()

    /// Runs the binary with `arguments`, in `directory` if given, with `environment` added
    /// to (or, for nil values, removed from) this process's. A run still going after
    /// `timeout` seconds is terminated (and says so in `timedOut`), so a hung run cannot
    /// hang the suite: the timeout is a watchdog, never a measure of speed. Both pipes are
    /// drained concurrently so a chatty stderr cannot block the child.
    ///
    /// Unless `environment` names `XDG_CONFIG_HOME`, the run gets a fresh empty one (removed
    /// afterwards), so no test reads or writes the settings the window remembers in the
    /// user's own config folder, and none sees what another left there.
    static func run(_ arguments: [String], in directory: URL? = nil,
                    environment: [String: String?] = [:], timeout: Double = 60) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        for (name, value) in environment { env[name] = value }
        var config: URL?
        if !environment.keys.contains("XDG_CONFIG_HOME") {
            let fresh = try freshConfigFolder()
            config = fresh
            env["XDG_CONFIG_HOME"] = fresh.path
        }
        defer { if let config { try? FileManager.default.removeItem(at: config) } }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try start(process)
        // SIGTERM first (a window closes cleanly), SIGKILL a second later if it did not.
        let fired = Watchdog()
        let watchdog = DispatchWorkItem {
            guard process.isRunning else { return }
            fired.stopped.store(true, ordering: .relaxed)
            process.terminate()
            DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        nonisolated(unsafe) var errData = Data()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        watchdog.cancel()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self),
                      timedOut: fired.stopped.load(ordering: .relaxed))
    }

    /// Whether a run's watchdog had to stop it.
    private final class Watchdog: Sendable {
        let stopped = Atomic<Bool>(false)
    }

    /// Starts `process` with SIGHUP, SIGINT and SIGTERM unblocked: the test runner's
    /// threads block them and a child inherits the mask, which would leave a child that
    /// never unblocks them deaf to the watchdog's SIGTERM.
    static func start(_ process: Process) throws {
        var signals = sigset_t(), old = sigset_t()
        sigemptyset(&signals)
        for number in [SIGHUP, SIGINT, SIGTERM] { sigaddset(&signals, number) }
        pthread_sigmask(SIG_UNBLOCK, &signals, &old)
        defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
        try process.run()
    }

    /// A new empty folder to stand for `$XDG_CONFIG_HOME`.
    static func freshConfigFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("foldpreview-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
