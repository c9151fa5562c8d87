import Foundation
import ImGuiBridge
import Motion
import Raster
import Scenes

/// E: the tuning panel on the window's right, built each frame with Dear ImGui from the
/// settings model: the mode's settings in its groups, each with the control its kind
/// wants (a slider with a typed entry on ctrl-click for numbers, a checkbox, a choice, a
/// colour picker; a curve gets its editor and a list a slider per number, `+Editors`), a reset
/// beside each changed setting whose tooltip names the original and its source, and a
/// reset for the whole mode. A change applies at once, also mid-animation. The panel is
/// drawn by SDL over the window, never into our frame, so no screenshot, recording or
/// export holds it.
final class TuningPanel {
    /// The panel's width in window points.
    static let width = 380.0

    /// Text fields' contents by setting name, kept while they are edited.
    var fields: [String: [CChar]] = [:]
    /// The mode's own plots and the settings they were made for: made again only when
    /// those change (pop's is a spring run through to rest), not every frame.
    private var plots: (mode: Mode, settings: SettingValues, plots: [PanelPlot])?
    /// The preset section's file field by settings group, as typed (TuningPanel+Preset).
    var presetPaths: [String: [CChar]] = [:]

    /// Builds the panel for `mode` from `x` pixels rightwards, the window's `height` pixels
    /// tall (`scale` pixels per point), with the scene's `markers` (`plotMarkers`) on its
    /// pictures of the timing, and applies what the person changed to `settings`; returns
    /// a message when a typed value was refused or a preset saved or loaded.
    func build(mode: Mode, settings: inout SettingValues, markers: [String: Double], x: Double, height: Double,
               scale: Double) -> String? {
        var refusal: String?
        let list = SceneCatalog.settings(for: mode)
        let title = "Tuning: " + mode.title + "###tuning"
        defer { igb_end() }
        guard igb_begin_panel(title, Float(x / scale), 0, Float(Self.width), Float(height / scale)) else { return nil }
        let changed = list.filter { $0.text(in: settings) != $0.defaultText }
        igb_text_dim(changed.isEmpty ? "every setting is the original's" : "\(changed.count) changed")
        if !changed.isEmpty {
            igb_same_line()
            if igb_small_button("reset all") { for setting in list { setting.reset(in: &settings) } }
        }
        var group = ""
        var open = true
        for setting in list {
            if setting.group != group {
                group = setting.group
                open = igb_header(group)
            }
            guard open else { continue }
            if let problem = row(setting, settings: &settings) { refusal = problem }
            // A timing curve's editor is under its row.
            if setting.kindName == "curve" { curveEditor(setting, settings: &settings, marker: markers[setting.name]) }
            if setting.kindName == "list" { listEditor(setting, settings: &settings) }
        }
        if plots?.mode != mode || plots?.settings != settings {
            plots = (mode, settings, SceneCatalog.plots(mode: mode, settings: settings).map(PanelPlot.init))
        }
        for extra in plots?.plots ?? [] {
            igb_separator()
            plot(extra, marker: markers[extra.plot.key])
        }
        // Last, so the rows above keep their places.
        if let note = presetSection(mode: mode, settings: &settings) { refusal = note }
        return refusal
    }

    /// One setting's control, its reset and its tooltip.
    private func row(_ setting: any AnySetting, settings: inout SettingValues) -> String? {
        var refusal: String?
        igb_push_id(setting.name)
        defer { igb_pop_id() }
        let label = String(setting.name.split(separator: ".").last ?? "") + (setting.unit.isEmpty ? "" : " (\(setting.unit))")
        let text = setting.text(in: settings)
        func apply(_ value: String) {
            do { try setting.set(value, in: &settings) } catch { refusal = error.description }
        }
        igb_item_width(200)
        switch setting.kindName {
        case "number":
            var value = Double(text) ?? 0
            let range = setting.range ?? 0...1
            // Wide positive ranges slide on a log scale, so small values get their share.
            let logarithmic = range.lowerBound > 0 && range.upperBound / range.lowerBound > 100
            if igb_slider_double(label, &value, range.lowerBound, range.upperBound, logarithmic, "%.4g") {
                apply(DecimalText.shortest(value))
            }
        case "integer":
            var value = Int32(Int(text) ?? 0)
            let range = setting.range ?? 0...10
            if igb_slider_int(label, &value, Int32(range.lowerBound), Int32(range.upperBound)) { apply(String(value)) }
        case "bool":
            var value = text == "true"
            if igb_checkbox(label, &value) { apply(value ? "true" : "false") }
        case "choice":
            var current = Int32(setting.choices.firstIndex(of: text) ?? 0)
            let items = setting.choices.joined(separator: "\0") + "\0\0"
            if igb_combo(label, &current, items) { apply(setting.choices[Int(current)]) }
        case "colour":
            var rgb = Self.channels(text)
            if igb_color_edit3(label, &rgb) {
                apply("#" + rgb.map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined())
            }
        default:
            // Curves and lists: typed, applied with Enter.
            var buffer = fields[setting.name] ?? []
            if !igb_wants_keyboard() || buffer.isEmpty {
                buffer = Array(text.utf8CString) + [CChar](repeating: 0, count: max(0, 96 - text.utf8CString.count))
            }
            if igb_input_text(label, &buffer, buffer.count) {
                apply(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
            fields[setting.name] = buffer
        }
        if igb_item_hovered() { igb_tooltip(setting.summary) }
        if text != setting.defaultText {
            igb_same_line()
            if igb_small_button("reset") { setting.reset(in: &settings) }
            if igb_item_hovered() { igb_tooltip("original: \(setting.defaultText)\n\(setting.source)") }
        }
        return refusal
    }

    /// "#RRGGBB" as three channels 0…1.
    private static func channels(_ hex: String) -> [Float] {
        let digits = hex.dropFirst()
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return [0, 0, 0] }
        return [Float(value >> 16 & 0xFF) / 255, Float(value >> 8 & 0xFF) / 255, Float(value & 0xFF) / 255]
    }
}
