import Motion
import Raster
import Stage

/// The `cards` mode: DDCardAnimation's stack of 39 cards (`CardLayout.m`,
/// `ViewController.m`) in a 375 × 667 pt phone column scaled to the view; with the person's
/// pictures (`SceneContent.cards`) a stack of one card per picture, in order.
///
/// - Scrolling moves the offset x of `CardStackLayout`: 1:1 under a vertical drag, then
///   pop's decay after a flick, a rubber band past either end and a spring back; the
///   wheel scrolls too.
/// - A click on a card animates to the selected layout (that card centred at scale 1,
///   the others off the top and bottom); the background darkens and the card's overlay
///   clears at once, as in the demo (or fade with the switch: `cards.crossFade`). Any
///   click then animates back, the background and overlays back at once. Scrolling is
///   off while a card is selected.
///
/// Time: `advance(by:)` takes scene seconds.
public final class CardsScene: Scene {
    // MARK: Constants

    /// A press and release closer than this many view pixels is a click.
    public static let clickSlop = 6.0
    /// Wheel scrolling, points per notch.
    public static let wheelStep = 48.0

    // MARK: Configuration

    public static let settingList = CardsSettings.all
    public static let settingPresets = CardsSettings.presets
    /// `render --offset X` and `--selected K`.
    public static let poseOptionNames = ["offset", "selected"]

    public var mode: Mode { .cards }
    /// Every setting; the stack reads `cards.*` (`CardsSettings`) and applies a change at
    /// once (the offset is kept within the new range). A switch under way takes a new
    /// duration at the fraction it has gone, and a new curve from the layout it shows.
    public var settings: SettingValues {
        didSet {
            let curve = settings[CardsSettings.selectCurve], before = oldValue[CardsSettings.selectCurve]
            if curve != before, var current = selection, current.t > 0, current.t < 1 {
                current.t = curve.timeFraction(reaching: before.value(at: current.t), near: current.t)
                selection = current
            }
            applySettings()
        }
    }
    /// The stack's law, from `settings`.
    package private(set) var layout = CardStackLayout()
    /// View size in pixels; the phone column is scaled to fit, centred.
    public var viewSize: SIMD2<Double> {
        didSet {
            viewSize = sanitizedViewSize(viewSize)
            layOut()
        }
    }

    // MARK: State

    /// The stack's scroll offset x, points (the demo starts at 400).
    public var offset: Double { scroller.offset }
    private var scroller = ScrollPhysics(offset: CardStackLayout.initialOffset)

    /// A card chosen, and how far the switch to its layout has gone: `t` runs 0 → 1 over
    /// `selectionDuration` at `rate` (+1 towards the selected layout, −1 back, 0 held).
    package struct Selection {
        package var index: Int
        package var t: Double
        package var rate: Double
    }
    package private(set) var selection: Selection?

    private struct Drag {
        var start: SIMD2<Double>
        /// Past the click slop: not a click any more.
        var isDrag = false
        /// Scrolling the stack (a drag that began with no card selected).
        var isScroll = false
        var startOffset: Double
        var tracker: VelocityTracker
    }
    private var drag: Drag?
    private var gesture = PointerGesture(slop: CardsScene.clickSlop)
    private var clock = 0.0

    /// Leaves out what later cards hide (the picture is the same; tests turn it off to
    /// check that).
    package var cullsHiddenParts = true
    /// Cards drawn even where they are outside the view (the web page places every card
    /// its play shows at some moment, in the pose it starts from).
    package var alsoDrawn: Set<Int> = []

    private(set) var textures: CardsTextures
    /// Pixels per point, the column's left edge in the view (pixels) and the view's
    /// height in points (the collection view's height, at least the phone's 667).
    package private(set) var scale = 1.0
    private(set) var columnX = 0.0
    package private(set) var viewHeight = CardStackArt.phoneHeight

    // MARK: Init

    /// A stack at the demo's offset laid out in `viewSize` pixels; `text` sets the cards'
    /// words (nil draws bars); `content.cards`, when given, are the cards (one each, fitted
    /// by `content.fit`).
    public init(viewSize: SIMD2<Double>, text: (any TextRasterizing)? = nil, content: SceneContent = SceneContent(),
                settings: SettingValues = SettingValues()) {
        self.viewSize = sanitizedViewSize(viewSize)
        self.settings = settings
        textures = CardsTextures(text: text, content: content)
        applySettings()
        scroller.set(layout.initialOffset)
    }

