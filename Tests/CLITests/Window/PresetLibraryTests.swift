@testable import foldpreview
import Foundation
import Raster
import Scenes
import Testing

/// The preset browser's library without ImGui: the person's presets saved, listed, loaded
/// and deleted in a config folder of the test's own, names that are paths or worse
/// refused, and the originals' built-in presets setting what they say.
struct PresetLibraryTests {
    static let pop = SettingsMemory.group(of: .pop), fold = SettingsMemory.group(of: .fold)

    @Test func aPresetIsSavedListedLoadedAndDeleted() throws {
        let config = try BinaryProcess.freshConfigFolder()
        defer { try? FileManager.default.removeItem(at: config) }
        let library = try #require(PresetLibrary(environment: ["XDG_CONFIG_HOME": config.path, "HOME": "/nowhere"]))
        #expect(library.folder == config.path + "/foldpreview/presets")
        #expect(library.saved(Self.pop).isEmpty)

        var springy = SettingValues()
        try SettingsRegistry.standard.apply(assignments: ["pop.bounciness=8", "pop.mass=3", "fold.duration=2"], to: &springy)
        let path = config.path + "/foldpreview/presets/pop/springy.foldpreview.json"
        #expect(try library.save(" springy ", group: Self.pop, values: springy) == .written(path: path, replaced: false))
        // The file is the preset `params --json --mode pop` prints: `--preset` reads it.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == SettingsMemory.preset(of: Self.pop, springy))
        let listed = library.saved(Self.pop)
        #expect(listed.map(\.name) == ["springy"] && listed.first?.path == path)
        #expect(library.saved(Self.fold).isEmpty, "a pop preset listed for the fold")
        #expect(library.presets(Self.pop).map(\.name) == PresetLibrary.builtIn(Self.pop).map(\.name) + ["springy"])

        // Loaded over other settings: every pop setting comes back, the fold's are left.
        var other = SettingValues()
        try SettingsRegistry.standard.apply(assignments: ["pop.speed=3", "fold.duration=0.6"], to: &other)
        let loaded = try #require(listed.first).values(over: other)
        for setting in Self.pop.settings {
            #expect(setting.text(in: loaded) == setting.text(in: springy), "\(setting.name)")
        }
        #expect(loaded[FoldSettings.duration] == 0.6)

        // The name is taken: nothing written until asked to replace.
        var tuned = springy
        try SettingsRegistry.standard.apply(assignments: ["pop.pokeVelocity=9"], to: &tuned)
        #expect(try library.save("springy", group: Self.pop, values: tuned) == .exists(path: path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == SettingsMemory.preset(of: Self.pop, springy))
        #expect(try library.save("springy", group: Self.pop, values: tuned, replacing: true)
                == .written(path: path, replaced: true))
        #expect(try library.saved(Self.pop)[0].values(over: SettingValues())[PopSettings.pokeVelocity] == 9)

        // A hand-made file naming another group's setting is refused as a whole.
        try Data(#"{"fold.duration": 1}"#.utf8).write(to: URL(fileURLWithPath: library.path(of: "odd", in: Self.pop)))
        let odd = try #require(library.saved(Self.pop).first { $0.name == "odd" })
        let oddPath = library.path(of: "odd", in: Self.pop)
        let refusal = #expect(throws: CLIError.self) { try odd.values(over: SettingValues()) }
        #expect(refusal?.description == "preset '\(oddPath)': 'fold.duration' is not a pop setting")

        try library.delete("springy", group: Self.pop)
        try library.delete("odd", group: Self.pop)
        #expect(library.saved(Self.pop).isEmpty && !FileManager.default.fileExists(atPath: path))
        #expect(throws: CLIError.self) { try library.delete("springy", group: Self.pop) }
    }

