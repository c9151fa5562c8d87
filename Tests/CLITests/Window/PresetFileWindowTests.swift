import Foundation
import Testing

/// `foldpreview FILE.foldpreview.json`, what a file manager runs for a double-clicked
/// preset: the window opens with the preset, in the mode of its settings unless `--mode`
/// says otherwise; a file that is no preset is refused in a line; the commands still parse.
@Suite struct PresetFileWindowTests {
    static let environment: [String: String?] = ["SDL_VIDEODRIVER": "dummy"]

    /// A preset file `name` in a folder of its own holding `json`.
    static func preset(_ name: String, _ json: String, in dir: URL) throws -> String {
        let url = dir.appendingPathComponent(name)
        try Data(json.utf8).write(to: url)
        return url.path
    }

    @Test func aPresetFileOpensTheWindowInItsModeWithItsSettings() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // As the panel saves one: presets/pop/NAME.foldpreview.json.
        let presets = dir.appendingPathComponent("config/foldpreview/presets/pop")
        try FileManager.default.createDirectory(at: presets, withIntermediateDirectories: true)
        let file = try Self.preset("springy.foldpreview.json", #"{"pop.tension": 300, "pop.mass": 1.5}"#, in: presets)
        let run = try WindowTests.run([file, "--size", "320x200", "--frames", "2", "--verbose"], in: dir,
                                      environment: Self.environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("mode: pop\n"), "\(run.stdout)")
        #expect(run.stdout.contains("preset: \(file): pop.mass=1.5, pop.tension=300\n"), "\(run.stdout)")
    }

    @Test func aPresetNamedOtherwiseOpensTooAndModeWins() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = try Self.preset("slow.json", #"{"fold.duration": 0.9}"#, in: dir)
        let fold = try WindowTests.run(["--size", "320x200", "--frames", "2", "--verbose", file], in: dir,
                                       environment: Self.environment)
        #expect(fold.status == 0, "\(fold.stderr)")
        #expect(fold.stdout.contains("mode: fold\n") && fold.stdout.contains("preset: \(file): fold.duration=0.9\n"),
                "\(fold.stdout)")
        // cubic shares fold's settings; --mode picks it.
        let cubic = try WindowTests.run([file, "--mode", "cubic", "--size", "320x200", "--frames", "2", "--verbose"],
                                        in: dir, environment: Self.environment)
        #expect(cubic.status == 0 && cubic.stdout.contains("mode: cubic\n"), "\(cubic.stdout)\(cubic.stderr)")
    }

    @Test func aFileThatIsNoPresetIsRefusedInALine() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let notJSON = try Self.preset("photo.foldpreview.json", "\u{89}PNG", in: dir)
        let unknown = try Self.preset("odd.foldpreview.json", #"{"fold.nothing": 1}"#, in: dir)
        for (arguments, message) in [
            ([notJSON], "foldpreview: preset '\(notJSON)' is not valid JSON\n"),
            ([dir.appendingPathComponent("gone.foldpreview.json").path], "foldpreview: cannot read preset '"),
            ([unknown], "foldpreview: preset '\(unknown)': unknown setting 'fold.nothing'"),
            (["rendr"], "foldpreview: 'rendr' is neither a command (preview, render, bench, params, code) nor a preset file\n"),
            ([unknown, "--preset", unknown], "foldpreview: give one preset: the file"),
        ] {
            let run = try WindowTests.run(arguments + ["--frames", "1"], in: dir, environment: Self.environment)
            #expect(run.status != 0 && run.stderr.hasPrefix(message) && run.stderrLines.count == 1,
                    "\(arguments): \(run.stderr)")
        }
    }

    @Test func theCommandsAreNoPresetFiles() throws {
        let params = try CLITests.run(["params", "--modes"])
        #expect(params.status == 0 && !params.stdout.isEmpty, "\(params.stderr)")
        let help = try CLITests.run(["render", "--help"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: foldpreview render"), "\(help.stderr)")
    }
}