    public convenience init(mode: Mode, setup: SceneSetup) {
        self.init(viewSize: setup.viewSize, text: setup.resources.text, content: setup.resources.content,
                  settings: setup.settings)
    }

    private func applySettings() {
        layout = CardsSettings.layout(settings)
        layout.cardCount = textures.count
        scroller.rubberBand = settings[CardsSettings.rubberBand]
        scroller.deceleration = settings[CardsSettings.decay]
        layOut()
        // A shorter stack (a smaller spacing) brings the offset within its new range.
        if drag == nil, offset > layout.maxOffset { scroller.set(offset) }
    }

    // MARK: Scene

    /// The scroll position as a fraction of the stack's range (`render` takes the
    /// offset itself, `--offset X`; this is the same offset over
    /// 0…`CardStackLayout.maxOffset`). Setting it jumps there with no card selected and nothing
    /// moving.
    public var progress: Double {
        get { layout.maxOffset > 0 ? offset / layout.maxOffset : 0 }
        set { show(offset: (newValue.isNaN ? 0 : newValue) * layout.maxOffset) }
    }

    public var isAnimating: Bool { scroller.isMoving || (selection.map { $0.rate != 0 } ?? false) }

    /// Jumps to scroll offset `offset` (clamped to the stack's range), no card selected,
    /// nothing moving.
    public func show(offset: Double) {
        drag = nil
        selection = nil
        scroller.set(offset)
    }

    /// Holds card `index` (clamped to the stack) selected at `progress` of the switch
    /// (0: the stack, 1: the selected layout), nothing moving.
    public func select(_ index: Int, progress: Double) {
        drag = nil
        let i = Swift.min(Swift.max(index, 0), layout.cardCount - 1)
        let t = progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
        selection = Selection(index: i, t: t, rate: 0)
    }

    /// The switch's eased progress, 0 (the stack) … 1 (the selected layout).
    public var selectionProgress: Double {
        guard let selection else { return 0 }
        return settings[CardsSettings.selectCurve].value(at: selection.t)
    }

    /// How far the background and the overlays have gone to the selection's, 0…1.
    ///
    /// The demo sets them outside the layout's animation: a click on a card sets the
    /// background to 0x161821 (`showMaskView`) and the card's blur to 0 at once, and a
    /// click back sets 0x2D3142 (`hideMaskView`) while the stack's layout sets every
    /// card's blur as it is laid out (ViewController.m). So it is 1 from the click on a
    /// card (also while held mid-way) and 0 from the click back. With `cards.crossFade`
    /// (ours) they fade with the cards: the switch's eased progress.
    ///
    /// (The demo's tap on the background returns without `hideMaskView`, leaving the dark
    /// background; we return the same way from either click, as its tap on a card does.)
    var selectionLook: Double {
        guard let selection else { return 0 }
        if settings[CardsSettings.crossFade] { return selectionProgress }
        return selection.rate < 0 ? 0 : 1
    }

    /// The card chosen, if any (also while the layout switches back).
    public var selectedCard: Int? { selection?.index }

    public func handle(_ event: PointerEvent) {
        switch gesture.interpret(event) {
        case .press(let point):
            scroller.touch()   // a touch stops a flick
            drag = Drag(start: point, startOffset: offset,
                        tracker: VelocityTracker(time: clock, position: point.y / scale))
        case .drag(let point, let pastSlop):
            dragMoved(to: point, pastSlop: pastSlop)
        case .release(let point, let isClick):
            if let point { dragMoved(to: point, pastSlop: !isClick) }
            release(click: point != nil && isClick)
        case .wheel(_, let dy):
            guard selection == nil else { return }   // scrolling is off while selected
            scroller.wheel(by: -dy * Self.wheelStep)
        case nil:
            break
        }
    }

    /// Space: selects the card nearest the view's centre, or returns from a selection.
    public func play() {
        if selection != nil {
            toggle(nil)
            return
        }
        let middle = viewHeight / 2
        let nearest = visibleCards().min { a, b in
            abs(a.placement.y + CardStackLayout.cardHeight / 2 - middle)
                < abs(b.placement.y + CardStackLayout.cardHeight / 2 - middle)
        }
        if let nearest { toggle(nearest.index) }
    }

