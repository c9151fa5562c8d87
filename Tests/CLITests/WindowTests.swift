import Foundation
import Testing

/// The preview window as a person drives it, replayed from a script under SDL's dummy
/// video driver (no display needed): a drag changes the picture, `2` switches to cubic,
/// Esc quits with status 0.
@Suite(.serialized)
struct WindowTests {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        var lines: [Substring] { stdout.split(separator: "\n") }
    }

    /// Runs the built binary in `directory` with `environment` added to (or, for nil
    /// values, removed from) this process's.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String?]) throws -> Result {
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        for (name, value) in environment { env[name] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // A hung window must not hang the suite.
        let deadline = Date().addingTimeInterval(30)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    static func script(_ entries: [String], in directory: URL) throws -> String {
        let url = directory.appendingPathComponent("script.json")
        try Data(("[" + entries.joined(separator: ",\n") + "]").utf8).write(to: url)
        return url.path
    }

    @Test func scriptedDragChangesThePictureAndKeysSwitchModeAndQuit() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = try WindowTests.script([
            #"{"t": 0.05, "type": "key", "key": "f12"}"#,
            #"{"t": 0.10, "type": "down", "x": 160, "y": 60}"#,
            #"{"t": 0.15, "type": "move", "x": 160, "y": 90}"#,
            #"{"t": 0.20, "type": "move", "x": 160, "y": 110}"#,
            #"{"t": 0.25, "type": "key", "key": "ctrl+s"}"#,
            #"{"t": 0.30, "type": "up", "x": 160, "y": 110}"#,
            #"{"t": 0.35, "type": "key", "key": "2"}"#,
            #"{"t": 0.36, "type": "key", "key": "2", "repeat": true}"#,
            #"{"t": 0.60, "type": "key", "key": "esc"}"#,
        ], in: dir)
        let result = try WindowTests.run(["--size", "320x200", "--script", script, "--verbose", "--stats"],
                                         in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.isEmpty, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("video driver: dummy"), "\(result.stdout)")

        // Two screenshots, before and during the drag: saved, printed, and different.
        let saved = result.lines.filter { $0.hasPrefix("saved ") }.map { String($0.dropFirst(6)) }
        let checksums = result.lines.filter { $0.hasPrefix("frame checksum ") }
        #expect(saved.count == 2 && checksums.count == 2, "\(result.stdout)")
        for path in saved {
            #expect(FileManager.default.fileExists(atPath: path))
            #expect((path as NSString).lastPathComponent.hasPrefix("foldpreview-"))
        }
        if checksums.count == 2 { #expect(checksums[0] != checksums[1], "the drag did not change the picture") }
        if saved.count == 2 {
            #expect(try Data(contentsOf: URL(fileURLWithPath: saved[0])) != Data(contentsOf: URL(fileURLWithPath: saved[1])))
        }

        // `2` switched to cubic, once (the repeat is ignored), after the fold start.
        let modes = result.lines.filter { $0.hasPrefix("mode: ") }
        #expect(modes == ["mode: fold", "mode: cubic"], "\(result.stdout)")
        #expect(result.stdout.contains("frames "), "--stats missing: \(result.stdout)")
    }

    @Test func framesLimitExitsAndTabCyclesAvailableModes() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // flip (3) is not built yet: ignored; Tab goes fold → cubic, Shift-Tab back.
        let script = try WindowTests.script([
            #"{"t": 0.0, "type": "key", "key": "3"}"#,
            #"{"t": 0.02, "type": "key", "key": "tab"}"#,
            #"{"t": 0.04, "type": "key", "key": "shift+tab"}"#,
            #"{"t": 0.06, "type": "key", "key": "d"}"#,
            #"{"t": 0.08, "type": "key", "key": "f1"}"#,
        ], in: dir)
        let result = try WindowTests.run(["--size", "200x120", "--frames", "12", "--script", script, "--verbose"],
                                         in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let modes = result.lines.filter { $0.hasPrefix("mode: ") }
        #expect(modes == ["mode: fold", "mode: cubic", "mode: fold"], "\(result.stdout)")
    }

    @Test func noDisplayIsOneLineAndNonZero() throws {
        // Without a display and without SDL_VIDEODRIVER, SDL either fails or falls back to
        // an invisible driver: both must be refused in one line. (A machine with a usable
        // console framebuffer could open a KMS window: skip there.)
        guard !FileManager.default.fileExists(atPath: "/dev/dri") else { return }
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try WindowTests.run(["--frames", "1"], in: dir,
                                         environment: ["SDL_VIDEODRIVER": nil, "DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        #expect(result.status != 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("no display available") && result.stderr.contains("xvfb-run"), "\(result.stderr)")
    }

    @Test func badScriptIsOneLine() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = try WindowTests.script([#"{"t": 0.1, "type": "key", "key": "hyper+x"}"#], in: dir)
        let result = try WindowTests.run(["--script", script], in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("entry 0"), "\(result.stderr)")
    }
}
