import Foundation
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

    /// The panel's preset section (scrolled to the panel's end, where it sits): load of a
    /// broken file is refused as --preset refuses it; save writes the mode's settings as
    /// `params --json --mode fold` does; P and U change two of them; load puts them back.
    @Test func thePanelSavesAndLoadsAPreset() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent("config")
        let preset = dir.appendingPathComponent("foldpreview-fold.json")
        try Data("not json".utf8).write(to: preset)
        let refused = try CLITests.run(["params", "--json", "--preset", preset.path])
        // The window is 800x400, the panel 380 points on its right: scrolled to its end, its
        // last row (save, load) is 18 points above the bottom.
        let (save, load, row) = (445, 490, 382)
        let script = try WindowTests.script([
            #"{"t": 0.1, "type": "key", "key": "e"}"#,
            #"{"t": 0.5, "type": "move", "x": 600, "y": 200}"#,
            #"{"t": 0.7, "type": "wheel", "dy": -100}"#,
            #"{"t": 1.0, "type": "down", "x": \#(load), "y": \#(row)}"#,
            #"{"t": 1.05, "type": "up", "x": \#(load), "y": \#(row)}"#,
            #"{"t": 1.3, "type": "down", "x": \#(save), "y": \#(row)}"#,
            #"{"t": 1.35, "type": "up", "x": \#(save), "y": \#(row)}"#,
            #"{"t": 1.6, "type": "key", "key": "p"}"#,
            #"{"t": 1.7, "type": "key", "key": "u"}"#,
            #"{"t": 2.0, "type": "down", "x": \#(load), "y": \#(row)}"#,
            #"{"t": 2.05, "type": "up", "x": \#(load), "y": \#(row)}"#,
            #"{"t": 2.4, "type": "quit"}"#,
        ], in: dir)
        let result = try WindowTests.run(["--mode", "fold", "--size", "800x400", "--script", script, "--verbose",
                                          "--set", "fold.duration=0.6"], in: dir,
                                         environment: ["SDL_VIDEODRIVER": "dummy", "XDG_CONFIG_HOME": config.path])
        #expect(result.status == 0, "\(result.stderr)")
        let messages = result.lines.filter { $0.hasPrefix("message: ") }.map { String($0.dropFirst(9)) }
        try #require(messages.count >= 3, "\(result.stdout)")
        #expect(messages[0] == "preset '\(preset.path)' is not valid JSON", "not --preset's message: \(messages)")
        #expect(refused.stderr.contains(messages[0]), "\(refused.stderr)")
        let count = SceneCatalog.settings(for: .fold).count
        #expect(messages[1] == "saved \(count) settings (1 changed) to \(preset.path)", "\(messages)")
        #expect(messages.last == "loaded \(count) settings from \(preset.path)", "\(messages)")

        // The file is the preset `params` writes for the same settings.
        let params = try CLITests.run(["params", "--json", "--mode", "fold", "--set", "fold.duration=0.6"])
        #expect(Self.text(preset) == params.stdout)
        // P and U changed the perspective and the direction; the load (the only change the
        // panel made) set exactly those two back, and the window remembers the same preset.
        let sets = result.lines.filter { $0.hasPrefix("set ") }.sorted()
        #expect(sets == ["set fold.eyeDistance=4.6666667", "set fold.unfold=false"], "\(result.stdout)")
        #expect(Self.text(Self.memory(config).appendingPathComponent("fold.json")) == params.stdout)
    }
}
