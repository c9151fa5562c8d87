import Foundation
import Media
import Raster
import Scenes
import Testing

/// The window's presets: each mode's last settings are remembered between runs (in the
/// test's own `XDG_CONFIG_HOME`), `--no-remember` neither reads nor writes them, and the
/// panel's preset section saves and loads the mode's settings in the `params --json` format.
@Suite(.serialized)
struct PresetWindowTests {
    /// The folder a run with `XDG_CONFIG_HOME=config` keeps its settings in.
    static func memory(_ config: URL) -> URL { config.appendingPathComponent("foldpreview") }

    static func text(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

    @Test func theLastSettingsOfAModeAreRememberedAndNoRememberLeavesThemAlone() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent("config")
        let environment: [String: String?] = ["SDL_VIDEODRIVER": "dummy", "XDG_CONFIG_HOME": config.path]
        let popFile = Self.memory(config).appendingPathComponent("pop.json")

        // 1. Tuned on the command line: pop's file holds what `params --json` gives for them.
        let tuned = ["--set", "pop.bounciness=7", "--set", "pop.speed=3"]
        let first = try WindowTests.run(["--mode", "pop", "--size", "320x200", "--frames", "3"] + tuned,
                                        in: dir, environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        let params = try CLITests.run(["params", "--json", "--mode", "pop"] + tuned)
        let remembered = try #require(Self.text(popFile), "nothing remembered")
        #expect(remembered == params.stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: Self.memory(config).path) == ["pop.json"],
                "a mode that was not changed got a file")

        // 2. A plain start begins from them; --set still wins over them.
        let script = try WindowTests.script([#"{"t": 0.1, "type": "key", "key": "ctrl+c"}"#,
                                             #"{"t": 0.3, "type": "quit"}"#], in: dir)
        let second = try WindowTests.run(["--mode", "pop", "--size", "320x200", "--script", script, "--verbose",
                                          "--set", "pop.mass=3"], in: dir, environment: environment)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("remembered: 10 settings from \(popFile.path)"), "\(second.stdout)")
        #expect(second.stdout.contains("spring.springBounciness = 7 // original: 18"), "\(second.stdout)")
        #expect(second.stdout.contains("spring.springSpeed = 3 // original: 12"), "\(second.stdout)")
        #expect(second.stdout.contains("spring.dynamicsMass = 3 // original: 2"), "\(second.stdout)")
        let afterSecond = try #require(Self.text(popFile))
        #expect(afterSecond.contains(#""pop.mass": 3"#), "the last settings were not remembered: \(afterSecond)")

        // 3. --no-remember starts from the originals and writes nothing.
        let third = try WindowTests.run(["--mode", "pop", "--size", "320x200", "--script", script, "--verbose",
                                         "--no-remember", "--set", "pop.pokeVelocity=3"], in: dir, environment: environment)
        #expect(third.status == 0, "\(third.stderr)")
        #expect(!third.stdout.contains("remembered:"), "\(third.stdout)")
        #expect(third.stdout.contains("spring.springBounciness = 18\n"), "\(third.stdout)")
        #expect(!third.stdout.contains("// original: 18"), "\(third.stdout)")
        #expect(Self.text(popFile) == afterSecond, "--no-remember wrote the memory")
        #expect(try FileManager.default.contentsOfDirectory(atPath: Self.memory(config).path) == ["pop.json"])

        // 4. The other commands never read them: `code` prints the originals.
        let code = try BinaryProcess.run(["code", "--mode", "pop"], environment: ["XDG_CONFIG_HOME": config.path])
        #expect(code.status == 0 && code.stdout.contains("spring.springBounciness = 18\n"), "\(code.stdout)")
    }

    /// A broken remembered file is one line (stderr and the window's message) and is
    /// ignored; the window starts from the originals and does not fail. The file is never
    /// overwritten: it is moved aside to `fold.json.broken-YYYYMMDD-HHMMSS` (the person's
    /// hand edits kept), and a fresh one is written in its place.
    @Test func aBrokenRememberedFileIsSaidOnceAndIgnored() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: Self.memory(config), withIntermediateDirectories: true)
        let broken = Self.memory(config).appendingPathComponent("fold.json")
        try Data(#"{"fold.duration": 0.6,"#.utf8).write(to: broken)
        let result = try WindowTests.run(["--mode", "cubic", "--size", "320x200", "--frames", "3", "--verbose"], in: dir,
                                         environment: ["SDL_VIDEODRIVER": "dummy", "XDG_CONFIG_HOME": config.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderrLines.count == 1 && result.stderr.contains("\(broken.path)' is not valid JSON")
                && result.stderr.contains("moved the file aside to '\(broken.path).broken-"), "\(result.stderr)")
        #expect(result.lines.filter { $0.hasPrefix("message: ignored the remembered settings") }.count == 1,
                "\(result.stdout)")
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.memory(config).path).sorted()
        let aside = names.filter { $0.hasPrefix("fold.json.broken-") }
        #expect(names.count == 2 && aside.count == 1 && names.contains("fold.json"), "\(names)")
        #expect(aside.first?.wholeMatch(of: /fold\.json\.broken-\d{8}-\d{6}/) != nil, "\(names)")
        #expect(aside.first.map { Self.text(Self.memory(config).appendingPathComponent($0)) } == #"{"fold.duration": 0.6,"#,
                "the person's broken file was not kept as it was")
        #expect(Self.text(broken)?.contains(#""fold.duration": 0.3,"#) == true, "no fresh file: \(Self.text(broken))")
    }

    /// The panel's preset section (scrolled to the panel's end, where it sits) with one of
    /// the person's presets: save with no name is refused, its "A" compares with it (A/B),
    /// a click on the person's preset
    /// loads it (one undo step, Ctrl-Z takes it back) and reads in the pictures it names
    /// (as drops: they arrive when decoded), a click on a built-in loads it,
    /// and delete removes the file on its second click.
    @Test func thePanelLoadsUndoesAndDeletesPresets() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent("config")
        let folder = Self.memory(config).appendingPathComponent("presets/fold")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let mine = folder.appendingPathComponent("mine.foldpreview.json")
        let params = try CLITests.run(["params", "--json", "--mode", "fold", "--set", "fold.duration=0.6"])
        // With the pictures it names beside it (relative to the preset's folder).
        for (file, fill) in [("list.png", Pixel.opaque(200, 40, 40)), ("detail.png", .opaque(40, 110, 220))] {
            try ImageFile.savePNG(Bitmap(width: 75, height: 133, fill: fill), to: folder.appendingPathComponent(file).path)
        }
        let withPictures = params.stdout.trimmingCharacters(in: .whitespacesAndNewlines).dropLast()
            + #", "content": {"first": "list.png", "second": "detail.png"}}"#
        try Data(withPictures.utf8).write(to: mine)
        // The window is 800x400, the panel 380 points on its right: scrolled to its end, its
        // last row (name, save) is 18 points above the bottom, "mine" and its delete one
        // row up, the last built-in ("style unfold + horizontal") two rows above that; each
        // row starts with its "A" button.
        let (save, row) = (745, 382), (asA, name, delete, mineRow) = (436, 480, 690, 362), (builtIn, builtInRow) = (480, 328)
        func click(_ t: Double, _ x: Int, _ y: Int) -> [String] {
            [#"{"t": \#(t), "type": "down", "x": \#(x), "y": \#(y)}"#, #"{"t": \#(t + 0.05), "type": "up", "x": \#(x), "y": \#(y)}"#]
        }
        let script = try WindowTests.script([
            #"{"t": 0.1, "type": "key", "key": "e"}"#,
            #"{"t": 0.5, "type": "move", "x": 600, "y": 200}"#,
            #"{"t": 0.7, "type": "wheel", "dy": -100}"#,
        ] + click(1.0, save, row) + click(1.15, asA, mineRow) + click(1.3, name, mineRow) + [#"{"t": 1.6, "type": "key", "key": "ctrl+z"}"#]
          + click(1.9, builtIn, builtInRow) + click(2.2, delete, mineRow) + click(2.5, delete, mineRow)
          + [#"{"t": 2.8, "type": "quit"}"#], in: dir)
        let result = try WindowTests.run(["--mode", "fold", "--size", "800x400", "--script", script, "--verbose"], in: dir,
                                         environment: ["SDL_VIDEODRIVER": "dummy", "XDG_CONFIG_HOME": config.path])
        #expect(result.status == 0, "\(result.stderr)")
        let said = result.lines.filter { $0.hasPrefix("message: ") }.map { String($0.dropFirst(9)) }
        // The pictures arrive when decoded, between the clicks that follow.
        let pictures = said.filter { $0.hasPrefix("reading ") || $0.contains(" page: ") }
        #expect(Set(pictures) == ["reading list.png…", "reading detail.png…", "first page: list.png",
                                  "second page: detail.png"], "\(result.stdout)")
        let messages = said.filter { !pictures.contains($0) }
        #expect(messages == [
            "type a name for the preset first",
            "A/B: A mine | B the current settings (V: one view, Shift-V: wipe)",
            "loaded preset 'mine' (Ctrl-Z undoes it)",
            "undid preset 'mine' (Ctrl-Shift-Z redoes it)",
            "loaded preset 'style unfold + horizontal' (Ctrl-Z undoes it)",
            "click \"delete? click again\" to delete preset 'mine'",
            "deleted preset 'mine'",
        ], "\(result.stdout)")
        let sets = result.lines.filter { $0.hasPrefix("set ") }
        #expect(sets == ["set fold.duration=0.6", "set fold.duration=0.3", "set fold.orientation=horizontal",
                         "set fold.unfold=true"], "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: mine.path), "delete left the file")
    }
}
