import Motion
import Raster
import Stage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `fold` and `cubic` modes: MPFoldTransition's four-panel fold between two pages
/// (`MPFoldTransition.m`, EnterTheMatrix's `FoldViewController.m`), as a true 3D Core
/// Animation layer tree.
///
/// State is one number, the transition fraction f in [0, 1] (0 = the source page at
/// rest, 1 = the destination at rest). `progress` is α/90°: f for `.fold`,
/// 1 − f for `.unfold`, which plays α from 90° down to 0 with the contents swapped.
///
/// Time: `advance(by:)` takes scene seconds (slow motion is applied before, by `Playback`);
/// animations run on that scene clock. Page textures are built only when the page size, the image
/// or the text rasterizer changes; `rootLayer()` only builds a dozen small layers.
public final class FoldScene: Scene {
    /// Its page is laid out at the pictures' own pixels under `SceneContent.nativeScale`.
    public static let drawsNativePages = true
    // MARK: Constants

    /// A press and release closer than this many view pixels is a click (plays).
    public static let clickSlop = 4.0

    // MARK: Configuration

    public static let settingList = FoldSettings.all
    public static let settingPresets = FoldSettings.presets

    /// `.fold` or `.cubic`. Default from the mode given at init.
    public var style: Style
    /// Every setting; the fold reads `fold.*` (`FoldSettings`). Turning `fold.unfold`
    /// finishes any running animation and keeps the transition fraction (so at rest the
    /// picture does not change); a new duration or curve retimes a running one at once
    /// (`retimeRun`).
    public var settings: SettingValues {
        didSet {
            guard settings[FoldSettings.unfold] != oldValue[FoldSettings.unfold] else {
                retimeRun()
                return
            }
            completeRun()
            drag = nil
        }
    }
    /// Vertical or horizontal folding: `fold.orientation`.
    public var orientation: Orientation {
        get { settings[FoldSettings.orientation] }
        set { settings[FoldSettings.orientation] = newValue }
    }
    /// Fold or unfold: `fold.unfold`.
    public var direction: Direction {
        get { settings[FoldSettings.unfold] ? .unfold : .fold }
        set { settings[FoldSettings.unfold] = newValue == .unfold }
    }
    /// The perspective preset `fold.eyeDistance` matches (nil for other distances);
    /// setting one sets the distance.
    public var perspective: Perspective? {
        get { Perspective(eyeDistance: settings[FoldSettings.eyeDistance]) }
        set { if let newValue { settings[FoldSettings.eyeDistance] = newValue.eyeDistance } }
    }
    /// The root layer's fill: a dark slate vertical gradient by default. Tests set a
    /// colour that appears in no page to find background showing through.
    public var background = LinearGradient(colors: [Color(hex: 0x262B3A), Color(hex: 0x12141B)])

    /// The mode shown: `.fold` or `.cubic`, following `style`.
    public var mode: Mode { style == .cubic ? .cubic : .fold }

    /// View size in pixels (width, height); setting it lays the page out again and
    /// rebuilds the page textures when the page size changes. Values below 1 read as 1.
    public var viewSize: SIMD2<Double> {
        didSet {
            viewSize = sanitizedViewSize(viewSize)
            layOut()
        }
    }

    /// α/90°, in [0, 1] except while an overshooting curve or an underdamped spring carries
    /// the fold past its end. Setting it (clamped to [0, 1]) stops any animation or drag;
    /// NaN reads as 0.
    public var progress: Double {
        get { direction == .fold ? fraction : 1 - fraction }
        set {
            run = nil
            drag = nil
            let p = newValue.isNaN ? 0 : Swift.min(Swift.max(newValue, 0), 1)
            fraction = direction == .fold ? p : 1 - p
        }
    }

    /// The fold angle α in radians, 0...π/2 (beyond either end during an overshoot).
    public var angle: Double { progress * .pi / 2 }

    /// The HUD's line: how far the pages have turned in degrees (the fold angle α while
    /// folding; while unfolding, how far the destination has opened, 90° − α, so a page at
    /// rest reads 0°), the orientation, "unfold" when unfolding, and the perspective (its
    /// preset's name, or the eye distance in half-heights).
    public var hudLine: String {
        let distance = settings[FoldSettings.eyeDistance]
        let perspective = perspective?.rawValue ?? "eye \(DecimalText.fixed(distance, places: 2)) H"
        let turned = direction == .fold ? "angle" : "opened"
        return "\(turned) \(DecimalText.fixed((landed ? 1 : fraction) * 90, places: 1))°   \(orientation.rawValue)"
            + (direction == .unfold ? " · unfold" : "") + " · perspective \(perspective)"
    }

    /// The transition's fraction (0: the source at rest, 1: the destination), and the
    /// running animation's time.
    public var timelineStatus: TimelineStatus {
        guard let run else { return TimelineStatus(progress: landed ? 1 : fraction) }
        return TimelineStatus(progress: fraction, elapsed: clock - run.animation.beginTime,
                              length: run.animation.duration)
    }

