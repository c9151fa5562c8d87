import Dispatch
import Foundation
import Scenes

/// Keeps the window's settings in its `SettingsMemory`: a group's file is written when
/// that group's settings differ from what its file holds (compared typed, setting by
/// setting; the preset's text is made only for a file to write), at most once a second while
/// the window runs and once more at its end. Files are written on a serial queue, never
/// on the frame thread (a slow disk or a network home must not stall a frame).
final class MemoryWriter {
    /// The shortest time between two rounds of writes, seconds.
    static let interval = 1.0

    let memory: SettingsMemory
    /// The settings each group's file holds (or will, once the queue has written it); the
    /// group's own settings in them are what counts.
    private var written: [String: SettingValues] = [:]
    /// The settings looked at last, and when.
    private var checked: SettingValues
    private var checkedAt = -Double.infinity
    private let queue = DispatchQueue(label: "foldpreview.settings-memory")

    /// Groups never written: their place holds a device, FIFO, socket or folder.
    private let leftAlone: Set<String>

    /// A writer for `memory`, whose files hold `remembered` (what `read()` gave). A group
    /// whose broken file `read()` moved aside gets a fresh file at once.
    init(memory: SettingsMemory, remembered: SettingValues, movedAside: Set<String> = [], leftAlone: Set<String> = []) {
        self.memory = memory
        self.leftAlone = leftAlone
        checked = remembered
        for group in SettingsMemory.groups where !movedAside.contains(group.name) {
            written[group.name] = remembered
        }
        if !movedAside.isEmpty { write(remembered) }
    }

    /// A writer for what `reading` found in `memory`.
    convenience init(memory: SettingsMemory, reading: SettingsMemory.Reading) {
        self.init(memory: memory, remembered: reading.values, movedAside: reading.movedAside,
                  leftAlone: reading.leftAlone)
    }

    /// Called every loop turn: writes the groups of `values` that changed, unless a round
    /// was less than `interval` ago (`now` in the clock's seconds).
    func remember(_ values: SettingValues, now: Double) {
        guard now - checkedAt >= Self.interval, values != checked else { return }
        checkedAt = now
        write(values)
    }

    /// At the window's end: writes what changed since the last round and waits until
    /// every file is written.
    func finish(_ values: SettingValues) {
        if values != checked { write(values) }
        queue.sync {}
    }

    private func write(_ values: SettingValues) {
        checked = values
        for group in SettingsMemory.groups where !leftAlone.contains(group.name) {
            if let held = written[group.name], !group.settings.contains(where: { $0.differs(values, held) }) { continue }
            // Taken as written even if the write fails: its one line is said once, not
            // again every second.
            written[group.name] = values
            let text = SettingsMemory.preset(of: group, values)
            queue.async { [memory] in
                do { try memory.write(text, as: group) } catch {
                    writeToStandardError("foldpreview: cannot remember the settings: \(error)\n")
                }
            }
        }
    }
}
