import Motion
import Raster
import Stage

/// The `page` mode: MPFlipTransition's page turn (mpospese/MPFoldTransition
/// `MPFlipTransition.m`): the page split at its spine, the far half turning
/// over it like a book's page (or, vertically, a wall calendar's) in two stages of half
/// the duration, as a Core Animation layer tree.
///
/// State is a `PageTurn`: the stage and its progress. `progress` is the fraction of the
/// whole turn (below one half, stage 1 at 2·progress). Time: `advance(by:)`
/// takes scene seconds; animations are `PageSegment`s on that clock. Page textures are
/// built when the page size or the image changes; `rootLayer()` builds a handful of layers.
public final class PageScene: Scene {
    /// Its page is laid out at the pictures' own pixels under `SceneContent.nativeScale`.
    public static let drawsNativePages = true
    /// A press and release closer than this many view pixels is a click (plays).
    public static let clickSlop = 4.0

    /// Which half turns (`page.direction`; MPFlipStyleDirectionBackward).
    public enum Direction: String, CaseIterable, Sendable, SettingChoice {
        /// The right half turns over to the left (vertical: the bottom half up over the top).
        case forward
        /// The left half turns over to the right (vertical: the top half down).
        case backward
    }

    /// The spine's line (`page.orientation`; MPFlipStyleOrientationVertical).
    public enum Orientation: String, CaseIterable, Sendable, SettingChoice {
        /// A vertical spine: pages turn about y, like a book's.
        case horizontal
        /// A horizontal spine: pages turn about x, like a wall calendar's.
        case vertical
    }

    /// The perspective (`page.perspective`; MPFlipStylePerspectiveReverse).
    public enum Perspective: String, CaseIterable, Sendable, SettingChoice {
        /// m34 = −1/(d·h): the rising page comes toward the viewer and grows.
        case normal
        /// m34 = +1/(d·h): it shrinks as if seen from behind; no covered-page shadows.
        case reverse
    }

    /// How a released page times the rest of its turn (`page.releaseTiming`).
    public enum ReleaseTiming: String, CaseIterable, Sendable, SettingChoice {
        /// MPFlipViewController's `finishPan:`: a page landing flat takes half the duration
        /// however far it has to go (`animateFlip2:`); one rising to vertical takes its share
        /// of half the duration, straight from mid-stage (`animateFlip1:`).
        case original
        /// Every stretch takes its share of half the duration, on the tuned curves (a
        /// fall back from p·90° takes p·duration/2).
        case proportional
    }

    /// The page's width in points: MPFlipViewController's view, an iPhone's 320 pt wide
    /// screen in its demo. Its speeds (125, 650 pt/s) and its edge margin (44 pt) are
    /// measured on this scale, so a flick means the same at every window and page size.
    public static let pageWidthPoints = 320.0

    public static let settingList = PageSettings.all
    public static let settingPresets = PageSettings.presets

    /// Every setting; the page reads `page.*` (`PageSettings`), applied at once, also
    /// mid-turn: a new duration or curve retimes a running turn (`retimeRun`).
    public var settings: SettingValues {
        didSet { retimeRun() }
    }
    /// The root layer's fill (the fold's dark slate). Tests set a colour that appears in no
    /// page to find background showing through.
    public var background = LinearGradient(colors: [Color(hex: 0x262B3A), Color(hex: 0x12141B)])

    public var mode: Mode { .page }

    /// View size in pixels; setting it lays the page out again (and draws the pages again
    /// when the page size changes). Values below 1 read as 1.
    public var viewSize: SIMD2<Double> {
        didSet {
            viewSize = sanitizedViewSize(viewSize)
            layOut()
        }
    }

    /// The fraction of the whole turn, 0…1. Setting it stops any animation or drag and
    /// poses the page as `doFlip1:`/`doFlip2:` do; NaN reads as 0.
    public var progress: Double {
        get { turn.turn }
        set {
            run = nil
            drag = nil
            turn = PageTurn(turn: newValue)
        }
    }

    /// The page rectangle in view pixels: integer origin and size, centred (`PagePair`).
    public var pageRect: (x: Int, y: Int, width: Int, height: Int) { pair.rect }

    /// True while a turn, a completion or a fall back runs.
    public var isAnimating: Bool { run != nil }

    // MARK: State

