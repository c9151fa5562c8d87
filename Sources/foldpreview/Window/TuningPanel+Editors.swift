import ImGuiBridge
import Motion
import Raster
import Scenes

/// The panel's editors beyond one control a row (each timing curve's in `+Curves`): a list's
/// numbers one slider each, and a mode's own plots (pop's release, the cell's fold steps,
/// the board's pieces), with a marker where the running animation stands on each.
extension TuningPanel {
    /// A list of numbers (`cell.durations`) as one slider a number, with buttons to add one
    /// (a copy of the last) or drop the last, as far as the setting allows. Returns why a
    /// change was refused, if one was.
    func listEditor(_ setting: any AnySetting, settings: inout SettingValues) -> String? {
        guard var list = setting.value(in: settings) as? [Double], !list.isEmpty else { return nil }
        igb_push_id(setting.name + ".list")
        defer { igb_pop_id() }
        let range = setting.range ?? 0...1, count = setting.count ?? 1...64
        let scale = Self.sliderScale(for: setting, range: range)
        var changed = false
        for index in list.indices {
            var value = list[index]
            igb_item_width(controlWidth)
            if igb_slider_double("\(index + 1)##\(index)", &value, range.lowerBound, range.upperBound, scale.logarithmic,
                                 scale.format) {
                list[index] = (value * 1000).rounded() / 1000
                changed = true
            }
            if igb_item_hovered() { igb_tooltip(Self.sliderHint) }
        }
        if list.count < count.upperBound, igb_small_button("add") {
            list.append(list[list.count - 1])
            changed = true
        }
        if list.count > count.lowerBound {
            if list.count < count.upperBound { igb_same_line() }
            if igb_small_button("drop the last") {
                list.removeLast()
                changed = true
            }
        }
        return changed ? Self.assign(list, to: setting, in: &settings) : nil
    }

    /// A mode's own plot with its caption; `marker` is seconds along it. A/B's `reference`
    /// plot (the same plot under A's settings), when given, is drawn dim on the same axes: a
    /// second line (both lines over the longer span, the shorter holding its last value,
    /// within both ranges), or a second set of bars (both over the longer span).
    func plot(_ prepared: PanelPlot, reference: PanelPlot? = nil, marker: Double?) {
        let plot = prepared.plot
        let span = max(plot.span, reference?.plot.span ?? 0)
        let at = Float(marker ?? 0)
        switch plot.shape {
        case .line(_, let range):
            var values = prepared.numbers, under: [Float]?, low = range.lowerBound, high = range.upperBound
            if let reference, case .line(_, let other) = reference.plot.shape {
                values = Self.resampled(prepared.numbers, over: plot.span, to: span)
                under = Self.resampled(reference.numbers, over: reference.plot.span, to: span)
                low = min(low, other.lowerBound)
                high = max(high, other.upperBound)
            }
            Self.withOptionalBuffer(under) { under in
                values.withUnsafeBufferPointer { buffer in
                    igb_plot(prepared.id, buffer.baseAddress, Int32(buffer.count), under.baseAddress, Int32(under.count),
                             Float(low), Float(high), Float(width - 24), 60, marker != nil, at / Float(span))
                }
            }
        case .bars(let bars):
            igb_text(plot.title)
            Self.withOptionalBuffer(reference?.numbers) { under in
                prepared.numbers.withUnsafeBufferPointer { buffer in
                    igb_bars(prepared.id, prepared.names, buffer.baseAddress, Int32(bars.count), under.baseAddress,
                             Int32(under.count / 3), Float(span), marker != nil, at, Float(width - 24))
                }
            }
        }
        igb_text_wrapped(prepared.caption + (reference == nil ? "" : "  (A dashed / dim)"))
    }

    /// `samples`, evenly spaced over `span` seconds, as as many evenly spaced over `longer`
    /// seconds: the part past `span` holds the last sample (a spring at rest, a curve at
    /// its end).
    static func resampled(_ samples: [Float], over span: Double, to longer: Double) -> [Float] {
        guard samples.count > 1, longer > span else { return samples }
        let last = samples.count - 1
        return (0...last).map { i in
            let position = Double(i) / Double(last) * longer / span * Double(last)
            guard position < Double(last) else { return samples[last] }
            let k = Int(position), f = Float(position - Double(k))
            return samples[k] + (samples[k + 1] - samples[k]) * f
        }
    }

    /// Runs `body` with `numbers`' buffer, or an empty one (a null base address) for nil.
    static func withOptionalBuffer<Result>(_ numbers: [Float]?,
                                           _ body: (UnsafeBufferPointer<Float>) -> Result) -> Result {
        guard let numbers else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return numbers.withUnsafeBufferPointer(body)
    }
}

/// A mode's plot as the panel hands it to ImGui each frame, converted once: a line's
/// samples or the bars' (start, length, split) as floats, the bars' names one after
/// another, its ImGui id and its caption.
struct PanelPlot {
    let plot: SettingPlot
    let id: String
    let numbers: [Float]
    let names: String
    let caption: String

    init(_ plot: SettingPlot) {
        self.plot = plot
        id = "##" + plot.title
        switch plot.shape {
        case .line(let values, _):
            numbers = values.map(Float.init)
            names = ""
            caption = plot.title + ": " + plot.caption
        case .bars(let bars):
            numbers = bars.flatMap { [Float($0.start), Float($0.length), Float($0.split ?? -1)] }
            names = bars.map(\.label).joined(separator: "\0") + "\0"
            caption = plot.caption
        }
    }
}
