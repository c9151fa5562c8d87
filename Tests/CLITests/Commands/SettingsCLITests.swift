import Foundation
import Media
import Raster
import Testing

/// Settings from the command line: `params`, `--set`, `--preset` and the shorthands.
@Suite(.serialized)
struct SettingsCLITests {
    static func run(_ arguments: [String]) throws -> BinaryProcess.Result { try BinaryProcess.run(arguments) }

    /// The pixels `render` draws for `arguments` at 200×150.
    static func pixels(_ arguments: [String], in dir: URL) throws -> [UInt32] {
        let out = dir.appendingPathComponent("frame-\(UUID().uuidString).png")
        let result = try run(["render", "--size", "200x150", "--out", out.path] + arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try ImageFile.load(path: out.path).bitmap.pixels
    }

    @Test func paramsListsEverySettingWithItsSource() throws {
        let result = try Self.run(["params"])
        #expect(result.status == 0)
        for name in ["fold.duration", "fold.foldCurve", "fold.eyeDistance", "flip.planeTilt", "flip.true3d",
                     "cell.durations", "cell.backColor", "pop.bounciness", "pop.friction", "cards.overlayExponent",
                     "cards.selectDuration"] {
            #expect(result.stdout.contains(name), "\(name) missing")
        }
        for source in ["MPTransition.m +defaultDuration", "DemoCell.swift", "FoldingView.m", "CardLayout.m",
                       "MainScreenViewController.swift", "ours"] {
            #expect(result.stdout.contains(source), "\(source) missing")
        }
        #expect(result.stdout.contains("tension and friction as pop's dials: bounciness"))
        let pop = try Self.run(["params", "--mode", "pop", "--set", "pop.bounciness=4"])
        #expect(!pop.stdout.contains("fold.duration") && pop.stdout.contains("* pop.tension"))
        #expect(pop.stdout.contains("bounciness 4.00, speed 12.00"))
    }

    /// `params --json` is one object naming every setting; as a preset it reproduces
    /// the tuned values and pictures, and the untouched one the originals'.
    @Test func presetsRoundTripThroughParamsJSON() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tuning = ["--set", "fold.duration=0.6", "--set", "fold.shadowOpacity=0.6", "--set", "pop.bounciness=4",
                      "--set", "cell.durations=0.3,0.1", "--set", "fold.foldCurve=0.1,0.2,0.3,1.4"]
        let json = try Self.run(["params", "--json"] + tuning)
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["fold.duration"] as? Double == 0.6)
        #expect((object?["cell.durations"] as? [Double]) == [0.3, 0.1])
        #expect(object?.keys.contains("cards.spacing") == true)
        let preset = dir.appendingPathComponent("tuned.json")
        try Data(json.stdout.utf8).write(to: preset)
        let again = try Self.run(["params", "--json", "--preset", preset.path])
        #expect(again.stdout == json.stdout)
        #expect(try Self.pixels(["--mode", "fold", "--preset", preset.path], in: dir)
                == Self.pixels(["--mode", "fold"] + tuning, in: dir))
        let plain = dir.appendingPathComponent("plain.json")
        try Data(try Self.run(["params", "--json"]).stdout.utf8).write(to: plain)
        for mode in ["fold", "pop", "cards"] {
            #expect(try Self.pixels(["--mode", mode, "--preset", plain.path], in: dir)
                    == Self.pixels(["--mode", mode], in: dir), "\(mode)")
        }
    }

    /// A setting changes what it names; another mode's is kept and changes nothing; the
    /// old options are shorthands of settings.
    @Test func setChangesExactlyWhatItNames() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fold = try Self.pixels(["--mode", "fold"], in: dir)
        #expect(try Self.pixels(["--mode", "fold", "--set", "fold.shadowOpacity=0.8"], in: dir) != fold)
        #expect(try Self.pixels(["--mode", "fold", "--set", "cards.spacing=90", "--set", "pop.tension=50"], in: dir)
                == fold)
        #expect(try Self.pixels(["--mode", "cell", "--items", "6", "--progress", "0.6"], in: dir)
                == Self.pixels(["--mode", "cell", "--set", "cell.items=6", "--progress", "0.6"], in: dir))
        #expect(try Self.pixels(["--mode", "fold", "--perspective", "high"], in: dir)
                == Self.pixels(["--mode", "fold", "--set", "fold.eyeDistance=1.5"], in: dir))
        #expect(try Self.pixels(["--mode", "flip", "--true3d", "--progress", "0.3"], in: dir)
                == Self.pixels(["--mode", "flip", "--set", "flip.true3d=true", "--progress", "0.3"], in: dir))
        // A later --set wins over a shorthand and a preset.
        #expect(try Self.pixels(["--mode", "cell", "--items", "6", "--set", "cell.items=3"], in: dir)
                == Self.pixels(["--mode", "cell", "--items", "3"], in: dir))
        let bench = try Self.run(["bench", "--mode", "fold", "--size", "64x48", "--frames", "2",
                                  "--set", "fold.duration=0.5"])
        #expect(bench.status == 0 && bench.stdout.contains("fold"))
    }

    @Test func badSettingsAndPresetsAreRefusedInOneLine() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.png")
        let base = ["render", "--mode", "fold", "--out", out.path]
        let cli = CLITests()
        try cli.expectRefused(base + ["--set", "fold.duraton=1"], mentioning: ["fold.duraton", "fold.duration"], out: out)
        try cli.expectRefused(base + ["--set", "fold.duration=slow"], mentioning: ["fold.duration", "number"], out: out)
        try cli.expectRefused(base + ["--set", "fold.duration=0"], mentioning: ["fold.duration", "0.01…10"], out: out)
        try cli.expectRefused(base + ["--set", "cell.durations=a,b"], mentioning: ["cell.durations"], out: out)
        try cli.expectRefused(base + ["--set", "fold.duration"], mentioning: ["NAME=VALUE"], out: out)
        try cli.expectRefused(["params", "--set", "pop.bounciness=25"], mentioning: ["pop.bounciness", "0…20"])
        try cli.expectRefused(base + ["--preset", dir.appendingPathComponent("none.json").path],
                              mentioning: ["none.json", "no such file"], out: out)
        let broken = dir.appendingPathComponent("broken.json")
        try Data("{\"fold.duration\": ".utf8).write(to: broken)
        try cli.expectRefused(base + ["--preset", broken.path], mentioning: ["broken.json", "not valid JSON"], out: out)
        let list = dir.appendingPathComponent("list.json")
        try Data("[1, 2]".utf8).write(to: list)
        try cli.expectRefused(base + ["--preset", list.path], mentioning: ["list.json", "object"], out: out)
        let wrong = dir.appendingPathComponent("wrong.json")
        try Data(#"{"fold.duration": "slow"}"#.utf8).write(to: wrong)
        try cli.expectRefused(base + ["--preset", wrong.path], mentioning: ["wrong.json", "fold.duration"], out: out)
        let unknown = dir.appendingPathComponent("unknown.json")
        try Data(#"{"fold.colour": 1}"#.utf8).write(to: unknown)
        try cli.expectRefused(base + ["--preset", unknown.path], mentioning: ["unknown.json", "fold.colour"], out: out)
        let nested = dir.appendingPathComponent("nested.json")
        try Data(#"{"fold.duration": {"value": 1}}"#.utf8).write(to: nested)
        try cli.expectRefused(base + ["--preset", nested.path], mentioning: ["nested.json", "fold.duration"], out: out)
        try cli.expectRefused(base + ["--orientation", "diagonal"], mentioning: ["--orientation", "vertical"], out: out)
    }
}
