import Motion
import Raster
import Stage

/// The `flip` mode: the flight-information board (DevTalking's take on the
/// "Top 5 iOS 7 Animations" board, "the seed"; `MainScreenViewController.swift`) with its
/// cube flips.
///
/// State: the flight at rest (`flightIndex`) and, while a swipe is under way, the
/// neighbour it goes to and the fraction of the 2.2 s timeline (`BoardTimeline`) done.
/// A drag scrubs that fraction, a release or an arrow key plays it forwards or
/// backwards at the timeline's own speed, and every frame is `BoardTimeline.state(at:)`
/// of the current time, so playing, scrubbing and reversing can never disagree.
///
/// Time: `advance(by:)` takes scene seconds.
public final class FlipScene: Scene {
    // MARK: Constants

    /// A drag of half the board's width scrubs the whole timeline.
    public static let dragSpan = 0.5
    /// Stiffness ω of the board's spring back after resisting a swipe past an end, 1/s.
    static let resistStiffness = 12.0
    /// The outward speed of the nudge an arrow key gives at an end, design points per
    /// second; it peaks at speed / (ω·e) ≈ 23 pt.
    static let nudgeSpeed = 750.0
    /// The rubber band's constant (UIScrollView's 0.55): the board moves
    /// (1 − 1 / (x·c/d + 1))·d for a drag of x past the end, d its width.
    static let rubberBand = 0.55

    // MARK: Configuration

    public static let settingList = FlipSettings.all
    public static let settingPresets = FlipSettings.presets
    /// `render --flight N`: the flight at rest, 1…count.
    public static let poseOptionNames = ["flight"]

    public var mode: Mode { .flip }

    /// Every setting; the board reads `flip.*` (`FlipSettings`). A change of timing keeps
    /// a swipe under way at the same fraction of its (new) timeline, which it plays on at
    /// the new timeline's speed at once.
    public var settings: SettingValues {
        didSet {
            timing = FlipSettings.timing(settings)
            retimeRun()
        }
    }
    /// The timeline's numbers, from `settings`.
    package private(set) var timing: BoardTimeline.Timing

    /// Draws the cube flips as real boxes turning about their x axis with perspective
    /// instead of the seed's scale-and-move trick (T in the window): `flip.true3d`.
    public var trueThreeD: Bool {
        get { settings[FlipSettings.true3d] }
        set { settings[FlipSettings.true3d] = newValue }
    }

    /// The window's fill around the letterboxed board.
    public var backdrop = LinearGradient(colors: [Color(hex: 0x1C1F27), Color(hex: 0x0E1015)])

    /// View size in pixels (width, height); the board is scaled to fit it, centred.
    public var viewSize: SIMD2<Double> {
        didSet {
            viewSize = sanitizedViewSize(viewSize)
            layOut()
        }
    }

    /// The flights, in page order (at least one).
    public let flights: [Flight]

    // MARK: State

    /// The flight at rest (0-based).
    public private(set) var flightIndex = 0
    /// A swipe under way: the neighbour it goes to and the fraction of the timeline done.
    public private(set) var transition: (target: Int, fraction: Double)? { didSet { landed = false } }
    /// True from a completed swipe (its target the flight at rest) until the board moves
    /// again: the timeline reads the swipe's end (progress 1), as its last frame shows it.
    private var landed = false
    /// The board's sideways displacement while it resists a swipe past an end, pixels.
    public private(set) var resistOffset = 0.0

    /// Scene seconds since creation.
    private var clock = 0.0
    /// The timeline playing towards `goal` (1 completes the swipe, 0 undoes it).
    private struct Run {
        var goal: Double
        var animation: BasicAnimation
    }
    private var run: Run?
    /// A swipe asked for while another plays: it starts when that one completes.
    private var queued: Int?
    private var springBack: SpringBack?
    private struct Drag {
        var start: SIMD2<Double>
        /// The signed position on the timeline when the drag began: + toward the next
        /// flight, − toward the previous.
        var origin: Double
    }
    private var drag: Drag?
    private var gesture = PointerGesture(slop: 0)

    private(set) var textures: BoardTextures
    /// Pixels per design point, and the board's pixel rect in the view (integer origin).
    package private(set) var scale = 1.0
    private(set) var boardRect = (x: 0, y: 0, width: 375, height: 667)

    // MARK: Init

