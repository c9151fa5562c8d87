import Motion
import Raster

/// The settings of `page`, MPFlipTransition's page turn (mpospese/MPFoldTransition
/// `MPFlipTransition.m`, `MPFlipEnumerations.h`). Defaults are the
/// original's, so an untouched turn looks and moves as MPFlipTransition's does.
public enum PageSettings {
    static let mpFlip = "MPFoldTransition MPFlipTransition.m"

    // MARK: Timing

    /// The whole turn, seconds; each stage takes half of it. The page mode is
    /// MPFlipViewController's (its drag, release, flick and escape), which builds every turn,
    /// played by a tap or a swipe or driven by a drag, as an MPFlipTransition of 0.5 s; 0.3 s
    /// is MPTransition's `defaultDuration`, what a transition made without one (a segue) takes.
    /// So a play and a release agree: a released page lands in 0.25 s, as the original's does.
    public static let duration = Setting<Double>(
        "page.duration", default: 0.5, unit: "s", range: 0.01...10, group: "timing",
        source: "MPFlipViewController MPFlipViewController.m startFlipToViewController: duration:0.5 (its taps, swipes and drags); "
            + "MPFoldTransition MPTransition.m +defaultDuration 0.3 is a transition made without one (a segue); each stage takes duration/2",
        summary: "how long a whole turn takes, played or released (each half a stage): MPFlipViewController's 0.5 s, "
            + "not MPTransition's 0.3 s default; page.releaseTiming says how a release spends it")
    /// The curve of a page rising from flat to vertical: the first stage as played.
    /// A spring takes its own settling time instead of half of `page.duration`; underdamped,
    /// the page rises past vertical and back before the second stage starts.
    public static let firstHalfCurve = Setting<TimingCurve>(
        "page.firstHalfCurve", default: .easeIn, group: "timing",
        source: "\(mpFlip) animateFlip1: sets kCAMediaTimingFunctionEaseIn itself (timingCurveFunctionNameFirstHalf is never read)",
        summary: "the curve of a page rising to vertical: the first half of a turn, or of a fall back from the second; "
            + "a spring takes its own time (not half of page.duration) and, underdamped, swings past vertical and back")
    /// The curve of a page landing flat: the second stage as played, and a fall back. A spring
    /// takes its own settling time; underdamped, the page dips past flat, under the spread's
    /// plane, and comes back, as a spring on the page's rotation would.
    public static let secondHalfCurve = Setting<TimingCurve>(
        "page.secondHalfCurve", default: .easeOut, group: "timing",
        source: "\(mpFlip) animateFlip2: timingCurveFunctionNameSecondHalf, EaseOut for the EaseInOut its init passes",
        summary: "the curve of a page landing flat: the second half of a turn, or a release that falls back; "
            + "a spring takes its own time and, underdamped, dips past flat and back")
    /// A released drag completes the turn from this fraction of it on, else falls back.
    public static let commitThreshold = Setting<Double>(
        "page.commitThreshold", default: 0.5, range: 0...1, group: "timing",
        source: "MPFlipViewController (same author) handlePan: a page let go on its front side (first half) falls back",
        summary: "a slow release (below page.flickSpeed) completes the turn from this fraction on, else the page falls back")

    // MARK: Release (MPFlipViewController, the same author's container that drives a turn by hand)

    static let mpFlipVC = "MPFlipViewController MPFlipViewController.m"

