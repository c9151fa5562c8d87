import Foundation
import Testing
@testable import foldpreview

/// Images that crash or hang decoders (the fuzzed GIFs that segfault SDL_image 2.6.3's GIF
/// loader, the PNG cut inside its tRNS chunk that loops libpng, a 68-byte PNG declaring
/// 65535 × 65535) are refused in one line from the command line and when dropped on the
/// window, and nothing is written. How fast is the program's own business (its decoder's
/// time and CPU limits); a run that hangs is stopped by `BinaryProcess`'s watchdog and fails.
@Suite(.serialized)
struct HostileImageTests {
    /// Tests/CLITests/Fixtures/Hostile/NAME.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Hostile/\(name)").path
    }

    static let files = ["hang1.png", "ifz-228-crash.gif", "ifz-392-crash.gif", "ifz-76-crash.gif",
                        "ifz-84-crash.gif", "bomb.png"]

    @Test(arguments: files)
    func aHostileImageIsRefusedInOneLine(name: String) throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.png")
        try CLITests().expectRefused(["render", "--mode", "pop", "--size", "64x64", "--image", Self.fixture(name),
                                      "--out", out.path],
                                     mentioning: [name, name == "bomb.png" ? "65535×65535" : "refused"], out: out)
    }

    /// Dropped on the window, each is refused with a line and the window keeps going: once
    /// it has said all six it is still running, and it closes cleanly when asked (SIGTERM,
    /// as a desktop asks). The test waits on those lines, not on the clock.
    @Test func hostileDropsLeaveTheWindowRunning() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var steps = [#"{"t": 0.0, "type": "key", "key": "5"}"#]
        for (i, name) in Self.files.enumerated() {
            steps.append(#"{"t": \#(0.1 + Double(i) * 0.05), "type": "drop", "path": "\#(Self.fixture(name))"}"#)
        }
        let script = try WindowTests.script(steps, in: dir)
        let window = try RunningBinary(["--size", "160x160", "--script", script], in: dir,
                                       environment: ["SDL_VIDEODRIVER": "dummy"])
        let saidAll = window.waitForErrors { said in Self.files.allSatisfy { said.contains($0) } }
        #expect(saidAll, "not every drop was refused: \(window.errorText)")
        #expect(window.process.isRunning, "the window ended after the drops: \(window.errorText)")
        window.send(SIGTERM)
        let result = window.finish()
        #expect(result.status == 0 && !result.timedOut, "\(result.stderr)")
        for name in Self.files {
            #expect(result.stderr.split(separator: "\n").filter { $0.contains(name) }.count == 1,
                    "not one line about \(name): \(result.stderr)")
        }
    }

    // MARK: The decoder's child process

    /// A process seen in /proc: its id and start time (so a reused id is not mistaken for it).
    struct Seen: Equatable {
        let pid: pid_t
        let start: String

        /// The fields of /proc/PID/stat after the command's closing parenthesis (state first).
        static func fields(_ pid: pid_t) -> [Substring]? {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            return stat[stat.index(after: close)...].split(separator: " ")
        }

        /// True while the process runs (not gone, not a zombie, not another process).
        var isRunning: Bool {
            guard let fields = Self.fields(pid), fields.count > 19 else { return false }
            return fields[0] != "Z" && String(fields[19]) == start
        }
    }

    /// The `decode-image` processes whose parent is `parent`.
    static func decoders(of parent: pid_t) -> [Seen] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name -> Seen? in
            guard let pid = pid_t(name), let fields = Seen.fields(pid), fields.count > 19,
                  fields[1] == "\(parent)", fields[0] != "Z",
                  let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                  String(decoding: command, as: UTF8.self).contains("decode-image") else { return nil }
            return Seen(pid: pid, start: String(fields[19]))
        }
    }

    /// Polls `condition` every 10 ms until it holds; whether it held before the watchdog
    /// (`seconds`, far beyond what the awaited step takes) gave up.
    static func poll(for seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            guard Date() < deadline else { return false }
            usleep(10_000)
        }
        return true
    }

    /// True once `decoder` has set itself up: /proc shows the CPU-time limit it gives
    /// itself, which it sets right after asking to die with its parent.
    static func hasLimitedItself(_ decoder: Seen) -> Bool {
        guard let limits = try? String(contentsOfFile: "/proc/\(decoder.pid)/limits", encoding: .utf8) else { return false }
        return limits.split(separator: "\n").contains { line in
            line.hasPrefix("Max cpu time")
                && line.split(separator: " ").dropFirst(3).first == "\(DecodeImage.processorLimit(forImageAt: fixture("hang1.png")))"
        }
    }

    /// Starts the binary as a shell would: with SIGHUP, SIGINT and SIGTERM unblocked (the
    /// test runner's thread blocks them, and a spawned process inherits the mask, so a
    /// signal would otherwise wait unseen). Messages go to `errors` (nil: dropped), standard
    /// output to `output` (nil: /dev/null).
    static func start(_ arguments: [String], temporaryFolder: URL? = nil, output: Pipe? = nil,
                      errors: Pipe?) throws -> Process {
        let process = Process()
        process.executableURL = BinaryProcess.binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        if let temporaryFolder { environment["TMPDIR"] = temporaryFolder.path }
        process.environment = environment
        process.standardOutput = output ?? FileHandle.nullDevice
        process.standardError = errors ?? FileHandle.nullDevice
        try BinaryProcess.start(process)
        return process
    }

    /// Waits up to `seconds` for `process` to end, then kills it (SIGKILL cannot be
    /// blocked); whether it ended by itself.
    static func finish(_ process: Process, within seconds: Double) -> Bool {
        let ended = poll(for: seconds) { !process.isRunning }
        if !ended { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return ended
    }

    /// The parent killed during a decode (`render` on the PNG that loops libpng), by any
    /// signal, leaves no decoder running (today one runs on under init at 100 % CPU) and
    /// nothing in the temporary folder (today the decoder's log, growing 18 MB/s);
    /// SIGTERM, SIGINT and SIGHUP stop the decoder, say `interrupted` in one line and exit
    /// 143/130/129.
    ///
    /// Nothing here races the clock: the parent is stopped (SIGSTOP) as soon as its decoder
    /// appears, so its own 2 s limit on the decode cannot end the run first, and the
    /// decoder is stopped once it has set itself up, so it uses no CPU time and only its
    /// parent (or the parent's death) can end it, never its own CPU limit. The waits below
    /// are watchdogs.
    @Test(arguments: [SIGKILL, SIGTERM, SIGINT, SIGHUP])
    func killingTheParentLeavesNoDecoder(signal: Int32) throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let temporary = dir.appendingPathComponent("tmp"), out = dir.appendingPathComponent("x.png")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let errors = Pipe()
        let process = try Self.start(["render", "--mode", "fold", "--size", "64x64", "--image", Self.fixture("hang1.png"),
                                      "--out", out.path], temporaryFolder: temporary, errors: errors)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        var decoder: Seen?
        let started = Self.poll(for: 30) {
            decoder = Self.decoders(of: process.processIdentifier).first
            return decoder != nil || !process.isRunning
        }
        // Whatever the outcome, no decoder is left running by this test.
        defer { if let decoder, decoder.isRunning { kill(decoder.pid, SIGKILL) } }
        let child = try #require(decoder, "no decoder started (\(started))")
        kill(process.processIdentifier, SIGSTOP)
        #expect(Self.poll(for: 30) { Self.hasLimitedItself(child) || !child.isRunning }, "the decoder never set itself up")
        kill(child.pid, SIGSTOP)
        kill(process.processIdentifier, signal)
        kill(process.processIdentifier, SIGCONT)
        #expect(Self.finish(process, within: 30), "the parent ignored \(signal)")
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(Self.poll(for: 30) { !child.isRunning }, "the decoder runs on after \(signal) to its parent")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty, "left in the temporary folder")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        if signal != SIGKILL {
            #expect(process.terminationReason == .exit && process.terminationStatus == 128 + signal, "\(said)")
            #expect(said.split(separator: "\n").count == 1 && said.contains("interrupted by SIG"), "\(said)")
        }
    }

    /// Started by hand on the PNG that loops libpng (its image into a pipe, as it must be),
    /// the decoder ends by itself at its processor-time limit (3 s; killed by the kernel),
    /// and leaves no file.
    @Test func aDecoderStartedByHandEndsAtItsCPULimit() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Its messages (libpng's warnings) are dropped; no image comes, so the pipe never fills.
        let image = Pipe()
        let process = try Self.start(["decode-image", Self.fixture("hang1.png")], temporaryFolder: dir,
                                     output: image, errors: nil)
        #expect(Self.finish(process, within: 30), "still decoding after 30 s")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "left behind")
    }

    /// A decoder whose parent is already gone (the parent it is told of is not its own:
    /// the parent died before the decoder could ask to die with it) exits at once.
    @Test func aDecoderWhoseParentIsGoneExitsAtOnce() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let errors = Pipe()
        let process = try Self.start(["decode-image", "--parent", "1", Self.fixture("hang1.png")],
                                     temporaryFolder: dir, errors: errors)
        #expect(Self.finish(process, within: 30))
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit && process.terminationStatus == 1 && said.isEmpty,
                "\(process.terminationStatus): \(said.prefix(200))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "left behind")
    }

    /// The decoder's messages are read as they come and only the last 64 KB are kept: a
    /// decoder that writes megabytes never blocks on its pipe, and its last line survives.
    @Test func theDecodersMessagesAreCappedAndKeepTheLastLine() throws {
        let image = Pipe(), messages = Pipe()
        DispatchQueue.global().async {
            let chunk = Data(repeating: UInt8(ascii: "w"), count: 1 << 20)
            for _ in 0..<8 { messages.fileHandleForWriting.write(chunk) }
            messages.fileHandleForWriting.write(Data("\nfoldpreview: the last line\n".utf8))
            try? messages.fileHandleForWriting.close()
            try? image.fileHandleForWriting.close()
        }
        var streams = DecoderStreams(image: image.fileHandleForReading.fileDescriptor,
                                     messages: messages.fileHandleForReading.fileDescriptor)
        #expect(Self.poll(for: 20) {
            streams.read(waitingUpTo: 5)
            return streams.isFinished
        })
        #expect(streams.messages.count == DecoderStreams.messageLimit)
        #expect(String(decoding: streams.messages, as: UTF8.self).hasSuffix("\nfoldpreview: the last line\n"))
        #expect(streams.image.isEmpty && !streams.imageOverflowed)
    }
}
