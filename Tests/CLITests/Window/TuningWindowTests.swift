import Foundation
import Media
import Motion
import Raster
import Scenes
import Testing

/// The tuning panel's curve editor and the timeline under the animation, driven as a
/// person would (dummy driver, 800×500 window: the panel from x = 420, the strip from
/// y = 466). ImGui lays its rows out in fixed steps of the panel's font (DejaVu Sans at
/// 14 px), so the coordinates hold.
extension WindowTests {
    /// The fold's curve editor: its second control point (easeOut's (0.58, 1), drawn at
    /// (420 + 18 + 0.58·336, 149)) dragged left and down changes `fold.foldCurve`, and the
    /// frames `.` then steps through are the fold eased by the dragged curve.
    @Test func draggingAControlPointChangesTheCurveTheSceneUses() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var entries = [#"{"t": 0.05, "type": "key", "key": "e"}"#,
                       #"{"t": 1.0, "type": "down", "x": 633, "y": 149}"#]
        for step in 1...10 {
            entries.append(#"{"t": \#(1.0 + 0.03 * Double(step)), "type": "move", "x": \#(633 - 10 * step), "y": \#(149 + 4 * step)}"#)
        }
        entries += [#"{"t": 1.4, "type": "up", "x": 533, "y": 189}"#,
                    #"{"t": 1.6, "type": "key", "key": "."}"#, #"{"t": 1.7, "type": "key", "key": "."}"#,
                    #"{"t": 1.8, "type": "key", "key": "."}"#, #"{"t": 2.0, "type": "key", "key": "f12"}"#,
                    #"{"t": 2.2, "type": "quit"}"#]
        let script = try WindowTests.script(entries, in: dir)
        let result = try WindowTests.run(["--mode", "fold", "--size", "800x500", "--script", script, "--verbose"],
                                         in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "\(result.stderr)")
        let sets = result.lines.filter { $0.hasPrefix("set fold.foldCurve=") }
        let last = try #require(sets.last, "the drag did not move the control point: \(result.stdout)")
        let text = String(last.dropFirst("set fold.foldCurve=".count))
        let curve = try #require(TimingFunction(settingText: text))
        // Dragged 100 px left and 40 px down: x2 ≈ 0.58 − 100/336, y2 ≈ 1 − 40/86.7.
        #expect(abs(curve.x2 - 0.282) < 0.02 && abs(curve.y2 - 0.54) < 0.03, "\(text)")
        #expect(curve.x1 == 0 && curve.y1 == 0, "the first control point moved: \(text)")
        let shots = try WindowTests.screenshots(result).map { try ImageFile.load(path: $0).bitmap }
        try #require(shots.count == 1)

        var settings = SettingValues()
        try SettingsRegistry.standard.apply(assignments: ["fold.foldCurve=" + text], to: &settings)
        let scene = SceneCatalog.make(mode: .fold, viewSize: [420, 466], resources: SceneResources(text: try TextRenderer()),
                                      settings: settings)
        let frames = SceneRenderer()
        scene.progress = curve.value(at: 3.0 / 18)
        frames.render(scene)
        #expect(WindowTests.maxChannelDifference(shots[0], frames.bitmap) <= 1, "frame 3 is not eased by the dragged curve")
        scene.progress = TimingFunction.easeOut.value(at: 3.0 / 18)
        frames.render(scene)
        #expect(WindowTests.maxChannelDifference(shots[0], frames.bitmap) > 20, "the original curve gives the same frame")
    }

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