    /// Where the turn stands.
    var turn = PageTurn(turn: 0) { didSet { landed = false } }
    /// True from a completed turn (the pages swapped, `turn` back to 0) until the turn
    /// moves again: the HUD reads the turn's end (180°, progress 1), as the timeline's last
    /// frame shows it, not the next turn's start.
    private var landed = false
    /// Scene seconds since creation.
    private var clock = 0.0
    /// A running animation: its stretches one after the other from `begin`; when
    /// `completes`, the pages swap at its end and the turn returns to 0.
    private struct Run {
        var segments: [PageSegment]
        var begin: Double
        var completes: Bool
        /// A whole turn from rest (Space, a click), as the panel's plot shows it.
        var plays = false
        var length: Double { segments.reduce(0) { $0 + $1.duration } }
    }
    private var run: Run?
    /// The drag holding the page (MPFlipViewController's pan); nil when none does.
    private var drag: PageDrag?
    private var gesture = PointerGesture(slop: PageScene.clickSlop)

    /// The two pages, their order and their place in the view.
    private var pair: PagePair
    /// The band the turning page sweeps and what it was measured for.
    private var sweep: (key: [Double], frame: Rect)?

    // MARK: Init

    /// A page scene laid out in a view of `viewSize` pixels. `text` draws the card page's
    /// words; `content`'s first picture, any size, replaces the first page and its second
    /// the page turned to, each fitted to the page by `content.fit`.
    public init(viewSize: SIMD2<Double>, text: (any TextRasterizing)? = nil, content: SceneContent = SceneContent(),
                settings: SettingValues = SettingValues()) {
        self.viewSize = sanitizedViewSize(viewSize)
        self.settings = settings
        pair = PagePair(viewSize: self.viewSize, text: text, content: content)
    }

    public convenience init(mode: Mode, setup: SceneSetup) {
        self.init(viewSize: setup.viewSize, text: setup.resources.text, content: setup.resources.content,
                  settings: setup.settings)
    }

    /// Takes `other`'s page textures (drawn at its page rect's size).
    public func adoptArt(from other: any Scene) -> Bool {
        guard let other = other as? PageScene else { return false }
        return pair.adoptTextures(of: other.pair)
    }

    // MARK: Scene

    public func handle(_ event: PointerEvent) {
        switch gesture.interpret(event) {
        case .press(let point):
            // A press during an animation first lands it, so the drag starts at rest.
            completeRun()
            drag = PageDrag(start: point, at: clock)
        case .drag(let point, _):
            dragChanged(to: point)
        case .release(let point, let isClick):
            if let point { dragMoved(to: point) }
            release(isClick: isClick)
        case .wheel, nil:
            break
        }
    }

    /// Plays a whole turn from rest (landing a running one first): stage 1 over half the
    /// duration on the first-half curve, then stage 2 on the second-half curve
    /// (`perform:` → `animateFlip1:` → `animateFlip2:`); then the pages swap.
    public func play() {
        completeRun()
        drag = nil
        turn = PageTurn(turn: 0)
        start(completing: true)
        run?.plays = true
    }

    /// Stops everything; the first page at rest.
    public func reset() {
        run = nil
        drag = nil
        pair.resetOrder()
        turn = PageTurn(turn: 0)
    }

    public func advance(by dt: Double) {
        guard dt.isFinite, dt > 0 else { return }
        clock += dt
        guard let current = run else { return }
        if let (segment, elapsed) = current.segments.stretch(at: clock - current.begin) {
            turn = segment.pose(at: elapsed)
        } else {
            completeRun()
        }
    }

    // MARK: Input and timing

    /// View pixels per point of the page (`pageWidthPoints`).
    var pointSize: Double { Swift.max(Double(pageRect.width), 1) / Self.pageWidthPoints }

    /// The page as a drag reads it now (`PageDrag`).
    private var dragFrame: PageDrag.Frame {
        let horizontal = settings[PageSettings.orientation] == .horizontal
        let rect = pageRect
        let middle = horizontal ? Double(rect.x) + Double(rect.width) / 2 : Double(rect.y) + Double(rect.height) / 2
        return PageDrag.Frame(horizontal: horizontal, forward: settings[PageSettings.direction] == .forward,
                              middle: middle, half: Double(acrossLength) / 2, pointSize: pointSize)
    }