    /// The running fold's or unfold's curve, by the fraction of its duration gone.
    public var plotMarkers: [String: Double] {
        guard let run, run.animation.duration > 0 else { return [:] }
        let curve = direction == .fold ? FoldSettings.foldCurve : FoldSettings.unfoldCurve
        return [curve.name: Self.clamp01((clock - run.animation.beginTime) / run.animation.duration)]
    }

    /// The page; for cubic, which is not clipped to it, the band its panels and sleeves
    /// sweep in perspective: the bounds of every pose's panels, sampled every 1/32 of the
    /// fold and kept until the layout or the perspective changes.
    public var contentFrame: Rect {
        let page = pair.frame
        guard style == .cubic else { return page }
        // The progress either curve passes through, overshoot included: a fold's x past 1,
        // an unfold's 1 − x below 0.
        let fold = settings[FoldSettings.foldCurve].progressRange, unfold = settings[FoldSettings.unfoldCurve].progressRange
        let low = Swift.min(0, 1 - unfold.upperBound, fold.lowerBound), high = Swift.max(1, fold.upperBound, 1 - unfold.lowerBound)
        let key = [viewSize.x, viewSize.y, page.x, page.y, page.width, page.height, settings[FoldSettings.eyeDistance],
                   orientation == .vertical ? 1 : 0,
                   Double(settings[FoldSettings.creases]), low, high]
        if let sweep, sweep.key == key { return sweep.frame }
        let frame = sweptFrame(from: page) { rootLayer(angle: (low + $0 * (high - low)) * .pi / 2) }
        sweep = (key, frame)
        return frame
    }
    /// The cubic's swept band and what it was measured for.
    private var sweep: (key: [Double], frame: Rect)?

    public var hint: String {
        (orientation == .vertical ? "drag the page up or down" : "drag the page left or right")
            + (direction == .fold ? " to fold it" : " to unfold the next one") + "; Space plays"
    }

    /// True while play, release or return animations run.
    public var isAnimating: Bool { run != nil }

    /// The page rectangle in view pixels: integer origin and size, centred (`PagePair`).
    public var pageRect: (x: Int, y: Int, width: Int, height: Int) { pair.rect }

    // MARK: State

    /// The transition fraction, 0 = source at rest, 1 = destination at rest.
    private var fraction = 0.0 { didSet { landed = false } }
    /// True from a completed fold (the pages swapped, `fraction` back to 0) until the
    /// fraction moves again: the HUD reads the fold's end (90°, progress 1), as the
    /// timeline's last frame shows it, not the next fold's start.
    private var landed = false
    /// Scene seconds since creation.
    private var clock = 0.0
    private struct Run {
        var animation: BasicAnimation
        /// When it ends at f = 1: swap the pages and return to f = 0.
        var commits: Bool
        /// Its length as a share of `fold.duration`: 1 for a play, what was left of the
        /// fold for a release.
        var share: Double
    }
    private var run: Run?
    /// Where the drag began; nil when no drag is held.
    private var drag: SIMD2<Double>?
    private var gesture = PointerGesture(slop: FoldScene.clickSlop)

    /// The two pages, their order and their place in the view.
    private var pair: PagePair

    // MARK: Init

    /// A fold scene for `mode` (`.fold` or `.cubic`; anything else gives `.fold`) laid out
    /// in a view of `viewSize` pixels. `text` draws the card page's words (nil: the card
    /// is drawn with placeholder bars); `content`'s first picture, any size, replaces the
    /// source page (the landscape) and its second the destination (the card), each fitted
    /// to the page rect by `content.fit`. Builds both page textures now.
    public init(mode: Mode = .fold, viewSize: SIMD2<Double>, text: (any TextRasterizing)? = nil,
                content: SceneContent = SceneContent(), settings: SettingValues = SettingValues()) {
        style = mode == .cubic ? .cubic : .fold
        self.viewSize = sanitizedViewSize(viewSize)
        self.settings = settings
        pair = PagePair(viewSize: self.viewSize, text: text, content: content)
    }

    public convenience init(mode: Mode, setup: SceneSetup) {
        self.init(mode: mode, viewSize: setup.viewSize, text: setup.resources.text, content: setup.resources.content,
                  settings: setup.settings)
    }

    // MARK: Scene

    public func handle(_ event: PointerEvent) {
        switch gesture.interpret(event) {
        case .press(let point):
            // A press during an animation first lands it, so the drag starts at rest.
            completeRun()
            drag = point
        case .drag(let point, _):
            dragMoved(to: point)
        case .release(let point, let isClick):
            if let point { dragMoved(to: point) }
            release(isClick: isClick)
        case .wheel, nil:
            break
        }
    }

    /// Plays the whole transition from rest (finishing a running one first): f 0 → 1 over
    /// `fold.duration` (0.3 s) with the fold's curve (EaseOut) or the unfold's (EaseIn),
    /// then the pages swap.
    public func play() {
        completeRun()
        drag = nil
        fraction = 0
        start(to: 1, share: 1, commits: true)
    }

    /// Stops everything; the first source page at rest.
    public func reset() {
        run = nil
        drag = nil
        pair.resetOrder()
        fraction = 0
    }

