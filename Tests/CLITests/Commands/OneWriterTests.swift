@testable import foldpreview
import Foundation
@preconcurrency import Glibc
import Media
import Scenes
import Testing

/// Every file the program writes goes through one writer (issue 22): `--dump` like
/// `--out`, a sequence's frames, presets and remembered settings. Devices, FIFOs and
/// sockets are left alone, links written through, outputs never name an input or each
/// other, a sequence's folder is locked and never holds what is not a frame, and a run that
/// is stopped (SIGHUP too) or killed leaves nothing of its own for long.
@Suite(.serialized)
struct OneWriterTests {
    static let small = ["render", "--mode", "fold", "--size", "32x20"]

    /// mknod needs root (as CI and the developers' machines run).
    static let isRoot = getuid() == 0

    /// The kind of what is at `path` (lstat's S_IFMT bits), 0 when nothing.
    static func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    /// A Unix socket bound at `path` (the descriptor stays open for the test's length).
    static func bindSocket(at path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(fd >= 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0, "bind failed")
        return fd
    }

    @Test(.enabled(if: isRoot, "mknod needs root"))
    func aDumpOntoADeviceLeavesItAloneAndWritesNothing() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let device = dir.appendingPathComponent("d").path
        try #require(mknod(device, S_IFCHR | 0o644, dev_t(1 << 8 | 7)  /* major 1, minor 7: /dev/full's numbers */) == 0)
        let out = dir.appendingPathComponent("o.png")
        try CLITests().expectRefused(Self.small + ["--out", out.path, "--dump", device],
                                     mentioning: ["'\(device)'", "is a device, not a file; it is left alone"], out: out)
        #expect(Self.kind(device) == S_IFCHR, "the device was replaced")
        try CLITests().expectRefused(Self.small + ["--out", out.path, "--dump", "/dev/null"],
                                     mentioning: ["/dev/null", "device"], out: out)
        #expect(Self.kind("/dev/null") == S_IFCHR)
    }

    @Test func aDumpOntoAFIFOOrASocketIsRefusedAndALinkWrittenThrough() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("o.png")
        let fifo = dir.appendingPathComponent("f.json").path
        try #require(mkfifo(fifo, 0o644) == 0)
        try CLITests().expectRefused(Self.small + ["--out", out.path, "--dump", fifo], mentioning: ["FIFO", "left alone"], out: out)
        #expect(Self.kind(fifo) == S_IFIFO)
        let socketPath = dir.appendingPathComponent("s.json").path
        let fd = try Self.bindSocket(at: socketPath)
        defer { close(fd) }
        try CLITests().expectRefused(Self.small + ["--out", out.path, "--dump", socketPath], mentioning: ["socket"], out: out)
        #expect(Self.kind(socketPath) == S_IFSOCK)
        // A link: its target gets the dump, the link stays; a link to a file not there yet
        // makes that file.
        let target = dir.appendingPathComponent("real.json"), link = dir.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let written = try CLITests.run(Self.small + ["--out", out.path, "--dump", link.path])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(Self.kind(link.path) == S_IFLNK)
        #expect(try !CLITests.layerNames(target).isEmpty, "the dump did not reach the link's target")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
                == ["f.json", "link.json", "o.png", "real.json", "s.json"])
    }

    @Test func outputsNeverNameAnInputOrEachOtherAndAFolderIsNoDump() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cli = CLITests()
        let a = dir.appendingPathComponent("a.png")
        try cli.expectRefused(Self.small + ["--out", a.path, "--dump", a.path], mentioning: ["--out and --dump", "same file"], out: a)
        // The same file through another spelling of its folder.
        try cli.expectRefused(Self.small + ["--out", a.path, "--dump", dir.path + "/./a.png"], mentioning: ["same file"], out: a)
        // An input: the picture, a preset, the flights; each left as it was.
        let picture = dir.appendingPathComponent("in.png")
        #expect(try CLITests.run(Self.small + ["--out", picture.path]).status == 0)
        let preset = dir.appendingPathComponent("p.json")
        try Data(#"{"fold.duration": 0.5}"#.utf8).write(to: preset)
        let flights = dir.appendingPathComponent("flights.json")
        try FileManager.default.copyItem(atPath: try Self.resources() + "/flights.json", toPath: flights.path)
        let before = try [picture, preset, flights].map { try Data(contentsOf: $0) }
        try cli.expectRefused(Self.small + ["--image", picture.path, "--out", picture.path], mentioning: ["--image", "in.png"])
        try cli.expectRefused(Self.small + ["--preset", preset.path, "--out", a.path, "--dump", preset.path],
                              mentioning: ["--dump", "--preset"], out: a)
        try cli.expectRefused(["render", "--mode", "flip", "--size", "32x20", "--flights", flights.path, "--out", a.path,
                               "--dump", flights.path], mentioning: ["--flights"], out: a)
        // A sequence whose folder holds the picture under a frame's name.
        let frames = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        let asFrame = frames.appendingPathComponent("frame-0001.png")
        try FileManager.default.copyItem(at: picture, to: asFrame)
        try cli.expectRefused(Self.small + ["--image", asFrame.path, "--frames", "3", "--overwrite", "--out", frames.path],
                              mentioning: ["--image", "frame-0001.png"])
        #expect(try [picture, preset, flights].map { try Data(contentsOf: $0) } == before, "an input was changed")
        #expect(FileManager.default.fileExists(atPath: asFrame.path))
        // A dump that is a folder, and a video's name that is a folder.
        try cli.expectRefused(Self.small + ["--out", a.path, "--dump", dir.path], mentioning: ["is a directory"], out: a)
        let video = dir.appendingPathComponent("x.mp4")
        try FileManager.default.createDirectory(at: video, withIntermediateDirectories: true)
        try cli.expectRefused(Self.small + ["--out", video.path], mentioning: ["'\(video.path)'", "is a directory"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: video.path).isEmpty)
        // With a trailing slash it is a folder of frames, as asked.
        #expect(try CLITests.run(Self.small + ["--frames", "2", "--out", video.path + "/"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: video.path).sorted() == ["frame-0000.png", "frame-0001.png"])
    }

    /// The resources folder the tests' binary uses.
    static func resources() throws -> String {
        var directory = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { directory.deleteLastPathComponent() }
        return directory.deletingLastPathComponent().appendingPathComponent("Resources").path
    }

    @Test func aSequenceLeavesWhatIsNotAFrameAloneAndItsFolderIsLocked() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        let fifo = frames.appendingPathComponent("frame-0001.png").path
        try #require(mkfifo(fifo, 0o644) == 0)
        try FileManager.default.createDirectory(at: frames.appendingPathComponent("frame-0002.png"),
                                                withIntermediateDirectories: true)
        let base = Self.small + ["--frames", "3", "--out", frames.path]
        for arguments in [base, base + ["--overwrite"]] {
            try CLITests().expectRefused(arguments, mentioning: ["frame-0001.png", "FIFO", "left alone"])
            #expect(Self.kind(fifo) == S_IFIFO, "the FIFO was removed or replaced")
            #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
                    == ["frame-0001.png", "frame-0002.png"])
        }
        // Another run holds the folder (its lock, taken here as that run takes it): refused
        // in one line, nothing written; once it lets go, the run goes ahead.
        let locked = dir.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        let fd = open(locked.path, O_RDONLY | O_DIRECTORY)
        try #require(fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
        try CLITests().expectRefused(Self.small + ["--frames", "3", "--out", locked.path],
                                     mentioning: ["being written by another foldpreview run"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)
        close(fd)
        #expect(try CLITests.run(Self.small + ["--frames", "3", "--out", locked.path]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).count == 3)
    }

    /// Runs `arguments`, waits until `ready` holds (the run's own progress, bounded), sends
    /// `signal`, and returns the exit status and stderr.
    static func interrupt(_ arguments: [String], with signal: Int32, when ready: () -> Bool) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = BinaryProcess.binary
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try BinaryProcess.start(process)
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, !ready(), Date() < deadline { usleep(5_000) }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    @Test func aHangUpIsAnInterruptionAndAStoppedSequenceTakesItsFolderAway() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A video: its temporary appears as soon as the encoder opens it.
        let video = dir.appendingPathComponent("pop.mp4")
        let (status, said) = try Self.interrupt(["render", "--mode", "pop", "--size", "320x200", "--time-scale", "20",
                                                 "--out", video.path], with: SIGHUP) {
            ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).contains { $0.hasPrefix(".foldpreview-") }
        }
        #expect(status == 129 && said.contains("interrupted by SIGHUP"), "\(status): \(said)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "the video's temporary was left")
        // A sequence into folders it made: both go.
        let frames = dir.appendingPathComponent("new/frames")
        let (stopped, why) = try Self.interrupt(["render", "--mode", "pop", "--size", "320x200", "--frames", "400",
                                                 "--out", frames.path], with: SIGTERM) {
            ((try? FileManager.default.contentsOfDirectory(atPath: frames.path).count) ?? 0) >= 2
        }
        #expect(stopped == 143 && why.contains("interrupted by SIGTERM"), "\(stopped): \(why)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "the sequence's folders were left")
    }

    @Test func temporariesOfARunThatWasKilledAreRemovedByTheNextOne() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A PID that is gone: a process that has ended.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let dead = ended.processIdentifier, alive = getpid()
        let stale = [".foldpreview-\(dead)-1.mp4", ".foldpreview-\(dead)-7.tmp"]
        let kept = [".foldpreview-\(alive)-1.tmp", ".foldpreview-notes.txt", "mine.png"]
        for name in stale + kept { try Data("x".utf8).write(to: dir.appendingPathComponent(name)) }
        // A FIFO with a stale name is not ours: left alone.
        try #require(mkfifo(dir.appendingPathComponent(".foldpreview-\(dead)-2.tmp").path, 0o644) == 0)
        #expect(try CLITests.run(Self.small + ["--out", dir.appendingPathComponent("o.png").path]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
                == (kept + [".foldpreview-\(dead)-2.tmp", "o.png"]).sorted())
    }

    @Test func presetsAreSavedThroughTheWriter() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let library = PresetLibrary(folder: dir.path), group = SettingsMemory.group(of: .pop)
        try FileManager.default.createDirectory(atPath: library.folder(of: group), withIntermediateDirectories: true)
        let fifo = library.path(of: "pop", in: group)
        try #require(mkfifo(fifo, 0o644) == 0)
        #expect(throws: CLIError.self) { try library.save("pop", group: group, values: SettingValues(), replacing: true) }
        #expect(Self.kind(fifo) == S_IFIFO)
        let target = dir.appendingPathComponent("real.json").path, link = library.path(of: "link", in: group)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        _ = try library.save("link", group: group, values: SettingValues(), replacing: true)
        #expect(Self.kind(link) == S_IFLNK && FileManager.default.fileExists(atPath: target))
    }
}
