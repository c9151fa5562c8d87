import Foundation
import Testing

/// Resource limits set in a child shell (never on the test runner): whatever the limit, a
/// run ends with its output or with one line and exit 1, and leaves nothing in its folder.
struct ResourceLimitTests {
    /// Runs `render` under `limit` (a `ulimit` option and value) in a fresh folder; its
    /// status, stderr and what the folder holds afterwards.
    static func render(under limit: String, _ arguments: [String]) throws -> (status: Int32, stderr: String, left: [String]) {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try DecoderProcessTests.runThroughShell("ulimit \(limit); exec \"$0\" \"$@\"",
                                                          ["render", "--mode", "fold"] + arguments,
                                                          in: dir)
        #expect(run.ended, "hung under ulimit \(limit)")
        return (run.status, run.stderr, try FileManager.default.contentsOfDirectory(atPath: dir.path))
    }

    /// Across the address-space limits where the program loads but a render may not fit
    /// (it crashed with SIGSEGV at 100 MB and trapped the runtime at 330–340 MB), each
    /// output either is written whole or is refused in one line (naming the limit where the
    /// program meets it first; an encoder that fails to start names itself). A 1280×800
    /// MP4 meets libx264's own allocations, which it used to report with a line of its own
    /// (`x264 [error]: malloc of size 6056256 failed`) before ours.
    @Test(arguments: [(["--progress", "0.5", "--out", "o.png"], 300_000...400_000, 12_500),
                      (["--size", "160x100", "--duration", "0.1", "--out", "o.mp4"], 300_000...400_000, 12_500),
                      (["--size", "1280x800", "--duration", "0.1", "--out", "o.mp4"], 380_000...500_000, 40_000)])
    func anAddressSpaceLimitEndsInOneLineOrTheOutput(_ arguments: [String], limits: ClosedRange<Int>, step: Int) throws {
        for kilobytes in stride(from: limits.lowerBound, through: limits.upperBound, by: step) {
            let run = try Self.render(under: "-v \(kilobytes)", arguments)
            let lines = run.stderr.split(separator: "\n")
            if run.status == 0 {
                #expect(run.left == [arguments.last!], "ulimit -v \(kilobytes): \(run.left)")
            } else {
                #expect(run.status == 1 && lines.count == 1,
                        "ulimit -v \(kilobytes): status \(run.status): \(run.stderr.prefix(300))")
                #expect(run.left.isEmpty, "ulimit -v \(kilobytes) left \(run.left)")
            }
        }
    }

    /// Just above what the dynamic loader needs to map the libraries, the Swift runtime's
    /// first allocation failed and trapped (exit 134, a 40-line crash report). From the
    /// loader's own one-line refusal (exit 127) up to where a render has room, every limit
    /// ends in one line: the pre-initialisation checks the room before anything allocates.
    @Test func justAboveTheLibrariesIsOneLine() throws {
        let arguments = ["--size", "64x40", "--progress", "0.5", "--out", "o.png"]
        // Where the loader starts to manage (2 MB steps), then 125 KB steps across it: the
        // trap was a band about 300 KB wide (101.25–101.5 MB for the debug build).
        var loaded = 80_000
        while loaded < 400_000, try Self.render(under: "-v \(loaded)", arguments).status == 127 { loaded += 2_000 }
        for kilobytes in stride(from: loaded - 2_000, through: loaded + 4_000, by: 125) {
            let run = try Self.render(under: "-v \(kilobytes)", arguments)
            let lines = run.stderr.split(separator: "\n")
            #expect(run.status == 0 || ((run.status == 1 || run.status == 127) && lines.count == 1),
                    "ulimit -v \(kilobytes): status \(run.status): \(run.stderr.prefix(300))")
        }
    }

    /// Just below the lowest limit at which a GIF is written, its palette mapping's second
    /// thread could not be made (its 8 MB stack): Foundation's `Thread` failed silently and
    /// the first frame waited for it forever. Every limit there now ends in one line.
    @Test func justBelowWhereAGIFFitsIsOneLine() throws {
        let arguments = ["--size", "160x128", "--duration", "0.1", "--out", "o.gif"]  // two bands: one thread of their own
        var (low, high) = (300_000, 900_000)
        while high - low > 4_000 {
            let middle = (low + high) / 2
            if try Self.render(under: "-v \(middle)", arguments).status == 0 { high = middle } else { low = middle }
        }
        for kilobytes in stride(from: high - 12_000, through: high, by: 1_000) {
            let run = try Self.render(under: "-v \(kilobytes)", arguments)
            #expect(run.status == 0 || (run.status == 1 && run.stderr.split(separator: "\n").count == 1),
                    "ulimit -v \(kilobytes): status \(run.status): \(run.stderr.prefix(300))")
        }
    }

    /// A video's encoder allocates beside the render as it encodes; where libvpx took the
    /// last of the room, the runtime's next allocation trapped (a 1280×800 WebM at 486–488
    /// MB). Its room is claimed before anything is drawn: a little above the lowest limit a
    /// 1280×800 PNG fits in, a WebM is refused in one line naming the encoder.
    @Test func anEncodersRoomIsClaimedBeforeDrawing() throws {
        let png = ["--size", "1280x800", "--progress", "0.5", "--out", "o.png"]
        var (low, high) = (300_000, 900_000)
        while high - low > 8_000 {
            let middle = (low + high) / 2
            if try Self.render(under: "-v \(middle)", png).status == 0 { high = middle } else { low = middle }
        }
        let run = try Self.render(under: "-v \(high + 40_000)", ["--size", "1280x800", "--duration", "0.05", "--out", "o.webm"])
        #expect(run.status == 1 && run.stderr.split(separator: "\n").count == 1
                && run.stderr.contains("the webm encoder's frames"), "\(run.status): \(run.stderr.prefix(300))")
        #expect(run.left.isEmpty, "left \(run.left)")
    }

    /// `ulimit -n 8` trapped the runtime (SIGILL) and left a partial sequence folder.
    @Test func tooFewOpenFilesIsOneLine() throws {
        let run = try Self.render(under: "-n 8", ["--size", "64x40", "--scrub", "--frames", "3", "--out", "seq"])
        #expect(run.status == 1 && run.stderr.split(separator: "\n").count == 1
                && run.stderr.contains("too many open files: 8 allowed"), "\(run.status): \(run.stderr)")
        #expect(run.left.isEmpty, "left \(run.left)")
    }

    /// `ulimit -f 10` killed the run with SIGXFSZ and left `.foldpreview-PID-1.mp4`.
    @Test func aFileSizeLimitIsOneLineAndLeavesNoTemporary() throws {
        let run = try Self.render(under: "-f 10", ["--size", "320x200", "--duration", "0.3", "--out", "o.mp4"])
        #expect(run.status == 1 && run.stderr.split(separator: "\n").count == 1
                && run.stderr.contains("file size limit (ulimit -f)"), "\(run.status): \(run.stderr)")
        #expect(run.left.isEmpty, "left \(run.left)")
    }

    /// The window (SDL's dummy driver, 30 frames) under address-space limits: it trapped
    /// the runtime building its art at 200 MB; now it runs or says in one line that its
    /// frames do not fit.
    @Test func theWindowUnderAnAddressSpaceLimitRunsOrSaysSo() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for kilobytes in [150_000, 200_000, 222_500, 260_000] {
            let run = try DecoderProcessTests.runThroughShell(
                "ulimit -v \(kilobytes); SDL_VIDEODRIVER=dummy exec \"$0\" \"$@\"",
                ["--mode", "fold", "--frames", "30", "--no-remember"], in: dir)
            #expect(run.ended, "hung under ulimit -v \(kilobytes)")
            #expect(run.status == 0 || (run.status == 1 && run.stderr.split(separator: "\n").count == 1
                                        && run.stderr.contains("ulimit -v")),
                    "ulimit -v \(kilobytes): status \(run.status): \(run.stderr.prefix(300))")
        }
    }
}
