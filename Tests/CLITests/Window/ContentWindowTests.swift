import Foundation
import Media
import Raster
import Testing

/// The panel's content section as a person uses it, under the dummy driver: two pictures
/// dropped on the two halves of a 1000×700 window, E, the panel scrolled to its end (the
/// content section sits above the presets), "swap", then the second page's
/// "built-in". Rows are the panel's DejaVu at 14 px, as in `PresetWindowTests`.
@Suite(.serialized)
struct ContentWindowTests {
    @Test func theContentSectionSwapsThePagesAndGoesBackToTheBuiltInArt() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let one = dir.appendingPathComponent("screen1.png").path, two = dir.appendingPathComponent("screen2.png").path
        try ImageFile.savePNG(Bitmap(width: 75, height: 133, fill: .opaque(240, 110, 50)), to: one)
        try ImageFile.savePNG(Bitmap(width: 75, height: 133, fill: .opaque(40, 110, 220)), to: two)
        let (swap, secondBuiltIn) = ((645, 386), (833, 365))
        let script = try WindowTests.script([
            #"{"t": 0.05, "type": "drop", "path": "\#(one)", "x": 200, "y": 350}"#,
            #"{"t": 0.1, "type": "drop", "path": "\#(two)", "x": 800, "y": 350}"#,
            #"{"t": 0.3, "type": "key", "key": "e"}"#,
            #"{"t": 0.6, "type": "move", "x": 850, "y": 400}"#,
            #"{"t": 0.8, "type": "wheel", "dy": -100}"#,
            #"{"t": 1.1, "type": "down", "x": \#(swap.0), "y": \#(swap.1)}"#,
            #"{"t": 1.15, "type": "up", "x": \#(swap.0), "y": \#(swap.1)}"#,
            #"{"t": 1.5, "type": "down", "x": \#(secondBuiltIn.0), "y": \#(secondBuiltIn.1)}"#,
            #"{"t": 1.55, "type": "up", "x": \#(secondBuiltIn.0), "y": \#(secondBuiltIn.1)}"#,
            #"{"t": 1.9, "type": "quit"}"#,
        ], in: dir)
        let result = try WindowTests.run(["--mode", "fold", "--size", "1000x700", "--script", script, "--verbose"],
                                         in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "\(result.stderr)")
        let messages = result.lines.filter { $0.hasPrefix("message: ") }.map { String($0.dropFirst(9)) }
            .filter { !$0.hasPrefix("reading ") }
        #expect(messages == ["first page: screen1.png", "second page: screen2.png",
                             "swapped: first page screen2.png, second page screen1.png", "second page: built-in"],
                "\(result.stdout)")
    }

    /// One rule for what a mode takes: the window started on pop refuses --to (the fold's
    /// second page) in the same line as `render --mode pop`, before a window opens.
    @Test func theWindowAndRenderRefuseTheSamePicturesForAMode() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let two = dir.appendingPathComponent("screen2.png").path
        try ImageFile.savePNG(Bitmap(width: 75, height: 133, fill: .opaque(40, 110, 220)), to: two)
        let window = try WindowTests.run(["--mode", "pop", "--size", "320x200", "--frames", "1", "--to", two],
                                         in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        let out = dir.appendingPathComponent("x.png")
        let render = try CLITests.run(["render", "--mode", "pop", "--out", out.path, "--to", two])
        #expect(window.status == 1 && render.status == 1, "\(window.stderr) \(render.stderr)")
        #expect(window.stderr.hasPrefix("foldpreview: --to applies to --mode fold"), "\(window.stderr)")
        #expect(window.stderr == render.stderr, "\(window.stderr) \(render.stderr)")
    }
}
