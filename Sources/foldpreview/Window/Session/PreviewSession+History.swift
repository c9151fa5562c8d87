import Scenes

/// Ctrl-Z and Ctrl-Shift-Z (Ctrl-Y) on the shown mode's settings group (`SettingsHistory`),
/// and the settings remembered from the last run, said at start and undoable.
extension PreviewSession {
    /// The settings group of the mode shown.
    var settingsGroup: SettingsMemory.Group { SettingsMemory.group(of: scene.mode) }

    /// Ctrl-Z: the mode's group goes back to before its newest step, through the path
    /// every change takes (scenes, art and the remembered settings follow); the message
    /// names what was undone, or that there is nothing to undo.
    func undo(at time: Double) {
        let group = settingsGroup
        guard let (values, step) = history.undo(group, in: settings) else {
            say("nothing to undo in the \(group.name) settings", at: time)
            return
        }
        apply(values)
        say("undid " + step.description + redoHint(group), at: time)
    }

    /// Ctrl-Shift-Z or Ctrl-Y: the step undone last is made again.
    func redo(at time: Double) {
        let group = settingsGroup
        guard let (values, step) = history.redo(group, in: settings) else {
            say("nothing to redo in the \(group.name) settings", at: time)
            return
        }
        apply(values)
        say("redid " + step.description, at: time)
    }

    /// " (Ctrl-Shift-Z redoes it)" for the first undo of a run of them, so the way back
    /// is said once.
    private func redoHint(_ group: SettingsMemory.Group) -> String {
        history.counts(group).redo == 1 ? " (Ctrl-Shift-Z redoes it)" : ""
    }

    /// The settings remembered from the last run, in each group they changed, become the
    /// first undo step of that group (from what the settings would be with nothing
    /// remembered), and one message names them: `remembered: page.orientation vertical,
    /// pop.bounciness 8 — Ctrl-Z or "reset all" to go back`. Nil when nothing remembered
    /// is in effect.
    func rememberedAtStart() -> String? {
        let start = settings, without = options.unremembered
        guard start != without else { return nil }
        var named: [String] = []
        for group in SettingsMemory.groups {
            let changes = SettingsHistory.changes(in: group.settings, from: without, to: start)
            guard !changes.isEmpty else { continue }
            named += changes
            history.record(group, from: SettingsHistory.restoring(group, from: without, in: start), to: start,
                           name: "the remembered \(group.name) settings")
        }
        guard !named.isEmpty else { return nil }
        return "remembered: " + SettingsHistory.list(named, first: 4) + " — Ctrl-Z or \"reset all\" to go back"
    }
}
