import Foundation
import Media
import Scenes

/// The window's preset file, `foldpreview FILE.foldpreview.json` (what a file manager runs
/// for a double-clicked preset, through the desktop entry's `Exec=foldpreview %f`): read
/// as `--preset` reads one, and the mode its settings are for.
struct OpenedPreset {
    /// The file, as given.
    let path: String
    /// Its settings' names and values' text, sorted by name.
    let entries: [(name: String, text: String)]
    /// The mode to open in: the first mode of the one settings group every name belongs
    /// to (`pop.*` → pop; `fold.*` → fold, which cubic shares); nil when the names span
    /// groups or there are none (then the window's default).
    let mode: Mode?

    /// Reads the preset at `path`; `commands` are the program's command names, for the
    /// message when a mistyped command (`rendr`) lands here as a file.
    init(path: String, commands: [String]) throws {
        if !FileSystem.exists(path), !path.contains("/"), !path.contains(".") {
            throw CLIError("'\(path)' is neither a command (" + commands.joined(separator: ", ")
                           + ") nor a preset file")
        }
        self.path = path
        entries = try PresetFile.load(path: path)
        mode = PresetFile.mode(of: entries)
    }
}