    /// A board of `flights` (the seed's three when empty) laid out in a view of
    /// `viewSize` pixels; `text` sets the words (nil draws bars in their place).
    public init(viewSize: SIMD2<Double>, flights: [Flight] = Flight.seedFlights,
                text: (any TextRasterizing)? = nil, settings: SettingValues = SettingValues()) {
        self.viewSize = sanitizedViewSize(viewSize)
        self.flights = flights.isEmpty ? Flight.seedFlights : flights
        self.settings = settings
        timing = FlipSettings.timing(settings)
        textures = BoardTextures(text: text)
        layOut()
    }

    public convenience init(mode: Mode, setup: SceneSetup) {
        self.init(viewSize: setup.viewSize, flights: setup.resources.flights, text: setup.resources.text,
                  settings: setup.settings)
    }

    /// `--flight N` (1…count) shows that flight, and `--progress` or a sequence the swipe
    /// from it to the next; with one flight there is no next one, and asking for a swipe
    /// is refused rather than answered with the flight at rest.
    public func pose(for request: PoseRequest) throws(SettingError) -> ScenePose {
        let count = flights.count
        let number = try request.integer("flight", in: 1...count, meaning: " (the flights file has \(count))") ?? 1
        let swipes = (request.progress ?? 0) > 0 || request.isSequence
        if swipes, count == 1 {
            throw SettingError("the flights file has one flight, so there is no next flight for --progress or --frames"
                               + " to swipe to; add a second flight")
        }
        if request.options["flight"] != nil, number == count, swipes {
            throw SettingError("flight \(number) is the last one: --progress and --frames show the swipe to the next"
                               + " flight, so choose --flight 1…\(count - 1)")
        }
        let single = request.progress ?? request.defaultProgress
        return ScenePose { [self] fraction in show(flight: number - 1, progress: fraction ?? single) }
    }

    // MARK: Scene

    /// The fraction of the timeline toward the next flight (`--progress`), 0 at rest or while
    /// going back to the previous one. Setting it stops any animation and drag and shows
    /// the swipe from the current flight to the next at that fraction (nothing happens
    /// on the last flight); NaN reads as 0.
    public var progress: Double {
        get {
            guard let transition, transition.target > flightIndex else { return 0 }
            return transition.fraction
        }
        set {
            run = nil
            drag = nil
            queued = nil
            springBack = nil
            resistOffset = 0
            let p = newValue.isNaN ? 0 : Swift.min(Swift.max(newValue, 0), 1)
            transition = flightIndex + 1 < flights.count && p > 0 ? (flightIndex + 1, p) : nil
        }
    }

    /// Shows flight `index` (0-based, clamped) at rest, or `progress` of the way to the next.
    public func show(flight index: Int, progress: Double = 0) {
        flightIndex = Swift.min(Swift.max(index, 0), flights.count - 1)
        self.progress = progress
    }

    public var isAnimating: Bool { run != nil || springBack != nil }

    public func handle(_ event: PointerEvent) {
        switch gesture.interpret(event) {
        case .press(let point):
            // Catch a playing swipe where it is: the drag continues from that point.
            run = nil
            queued = nil
            springBack = nil
            resistOffset = 0
            var origin = 0.0
            if let transition { origin = transition.target > flightIndex ? transition.fraction : -transition.fraction }
            drag = Drag(start: point, origin: origin)
        case .drag(let point, _):
            dragMoved(to: point)
        case .release(let point, _):
            if let point { dragMoved(to: point) }
            release()
        case .wheel, nil:
            break
        }
    }

    /// Plays a swipe to the next flight (to the previous one from the last flight).
    public func play() {
        step(flightIndex + 1 < flights.count || transition != nil ? 1 : -1)
    }

    /// The first flight at rest; everything stopped.
    public func reset() {
        run = nil
        drag = nil
        queued = nil
        springBack = nil
        resistOffset = 0
        transition = nil
        flightIndex = 0
    }

    public func advance(by dt: Double) {
        guard dt.isFinite, dt > 0 else { return }
        clock += dt
        if let spring = springBack {
            if spring.isSettled(at: clock) {
                springBack = nil
                resistOffset = 0
            } else {
                resistOffset = spring.value(at: clock)
            }
        }
        guard let current = run, let target = transition?.target else { return }
        if current.animation.isFinished(at: clock) {
            finishRun()
        } else {
            transition = (target, Self.clamp01(current.animation.value(at: clock)))
        }
    }

