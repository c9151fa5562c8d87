import Foundation
import Testing

/// The window's presets: each mode's last settings are remembered between runs (in the
/// test's own `XDG_CONFIG_HOME`), and `--no-remember` neither reads nor writes them.
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
    /// ignored; the window starts from the originals and does not fail.
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
        #expect(result.stderrLines.count == 1 && result.stderr.contains("\(broken.path)' is not valid JSON"),
                "\(result.stderr)")
        #expect(result.lines.filter { $0.hasPrefix("message: ignored the remembered settings") }.count == 1,
                "\(result.stdout)")
        #expect(Self.text(broken) == #"{"fold.duration": 0.6,"#, "the broken file was replaced though nothing changed")
    }
}
