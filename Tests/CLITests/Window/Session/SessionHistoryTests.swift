@testable import foldpreview
import Foundation
import Scenes
import Testing

/// Ctrl-Z and Ctrl-Shift-Z (Ctrl-Y) through the headless session: each gesture one step
/// (a key, a held slider's whole drag, reset all, a preset), per settings group, at most
/// 100 steps; a new change drops the redo; the settings remembered from the last run are
/// said at start and are the first step back.
@Suite(.serialized)
struct SessionHistoryTests {
    /// The fold's settings as the panel would leave them after `assignments`.
    static func fold(_ settings: SettingValues, _ assignments: String...) throws -> SettingValues {
        var values = settings
        try SettingsRegistry.standard.apply(assignments: assignments, to: &values)
        return values
    }

    @Test func undoAndRedoWalkTheStepsOfTheFold() throws {
        let driver = try SessionDriver(["--mode", "fold"])
        let session = driver.session
        let distance = FoldSettings.eyeDistance.name, orientation = FoldSettings.orientation.name
        func text(_ name: String) -> String {
            (try? SettingsRegistry.standard.setting(named: name).text(in: session.settings)) ?? "?"
        }
        driver.press("ctrl+z")
        #expect(driver.message == "nothing to undo in the fold settings")

        // P, O, a slider dragged over three frames (held, then let go), reset all.
        driver.press("p")
        driver.press("o")
        #expect(text(distance) == "1.5" && text(orientation) == "horizontal")
        for (duration, held) in [("0.4", true), ("0.5", true), ("0.6", false)] {
            session.change(to: try Self.fold(session.settings, "fold.duration=\(duration)"), at: driver.time, held: held)
        }
        session.history.seal()
        var originals = session.settings
        for setting in SettingsMemory.group(of: .fold).settings { setting.reset(in: &originals) }
        session.change(to: originals, at: driver.time, as: "reset all")
        #expect(session.history.counts(SettingsMemory.group(of: .fold)) == (4, 0))
        #expect(session.scene.settings == SettingValues(), "the scene did not take the reset")

        driver.press("ctrl+z")
        #expect(driver.message == "undid reset all (Ctrl-Shift-Z redoes it)")
        #expect(text("fold.duration") == "0.6" && text(orientation) == "horizontal" && text(distance) == "1.5")
        driver.press("ctrl+z")
        #expect(driver.message == "undid fold.duration 0.3 → 0.6", "the drag was not one step")
        #expect(text("fold.duration") == "0.3")
        driver.press("ctrl+z")
        #expect(driver.message == "undid O: orientation horizontal")
        #expect(text(orientation) == "vertical" && text(distance) == "1.5")
        #expect(session.scene.settings == session.settings, "the scene did not follow the undo")

        driver.press("ctrl+shift+z")
        #expect(driver.message == "redid O: orientation horizontal" && text(orientation) == "horizontal")
        driver.press("ctrl+y")
        #expect(driver.message == "redid fold.duration 0.3 → 0.6" && text("fold.duration") == "0.6")
        #expect(session.history.counts(SettingsMemory.group(of: .fold)) == (3, 1))

        // A new change drops what was left to redo.
        driver.press("u")
        #expect(session.history.counts(SettingsMemory.group(of: .fold)) == (4, 0))
        driver.press("ctrl+y")
        #expect(driver.message == "nothing to redo in the fold settings")
        driver.press("ctrl+z")
        #expect(driver.message == "undid U: unfold (Ctrl-Shift-Z redoes it)" && text("fold.unfold") == "false")

        // A preset loaded is one step named by the preset; a drag let go where it began is none.
        let high = try #require(PresetLibrary.builtIn(SettingsMemory.group(of: .fold)).first { $0.name == "style unfold + horizontal" })
        session.change(to: try high.values(over: session.settings), at: driver.time, as: "preset '\(high.name)'")
        let before = session.settings
        session.change(to: try Self.fold(before, "fold.creases=3"), at: driver.time, held: true)
        session.change(to: before, at: driver.time, held: false)
        driver.press("ctrl+z")
        #expect(driver.message == "undid preset 'style unfold + horizontal' (Ctrl-Shift-Z redoes it)")
        #expect(text("fold.unfold") == "false" && text(orientation) == "horizontal")
    }

    /// The cap, the groups kept apart, and names of changes that set other settings.
    @Test func eachGroupKeepsItsOwnHundredSteps() throws {
        var history = SettingsHistory()
        let pop = SettingsMemory.group(of: .pop), fold = SettingsMemory.group(of: .cubic)
        var values = SettingValues()
        let start = values
        for step in 1...105 {
            let before = values
            try SettingsRegistry.standard.apply(assignments: ["pop.pokeVelocity=\(Double(step) / 2)"], to: &values)
            history.record(pop, from: before, to: values)
        }
        let popOnly = values
        try SettingsRegistry.standard.apply(assignments: ["fold.duration=2"], to: &values)
        history.record(fold, from: popOnly, to: values)
        #expect(history.counts(pop) == (100, 0) && history.counts(fold) == (1, 0))
        for _ in 0..<100 {
            let undone = history.undo(pop, in: values)
            try #require(undone != nil)
            values = undone!.values
        }
        #expect(history.counts(pop) == (0, 100), "more than 100 steps kept")
        // The oldest five went: pop stops at the fifth step; the fold's change stays.
        #expect(values[PopSettings.pokeVelocity] == 2.5 && values[FoldSettings.duration] == 2)
        #expect(values != start)

        // A dial names itself, not the tension, friction and mass it sets.
        var dialled = SettingValues()
        try SettingsRegistry.standard.apply(assignments: ["pop.bounciness=8"], to: &dialled)
        let step = SettingsHistory.Step(group: pop, before: SettingValues(), after: dialled, name: nil)
        #expect(step.description == "pop.bounciness 18 → 8")
    }

    /// Settings remembered from the last run (pop's bounciness, the page's orientation)
    /// are said in one message at start, and Ctrl-Z takes the mode's group back to the
    /// originals, leaving the other group remembered.
    @Test func rememberedSettingsAreSaidAndUndone() throws {
        let folder = try BinaryProcess.freshConfigFolder().appendingPathComponent("foldpreview")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let memory = SettingsMemory(folder: folder.path)
        var last = SettingValues()
        try SettingsRegistry.standard.apply(assignments: ["pop.bounciness=8", "page.orientation=vertical"], to: &last)
        try memory.write(SettingsMemory.group(of: .pop), of: last)
        try memory.write(SettingsMemory.group(of: .page), of: last)

        var options = try PreviewOptions(Preview.parse(["--mode", "pop", "--set", "pop.pokeVelocity=3"]), memory: memory)
        options.buildsAhead = false
        options.presets = nil
        let driver = try SessionDriver(options: options)
        #expect(driver.message == "remembered: pop.bounciness 8, page.orientation vertical — Ctrl-Z or \"reset all\" to go back")
        #expect(driver.session.settings[PopSettings.bounciness] == 8)

        driver.press("ctrl+z")
        #expect(driver.message == "undid the remembered pop settings (Ctrl-Shift-Z redoes it)")
        var expected = SettingValues()
        try SettingsRegistry.standard.apply(assignments: ["pop.pokeVelocity=3", "page.orientation=vertical"], to: &expected)
        #expect(driver.session.settings == expected, "not the originals under --set, or the page's went too")
        driver.press("ctrl+z")
        #expect(driver.message == "nothing to undo in the pop settings")
    }
}