    public func advance(by dt: Double) {
        guard dt.isFinite, dt > 0 else { return }
        clock += dt
        guard let current = run else { return }
        if current.animation.isFinished(at: clock) {
            completeRun()
        } else {
            // Not clamped: an overshooting curve or an underdamped spring carries the fold
            // past its end (past 90°, or past flat) and back, as it would on the platform.
            let value = current.animation.value(at: clock)
            fraction = value.isFinite ? value : current.animation.to
        }
    }

    // MARK: Input and timing

    /// Drag mapping (EnterTheMatrix's): p = clamp(|Δ| / H, 0, 1) along the folding
    /// axis, H half the page's folding dimension; f = p on every move.
    private func dragMoved(to point: SIMD2<Double>) {
        guard let start = drag else { return }
        fraction = dragProgress(delta: point - start)
    }

    /// p = clamp(|Δy| / H, 0, 1) (|Δx| / H horizontally) for a pointer moved by `delta`.
    func dragProgress(delta: SIMD2<Double>) -> Double {
        let along = orientation == .vertical ? delta.y : delta.x
        let h = halfHeight
        guard h > 0 else { return 0 }
        return Self.clamp01(abs(along) / h)
    }

    /// Release: a click plays; otherwise commit when p ≥ `fold.commitThreshold` (2/3) and
    /// finish over the remaining (1 − p)·duration, else return to rest over p·duration
    /// (EnterTheMatrix's `FoldViewController.m`).
    private func release(isClick: Bool) {
        guard drag != nil else { return }
        drag = nil
        if isClick {
            play()
            return
        }
        let p = fraction
        if p >= settings[FoldSettings.commitThreshold] {
            start(to: 1, share: 1 - p, commits: true)
        } else {
            start(to: 0, share: p, commits: false)
        }
    }

    /// The direction's curve (MPFold: Fold → EaseOut, Unfold → EaseIn; `fold.foldCurve`,
    /// `fold.unfoldCurve`).
    private var curve: TimingCurve {
        settings[direction == .fold ? FoldSettings.foldCurve : FoldSettings.unfoldCurve]
    }

    /// Animates f from its current value to `target` on the scene clock over `share` of
    /// `fold.duration`, with the direction's curve; on a spring, over the spring's own
    /// settling time, whatever the share (a release springs from where it stands).
    private func start(to target: Double, share: Double, commits: Bool) {
        let duration = curve.duration(nominal: share * settings[FoldSettings.duration])
        run = Run(animation: BasicAnimation(from: fraction, to: target, duration: duration,
                                            timingFunction: curve, beginTime: clock),
                  commits: commits, share: share)
        if !(duration > 0) { completeRun() }
    }

    /// Gives a running animation the duration and curve the settings now say, at once: the
    /// fold goes on from where it stands (`BasicAnimation.retimed`), over its share of the
    /// new duration, on the new curve.
    private func retimeRun() {
        guard var current = run else { return }
        let curve = curve, duration = curve.duration(nominal: current.share * settings[FoldSettings.duration])
        guard duration != current.animation.duration || curve != current.animation.timingFunction else { return }
        current.animation = current.animation.retimed(at: clock, duration: duration, timingFunction: curve)
        run = current
    }

    /// Lands a running animation on its end state at once: after a committed fold the
    /// destination becomes the new source and f returns to 0, so a person can keep folding.
    private func completeRun() {
        guard let current = run else { return }
        run = nil
        if current.commits {
            pair.swap()
            fraction = 0
            landed = true
        } else {
            fraction = Self.clamp01(current.animation.to)
        }
    }

    private static func clamp01(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }

    // MARK: Layout

    /// Lays the page out in the view, drawing the pages again if its size changed.
    private func layOut() { pair.layOut(in: viewSize) }

    /// Takes `other`'s page textures (drawn at its page rect's size).
    public func adoptArt(from other: any Scene) -> Bool {
        guard let other = other as? FoldScene else { return false }
        return pair.adoptTextures(of: other.pair)
    }

    /// Lets tests build a scene with a fixed page rect size (odd sizes included).
    func overridePageSize(width: Int, height: Int) { pair.override(width: width, height: height, in: viewSize) }

    /// The page image currently acting as the source (texture level 0).
    public var sourcePage: Texture { pair.source }
    /// The page image currently acting as the destination.
    public var destinationPage: Texture { pair.destination }

    // MARK: Fold geometry

    /// The folding dimension T = 2H in pixels (height when vertical, width when horizontal).
    package var foldLength: Int { orientation == .vertical ? pageRect.height : pageRect.width }
    /// H, half the folding dimension (may end in .5).
    var halfHeight: Double { Double(foldLength) / 2 }
    /// MPFold: `upperHeight = round(H)`, `lowerHeight = 2H − upperHeight`, integer pixels.
    package var upperLength: Int { Int(halfHeight.rounded()) }
    var lowerLength: Int { foldLength - upperLength }
    /// m34 = −1/(d·H) for the page, d = `fold.eyeDistance` (0 when d is 0).
    public var m34: Double { Self.m34(eyeDistance: settings[FoldSettings.eyeDistance], halfHeight: halfHeight) }
}
