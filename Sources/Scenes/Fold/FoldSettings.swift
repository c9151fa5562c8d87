import Motion

/// The settings of `fold` and `cubic` (MPFoldTransition and its EnterTheMatrix demo:
/// docs/design.md, "The originals"), shared by both modes under `fold.*`. Defaults are the
/// originals', so an untouched fold looks and moves as MPFold's does.
public enum FoldSettings {
    static let mpFold = "MPFoldTransition"

    // MARK: Timing

    /// The whole transition, seconds; a release finishes over the remaining fraction.
    public static let duration = Setting<Double>(
        "fold.duration", default: 0.3, unit: "s", range: 0.01...10, group: "timing",
        source: "\(mpFold) MPTransition.m +defaultDuration (0.3)",
        summary: "how long a whole fold or unfold takes; a release uses the rest of it")
    /// The curve of a fold (MPFold fixes it by style): a Bézier over `fold.duration`, or a
    /// spring over its own settling time; a spring below critical damping folds past 90°
    /// (the panels cross edge-on and come back), as a spring on the rotations would.
    public static let foldCurve = Setting<TimingCurve>(
        "fold.foldCurve", default: .easeOut, group: "timing",
        source: "\(mpFold) MPFoldTransition.m: style Fold → kCAMediaTimingFunctionEaseOut",
        summary: "the timing curve of a fold; a spring takes its own time (not fold.duration) and, "
            + "underdamped, folds past 90° and back")
    /// The curve of an unfold: as `foldCurve`; an underdamped spring opens past flat (the
    /// page bows the other way) and comes back.
    public static let unfoldCurve = Setting<TimingCurve>(
        "fold.unfoldCurve", default: .easeIn, group: "timing",
        source: "\(mpFold) MPFoldTransition.m: style Unfold → kCAMediaTimingFunctionEaseIn",
        summary: "the timing curve of an unfold; a spring takes its own time (not fold.duration) and, "
            + "underdamped, opens past flat (folding the other way) and back")
    /// A released drag commits from this progress on (EnterTheMatrix: 1 − cos(90°·p) ≥ 0.5).
    public static let commitThreshold = Setting<Double>(
        "fold.commitThreshold", default: 2.0 / 3.0, range: 0...1, group: "timing",
        source: "EnterTheMatrix FoldViewController.m: commits when 1 − cos(90°·p) ≥ 0.5, p ≥ 2/3",
        summary: "a released drag finishes the fold from this progress on, else it falls back")

    // MARK: Perspective and shading

    /// The eye's distance in units of H, half the folding dimension: m34 = −1/(d·H).
    /// Negative is the inverse perspective, 0 none; the P key's presets set it.
    public static let eyeDistance = Setting<Double>(
        "fold.eyeDistance", default: 4.6666667, unit: "×H", range: -1000...1000, group: "perspective",
        source: "\(mpFold) MPFoldTransition.m: m34 = −1/(H·4.6666667)",
        summary: "eye distance in half-heights (m34 = −1/(d·H)); negative inverts, 0 is flat")
    /// The folding panels' shadow at 90° (and the cubic sleeves' edge-on).
    public static let shadowOpacity = Setting<Double>(
        "fold.shadowOpacity", default: 0.25, range: 0...1, group: "shading",
        source: "\(mpFold) MPFoldTransition.h foldShadowOpacity (0.25)",
        summary: "the panels' shadow opacity at the end of the fold: (1 − cos α)·this")
    /// The alpha C's gradient ends at (not cubic), which keeps the crease visible.
    public static let creaseOpacity = Setting<Double>(
        "fold.creaseOpacity", default: 0.25, range: 0...1, group: "shading",
        source: "\(mpFold) MPFoldTransition.m: lower fold gradient ends at the shadow colour, alpha 0.25",
        summary: "how dark the lower folding panel stays at its far edge, so the crease shows")

    // MARK: Style

    /// The axis the page folds along.
    public static let orientation = Setting<FoldScene.Orientation>(
        "fold.orientation", default: .vertical, group: "style",
        source: "\(mpFold) MPFoldEnumerations.h: MPFoldStyleHorizontal bit clear",
        summary: "vertical folds about horizontal hinges; horizontal about vertical ones")
    /// Unfold instead of fold (the pages swapped, played from 90° back to flat).
    public static let unfold = Setting<Bool>(
        "fold.unfold", default: false, group: "style",
        source: "\(mpFold) MPFoldEnumerations.h: MPFoldStyleUnfold bit clear",
        summary: "unfold the destination out of the crease instead of folding the source away")

    /// The accordion: the folding page in 2·N strips that turn alternately, like a map or
    /// a paper fan. 1 is MPFoldTransition's one crease, pixel for pixel.
    public static let creases = Setting<Int>(
        "fold.creases", default: 1, range: 1...8, group: "style",
        source: "ours: MPFoldTransition's TODO lists \"adjustable number of creases (accordion/map)\"; 1 is its fold",
        summary: "how many creases the folding page has: 2·N strips turning alternately (1: MPFoldTransition)")

    /// Every fold setting, in the order `params` lists them.
    public static let all: [any AnySetting] = [
        duration, foldCurve, unfoldCurve, commitThreshold, eyeDistance, shadowOpacity, creaseOpacity,
        orientation, unfold, creases,
    ]
}
