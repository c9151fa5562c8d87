import Foundation
import Media
import Testing

/// The timeline under the animation, driven as a person would (dummy driver, 800×500
/// window: the strip from y = 466). ImGui lays its rows out in fixed steps of the panel's
/// font (DejaVu Sans at 14 px), so the coordinates hold. The panel's own controls are
/// tested in process, found where the panel drew them (`SessionPanelTests.swift`).
extension WindowTests {
    /// A click on the timeline holds the frame under it, and that frame is what an export
    /// at 60 fps (`render --fps 60`) draws at the same time, here for a cell opening.
    @Test func scrubbingShowsWhatRenderDrawsAtThatTime() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = try WindowTests.script([
            #"{"t": 0.05, "type": "key", "key": "e"}"#,
            #"{"t": 1.0, "type": "down", "x": 150, "y": 483}"#, #"{"t": 1.05, "type": "up", "x": 150, "y": 483}"#,
            #"{"t": 1.3, "type": "key", "key": "f12"}"#, #"{"t": 1.5, "type": "quit"}"#,
        ], in: dir)
        let result = try WindowTests.run(["--mode", "cell", "--size", "800x500", "--script", script, "--verbose"],
                                         in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "\(result.stderr)")
        // "timeline: frame 20 of 41   t 0.317 s of 0.667 s": frames counted from 1, as many
        // as the export's.
        let held = try #require(result.lines.last { $0.hasPrefix("timeline: frame ") }, "\(result.stdout)")
        let words = held.split(separator: " ")
        let frame = try #require(Int(words[2])) - 1, count = try #require(Int(words[4]))
        #expect(frame > 0 && frame < count - 1, "\(held)")
        let shots = try WindowTests.screenshots(result).map { try ImageFile.load(path: $0).bitmap }
        try #require(shots.count == 1)
        #expect(shots[0].width == 420 && shots[0].height == 466)

        let out = dir.appendingPathComponent("frames").path
        let render = try CLITests.run(["render", "--mode", "cell", "--size", "420x466", "--fps", "60", "--out", out])
        #expect(render.status == 0, "\(render.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(files.count == count, "the export has \(files.count) frames, the timeline \(count)")
        let exported = try ImageFile.load(path: out + "/" + String(format: "frame-%04d.png", frame)).bitmap
        #expect(shots[0].pixels == exported.pixels, "the held frame is not the export's frame \(frame)")
    }
}
