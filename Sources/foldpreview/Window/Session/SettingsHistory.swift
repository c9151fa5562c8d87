import Scenes

/// Ctrl-Z and Ctrl-Shift-Z (or Ctrl-Y): every settings change the person makes in the
/// window, kept per settings group (`SettingsMemory.group(of:)`: fold and cubic share
/// "fold"), so undo in pop never touches the fold. Each group keeps at most `limit` undo
/// steps (the oldest go first) and the steps undone since its last change, which a new
/// change drops.
///
/// A step is a whole gesture: a slider drag, a curve drag, one P/O/U press, a preset load,
/// "reset all", a typed value. A gesture that goes on over several frames (the panel's
/// item stays active) is `held`: its changes extend the one open step until it is
/// `seal`ed. A step keeps the group's values before and after it, so undo and redo set the
/// group back exactly (a dial's effects included); only that group's settings move.
struct SettingsHistory {
    /// The undo steps kept per group.
    static let limit = 100

    /// One change of one group: the settings before and after it (only the group's are
    /// read back), and its name when it has one of its own ("reset all", "preset
    /// 'springy'", "P: perspective high"); otherwise the change names itself.
    struct Step {
        let group: SettingsMemory.Group
        let before: SettingValues
        var after: SettingValues
        let name: String?

        /// What the message says: its own name, or the change ("pop.bounciness 18 → 8",
        /// "fold.duration 0.3 → 0.6 and 2 more").
        var description: String {
            if let name { return name }
            let changes = SettingsHistory.changes(in: group.settings, from: before, to: after, showingBefore: true)
            return SettingsHistory.list(changes, first: 1)
        }

        /// True when the step changes none of its group's settings (a drag let go where
        /// it began).
        var isEmpty: Bool { !group.settings.contains { $0.differs(before, after) } }
    }

    /// One group's steps: those that undo (last is newest) and those that redo (last is
    /// the next to redo).
    private struct Stacks {
        var undo: [Step] = []
        var redo: [Step] = []
    }

    private var stacks: [String: Stacks] = [:]
    /// The group whose newest step a held gesture still extends.
    private var open: String?

    /// How many steps `group` can undo and redo.
    func counts(_ group: SettingsMemory.Group) -> (undo: Int, redo: Int) {
        (stacks[group.name]?.undo.count ?? 0, stacks[group.name]?.redo.count ?? 0)
    }

    /// Records a change of `group` from `before` to `after`. A change without a name of
    /// its own extends the group's open step, if there is one (the gesture's last change
    /// comes in the frame it is let go, no longer held); else it is a step of its own,
    /// which stays open while `held`. A new step drops the group's redo.
    mutating func record(_ group: SettingsMemory.Group, from before: SettingValues, to after: SettingValues,
                         name: String? = nil, held: Bool = false) {
        var stacks = self.stacks[group.name] ?? Stacks()
        defer { self.stacks[group.name] = stacks }
        if name == nil, open == group.name, let last = stacks.undo.last, last.name == nil {
            stacks.undo[stacks.undo.count - 1].after = after
            if !held { open = nil }
            // A drag let go where it began is no step.
            if stacks.undo[stacks.undo.count - 1].isEmpty {
                stacks.undo.removeLast()
                open = nil
            }
            return
        }
        let step = Step(group: group, before: before, after: after, name: name)
        guard !step.isEmpty else { return }
        stacks.undo.append(step)
        if stacks.undo.count > Self.limit { stacks.undo.removeFirst(stacks.undo.count - Self.limit) }
        stacks.redo.removeAll()
        open = held && name == nil ? group.name : nil
    }

    /// The held gesture is over: its step is closed, the next change is a step of its own.
    mutating func seal() { open = nil }

    /// Undoes `group`'s newest step: `current` with the group's settings as they were
    /// before it, and the step (nil when there is nothing to undo).
    mutating func undo(_ group: SettingsMemory.Group, in current: SettingValues) -> (values: SettingValues, step: Step)? {
        open = nil
        guard let step = stacks[group.name]?.undo.popLast() else { return nil }
        stacks[group.name]?.redo.append(step)
        return (Self.restoring(group, from: step.before, in: current), step)
    }

    /// Redoes `group`'s step undone last: `current` with the group's settings as they were
    /// after it, and the step (nil when there is nothing to redo).
    mutating func redo(_ group: SettingsMemory.Group, in current: SettingValues) -> (values: SettingValues, step: Step)? {
        open = nil
        guard let step = stacks[group.name]?.redo.popLast() else { return nil }
        stacks[group.name]?.undo.append(step)
        return (Self.restoring(group, from: step.after, in: current), step)
    }

    /// `current` with `group`'s settings copied from `source` as they are (no dial runs
    /// its effect: the settings it set are copied too).
    static func restoring(_ group: SettingsMemory.Group, from source: SettingValues,
                          in current: SettingValues) -> SettingValues {
        var values = current
        for setting in group.settings { setting.copy(from: source, into: &values) }
        return values
    }

    // MARK: Naming changes

    /// The settings of `settings` that differ from `before` to `after`, each as "name
    /// value" (or "name old → new" when `showingBefore`): the dials first, and a setting a
    /// changed dial sets to what it holds is left out (bounciness 8 names itself, not the
    /// tension, friction and mass it sets).
    static func changes(in settings: [any AnySetting], from before: SettingValues, to after: SettingValues,
                        showingBefore: Bool = false) -> [String] {
        let changed = settings.filter { $0.differs(before, after) }
        let dials = changed.filter(\.isDial)
        // What the dials alone make of `before`: settings they explain are not named.
        var fromDials = before
        for dial in dials { try? dial.assign(dial.value(in: after), in: &fromDials) }
        let named = dials + changed.filter { !$0.isDial && $0.differs(fromDials, after) }
        return named.map { setting in
            setting.name + " " + (showingBefore ? setting.text(in: before) + " → " : "") + setting.text(in: after)
        }
    }

    /// `items` joined by ", ", the first `first` of them and "and N more".
    static func list(_ items: [String], first: Int) -> String {
        guard items.count > first else { return items.joined(separator: ", ") }
        return items.prefix(first).joined(separator: ", ") + " and \(items.count - first) more"
    }
}
