@testable import foldpreview
import Foundation
import Media
import Raster
import Scenes
import Testing

/// A project keeps its pictures: a preset names them (paths relative to the preset), the
/// window's save writes the ones it shows, and the preset opens the same picture by file
/// or by name, in render, in code's choice of mode and in the window.
struct PresetPicturesTests {
    /// A folder with two pictures and a fold preset naming them, and a config folder
    /// holding the same preset saved by name ("project"), pictures beside it.
    static func project() throws -> (dir: URL, preset: String, config: URL) {
        let dir = try CLITests.temporaryDirectory()
        try ImageFile.savePNG(Bitmap(width: 75, height: 133, fill: .opaque(200, 40, 40)),
                              to: dir.appendingPathComponent("list.png").path)
        try ImageFile.savePNG(Bitmap(width: 75, height: 133, fill: .opaque(40, 110, 220)),
                              to: dir.appendingPathComponent("detail.png").path)
        let json = #"{"fold.duration": 0.9, "content": {"first": "list.png", "second": "detail.png"}}"#
        let preset = dir.appendingPathComponent("project.json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: preset))
        let config = dir.appendingPathComponent("config")
        let saved = config.appendingPathComponent("foldpreview/presets/fold")
        try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
        for file in ["list.png", "detail.png"] {
            try FileManager.default.copyItem(at: dir.appendingPathComponent(file), to: saved.appendingPathComponent(file))
        }
        try Data(json.utf8).write(to: saved.appendingPathComponent("project.foldpreview.json"))
        return (dir, preset, config)
    }

    /// Save writes the pictures shown (inside the preset's folder: relative; else
    /// absolute); reading it back finds them, the mode and, by name, the file; a missing
    /// picture is one line naming the key and the path looked at.
    @Test func aSavedPresetNamesItsPicturesAndIsFoundByName() throws {
        let (dir, _, config) = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let library = PresetLibrary(folder: config.path + "/foldpreview/presets")
        let fold = SettingsMemory.group(of: .fold)
        let inside = library.folder(of: fold) + "/list.png", outside = dir.appendingPathComponent("detail.png").path
        let written = try library.save("mine", group: fold, values: SettingValues(),
                                       pictures: [.first: inside, .second: outside])
        #expect(written == .written(path: library.path(of: "mine", in: fold), replaced: false))
        let text = try String(contentsOfFile: library.path(of: "mine", in: fold), encoding: .utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["content"] as? [String: String] == ["first": "list.png", "second": outside], "\(text)")

        let found = try PresetReference("mine", mode: nil, library: library)
        #expect(found.path == library.path(of: "mine", in: fold) && found.mode == .fold)
        #expect(found.pictures == [.first: inside, .second: outside])
        // Settings only: the pictures are no setting.
        #expect(try PresetFile.load(path: found.path).allSatisfy { $0.name.hasPrefix("fold.") })

        let broken = dir.appendingPathComponent("broken.json").path
        try Data(#"{"content": {"second": "gone.png"}}"#.utf8).write(to: URL(fileURLWithPath: broken))
        let refusal = #expect(throws: CLIError.self) { try PresetReference(broken, mode: nil, library: library) }
        #expect(refusal?.description == "preset '\(broken)': 'content.second' is 'gone.png', and '\(dir.path)/gone.png' does not exist")
        let unknown = #expect(throws: CLIError.self) { try PresetReference("nosuch", mode: .pop, library: library) }
        #expect(unknown?.description == "--preset 'nosuch': no such file, and no saved preset of that name in "
                + library.folder(of: SettingsMemory.group(of: .pop)))
    }

    /// One preset with pictures opened three ways draws one picture: `render --preset
    /// FILE` (no --mode: the preset's), `render --preset NAME`, and the window opened
    /// with `--preset NAME`; each the picture of the pictures given as options.
    @Test func aPresetWithPicturesOpensTheSameThreeWays() throws {
        let (dir, preset, config) = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let pose = ["--progress", "0.5", "--size", "320x200"]
        let byOptions = try WindowTests.rendered(["--mode", "fold", "--set", "fold.duration=0.9", "--image",
                                                  dir.appendingPathComponent("list.png").path, "--to",
                                                  dir.appendingPathComponent("detail.png").path] + pose, in: dir)
        let byFile = try WindowTests.rendered(["--preset", preset] + pose, in: dir)
        #expect(byFile.pixels == byOptions.pixels, "render --preset FILE did not draw the preset's pictures")
        let named = dir.appendingPathComponent("named.png").path
        let render = try BinaryProcess.run(["render", "--preset", "project", "--out", named] + pose,
                                           environment: ["XDG_CONFIG_HOME": config.path])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(try ImageFile.load(path: named).bitmap.pixels == byOptions.pixels, "render --preset NAME")
        let script = try WindowTests.script([
            #"{"t": 0.0, "type": "art"}"#, #"{"t": 0.1, "type": "key", "key": "f12"}"#, #"{"t": 0.2, "type": "quit"}"#,
        ], in: dir)
        let window = try WindowTests.run(["--preset", "project", "--no-remember", "--script", script] + pose,
                                         in: dir, environment: ["SDL_VIDEODRIVER": "dummy", "XDG_CONFIG_HOME": config.path])
        #expect(window.status == 0, "\(window.stderr)")
        let shots = try WindowTests.screenshots(window).map { try ImageFile.load(path: $0).bitmap }
        try #require(shots.count == 1)
        #expect(WindowTests.maxChannelDifference(shots[0], byOptions) <= 1, "the window's --preset NAME")
    }

    /// `code` without --mode writes the preset's mode, as render and the window take it.
    @Test func codeTakesThePresetsMode() throws {
        let (dir, preset, _) = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let byPreset = try BinaryProcess.run(["code", "--preset", preset])
        let byOptions = try BinaryProcess.run(["code", "--mode", "fold", "--set", "fold.duration=0.9"])
        #expect(byPreset.status == 0 && !byPreset.stdout.isEmpty, "\(byPreset.stderr)")
        #expect(byPreset.stdout == byOptions.stdout)
    }
}
