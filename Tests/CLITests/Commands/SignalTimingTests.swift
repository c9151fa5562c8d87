import Foundation
@preconcurrency import Glibc
import Testing

/// `render` notes SIGTERM from its pre-initialisation, before any library's constructor
/// and long before `main`: a signal at any moment of a run, for every kind of output, ends
/// it with 143 and one line, or (in the dynamic loader's first milliseconds, mapping the
/// libraries, where no program can hold a handler yet) by the signal itself; either way
/// nothing is left in the folder. Signalled once the output's temporary
/// has appeared (mid-write: a page used to exit with no line and leave its 25 MB temporary),
/// it is the line, or for a page whose one write the signal followed, the whole page. The waits are watchdogs on the program's own files and exit.
struct SignalTimingTests {
    /// The outputs: a still, a video, a GIF, a folder of frames and a web page, each long
    /// enough to be caught mid-write (the board at 20× its pace or 400 frames of it; a page of a 1600² picture).
    static func outputs(picture: String) -> [(name: String, arguments: [String])] {
        let slow = ["--mode", "flip", "--size", "320x200", "--time-scale", "20"]
        return [
            ("o.png", ["--mode", "fold", "--progress", "0.5", "--size", "1280x800"]),
            ("o.mp4", slow), ("o.gif", slow),
            ("frames", ["--mode", "flip", "--size", "320x200", "--scrub", "--frames", "400"]),
            ("o.html", ["--mode", "fold", "--image", picture, "--size", "1600x1600"]),
        ]
    }

    /// Starts `render … --out NAME` in `dir`; with `whenWriting`, waits until something
    /// (the temporary) has appeared in the folder before the signal, otherwise waits 10 ms.
    /// The exit status as a shell reports it (128+N for a signal), stderr, what is left.
    static func interrupt(_ arguments: [String], out: String, in dir: URL, whenWriting: Bool)
        throws -> (status: Int32, stderr: String, left: [String], caught: Bool) {
        let process = Process()
        process.executableURL = BinaryProcess.binary
        process.arguments = ["render"] + arguments + ["--out", out]
        process.currentDirectoryURL = dir
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try BinaryProcess.start(process)
        var caught = true
        if whenWriting {
            let deadline = Date().addingTimeInterval(60)
            func appeared() -> Bool { !((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).isEmpty }
            while process.isRunning, !appeared(), Date() < deadline { usleep(2_000) }
            caught = process.isRunning && appeared()
        } else {
            usleep(10_000)
        }
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus
            : process.terminationStatus
        let left = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return (status, said, left, caught)
    }

    @Test func aSignalAtAnyMomentEndsTheRunWithNothingLeft() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let picture = dir.appendingPathComponent("picture.png")
        let made = try BinaryProcess.run(["render", "--mode", "pop", "--size", "1600x1600", "--out", picture.path])
        try #require(made.status == 0, "\(made.stderr)")
        for (out, arguments) in Self.outputs(picture: picture.path) {
            for whenWriting in [false, true] where !(whenWriting && out == "o.png") {
                let work = dir.appendingPathComponent("run")
                try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: work) }
                let run = try Self.interrupt(arguments, out: out, in: work, whenWriting: whenWriting)
                let when = whenWriting ? "once writing" : "at 0.01 s"
                let lines = run.stderr.split(separator: "\n")
                if whenWriting && out == "o.html" && run.status == 0 {
                    // The page's bytes go out in one write of a few milliseconds, which the
                    // signal may follow: then the run is done, and the page is whole.
                    #expect(run.left == [out], "\(out) \(when): \(run.left)")
                    continue
                }
                if whenWriting {
                    #expect(run.caught, "\(out): the run ended before its output appeared")
                    #expect(run.status == 143 && lines.count == 1 && run.stderr.contains("interrupted by SIGTERM"),
                            "\(out) \(when): \(run.status) \(run.stderr)")
                } else {
                    #expect((run.status == 143 && lines.count == 1 && run.stderr.contains("interrupted by SIGTERM"))
                            || (run.status == 128 + SIGTERM && lines.isEmpty),
                            "\(out) \(when): \(run.status) \(run.stderr)")
                }
                #expect(run.left.isEmpty, "\(out) \(when) left \(run.left)")
            }
        }
    }

    /// A signal while the libraries' constructors run (raised here by a preloaded library's
    /// own constructor, which the loader runs after the executable's pre-initialisation and
    /// before `main`) is noted: the run ends with 143 and one line, nothing written. With
    /// the handler installed only in `main`, the signal's default action ended it silently.
    @Test(.enabled(if: DesktopPackagingTests.tool("clang") != nil, "needs clang to build the preloaded library"))
    func aSignalBeforeMainIsNoted() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = dir.appendingPathComponent("raise.c"), library = dir.appendingPathComponent("raise.so")
        try Data("""
            #include <signal.h>
            __attribute__((constructor)) static void raise_early(void) { raise(SIGTERM); }
            """.utf8).write(to: source)
        let built = try CodeTests.tool(["clang", "-shared", "-fPIC", "-o", library.path, source.path])
        try #require(built.status == 0, "\(built.said)")
        let run = try BinaryProcess.run(["render", "--mode", "fold", "--progress", "0.5", "--out", "o.png"],
                                        in: dir, environment: ["LD_PRELOAD": library.path])
        #expect(run.status == 143 && run.stderrLines.count == 1 && run.stderr.contains("interrupted by SIGTERM"),
                "\(run.status) \(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("o.png").path))
    }
}