    /// The demo's start: offset 400 (a short stack's end), nothing selected, nothing moving.
    public func reset() {
        show(offset: layout.initialOffset)
    }

    public func advance(by dt: Double) {
        guard dt.isFinite, dt > 0 else { return }
        let step = dt
        clock += step
        if var current = selection, current.rate != 0 {
            current.t += step * current.rate / selectionDuration
            if current.t >= 1 {
                selection = Selection(index: current.index, t: 1, rate: 0)
            } else if current.t <= 0 {
                selection = nil
            } else {
                selection = current
            }
        }
        scroller.advance(to: clock, dragging: drag?.isScroll ?? false)
    }

    /// The HUD's line: the offset, and the selection while there is one.
    public var hudLine: String {
        var line = "offset \(DecimalText.fixed(offset, places: 1)) pt"
        if let selection {
            let verb = selection.rate < 0 ? "returning from" : selection.t >= 1 ? "selected" : "selecting"
            line += "   \(verb) Item \(selection.index)"
        }
        return line
    }

    /// How long a switch to or from the selected layout takes, seconds: `cards.selectDuration`
    /// on a Bézier, a spring's own settling time on a spring.
    package var selectionDuration: Double {
        settings[CardsSettings.selectCurve].duration(nominal: settings[CardsSettings.selectDuration])
    }

    /// The switch to or from the selected layout while a card is selected (its fraction
    /// and time on `cards.selectDuration`, or on a spring's own time), else the scroll as
    /// `progress`.
    public var timelineStatus: TimelineStatus {
        guard let selection else { return TimelineStatus(progress: progress) }
        let duration = selectionDuration
        return TimelineStatus(progress: selection.t, elapsed: selection.rate != 0 ? selection.t * duration : nil,
                              length: selection.rate != 0 ? duration : nil)
    }

    /// The phone column, widened to the widest card a selection draws: the cards after the
    /// selected one grow to `cards.laterScale` (1.2) about the column's centre as they leave,
    /// wider than the phone (351 pt × 1.2 = 421 pt), and the view does not clip them.
    public var contentFrame: Rect {
        // A card's scale goes from 1 to its layout's as the switch's progress e goes 0 → 1, and
        // past it where the curve overshoots (a spring below critical damping, a Bézier with y
        // outside 0…1): 1 + (scale − 1)·e at either end of the progress the curve reaches.
        let reach = settings[CardsSettings.selectCurve].progressRange
        let scales = [settings[CardsSettings.earlierScale], settings[CardsSettings.laterScale]].flatMap { s in
            [reach.lowerBound, reach.upperBound].map { 1 + (s - 1) * $0 }
        }
        let widest = CardStackArt.cardWidth * Swift.max(1, scales.max() ?? 1)
        let column = Rect(x: columnX, y: 0, width: CardStackArt.phoneWidth * scale, height: viewSize.y)
        guard widest > CardStackArt.phoneWidth else { return column }
        // A pixel more each side: a card's origin is rounded to whole pixels.
        let half = widest * scale / 2 + 1, centre = column.midX
        let x0 = Swift.max(0, (centre - half).rounded(.down))
        return Rect(x: x0, y: 0, width: Swift.min(viewSize.x, (centre + half).rounded(.up)) - x0, height: viewSize.y)
    }

    /// The phone the stack is laid out on.
    public static var designSize: SIMD2<Double>? { [CardStackArt.phoneWidth, CardStackArt.phoneHeight] }

    /// An export plays a selection and then its return.
    public var recordingPlays: Int { 2 }

    /// A card switch's time on the selection's curve.
    public var plotMarkers: [String: Double] {
        guard let selection, selection.rate != 0 else { return [:] }
        return [CardsSettings.selectCurve.name: selection.t]
    }

    /// Draws every card, so that no frame draws one as it scrolls into view.
    public func drawArt() { textures.drawAll() }

    /// Takes `other`'s card images (drawn at its scale).
    public func adoptArt(from other: any Scene) -> Bool { adopt(\.textures, from: other, content: \.content) }

    public var hint: String { "drag or wheel to scroll the stack; click a card to bring it forward" }