    /// A pan change (`handlePan:` in UIGestureRecognizerStateChanged): faster than
    /// `page.escapeSpeed` along the turn, the page is let go and finishes its turn that way
    /// from the last pose (`finishPan:` from `lastPanPosition`); else it follows the pointer.
    private func dragChanged(to point: SIMD2<Double>) {
        guard var current = drag else { return }
        current.add(point, at: clock)
        drag = current
        let frame = dragFrame
        let speed = current.speed(in: frame)
        if abs(speed) > settings[PageSettings.escapeSpeed] {
            drag = nil
            start(completing: speed > 0)
            return
        }
        turn = PageTurn(turn: current.turn(to: point, in: frame))
    }

    /// Poses the page for the pointer at `point` (and notes it for the drag's speed).
    private func dragMoved(to point: SIMD2<Double>) {
        guard var current = drag else { return }
        current.add(point, at: clock)
        drag = current
        turn = PageTurn(turn: current.turn(to: point, in: dragFrame))
    }

    /// Release (`handlePan:` ended): a click plays. Otherwise a release faster than
    /// `page.flickSpeed` along the turn goes its way (toward the far side completes, away
    /// falls back); a slower one completes from `page.commitThreshold` (one half: the back
    /// page showing) on and falls back below it.
    private func release(isClick: Bool) {
        guard let current = drag else { return }
        drag = nil
        if isClick {
            play()
            return
        }
        let speed = current.speed(in: dragFrame), flick = settings[PageSettings.flickSpeed]
        var completes = turn.turn >= settings[PageSettings.commitThreshold]
        if speed > flick { completes = true } else if speed < -flick { completes = false }
        start(completing: completes)
    }

    /// Animates from the current pose to the end of the turn or back to its start.
    private func start(completing: Bool) {
        let segments = turn.segments(completing: completing, half: settings[PageSettings.duration] / 2,
                                     rise: settings[PageSettings.firstHalfCurve],
                                     land: settings[PageSettings.secondHalfCurve],
                                     timing: settings[PageSettings.releaseTiming])
        let next = Run(segments: segments, begin: clock, completes: completing)
        run = next
        if !(next.length > 0) { completeRun() }
    }

    /// Gives a running turn the duration and curves the settings now say, at once: the
    /// page goes on from the pose it shows, each stretch over its share of the new
    /// duration on its new curve.
    private func retimeRun() {
        guard var current = run else { return }
        let next = current.segments.retimed(half: settings[PageSettings.duration] / 2,
                                            rise: settings[PageSettings.firstHalfCurve],
                                            land: settings[PageSettings.secondHalfCurve], at: clock - current.begin)
        guard next.segments != current.segments else { return }
        current.segments = next.segments
        current.begin = clock - next.elapsed
        run = current
    }

    /// Lands a running animation at its end: after a completed turn the destination
    /// becomes the new source and the turn starts again from 0, so a person can keep turning.
    private func completeRun() {
        guard let current = run else { return }
        run = nil
        turn = PageTurn(turn: 0)
        if current.completes {
            pair.swap()
            landed = true
        }
    }

    // MARK: Window

    /// How far the page has turned, the stage, and the style.
    public var hudLine: String {
        let turn = landed ? PageTurn(turn: 1) : self.turn
        let stage = turn.stage == .first ? "front page rising" : "back page landing"
        let style = [settings[PageSettings.orientation].rawValue, settings[PageSettings.direction].rawValue,
                     "perspective " + settings[PageSettings.perspective].rawValue]
        return "turned \(DecimalText.fixed(turn.degreesTurned, places: 1))°   stage \(turn.stage.rawValue), \(stage)   "
            + style.joined(separator: " · ")
    }

    /// The fraction of the turn, and the running animation's time.
    public var timelineStatus: TimelineStatus {
        guard let run else { return TimelineStatus(progress: landed ? 1 : turn.turn) }
        return TimelineStatus(progress: turn.turn, elapsed: clock - run.begin, length: run.length)
    }

