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
    /// The panel's width this frame, window points (`PanelLayout`: narrower in a small
    /// window).
    private(set) var width = PanelLayout.fullWidth
    /// A control's width: 200 points with room, less in a narrowed panel, so its label
    /// still shows beside it.
    var controlWidth: Float { Float(min(200, max(110, width - 180))) }

    /// The curves' and lists' text fields by setting name, kept while they are edited.
    var fields: [String: TypedField] = [:]
    /// The mode's own plots and the settings they were made for: made again only when
    /// those change (pop's is a spring run through to rest), not every frame.
    private var plots: (mode: Mode, settings: SettingValues, plots: [PanelPlot])?
    /// The same for A/B's reference (A), while comparing.
    private var referencePlots: (mode: Mode, settings: SettingValues, plots: [PanelPlot])?
    /// The preset section's list, name field and pending confirmation (TuningPanel+Preset).
    var presets = PresetSection()
    /// The name of this frame's change when it has one of its own ("reset all", "preset
    /// 'springy'"): the undo history's step says it.
    private(set) var stepName: String?
    /// A preset chosen this frame as A/B's reference (its "A" button): its name and
    /// settings, or why its file could not be read.
    var chosenReference: Result<(name: String, values: SettingValues), CLIError>?
    /// The pictures a preset loaded this frame names, for the session to read in.
    var loadedPictures: [ContentSlot.Part: String] = [:]

    /// Builds the panel for `mode` in `place` (window points; see-through and saying so
    /// when it `floats` over the scene), with the scene's `markers` (`plotMarkers`) on its
    /// pictures of the timing (of its plots, those in `shownPlots`, or all when nil) and the
    /// mode's picture slots `content` (with `dropAdvice`,
    /// where to drop a picture), and applies what the
    /// person changed to `settings`, or the pictures' change to `contentEdit`; returns a
    /// message when a typed value was refused or a preset saved, loaded or deleted
    /// (`stepName` names a change that has a name of its own). While A/B compares,
    /// `reference` (A's settings) is drawn under B's: each curve dashed, each plot a
    /// second line or set of bars.
    func build(mode: Mode, settings: inout SettingValues, reference: SettingValues? = nil, content: [ContentRow] = [],
               dropAdvice: String? = nil,
               contentEdit: inout ContentEdit?,
               markers: [String: Double], shownPlots: Set<String>? = nil, place: PanelLayout.Box,
               floats: Bool = false) -> String? {
        var refusal: String?
        stepName = nil
        chosenReference = nil
        loadedPictures = [:]
        let list = SceneCatalog.settings(for: mode)
        let title = "Tuning: " + mode.title + "###tuning"
        defer { igb_end() }
        width = place.width
        if floats { igb_next_window_alpha(PanelLayout.floatingOpacity) }
        guard igb_begin_panel(title, Float(place.x), Float(place.y), Float(place.width), Float(place.height)) else {
            return nil
        }
        if floats { igb_text_wrapped(PanelLayout.floatingNote) }
        let changed = list.filter { !$0.isDefault(in: settings) }
        igb_text_dim(changed.isEmpty ? "every setting is the original's" : "\(changed.count) changed")
        if !changed.isEmpty {
            igb_same_line()
            if igb_small_button("reset all") {
                for setting in list { setting.reset(in: &settings) }
                stepName = "reset all"
            }
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
            // A timing curve's editor, or a list's sliders, under its row.
            let edited: String?
            switch setting.kind {
            case .curve:
                edited = curveEditor(setting, settings: &settings, reference: reference, marker: markers[setting.name])
            case .list: edited = listEditor(setting, settings: &settings)
            default: edited = nil
            }
            if let edited { refusal = edited }
        }
        if plots?.mode != mode || plots?.settings != settings {
            plots = (mode, settings, SceneCatalog.plots(mode: mode, settings: settings).map(PanelPlot.init))
        }
        if let reference {
            if referencePlots?.mode != mode || referencePlots?.settings != reference {
                referencePlots = (mode, reference, SceneCatalog.plots(mode: mode, settings: reference).map(PanelPlot.init))
            }
        } else {
            referencePlots = nil
        }
        for extra in plots?.plots ?? [] where shownPlots?.contains(extra.plot.key) ?? true {
            igb_separator()
            let underneath = referencePlots?.plots.first { $0.plot.key == extra.plot.key }
            plot(extra, reference: underneath, marker: markers[extra.plot.key])
        }
        // Last, so the rows above keep their places: the pictures, then the presets.
        contentEdit = contentSection(content, advice: dropAdvice)
        if let loaded = presetSection(mode: mode, settings: &settings, content: content) {
            refusal = loaded.note
            if let step = loaded.step { stepName = step }
        }
        return refusal
    }

    /// One setting's control, its reset and its tooltip. The control reads the setting's
    /// value typed and writes what the person chose back typed (`AnySetting.assign`,
    /// which checks it as `--set` would); only the curves' and lists' typed field holds
    /// text, which is parsed there.
    private func row(_ setting: any AnySetting, settings: inout SettingValues) -> String? {
        var refusal: String?
        igb_push_id(setting.name)
        defer { igb_pop_id() }
        let label = String(setting.name.split(separator: ".").last ?? "") + (setting.unit.isEmpty ? "" : " (\(setting.unit))")
        let value = setting.value(in: settings)
        func apply(_ chosen: any SettingValue) {
            if let problem = Self.assign(chosen, to: setting, in: &settings) { refusal = problem }
        }
        igb_item_width(controlWidth)
        switch setting.kind {
        case .number:
            guard var number = value as? Double else { break }
            let range = setting.range ?? 0...1
            // Wide ranges slide on a log scale, so small values get their share (`+Sliders`).
            let scale = Self.sliderScale(for: setting, range: range)
            if igb_slider_double(label, &number, range.lowerBound, range.upperBound, scale.logarithmic, scale.format) {
                apply(number)
            }
        case .integer:
            guard let integer = value as? Int else { break }
            var slid = Int32(clamping: integer)
            let range = setting.range ?? 0...10
            if igb_slider_int(label, &slid, Int32(range.lowerBound), Int32(range.upperBound)) { apply(Int(slid)) }
        case .bool:
            guard var flag = value as? Bool else { break }
            if igb_checkbox(label, &flag) { apply(flag) }
        case .choice:
            guard let choice = value as? any SettingChoice else { break }
            var current = Int32(choice.caseIndex)
            let items = setting.choices.joined(separator: "\0") + "\0\0"
            if igb_combo(label, &current, items), let picked = choice.sibling(at: Int(current)) { apply(picked) }
        case .colour:
            guard let colour = value as? Color else { break }
            var rgb = [colour.r, colour.g, colour.b].map(Float.init)
            if igb_color_edit3(label, &rgb) { apply(Self.colour(rgb)) }
        case .curve, .list:
            // Typed, applied with Enter.
            var field = fields[setting.name].flatMap { $0.shows.isEqual(to: value) ? $0 : nil }
                ?? TypedField(value, text: setting.text(in: settings))
            if !igb_wants_keyboard() { field.buffer = field.pristine }
            if igb_input_text(label, &field.buffer, field.buffer.count) {
                let typed = String(decoding: field.buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                do { try setting.set(typed, in: &settings) } catch { refusal = error.description }
            }
            fields[setting.name] = field
        }
        if igb_item_hovered() {
            igb_tooltip(setting.kind == .number ? Self.sliderTooltip(setting.summary) : setting.summary)
        }
        if !setting.isDefault(in: settings) {
            igb_same_line()
            if igb_small_button("reset") { setting.reset(in: &settings) }
            if igb_item_hovered() { igb_tooltip("original: \(setting.defaultText)\n\(setting.source)") }
        }
        return refusal
    }

    /// Writes `value` to `setting` in `settings`, checked as `--set` checks a value: nil,
    /// or why it was refused.
    static func assign(_ value: any SettingValue, to setting: any AnySetting, in settings: inout SettingValues) -> String? {
        do { try setting.assign(value, in: &settings) } catch { return error.description }
        return nil
    }

    /// The picker's three channels 0…1 as a colour of 8-bit channels, what `#RRGGBB`
    /// holds (so the setting's value is the one its text, a preset and `params` show).
    private static func colour(_ rgb: [Float]) -> Color {
        func byte(_ channel: Float) -> Int { channel > 0 ? Int((Swift.min(Double(channel), 1) * 255).rounded()) : 0 }
        return Color(r8: byte(rgb[0]), g8: byte(rgb[1]), b8: byte(rgb[2]))
    }
}

/// A curve's or a list's text field: the text of the value it was made for, and what is
/// typed in it. Made again only when the value changes, so the row does not turn its
/// value into text every frame.
struct TypedField {
    /// The value whose text the field was made from.
    let shows: any SettingValue
    /// That text in a zero-filled buffer (at least 96 bytes), what the field returns to
    /// when it is not being typed in.
    let pristine: [CChar]
    /// The field's contents.
    var buffer: [CChar]

    init(_ value: any SettingValue, text: String) {
        shows = value
        let bytes = Array(text.utf8CString)
        pristine = bytes + [CChar](repeating: 0, count: Swift.max(0, 96 - bytes.count))
        buffer = pristine
    }
}