    /// Arrow keys: `+1` swipes to the next flight, `-1` to the previous one.
    ///
    /// While a swipe plays, a request the same way waits for it (one at most), and the
    /// opposite way turns it round from where it is; at either end the board nudges
    /// and springs back. During a drag, keys are ignored.
    public func step(_ direction: Int) {
        guard drag == nil, direction != 0 else { return }
        let way = direction > 0 ? 1 : -1
        if let transition {
            // The way the board is heading now: toward the target, or back home.
            let towardTarget = (run?.goal ?? 1) == 1
            let heading = (transition.target > flightIndex ? 1 : -1) * (towardTarget ? 1 : -1)
            if run == nil {
                // A paused swipe (set by `progress`): play it on or back.
                startRun(goal: way == (transition.target > flightIndex ? 1 : -1) ? 1 : 0)
            } else if way == heading {
                queued = way
            } else {
                startRun(goal: towardTarget ? 0 : 1)
                queued = nil
            }
            return
        }
        let target = flightIndex + way
        guard flights.indices.contains(target) else {
            // No wrap (the seed's guard): resist with a nudge the wrong way, and return.
            springBack = SpringBack(from: resistOffset, velocity: -Double(way) * Self.nudgeSpeed * scale,
                                    stiffness: Self.resistStiffness, beginTime: clock)
            return
        }
        transition = (target, 0)
        startRun(goal: 1)
    }

    /// → plays a swipe to the next flight, ← to the previous one, T switches between the
    /// seed's pseudo-3D flips and real boxes.
    public func handleKey(_ key: SceneKey) -> String? {
        switch key {
        case .right:
            step(1)
        case .left:
            step(-1)
        case .character("t"):
            trueThreeD.toggle()
            return trueThreeD ? "true 3D: the flips are real boxes" : "pseudo 3D: the seed's squash-and-move flips"
        default:
            break
        }
        return nil
    }

    // MARK: Drag

    /// The drag scrubs the timeline: u = origin − Δx / (½·board width), so a drag left
    /// goes toward the next flight (t = |Δx| / (0.5·width)). Past an end, the
    /// board follows the finger through a rubber band instead.
    private func dragMoved(to point: SIMD2<Double>) {
        guard let drag else { return }
        let span = Self.dragSpan * Double(boardRect.width)
        let u = Swift.min(Swift.max(drag.origin - (point.x - drag.start.x) / span, -1), 1)
        let target = u > 0 ? flightIndex + 1 : flightIndex - 1
        if u != 0, flights.indices.contains(target) {
            transition = (target, abs(u))
            resistOffset = 0
        } else {
            transition = nil
            resistOffset = ScrollPhysics.rubberBanded(-u * span, dimension: Double(boardRect.width),
                                                      constant: Self.rubberBand)
        }
    }

    /// Release: complete at t ≥ 0.5, else play back to rest; a resisting board springs back.
    private func release() {
        guard drag != nil else { return }
        drag = nil
        if resistOffset != 0 {
            springBack = SpringBack(from: resistOffset, stiffness: Self.resistStiffness, beginTime: clock)
        }
        guard let transition else { return }
        startRun(goal: transition.fraction >= settings[FlipSettings.commitThreshold] ? 1 : 0)
    }

    // MARK: Timeline runs

    /// Plays the timeline from its current fraction to `goal` (0 or 1) at its own speed:
    /// the remaining fraction of 2.2 s, linear in timeline time (the easing is inside the
    /// timeline's pieces).
    private func startRun(goal: Double) {
        guard let transition else { return }
        let remaining = abs(goal - transition.fraction) * timing.duration
        run = Run(goal: goal, animation: BasicAnimation(from: transition.fraction, to: goal, duration: remaining,
                                                        beginTime: clock))
        if !(remaining > 0) { finishRun() }
    }

    /// Gives a running swipe the timeline's length now: what is left of it plays over the
    /// same share of the new length, from the fraction it has reached.
    private func retimeRun() {
        guard var current = run else { return }
        let duration = abs(current.goal - current.animation.from) * timing.duration
        guard duration != current.animation.duration else { return }
        current.animation = current.animation.retimed(at: clock, duration: duration, timingFunction: .linear)
        run = current
    }

