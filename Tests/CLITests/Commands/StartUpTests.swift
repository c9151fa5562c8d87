import Foundation
import Testing

/// FFmpeg's libraries are loaded when an export, a PNG or a video first needs them, not
/// when the program starts: linked, they bring about two hundred shared libraries that
/// cost every start about 35 ms (issue 16, start-up).
@Suite struct StartUpTests {
    /// The dynamic loader lists what it loads (LD_DEBUG=libs): a command that needs no
    /// FFmpeg loads none of it.
    @Test func aCommandThatNeedsNoFFmpegLoadsNone() throws {
        let result = try BinaryProcess.run(["params", "--mode", "fold"], environment: ["LD_DEBUG": "libs"])
        #expect(result.status == 0)
        try #require(result.stderr.contains("libSDL2"), "LD_DEBUG printed nothing here")
        for library in ["libavcodec", "libavformat", "libavfilter", "libswscale", "libavutil"] {
            #expect(!result.stderr.contains(library + ".so"), "\(library) is loaded at start")
        }
    }

    /// Loaded on first use, they still encode: a PNG and an MP4 of the fold.
    @Test func exportsStillWork() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["fold.png", "fold.mp4"] {
            let path = dir.appendingPathComponent(name).path
            let arguments = ["render", "--mode", "fold", "--size", "160x100", "--out", path]
                + (name.hasSuffix("mp4") ? ["--fps", "30"] : [])
            let result = try CLITests.run(arguments)
            #expect(result.status == 0, "\(result.stderr)")
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            #expect(size > 100, "\(name) is \(size) bytes")
        }
    }
}
