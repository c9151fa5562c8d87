import ArgumentParser
import Media
import Motion
import Raster
import Scenes

/// `foldpreview params`: every setting with its value, unit, range, default and where the
/// default comes from; `--json` prints the values as one object that is a valid preset.
struct Params: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List every setting (name, value, unit, range, default, source); --json writes a preset.",
        discussion: """
            foldpreview params --mode pop
            foldpreview params --json --set fold.duration=0.6 > slow.json
            foldpreview render --mode fold --preset slow.json --out fold.png
            """)

    @Option(parsing: .unconditional, help: "Only this mode's settings: \(SceneOptions.modeNames).", completion: Completions.modes)
    var mode: String?

    @Flag(help: "Print one JSON object of setting names to values (a preset for --preset).")
    var json = false

    @Flag(help: "Print only the modes' names, in keyboard order (for scripts such as make render).")
    var modes = false

    @Flag(help: .hidden)
    var runTimeFiles = false

    @OptionGroup var tuning: TuningArguments

    func run() throws {
        // For the package rules (packaging/deb.sh): what the program loads at run time that
        // no DT_NEEDED entry names, one a line: the FFmpeg sonames it dlopens, then the
        // font files it opens (absolute paths).
        if runTimeFiles {
            try printProduct((FFmpegLibraries.sonames + TextRenderer.systemFontFiles).joined(separator: "\n"))
            return
        }
        if modes {
            try printProduct(Mode.allCases.map(\.rawValue).joined(separator: " "))
            return
        }
        let registry = SettingsRegistry.standard
        let values = try tuning.values(registry: registry)
        let modes = try mode.map { [try SceneOptions.parseMode($0)] } ?? Mode.allCases
        var settings: [any AnySetting] = []
        var seen = Set<String>()
        for mode in modes {
            for setting in registry.settings(for: mode) where seen.insert(setting.name).inserted {
                settings.append(setting)
            }
        }
        if json {
            try printProduct(registry.json(values, settings: settings))
            return
        }
        try printProduct(Self.table(settings, values: values))
    }

    /// The listing: one block per namespace, one row per setting grouped as the mode
    /// groups them; a changed value is marked `*`.
    static func table(_ settings: [any AnySetting], values: SettingValues) -> String {
        let nameWidth = settings.map(\.name.count).max() ?? 0
        let valueTexts = settings.map { value($0, values) }
        let valueWidth = valueTexts.map(\.count).max() ?? 0
        var lines: [String] = []
        var namespace = "", group = ""
        let notes = SceneCatalog.settingNotes(for: values)
        for (setting, valueText) in zip(settings, valueTexts) {
            let prefix = String(setting.name.split(separator: ".").first ?? "")
            if prefix != namespace {
                namespace = prefix
                group = ""
                if !lines.isEmpty { lines.append("") }
                let modes = Mode.allCases.filter { m in SceneCatalog.settings(for: m).contains { $0.name == setting.name } }
                lines.append("\(prefix).*  (--mode " + modes.map(\.rawValue).joined(separator: ", ") + ")")
            }
            if setting.group != group {
                group = setting.group
                lines.append("  " + group)
            }
            let changed = values.isChanged(setting.name) ? "*" : " "
            var row = "  \(changed) " + pad(setting.name, nameWidth) + "  " + pad(valueText, valueWidth)
                + "  " + pad(setting.kindName, 7) + "  " + pad(rangeText(setting), 22)
                + "  default " + pad(brief(setting.defaultText, kind: setting.kind), 10) + "  " + setting.source
            if let note = notes[setting.name] {
                row += "\n" + String(repeating: " ", count: nameWidth + 6) + note
            }
            lines.append(row)
            lines.append(String(repeating: " ", count: nameWidth + 6) + setting.summary)
        }
        return lines.joined(separator: "\n")
    }

    /// The value with its unit (numbers to at most 4 decimals: `--json` has them exact).
    static func value(_ setting: any AnySetting, _ values: SettingValues) -> String {
        brief(setting.text(in: values), kind: setting.kind) + (setting.unit.isEmpty ? "" : " " + setting.unit)
    }

    /// A number's text to at most 4 decimals, trailing zeros dropped; other kinds as they are.
    static func brief(_ text: String, kind: SettingKind) -> String {
        guard kind == .number, let number = Double(text), text.count > 8 else { return text }
        var short = DecimalText.fixed(number, places: 4)
        while short.contains("."), short.hasSuffix("0") { short.removeLast() }
        if short.hasSuffix(".") { short.removeLast() }
        return short
    }

    /// The allowed values: a range, a list length, or a choice's names.
    static func rangeText(_ setting: any AnySetting) -> String {
        if !setting.choices.isEmpty { return setting.choices.joined(separator: " | ") }
        var text = ""
        if let range = setting.range {
            text = bound(range.lowerBound) + "…" + bound(range.upperBound)
        }
        if let count = setting.count { text += " ×\(count.lowerBound)…\(count.upperBound)" }
        if setting.kind == .curve {
            // A curve that also takes a spring holds a `TimingCurve`; a Bézier-only one a `TimingFunction`.
            text = setting.value(in: SettingValues()) is TimingCurve ? "preset, x1,y1,x2,y2 or spring:R,ζ" : "preset or x1,y1,x2,y2"
        }
        if setting.kind == .colour { text = "#RRGGBB" }
        return text
    }

    /// A bound without needless digits.
    static func bound(_ value: Double) -> String { value.settingText }
}
