import Motion
import Raster

extension CellScene {
    /// The fold steps of an opening and of a closing, one bar per panel
    /// (`FoldingCell.swift`), each bar split where its fold-away half hands over to its
    /// unfold half; a half on a spring is as long as the spring takes to settle.
    public static func plots(for settings: SettingValues) -> [SettingPlot] {
        let timeline = CellSettings.timeline(settings)
        let away = name(of: timeline.foldAwayCurve), unfold = name(of: timeline.unfoldCurve)
        let steps: [(FoldingTimeline.Direction, String, String)] = [
            (.open, "opening", "a face folds away (\(away)), then the panel under it unfolds (\(unfold))"),
            (.close, "closing", "the panel folds away (\(away)), then the face under it unfolds (\(unfold))"),
        ]
        return steps.map { direction, name, halves in
            .timeline(key: name, title: name, bars: timeline.bars(direction),
                      caption: DecimalText.fixed(timeline.length(direction), places: 2) + " s; in each bar " + halves)
        }
    }

    /// A curve as the bars' caption names it: Core Animation's preset name (`easeIn`), or its
    /// setting text (control points, `spring:0.5,0.8`).
    private static func name(of curve: TimingCurve) -> String {
        if let bezier = curve.bezier, let preset = TimingFunction.presets.first(where: { $0.curve == bezier }) {
            return preset.name
        }
        return curve.settingText
    }

    /// The moving cell's time on its opening's or closing's bars, and the fraction of its
    /// running half-step on that half's curve (`cell.foldAwayCurve` or `cell.unfoldCurve`).
    public var plotMarkers: [String: Double] {
        guard let (_, run) = movingCell else { return [:] }
        var markers = [run.direction == .open ? "opening" : "closing": run.t]
        let starts = timeline.stepStarts(run.direction), steps = timeline.stepDurations(run.direction)
        // The last step that has started; none once the sequence is over (the row may still grow).
        if let step = starts.lastIndex(where: { $0 <= run.t }), run.t < starts[step] + steps[step], steps[step] > 0 {
            let curve = step % 2 == 0 ? CellSettings.foldAwayCurve : CellSettings.unfoldCurve
            markers[curve.name] = (run.t - starts[step]) / steps[step]
        }
        return markers
    }
}