    /// Lands the run: a completed swipe makes its target the flight at rest; then any
    /// queued swipe starts.
    private func finishRun() {
        guard let current = run, let transition else {
            run = nil
            return
        }
        run = nil
        if current.goal >= 1 { flightIndex = transition.target }
        self.transition = nil
        landed = current.goal >= 1
        if let next = queued {
            queued = nil
            step(next)
        }
    }

    private static func clamp01(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }

    // MARK: Layout

    /// Fits the 375×667 board in the view, centred with an integer pixel origin.
    private func layOut() {
        let vw = viewSize.x
        let vh = viewSize.y
        let design = BoardLayout.size
        scale = Swift.max(Swift.min(Swift.min(vw, 16384) / design.x, vh / design.y), 1e-3)
        let width = Swift.max(1, Int((design.x * scale).rounded()))
        let height = Swift.max(1, Int((design.y * scale).rounded()))
        boardRect = ((Int(vw) - width) / 2, (Int(vh) - height) / 2, width, height)
        textures.prepare(scale: scale, boardWidth: width, boardHeight: height)
        // Draw every background the flights use now (at most three, about 25 ms each at
        // 1920×1080) so that no swipe stalls on its first frame to build one.
        for flight in flights { _ = textures.background(flight.background) }
    }

    /// The HUD's line: which flights and which flip style.
    public var hudLine: String {
        let style = trueThreeD ? "true 3D" : "pseudo 3D"
        guard let transition else {
            return "flight \(flightIndex + 1) of \(flights.count)   \(style)"
        }
        return "flight \(flightIndex + 1) → \(transition.target + 1) of \(flights.count)   \(style)"
    }

    /// The swipe's fraction of the board's timeline, either way, and its time on it (the
    /// timeline's own seconds, at a drag too: the board scrubs it).
    public var timelineStatus: TimelineStatus {
        guard let transition else { return TimelineStatus(progress: landed ? 1 : 0) }
        return TimelineStatus(progress: transition.fraction, elapsed: transition.fraction * timing.duration,
                              length: timing.duration)
    }

    /// The board.
    public var contentFrame: Rect {
        Rect(x: Double(boardRect.x), y: Double(boardRect.y), width: Double(boardRect.width),
             height: Double(boardRect.height))
    }

    /// The phone the board is designed on.
    public static var designSize: SIMD2<Double>? { BoardLayout.size }

    /// The swipe's pieces as bars over the whole timeline (2.2 s at the seed's timing).
    public static func plots(for settings: SettingValues) -> [SettingPlot] {
        let timing = FlipSettings.timing(settings)
        return [.timeline(key: "board", title: "swipe", bars: timing.bars,
                          caption: DecimalText.fixed(timing.duration, places: 2) + " s, every piece on flip.curve")]
    }

    /// The swipe's time on its bars, and on the curve by the cube flips' share of it.
    public var plotMarkers: [String: Double] {
        guard let transition else { return [:] }
        let τ = transition.fraction * timing.duration
        return ["board": τ, FlipSettings.curve.name: timing.flip > 0 ? min(1, τ / timing.flip) : 1]
    }

    /// Takes `other`'s board art (backgrounds, labels, drawn at its scale).
    public func adoptArt(from other: any Scene) -> Bool { adopt(\.textures, from: other) }

    /// Draws every flight's labels and arrows, the plane and the dots, so that no swipe
    /// draws one: a frame at rest on each flight shows each of its images, and a swipe
    /// shows only those of its two flights.
    public func drawArt() {
        let shown = (flightIndex, transition)
        defer { (flightIndex, transition) = shown }
        transition = nil
        for index in flights.indices {
            flightIndex = index
            _ = rootLayer()
        }
    }

    public var hint: String { "drag the board left or right for the next or previous flight; ← / → play" }

    public static let subject = "the board"

    /// B for the board.
    public static func shortcut(for mode: Mode) -> Character? { "b" }

    public static let controls: [SceneControl] = [
        .gesture("drag", action: "swipe the board"),
        .key("← / →", .left, .right, action: "previous / next flight"),
        .key("T", .character("t"), action: "real 3D boxes / the seed's pseudo 3D"),
    ]

    public static let shorthands = [
        SettingShorthand(option: "true3d", setting: FlipSettings.true3d.name,
                         help: "Draw the board's cube flips as real boxes (shorthand of --set flip.true3d=true)."),
    ]

    public static let readsFlights = true

}