    /// A whole turn as Space plays it: the degrees turned over time, 60 samples a second
    /// (at least 48), rising on the first-half curve to 90° at half the duration, then
    /// landing on the second-half curve.
    public static func plots(for settings: SettingValues) -> [SettingPlot] {
        let segments = playSegments(settings)
        let duration = segments.reduce(0) { $0 + $1.duration }
        let count = Swift.max(48, Int((duration * 60).rounded(.up)))
        var values: [Double] = []
        for k in 0...count {
            let stretch = segments.stretch(at: duration * Double(k) / Double(count))
            values.append((stretch.map { $0.segment.pose(at: $0.elapsed) } ?? PageTurn(turn: 1)).degreesTurned)
        }
        let low = Swift.min(0, values.min() ?? 0), high = Swift.max(180, values.max() ?? 180)
        return [SettingPlot(key: "turn", title: "a whole turn, degrees", shape: .line(values: values, range: low...high),
                            span: duration,
                            caption: "rises to 90° in \(DecimalText.shortest(segments.first?.duration ?? 0)) s on the first-half curve, "
                                + "then lands on the second-half curve")]
    }

    /// Space's turn: stage 1 then stage 2, each over half of `page.duration`.
    static func playSegments(_ settings: SettingValues) -> [PageSegment] {
        PageTurn(turn: 0).segments(completing: true, half: settings[PageSettings.duration] / 2,
                                   rise: settings[PageSettings.firstHalfCurve],
                                   land: settings[PageSettings.secondHalfCurve])
    }

    /// The running stretch's tuned curve (none for a straight one), by the fraction of its duration gone; during a play,
    /// also the seconds along the whole turn's plot.
    public var plotMarkers: [String: Double] {
        guard let run else { return [:] }
        var markers: [String: Double] = [:]
        if run.plays { markers["turn"] = Swift.min(Swift.max(clock - run.begin, 0), run.length) }
        if let (segment, elapsed) = run.segments.stretch(at: clock - run.begin), !segment.straight {
            let curve = segment.rises ? PageSettings.firstHalfCurve : PageSettings.secondHalfCurve
            markers[curve.name] = Swift.min(Swift.max(elapsed / segment.duration, 0), 1)
        }
        return markers
    }

    /// The page, grown by the band the turning page sweeps in perspective (sampled every
    /// 1/32 of the turn, kept until the layout or the perspective changes).
    public var contentFrame: Rect {
        let page = pair.frame
        let key = [viewSize.x, viewSize.y, page.x, page.y, page.width, page.height, settings[PageSettings.eyeDistance],
                   settings[PageSettings.orientation] == .vertical ? 1 : 0,
                   settings[PageSettings.perspective] == .reverse ? 1 : 0,
                   settings[PageSettings.direction] == .backward ? 1 : 0]
        if let sweep, sweep.key == key { return sweep.frame }
        let frame = sweptFrame(from: page) { rootLayer(turn: PageTurn(turn: $0)) }
        sweep = (key, frame)
        return frame
    }

    public var hint: String {
        let forward = settings[PageSettings.direction] == .forward
        let way = settings[PageSettings.orientation] == .horizontal ? (forward ? "left" : "right") : (forward ? "up" : "down")
        return "drag the page \(way) across the spine to turn it, or flick it; Space plays"
    }

    // MARK: Layout

    /// Lays the page out in the view, drawing the pages again if its size changed.
    private func layOut() { pair.layOut(in: viewSize) }

    /// Lets tests build a scene with a fixed page size (odd sizes included).
    func overridePageSize(width: Int, height: Int) { pair.override(width: width, height: height, in: viewSize) }

    /// The page shown at rest (the source of the next turn).
    public var sourcePage: Texture { pair.source }
    /// The page the next turn shows.
    public var destinationPage: Texture { pair.destination }

    // MARK: Page geometry

    /// The page's extent across the spine in pixels: its width for a book, its height for
    /// a calendar.
    var acrossLength: Int {
        settings[PageSettings.orientation] == .horizontal ? pageRect.width : pageRect.height
    }
    /// MPFlip's `upperHeight`: the left (top) half, round(extent/2), whole pixels; the spine
    /// sits this far from the left (top) edge.
    var upperLength: Int { Int((Double(acrossLength) / 2).rounded()) }
    /// m34 = −1/(d·h), h half the extent across the spine (MPFlip's `height`, not rounded);
    /// positive for the reverse perspective; 0 for d = 0.
    public var m34: Double {
        let h = Double(acrossLength) / 2, d = settings[PageSettings.eyeDistance]
        guard h > 0, d > 0, d.isFinite else { return 0 }
        let m = -1 / (d * h)
        return settings[PageSettings.perspective] == .reverse ? -m : m
    }
}