    public static let subject = "the cards"

    public static func contentSlots(for mode: Mode) -> [ContentSlot] { [ContentSlot(.cards, "card pictures")] }

    public static let controls: [SceneControl] = [
        .gesture("drag / wheel / click", action: "scroll with momentum; a click selects a card, any click returns"),
    ]

    // MARK: Selection

    /// A click: with nothing selected, selects `index` (a card) or does nothing (the
    /// background); with a card selected or on its way, turns back to the stack.
    private func toggle(_ index: Int?) {
        if var current = selection {
            current.rate = current.rate < 0 ? 1 : -1   // a click mid-way turns it round
            selection = current
        } else if let index {
            scroller.set(offset)   // the stack stops where it is
            selection = Selection(index: index, t: 0, rate: 1)
        }
    }

    // MARK: Drag

    private func dragMoved(to point: SIMD2<Double>, pastSlop: Bool) {
        guard var current = drag else { return }
        let delta = point - current.start
        current.tracker.add(time: clock, position: point.y / scale)
        if pastSlop, !current.isDrag {
            current.isDrag = true
            current.isScroll = selection == nil   // scrolling is off while selected
        }
        drag = current
        if current.isScroll {
            scroller.drag(from: current.startOffset, by: -delta.y / scale)
        }
    }

    private func release(click: Bool) {
        guard let current = drag else { return }
        drag = nil
        if current.isScroll {
            scroller.release(velocity: -current.tracker.velocity, at: clock)
        } else if click {
            toggle(card(atViewPoint: current.start))
        }
    }

    // MARK: Layout

    /// One card as drawn now.
    struct Visible {
        var index: Int
        var placement: CardStackLayout.Placement
    }

    /// The cards on screen now in drawing order (lowest z first); cards wholly outside
    /// the view are left out and cost nothing.
    func visibleCards() -> [Visible] {
        let e = selectionProgress, look = selectionLook
        var cards: [Visible] = []
        for index in 0..<layout.cardCount {
            let stack = layout.stack(index, offset: offset, viewHeight: viewHeight)
            var placement = stack
            if let selection {
                let chosen = layout.selected(index, selected: selection.index, viewHeight: viewHeight,
                                             overlay: stack.overlay)
                placement.y += (chosen.y - stack.y) * e
                placement.scale += (chosen.scale - stack.scale) * e
                placement.overlay += (chosen.overlay - stack.overlay) * look
                // UIKit applies the new layout's order at once: index order on the way
                // to the selection, the stack's on the way back.
                placement.z = selection.rate < 0 ? stack.z : chosen.z
            }
            let centre = placement.y + CardStackLayout.cardHeight / 2
            let half = CardStackLayout.cardHeight / 2 * placement.scale
            guard placement.scale > 0, alsoDrawn.contains(index) || (centre + half > 0 && centre - half < viewHeight)
            else { continue }
            cards.append(Visible(index: index, placement: placement))
        }
        return cards.sorted { ($0.placement.z, $0.index) < ($1.placement.z, $1.index) }
    }

    /// The top-most card under a view point, if any.
    private func card(atViewPoint point: SIMD2<Double>) -> Int? {
        let x = (point.x - columnX) / scale, y = point.y / scale
        let middle = CardStackArt.phoneWidth / 2
        for card in visibleCards().reversed() {
            let p = card.placement
            let halfWidth = CardStackArt.cardWidth / 2 * p.scale
            let halfHeight = CardStackLayout.cardHeight / 2 * p.scale
            let centre = p.y + CardStackLayout.cardHeight / 2
            if abs(x - middle) <= halfWidth && abs(y - centre) <= halfHeight { return card.index }
        }
        return nil
    }

    /// Fits the 375 pt phone column in the view (the height of a 667 pt phone at least).
    private func layOut() {
        let vw = viewSize.x
        let vh = viewSize.y
        scale = Swift.max(Swift.min(vw / CardStackArt.phoneWidth, vh / CardStackArt.phoneHeight), 1e-3)
        columnX = ((vw - CardStackArt.phoneWidth * scale) / 2).rounded()
        viewHeight = vh / scale
        scroller.maxOffset = layout.maxOffset
        scroller.viewport = viewHeight
        textures.prepare(scale: scale)
    }
}
