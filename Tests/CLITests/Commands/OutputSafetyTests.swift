@testable import foldpreview
import Foundation
@preconcurrency import Glibc
import Scenes
import Testing

/// Outputs are all or nothing: devices are never replaced, links are written through, a
/// sequence never mixes runs, a dump only comes with its frame, stdout errors are errors,
/// and an interrupted render leaves nothing of its own behind.
@Suite(.serialized)
struct OutputSafetyTests {
    /// A sequence into a folder named relative to the working directory, with or without a
    /// trailing slash and nested, is made there (it trapped in Foundation once).
    @Test func aSequenceGoesIntoARelativeFolder() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for out in ["f/", "g", "h/i/"] {
            let run = try BinaryProcess.run(["render", "--mode", "fold", "--size", "16x10", "--frames", "2", "--out", out], in: dir)
            #expect(run.status == 0, "\(out): \(run.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(out).path)
            #expect(names.filter { $0.hasSuffix(".png") }.count == 2, "\(out): \(names)")
        }
        #expect(FrameFolder.parent(of: "f") == "" && FrameFolder.parent(of: "/f") == "/" && FrameFolder.parent(of: "a/b") == "a")
    }

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
        // A loop of links: the system's own reason.
        let loopA = dir.appendingPathComponent("a.png").path, loopB = dir.appendingPathComponent("b.png").path
        try FileManager.default.createSymbolicLink(atPath: loopA, withDestinationPath: loopB)
        try FileManager.default.createSymbolicLink(atPath: loopB, withDestinationPath: loopA)
        try cli.expectRefused(["render", "--mode", "fold", "--size", "32x20", "--out", loopA],
                              mentioning: ["too many levels of symbolic links"])
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
        try CLITests().expectRefused(["render", "--mode", "fold", "--size", "32x20", "--dump", dump.path,
                                      "--out", "/proc/x.png"], mentioning: ["/proc/x.png"])
        #expect(!FileManager.default.fileExists(atPath: dump.path), "the dump was left without its frame")
    }

    /// A small tmpfs stands in for a full disk (mounting needs root, as CI and the
    /// developers' machines run; elsewhere the test says why it did not run).
    static let canMount: Bool = getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/bin/mount")

    /// On a full disk a frame is refused with the real cause and the good file of the same
    /// name is left as it was; a sequence that runs out of room leaves none of its frames.
    @Test(.enabled(if: canMount, "needs root to mount a small tmpfs"))
    func aFullDiskKeepsTheOldFileAndSaysSo() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let disk = dir.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        // 24 KB (six pages): room for a tiny frame and one 160×100 frame, not a 320×200 one.
        try #require(try Self.tool("/bin/mount", ["-t", "tmpfs", "-o", "size=24k", "tmpfs", disk.path]) == 0,
                     "mount failed")
        defer { _ = try? Self.tool("/bin/umount", [disk.path]) }
        let frame = disk.appendingPathComponent("frame.png")
        #expect(try CLITests.run(["render", "--mode", "fold", "--size", "32x20", "--out", frame.path]).status == 0)
        let good = try Data(contentsOf: frame)
        try CLITests().expectRefused(["render", "--mode", "fold", "--size", "320x200", "--out", frame.path],
                                     mentioning: ["no space left on"])
        #expect(try Data(contentsOf: frame) == good, "the good file was replaced")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == ["frame.png"])
        let frames = disk.appendingPathComponent("frames")
        try CLITests().expectRefused(["render", "--mode", "fold", "--size", "160x100", "--frames", "40",
                                      "--out", frames.path], mentioning: ["no space left on"])
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: frames.path)) ?? []).isEmpty,
                "frames of the failed sequence were left")
        // A video that runs out of room: one line, and neither it nor its temporary stays.
        try CLITests().expectRefused(["render", "--mode", "flip", "--size", "320x200", "--out",
                                      disk.appendingPathComponent("flip.mp4").path], mentioning: ["no space left"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path).sorted() == ["frame.png"],
                "the failed sequence's folder or a temporary was left")
        // Remembered settings on a full disk: one error, the old file kept, no temporary.
        let memory = SettingsMemory(folder: disk.appendingPathComponent("config").path)
        let pop = SettingsMemory.group(of: .pop)
        try memory.write(pop, of: SettingValues())
        let remembered = try Data(contentsOf: URL(fileURLWithPath: memory.path(of: pop)))
        let filler = fopen(disk.appendingPathComponent("filler").path, "w")
        try #require(filler != nil)
        let block = [UInt8](repeating: 7, count: 4096)
        while fwrite(block, 1, block.count, filler) == block.count, fflush(filler) == 0 {}
        fclose(filler)
        var values = SettingValues()
        try SettingsRegistry.standard.apply(assignments: ["pop.speed=3"], to: &values)
        #expect(throws: CLIError.self) { try memory.write(pop, of: values) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: memory.path(of: pop))) == remembered)
        #expect(try FileManager.default.contentsOfDirectory(atPath: memory.folder) == ["pop.json"],
                "a temporary was left on the full disk")
    }

    /// Runs a system tool quietly and returns its exit status.
    static func tool(_ path: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
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
