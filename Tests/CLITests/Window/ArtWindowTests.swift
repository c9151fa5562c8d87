import Foundation
import Media
import Raster
import Scenes
import Testing

/// The art drawn off the frame thread (dummy driver): a mode built ahead shows at once, a
/// mode never built keeps the last frame until its scene is ready, and either way the
/// picture then is `render`'s.
extension WindowTests {
    static func lineIndex(_ result: BinaryProcess.Result, _ prefix: String) -> Int? {
        result.lines.firstIndex { $0.hasPrefix(prefix) }
    }

    /// With `--build-ahead`, once the script's "art" step has waited for every mode, `3`
    /// switches to the board at once (no "preparing"), and its picture is render's.
    @Test func aModeBuiltAheadShowsAtOnce() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = try WindowTests.script([
            #"{"t": 0.0, "type": "art"}"#, #"{"t": 0.05, "type": "key", "key": "3"}"#,
            #"{"t": 0.1, "type": "key", "key": "f12"}"#, #"{"t": 0.2, "type": "quit"}"#,
        ], in: dir)
        let result = try WindowTests.run(["--size", "320x200", "--script", script, "--verbose", "--build-ahead"],
                                         in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "\(result.stderr)")
        let ready = try #require(Self.lineIndex(result, "art ready: flip 320x200"), "\(result.stdout)")
        let shown = try #require(Self.lineIndex(result, "mode: flip"), "\(result.stdout)")
        #expect(ready < shown && Self.lineIndex(result, "preparing flip") == nil, "\(result.stdout)")
        let shots = try WindowTests.screenshots(result).map { try ImageFile.load(path: $0).bitmap }
        try #require(shots.count == 1)
        let board = try WindowTests.rendered(WindowTests.restPose(.flip) + ["--size", "320x200"], in: dir)
        #expect(WindowTests.maxChannelDifference(shots[0], board) <= 1, "the board built ahead is not render's")
    }

    /// Without it, `4` asks for the cell: the window says it is preparing it, shows it when
    /// the worker has built it, and the script's next step (the screenshot) waits for that.
    @Test func aModeNeverBuiltIsShownWhenReady() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = try WindowTests.script([
            #"{"t": 0.05, "type": "key", "key": "4"}"#, #"{"t": 0.06, "type": "key", "key": "f12"}"#,
            #"{"t": 0.2, "type": "quit"}"#,
        ], in: dir)
        let result = try WindowTests.run(["--size", "320x200", "--script", script, "--verbose"],
                                         in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "\(result.stderr)")
        let preparing = try #require(Self.lineIndex(result, "preparing cell"), "\(result.stdout)")
        let ready = try #require(Self.lineIndex(result, "art ready: cell 320x200"), "\(result.stdout)")
        let shown = try #require(Self.lineIndex(result, "mode: cell"), "\(result.stdout)")
        #expect(preparing < ready && ready < shown, "\(result.stdout)")
        #expect(Self.lineIndex(result, "art ready: pop") == nil, "a script built ahead without --build-ahead")
        let shots = try WindowTests.screenshots(result).map { try ImageFile.load(path: $0).bitmap }
        try #require(shots.count == 1)
        let cell = try WindowTests.rendered(WindowTests.restPose(.cell) + ["--size", "320x200"], in: dir)
        #expect(WindowTests.maxChannelDifference(shots[0], cell) <= 1, "the cell shown is not render's")
    }

    /// `--stats` counts each kind of input, the time from launch to the first frame, and
    /// names the slowest intervals.
    @Test func statsCountEachKindOfInput() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = try WindowTests.script([
            #"{"t": 0.05, "type": "key", "key": "2"}"#, #"{"t": 0.1, "type": "down", "x": 160, "y": 100}"#,
            #"{"t": 0.15, "type": "up", "x": 160, "y": 140}"#, #"{"t": 0.3, "type": "quit"}"#,
        ], in: dir)
        let result = try WindowTests.run(["--size", "320x200", "--script", script, "--stats"],
                                         in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "\(result.stderr)")
        for kind in ["key:", "pointer:", "mode switch:", "mode switch, own art:", "launch to first frame ms:"] {
            #expect(result.lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(kind) }, "no \(kind) in \(result.stdout)")
        }
        // The slowest frame interval, with what the loop did in it.
        #expect(result.lines.contains { $0.hasPrefix("slowest interval ") && $0.contains("render ") }, "\(result.stdout)")
    }
}
