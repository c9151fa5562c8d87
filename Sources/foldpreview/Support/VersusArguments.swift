import ArgumentParser
import Foundation
import Media
import Scenes

/// `render`'s options for an A/B comparison: `--versus` names A, the reference; B is the
/// settings the command is given, as always (`VersusRender` draws the two).
struct VersusArguments: ParsableArguments {
    @Option(name: .customLong("versus"), parsing: .unconditional, help: ArgumentHelp(
        "Compare: A, the settings of the preset REF.json (read as --preset reads one, over the originals) or of "
            + "'original' (every setting at the original's default; write ./original for a file of that name), "
            + "drawn beside B, this command's settings (--preset, --set, the shorthands). Each half is its own "
            + "render at half the size: A the left floor(W/2) pixels, B the right W − floor(W/2) (stacked: A the top "
            + "floor(H/2), B the rest). An animation lasts as long as the longer of the two; the shorter holds its "
            + "last frame. With --crop, both halves keep one region. Not with --dump or .html.", valueName: "REF.json|original"),
            completion: Completions.presetFile)
    var reference: String?

    /// True when `--versus` was given.
    var isGiven: Bool { reference != nil }

    @Option(name: .customLong("versus-layout"), parsing: .unconditional, help: ArgumentHelp("With --versus: side (A left, B right; the default) or stacked (A on top, B below).", valueName: "side|stacked"))
    var layout: String?

    @Flag(help: "With --versus: name each half in its top-left corner (A's preset file name or 'original'; B's --preset name, 'tuned' for --set or a shorthand, else 'original').")
    var label = false

    /// The word `--versus` takes for the originals.
    static let original = "original"

    /// The layout asked for, checked; refuses `--versus-layout` and `--label` without `--versus`.
    func checkedLayout() throws -> VersusRender.Layout {
        if reference == nil {
            if layout != nil { throw CLIError("--versus-layout arranges the halves of --versus; give --versus REF.json or --versus original") }
            if label { throw CLIError("--label names the halves of --versus; give --versus REF.json or --versus original") }
            return .side
        }
        guard let layout else { return .side }
        guard let value = VersusRender.Layout(rawValue: layout) else {
            throw CLIError("--versus-layout must be side or stacked, got '\(SettingLimits.echo(layout))'")
        }
        return value
    }

    /// Refuses `--versus` with what makes one picture of one set of settings: a web page
    /// and `--dump` (one scene's draw list).
    func checkApplies(webPage: Bool, dump: Bool) throws {
        guard isGiven else { return }
        if webPage { throw CLIError("a web page plays one set of settings; --versus writes a .png, .jpg, a folder or a video") }
        if dump { throw CLIError("--dump writes one scene's draw list; with --versus, dump each side's own render") }
    }

    /// The reference file to read, for the run's plan of inputs (nil for `original`).
    var referenceFile: String? { reference.flatMap { $0 == Self.original ? nil : $0 } }

    /// A: its name and its settings (the originals, or the reference preset over them).
    /// A file that cannot be read or set is one line naming `--versus`.
    func referenceSettings() throws -> (name: String, settings: SettingValues)? {
        guard isGiven else { return nil }
        var settings = SettingValues()
        guard let file = referenceFile else { return (Self.original, settings) }
        do {
            try SettingsRegistry.standard.apply(preset: try PresetFile.load(path: file), origin: "preset '\(file)'",
                                                to: &settings)
        } catch let error as SettingError {
            throw CLIError("--versus: " + error.description)
        } catch {
            throw CLIError("--versus: " + ErrorWords.line(error))
        }
        return (Self.name(ofPreset: file), settings)
    }

    /// B's name: its `--preset` file's name, "tuned" when `--set` or a shorthand changes
    /// settings ("mine, tuned" with both), else "original".
    static func name(of tuning: TuningArguments) throws -> String {
        let shorthands = try tuning.shorthands()
        let tuned = !tuning.givenAssignments.isEmpty || !shorthands.isEmpty
        switch (tuning.preset, tuned) {
        case (let preset?, false): return name(ofPreset: preset)
        case (let preset?, true): return name(ofPreset: preset) + ", tuned"
        case (nil, true): return "tuned"
        case (nil, false): return original
        }
    }

    /// A preset's name: its file name without `.foldpreview.json` or `.json`, for a label
    /// (a byte of the name that is not UTF-8 as `\xNN`: the font has no glyph for it).
    static func name(ofPreset path: String) -> String {
        let file = PathBytes.shown((path as NSString).lastPathComponent)
        for suffix in [".foldpreview.json", ".json"] where file.lowercased().hasSuffix(suffix) && file.count > suffix.count {
            return String(file.dropLast(suffix.count))
        }
        return file
    }
}
