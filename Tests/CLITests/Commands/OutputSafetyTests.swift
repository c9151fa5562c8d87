import Foundation
@preconcurrency import Glibc
import Testing

/// Outputs are all or nothing: devices are never replaced, links are written through, a
/// sequence never mixes runs, a dump only comes with its frame, stdout errors are errors,
/// and an interrupted render leaves nothing of its own behind.
@Suite(.serialized)
struct OutputSafetyTests {
    @Test func devicesAreRefusedAndLinksWrittenThrough() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cli = CLITests()
        // A FIFO stands in for a device (mknod needs root; mkfifo does not).
        let fifo = dir.appendingPathComponent("pipe.png").path
        try #require(mkfifo(fifo, 0o644) == 0)
        try cli.expectRefused(["render", "--mode", "fold", "--size", "32x20", "--out", fifo], mentioning: ["FIFO"])
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
        // A link to a PNG: the PNG is replaced, the link stays a link.
        let target = dir.appendingPathComponent("target.png").path, link = dir.appendingPathComponent("link.png").path
        #expect(try CLITests.run(["render", "--mode", "fold", "--size", "32x20", "--out", target]).status == 0)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let before = try Data(contentsOf: URL(fileURLWithPath: target))
        #expect(try CLITests.run(["render", "--mode", "cubic", "--size", "32x20", "--progress", "0.7", "--out", link]).status == 0)
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link was replaced")
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) != before, "the link's target was not written")
        try cli.expectRefused(["render", "--mode", "fold", "--out", ""], mentioning: ["empty"])
    }

    @Test func aSequenceNeverMixesRunsAndADumpComesOnlyWithItsFrame() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = dir.appendingPathComponent("frames")
        let base = ["render", "--mode", "fold", "--size", "32x20", "--out", frames.path]
        #expect(try CLITests.run(base + ["--frames", "5"]).status == 0)
        try CLITests().expectRefused(base + ["--frames", "3"], mentioning: ["already holds 5 frame files", "--overwrite"])
        #expect(try CLITests.run(base + ["--frames", "3", "--overwrite"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
                == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
        let dump = dir.appendingPathComponent("d.json")
        try CLITests().expectRefused(["render", "--mode", "fold", "--dump", dump.path, "--out", "/proc/x.png"],
                                     mentioning: ["/proc/x.png"])
        #expect(!FileManager.default.fileExists(atPath: dump.path), "the dump was left without its frame")
    }

    @Test func writeErrorsOnStandardOutputAreErrors() throws {
        for arguments in [["bench", "--mode", "fold", "--size", "32x20", "--frames", "2", "--json"], ["params", "--json"]] {
            let process = Process()
            process.executableURL = BinaryProcess.binary
            process.arguments = arguments
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            process.waitUntilExit()
            let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus != 0 && said.contains("standard output"), "\(arguments): \(said)")
        }
    }

    @Test func anInterruptedRenderRemovesItsOutput() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = dir.appendingPathComponent("frames")
        let process = Process()
        process.executableURL = BinaryProcess.binary
        process.arguments = ["render", "--mode", "pop", "--size", "320x200", "--frames", "400", "--out", frames.path]
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Wait until it has written some frames, then interrupt it.
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline,
              ((try? FileManager.default.contentsOfDirectory(atPath: frames.path).count) ?? 0) < 3 { usleep(20_000) }
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 130, "\(said)")
        #expect(said.contains("interrupted by SIGINT"))
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: frames.path)) ?? []).isEmpty,
                "frames or temporary files were left")
    }
}
