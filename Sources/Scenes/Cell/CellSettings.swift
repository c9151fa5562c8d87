import Motion
import Raster

/// The settings of `cell`, Ramotion's FoldingCell demo (docs/design.md, "The originals").
/// Defaults are the demo's (`DemoCell.swift`, `TableViewController.swift`,
/// `Main.storyboard`).
public enum CellSettings {
    static let ramotion = "Ramotion folding-cell"

    // MARK: Panels

    /// Panels per cell; the container grows with them (FoldingCell's `itemCount`).
    public static let items = Setting<Int>(
        "cell.items", default: 4, range: 2...8, group: "panels",
        source: "\(ramotion) Main.storyboard: itemCount = 4 (user defined runtime attribute)",
        summary: "panels per folding cell; the open card grows to hold them")
    /// The colour of each panel's back face: the demo's sRGB (0.9686, 0.9373, 0.9686) is
    /// #F7EFF7 to the 8 bits a pixel has (247, 239, 247 either way).
    public static let backColor = Setting<Color>(
        "cell.backColor", default: Color(hex: 0xF7EFF7), group: "panels",
        source: "\(ramotion) Main.storyboard: backViewColor sRGB (0.9686, 0.9373, 0.9686)",
        summary: "the colour of the panels' back faces as they fold")
    /// The eye's distance from each panel's hinge, points (m34 = 2.5/−2000).
    public static let eyeDistance = Setting<Double>(
        "cell.eyeDistance", default: 800, unit: "pt", range: 50...100_000, group: "panels",
        source: "\(ramotion) FoldingCell.swift transform3d(): m34 = 2.5 / −2000",
        summary: "the eye's distance from each panel's hinge (m34 = −1/d)")

    // MARK: Timing

    /// Each fold step's duration, seconds, split in two halves; one per step
    /// (items − 1), the last repeated when there are more steps.
    public static let durations = Setting<[Double]>(
        "cell.durations", default: [0.26, 0.2, 0.2], unit: "s", range: 0.01...10, count: 1...7,
        group: "timing",
        source: "\(ramotion) DemoCell.swift: durationsForExpandedState/CollapsedState [0.26, 0.2, 0.2]",
        summary: "each fold step's duration (one per panel after the first; the last repeats)")
    /// The curve of each step's first half, an item folding away from flat to edge-on (the
    /// foreground, then each panel's back; closing, each panel): FoldingCell's easeIn. A spring
    /// takes its own settling time instead of half the step's duration, and each later half
    /// starts when the one before it has settled (FoldingCell adds each half's duration to the
    /// next one's delay); underdamped, the item turns past edge-on, its back showing as a
    /// double-sided layer's does, and comes back before it hides.
    public static let foldAwayCurve = Setting<TimingCurve>(
        "cell.foldAwayCurve", default: .easeIn, group: "timing",
        source: "\(ramotion) FoldingCell.swift openAnimation/closeAnimation: the first half-step's timing "
            + "kCAMediaTimingFunctionEaseIn, alternating with easeOut",
        summary: "the curve of an item folding away (each step's first half); a spring takes its own time "
            + "(not half of the step's duration, and every later half starts that much later) and, "
            + "underdamped, turns the item past edge-on and back")
    /// The curve of each step's second half, an item unfolding from edge-on to flat (each
    /// panel; closing, each back and the foreground): FoldingCell's easeOut. A spring takes its
    /// own settling time, the next half starting when it has settled; underdamped, the item
    /// swings past flat (its free edge into the screen) and back.
    public static let unfoldCurve = Setting<TimingCurve>(
        "cell.unfoldCurve", default: .easeOut, group: "timing",
        source: "\(ramotion) FoldingCell.swift openAnimation/closeAnimation: the second half-step's timing "
            + "kCAMediaTimingFunctionEaseOut, alternating with easeIn",
        summary: "the curve of an item unfolding flat (each step's second half); a spring takes its own time "
            + "(not half of the step's duration, and every later half starts that much later) and, "
            + "underdamped, swings the item past flat and back")
    /// The row's growth while a cell opens, seconds (easeOut).
    public static let openRowDuration = Setting<Double>(
        "cell.openRowDuration", default: 0.5, unit: "s", range: 0.01...10, group: "timing",
        source: "\(ramotion) TableViewController.swift: UIView.animate(0.5) when opening",
        summary: "how long the row takes to grow as a cell opens")
    /// The row's shrinking while a cell closes, seconds (easeOut).
    public static let closeRowDuration = Setting<Double>(
        "cell.closeRowDuration", default: 0.8, unit: "s", range: 0.01...10, group: "timing",
        source: "\(ramotion) TableViewController.swift: UIView.animate(0.8) when closing",
        summary: "how long the row takes to shrink as a cell closes")
    /// A scrubbing release completes the open or close from this fraction on.
    public static let commitThreshold = Setting<Double>(
        "cell.commitThreshold", default: 0.5, range: 0...1, group: "timing",
        source: "ours (the demo only taps): half the timeline",
        summary: "a released scrub completes the open or close from this fraction on")

    /// Every cell setting, in the order `params` lists them.
    public static let all: [any AnySetting] = [
        items, backColor, eyeDistance, durations, foldAwayCurve, unfoldCurve, openRowDuration, closeRowDuration,
        commitThreshold,
    ]

    /// The open and close timelines `values` describe.
    package static func timeline(_ values: SettingValues) -> FoldingTimeline {
        FoldingTimeline(itemCount: values[items], durations: values[durations],
                        foldAwayCurve: values[foldAwayCurve], unfoldCurve: values[unfoldCurve],
                        openHeightDuration: values[openRowDuration], closeHeightDuration: values[closeRowDuration])
    }
}
