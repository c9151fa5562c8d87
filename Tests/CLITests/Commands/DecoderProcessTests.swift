import Foundation
import Media
import Testing
@testable import foldpreview

/// How the image decoder's process is started, limited and used: it starts (or says in one
/// line that it cannot) under a low address-space limit, its time limit is its processor
/// time and not the clock, it works with the parent's standard output closed, it writes no
/// file whatever it is given, and its own messages are cut to their first and last lines.
/// Every wait is a watchdog on the program's own exit.
struct DecoderProcessTests {
    /// Tests/CLITests/Fixtures/Hostile/NAME.
    static func fixture(_ name: String) -> String { HostileImageTests.fixture(name) }

    /// Runs the binary through `/bin/sh -c SCRIPT` (the script ends by exec'ing `"$0" "$@"`,
    /// the binary and `arguments`), so a limit or a redirection applies to that child only;
    /// the watchdog kills it after `seconds`. Status (a signal as 128+N), stderr, and whether
    /// it ended by itself.
    static func runThroughShell(_ script: String, _ arguments: [String], in dir: URL,
                                seconds: Double = 30) throws -> (status: Int32, stderr: String, ended: Bool) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, BinaryProcess.binary.path] + arguments
        process.currentDirectoryURL = dir
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try BinaryProcess.start(process)
        nonisolated(unsafe) var said = Data()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { said = errors.fileHandleForReading.readDataToEndOfFile() }
        let ended = HostileImageTests.finish(process, within: seconds)
        reading.wait()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus
            : process.terminationStatus
        return (status, String(decoding: said, as: UTF8.self), ended)
    }

    /// Under `ulimit -v` just above what the program needs to start (about 104 MB for the
    /// debug build), `render --image` waited forever in Foundation's `Process.run`, deaf to
    /// SIGTERM (102–116 MB). Across that range it now ends by itself: the picture decoded
    /// and the render done, or one line saying what failed (here, loading FFmpeg).
    @Test func aLowAddressSpaceLimitNeverHangsTheDecoder() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for kilobytes in [106_000, 110_000, 114_000] {
            let run = try Self.runThroughShell("ulimit -v \(kilobytes); exec \"$0\" \"$@\"",
                                               ["render", "--mode", "fold", "--image", Self.fixture("seed.jpg"),
                                                "--progress", "0.5", "--size", "64x64", "--out", "o.png"], in: dir)
            #expect(run.ended, "hung under ulimit -v \(kilobytes): \(run.stderr.prefix(300))")
            let lines = run.stderr.split(separator: "\n")
            #expect(run.status == 0 || (run.status == 1 && lines.count == 1),
                    "ulimit -v \(kilobytes): status \(run.status), \(lines.count) lines: \(run.stderr.prefix(300))")
        }
    }

    /// With the parent's standard output closed, the picture was refused ("cannot write the
    /// decoded image: bad file descriptor": the child's stdout, the image pipe, was closed
    /// in setting it up). Now it decodes and the frame is written.
    @Test func withStandardOutputClosedThePictureDecodes() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Self.runThroughShell("exec \"$0\" \"$@\" >&-",
                                           ["render", "--mode", "fold", "--image", Self.fixture("seed.png"),
                                            "--progress", "0.5", "--size", "64x64", "--out", "o.png"], in: dir)
        #expect(run.ended)
        #expect(!run.stderr.contains("decod"), "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("o.png").path), "\(run.stderr)")
    }

    /// The decode's limit is the decoder's processor time: a decoder that works (the PNG
    /// that loops libpng) is refused once it has used it, and one that sleeps (as a busy
    /// machine holds a process off the processor) is not, even once the clock is past that
    /// limit; only the clock's much larger bound ends it. The limits are short here
    /// (0.3 s of processor time, 0.8 s by the clock); the decoder, the built binary or a
    /// stand-in that sleeps, runs as this process's child.
    @Test func theDecodersLimitIsProcessorTimeNotTheClock() throws {
        let binary = BinaryProcess.binary.path
        #expect(throws: CLIError.self) {
            do {
                _ = try ImageLoader.load(path: Self.fixture("hang1.png"), decoder: binary, processorLimit: 0.3,
                                         clockLimit: 60)
            } catch let error as CLIError {
                #expect(error.description.contains("used more than 0.3 s of processor time"), "\(error.description)")
                throw error
            }
        }
        // A decoder that sleeps, as one held off the processor by a busy machine does, uses
        // no processor time: only the clock's bound ends it, and it is not left behind.
        // (A stand-in that writes its process id and sleeps: searching /proc for this
        // process's decoders would find other tests' too.)
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sleeper = dir.appendingPathComponent("sleeper"), pidFile = dir.appendingPathComponent("pid")
        try "#!/bin/sh\necho $$ > '\(pidFile.path)'\nexec sleep 60\n".write(to: sleeper, atomically: true, encoding: .utf8)
        chmod(sleeper.path, 0o755)
        #expect {
            _ = try ImageLoader.load(path: Self.fixture("hang1.png"), decoder: sleeper.path, processorLimit: 0.3,
                                     clockLimit: 0.8)
        } throws: { error in
            (error as? CLIError)?.description.contains("did not finish within 0.8 s") == true
        }
        let pid = try #require(pid_t(String(decoding: try Data(contentsOf: pidFile), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)), "the stand-in never started")
        #expect(kill(pid, 0) != 0, "the stopped decoder was left behind")
    }

    /// `decode-image` writes no file: `decode-image victim.png victim.png` (which replaced the
    /// picture with raw pixels) is refused, and so is standard output redirected to a file
    /// (left as it was); into a pipe, the image comes whole.
    @Test func decodeImageWritesOnlyIntoAPipe() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let victim = dir.appendingPathComponent("victim.png")
        try FileManager.default.copyItem(atPath: Self.fixture("seed.png"), toPath: victim.path)
        let original = try Data(contentsOf: victim)
        let twice = try BinaryProcess.run(["decode-image", victim.path, victim.path])
        #expect(twice.status != 0 && twice.stderrLines.count == 1, "\(twice.status): \(twice.stderr)")
        let intoFile = try Self.runThroughShell("exec \"$0\" \"$@\" 1<>victim.png", ["decode-image", "victim.png"], in: dir)
        #expect(intoFile.status == 1 && intoFile.stderr.split(separator: "\n").count == 1
                && intoFile.stderr.contains("only into a pipe"), "\(intoFile.status): \(intoFile.stderr)")
        #expect(try Data(contentsOf: victim) == original, "the picture was written over")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["victim.png"])

        let image = Pipe()
        let process = try HostileImageTests.start(["decode-image", victim.path], output: image, errors: nil)
        let bytes = image.fileHandleForReading.readDataToEndOfFile()
        #expect(HostileImageTests.finish(process, within: 30) && process.terminationStatus == 0)
        let size = DecodedImage.announcedSize(Array(bytes))
        #expect(size != nil && bytes.count == size, "\(bytes.count) bytes")
    }

    /// Run by hand on a PNG with 2000 broken chunks, `decode-image` printed one libpng
    /// warning for each (500,000 lines, 16 MB, for the attack's file). Now its stderr holds
    /// the first 20 and the last 20, and one line counting the 1960 left out; the image still
    /// decodes.
    @Test func decodeImageCapsItsOwnMessages() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // seed.png with 2000 pHYs chunks whose CRC is wrong after its IHDR (signature 8 bytes,
        // IHDR 25): libpng warns "pHYs: CRC error" and skips each.
        let seed = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.fixture("seed.png"))))
        let broken: [UInt8] = [0, 0, 0, 9] + Array("pHYs".utf8) + [UInt8](repeating: 0, count: 9) + [0xDE, 0xAD, 0xBE, 0xEF]
        let file = dir.appendingPathComponent("broken.png")
        try Data(seed[..<33] + Array([[UInt8]](repeating: broken, count: 2000).joined()) + seed[33...]).write(to: file)
        let run = try BinaryProcess.run(["decode-image", file.path])
        let lines = run.stderrLines
        #expect(run.status == 0 && !run.timedOut, "\(run.status): \(run.stderr.prefix(300))")
        #expect(lines.count == 41, "\(lines.count) lines")
        #expect(lines.count == 41 && lines[20] == "foldpreview: ... 1960 lines (62720 bytes) of messages left out ...",
                "\(lines.dropFirst(18).prefix(4))")
        #expect(lines.first == "libpng warning: pHYs: CRC error" && lines.last == "libpng warning: pHYs: CRC error")
        #expect(!run.stdout.isEmpty)
    }
}