    @Test func namesThatAreNotNamesAreRefused() throws {
        let config = try BinaryProcess.freshConfigFolder()
        defer { try? FileManager.default.removeItem(at: config) }
        let library = PresetLibrary(folder: config.path)
        let refused: [(String, String)] = [
            ("", "type a name for the preset first"),
            ("   ", "type a name for the preset first"),
            ("../escape", "a preset's name cannot hold '/': it is a name, not a path"),
            ("/etc/passwd", "a preset's name cannot hold '/': it is a name, not a path"),
            ("..", "a preset's name cannot start with '.'"),
            (".hidden", "a preset's name cannot start with '.'"),
            ("tab\there", "a preset's name cannot hold control characters"),
            ("bell\u{7}", "a preset's name cannot hold control characters"),
            (String(repeating: "é", count: 65), "a preset's name is at most 64 characters (this one has 65)"),
            // 60 characters of 4 bytes: too long for a file's name (255 bytes with ".foldpreview.json").
            (String(repeating: "\u{1F600}", count: 60), "a preset's name is at most 238 bytes of UTF-8 (this one has 240)"),
            ("a" + String(repeating: "\u{301}", count: 500), "a preset's name is at most 238 bytes of UTF-8 (this one has 1001)"),
        ]
        for (name, reason) in refused {
            #expect(PresetLibrary.refusal(of: name) == reason, "\(name.debugDescription)")
            let error = #expect(throws: CLIError.self) { try library.save(name, group: Self.pop, values: SettingValues()) }
            #expect(error?.description == reason)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: config.path).isEmpty, "a refused name wrote")
        let longest = String(repeating: "é", count: 64)
        #expect(PresetLibrary.refusal(of: longest) == nil && PresetLibrary.refusal(of: "springy 2 (soft)") == nil)
        #expect(try library.save(longest, group: Self.pop, values: SettingValues()) != .exists(path: ""))
        #expect(library.saved(Self.pop).map(\.name) == [longest])
    }

    /// Every group starts with its originals; every built-in applies, sets only its own
    /// group, and sets what it says.
    @Test func builtInPresetsSetWhatTheySay() throws {
        var tuned = SettingValues()
        try SettingsRegistry.standard.apply(assignments: ["fold.duration=2", "pop.mass=5", "page.duration=1", "cell.items=6",
                                                          "flip.squash=0.5", "cards.spacing=60"], to: &tuned)
        for group in SettingsMemory.groups {
            let presets = PresetLibrary.builtIn(group)
            #expect(presets.first?.name.hasSuffix("(the originals)") == true, "\(group.name)")
            #expect(Set(presets.map(\.name)).count == presets.count, "\(group.name): two presets share a name")
            let own = Set(group.settings.map(\.name))
            for preset in presets {
                let values = try preset.values(over: tuned)
                let moved = SettingsMemory.groups.flatMap(\.settings).filter { $0.differs(tuned, values) }.map(\.name)
                #expect(moved.allSatisfy(own.contains), "\(preset.name) set \(moved)")
                guard case .builtIn(let made) = preset.origin else { continue }
                #expect(made.entries.allSatisfy { own.contains($0.name) }, "\(preset.name)")
            }
            // The originals put the whole group back and nothing else.
            let originals = try presets[0].values(over: tuned)
            #expect(group.settings.allSatisfy { $0.isDefault(in: originals) } && !originals.changedNames.isEmpty)
        }
        func preset(_ group: SettingsMemory.Group, _ name: String) throws -> NamedPreset {
            try #require(PresetLibrary.builtIn(group).first { $0.name == name }, "no built-in '\(name)'")
        }
        // MPFold's perspective presets are P's.
        for perspective in FoldScene.Perspective.allCases {
            let values = try preset(Self.fold, "perspective \(perspective.rawValue)").values(over: tuned)
            #expect(values[FoldSettings.eyeDistance] == perspective.eyeDistance)
        }
        let style = try preset(Self.fold, "style unfold + horizontal").values(over: SettingValues())
        #expect(style[FoldSettings.unfold] && style[FoldSettings.orientation] == .horizontal)
        // pop's own spring defaults (`POPAnimationExtras.mm`: tension 342.10, friction
        // 30.49, mass 1).
        let spring = try preset(Self.pop, "pop's POPSpringAnimation defaults").values(over: tuned)
        #expect(spring[PopSettings.bounciness] == 4 && spring[PopSettings.speed] == 12 && spring[PopSettings.mass] == 1)
        #expect(abs(spring[PopSettings.tension] - 342.10) < 0.01 && abs(spring[PopSettings.friction] - 30.49) < 0.01)
        // MPFlip's eight styles, each a different bit mask.
        let page = SettingsMemory.group(of: .page)
        let styles = try PresetLibrary.builtIn(page).filter { $0.name.hasPrefix("style ") }.map { preset in
            let values = try preset.values(over: SettingValues())
            return [values[PageSettings.direction].rawValue, values[PageSettings.orientation].rawValue,
                    values[PageSettings.perspective].rawValue].joined(separator: " ")
        }
        #expect(styles.count == 8 && Set(styles).count == 8, "\(styles)")
        let cell = try preset(SettingsMemory.group(of: .cell), "FoldingCell's class defaults").values(over: SettingValues())
        #expect(cell[CellSettings.items] == 2 && cell[CellSettings.backColor] == Color(hex: 0x996633))
    }
}
