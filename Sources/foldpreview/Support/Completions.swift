import ArgumentParser
import Scenes

/// What the shells complete after an option's name, for the scripts that
/// `foldpreview --generate-completion-script bash|zsh|fish` writes.
///
/// The lists are computed here, from the modes and the settings registry, and written into
/// the scripts when they are generated, so a completion costs the shell no run of the
/// program (argument-parser's `.custom` would start the binary at every Tab).
enum Completions {
    /// After `--mode`: every mode's name, in keyboard order (as `params --modes` prints them).
    static let modes = CompletionKind.list(Mode.allCases.map(\.rawValue))

    /// After `bench --mode`: the modes and `all`.
    static let benchModes = CompletionKind.list(Mode.allCases.map(\.rawValue) + ["all"])

    /// After `--set`: every setting's name with its `=` (as `params` lists them), so
    /// `--set fold.<Tab>` offers fold's settings and the value is typed after the `=`.
    static let settings = CompletionKind.list(settingWords)

    /// The words `settings` offers: `fold.duration=`, `fold.foldCurve=`, …
    static let settingWords = SettingsRegistry.standard.all.map { $0.name + "=" }

    /// After `--preset`, `--versus` and the window's file: presets are JSON files
    /// (`NAME.foldpreview.json` when the panel saved them).
    static let presetFile = CompletionKind.file(extensions: ["json"])
}

extension Completions {
    /// The commands a command line may name after `foldpreview` (and `help`); any other
    /// first word (an option, the preset file) belongs to the default command, the window.
    static var commandNames: [String] {
        FoldPreviewCommand.configuration.subcommands.filter { $0.configuration.shouldDisplay }
            .map { $0._commandName } + ["help"]
    }

    /// The default command's name, which the scripts put back where a line leaves it out.
    static var defaultCommand: String { Preview._commandName }

    /// `text` as `foldpreview` prints it for `--help`, `--version` or
    /// `--generate-completion-script`: unchanged, except that each shell's script also
    /// completes the default command's options without its name (`foldpreview --mode <Tab>`:
    /// argument-parser's scripts offer only the commands there) and an option's value in
    /// the option's word (`--set=fold.<Tab>`).
    static func finished(_ text: String) -> String {
        if text.hasPrefix("#!/bin/bash") { return bash(text) }
        if text.hasPrefix("#compdef foldpreview") { return zsh(text) }
        if text.contains("complete -c 'foldpreview'") { return fish(text) }
        return text
    }
}