    /// How a released page times the rest of its turn.
    public static let releaseTiming = Setting<PageScene.ReleaseTiming>(
        "page.releaseTiming", default: .original, group: "release",
        source: "\(mpFlipVC) finishPan: → its Container/MPFlipTransition.m (v1.1.4) animateFromProgress: (animateFlip1: its share, linear from mid-stage; animateFlip2: duration/2)",
        summary: "original: a landing page takes half the duration however far it has to go, a rising one its share, "
            + "straight; proportional: every stretch its share on the tuned curves")
    /// A release at least this fast along the turn decides its way: on completes, back falls back.
    public static let flickSpeed = Setting<Double>(
        "page.flickSpeed", default: 125, unit: "pt/s", range: 0...100_000, group: "release",
        source: "\(mpFlipVC) SWIPE_THRESHOLD 125.0f (velocityInView, points; the page is 320 pt wide)",
        summary: "a release faster than this along the turn completes it (toward the spine's far side) or falls back (away)")
    /// A drag faster than this lets go of the page, which finishes its turn that way.
    public static let escapeSpeed = Setting<Double>(
        "page.escapeSpeed", default: 650, unit: "pt/s", range: 0...100_000, group: "release",
        source: "\(mpFlipVC) SWIPE_ESCAPE_VELOCITY 650.0f (checked on every pan change)",
        summary: "a drag faster than this lets go of the page, which finishes the turn its way from the last pose")

    // MARK: Perspective and shading

    /// The eye's distance in units of h, half the page's extent across the spine.
    public static let eyeDistance = Setting<Double>(
        "page.eyeDistance", default: 4.6666667, unit: "×h", range: 0...1000, group: "perspective",
        source: "\(mpFlip) buildLayers: m34 = −1/(height·4.6666667), height half the page across the spine",
        summary: "eye distance in half-widths across the spine (m34 = −1/(d·h), its sign flipped when reversed); 0 is flat")
    /// The page that a turning page uncovers or covers darkens up to this, along cos / sin.
    public static let coveredShadowOpacity = Setting<Double>(
        "page.coveredShadowOpacity", default: 1.0 / 3.0, range: 0...1, group: "shading",
        source: "\(mpFlip) DEFAULT_COVERED_PAGE_SHADOW_OPACITY (1./3)",
        summary: "shadow on the page being uncovered (cos 90°·p) and covered (sin 90°·p) at its darkest")
    /// The turning page's own gradient at vertical.
    public static let flippingShadowOpacity = Setting<Double>(
        "page.flippingShadowOpacity", default: 0.1, range: 0...1, group: "shading",
        source: "\(mpFlip) DEFAULT_FLIPPING_PAGE_SHADOW_OPACITY (0.1)",
        summary: "the turning page's gradient by the spine, at its darkest when the page stands vertical")
    /// The colour of every shadow.
    public static let shadowColor = Setting<Color>(
        "page.shadowColor", default: .black, group: "shading",
        source: "\(mpFlip) init: flipShadowColor = [UIColor blackColor]",
        summary: "the colour of the turning page's gradient and the covered pages' shadows")

    // MARK: Style

    /// Which half turns: the far one over the spine (forward), or the near one back.
    public static let direction = Setting<PageScene.Direction>(
        "page.direction", default: .forward, group: "style",
        source: "MPFoldTransition MPFlipEnumerations.h: MPFlipStyleDirectionBackward bit clear",
        summary: "forward turns the right (bottom) half over to the left (top); backward the other way")
    /// The spine's line: vertical like a book, or horizontal like a wall calendar.
    public static let orientation = Setting<PageScene.Orientation>(
        "page.orientation", default: .horizontal, group: "style",
        source: "MPFoldTransition MPFlipEnumerations.h: MPFlipStyleOrientationVertical bit clear",
        summary: "horizontal turns about a vertical spine (a book); vertical about a horizontal one (a calendar)")
    /// Normal, or reversed: the turning page seen as if from behind, no covered shadows.
    public static let perspective = Setting<PageScene.Perspective>(
        "page.perspective", default: .normal, group: "style",
        source: "MPFoldTransition MPFlipEnumerations.h: MPFlipStylePerspectiveReverse bit clear",
        summary: "reverse flips m34's sign (the turning page shrinks as it rises) and drops the covered shadows")

    /// Every page setting, in the order `params` lists them.
    public static let all: [any AnySetting] = [
        duration, firstHalfCurve, secondHalfCurve, commitThreshold, releaseTiming, flickSpeed, escapeSpeed, eyeDistance, coveredShadowOpacity,
        flippingShadowOpacity, shadowColor, direction, orientation, perspective,
    ]
}
