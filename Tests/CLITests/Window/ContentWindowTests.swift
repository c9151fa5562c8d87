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

    /// The window may switch to any mode, so its pictures are for every mode that takes
    /// them: starting on pop, --to (the fold's second page) and --images (the cards') are
    /// kept, where render refuses them for pop in one line.
    @Test func theWindowKeepsPicturesForTheModesItSwitchesTo() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let two = dir.appendingPathComponent("screen2.png").path, cards = dir.appendingPathComponent("cards")
        try FileManager.default.createDirectory(at: cards, withIntermediateDirectories: true)
        try ImageFile.savePNG(Bitmap(width: 75, height: 133, fill: .opaque(40, 110, 220)), to: two)
        try ImageFile.savePNG(Bitmap(width: 60, height: 40, fill: .opaque(200, 40, 40)), to: cards.appendingPathComponent("a.png").path)
        let pictures = ["--to", two, "--images", cards.path]
        let window = try WindowTests.run(["--mode", "pop", "--size", "320x200", "--frames", "1"] + pictures,
                                         in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(window.status == 0, "\(window.stderr)")
        let out = dir.appendingPathComponent("x.png")
        try CLITests().expectRefused(["render", "--mode", "pop", "--out", out.path] + pictures,
                                     mentioning: ["--to applies to --mode fold"], out: out)
    }
}
