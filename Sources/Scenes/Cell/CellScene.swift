import Motion
import Raster
import Stage

/// The `cell` mode: Ramotion's FoldingCell demo, a scrolling list of 10 cells that unfold
/// into `itemCount` panels when clicked (docs/design.md, "The originals").
///
/// Every cell is closed or open at rest, or runs its open or close timeline
/// (`FoldingTimeline`) forwards or backwards; the list scrolls by drag, wheel and flick
/// (pop's decay, a rubber band past the ends, a spring back). Several cells may animate
/// at once. Time: `advance(by:)` takes scene seconds.
public final class CellScene: Scene {
    // MARK: Constants

    /// The list's length.
    public static let cellCount = 10
    /// A press and release closer than this many view pixels is a click.
    public static let clickSlop = 6.0
    /// Wheel scrolling, points per notch.
    public static let wheelStep = 48.0

    // MARK: Configuration

    public static let settingList = CellSettings.all
    public static let settingPresets = CellSettings.presets

    public var mode: Mode { .cell }
    /// Every setting; the list reads `cell.*` (`CellSettings`). A new panel count closes
    /// every cell and draws the cards again; new durations or curves apply at once, a running
    /// or held cell staying at the same fraction of its timeline and going on at the new pace.
    public var settings: SettingValues {
        didSet {
            let newTimeline = CellSettings.timeline(settings)
            guard newTimeline != timeline else { return }
            let old = timeline
            timeline = newTimeline
            if newTimeline.itemCount != old.itemCount {
                reset()
                layOut()   // the cards are drawn again for the new container height
                return
            }
            for i in cells.indices {
                guard var run = cells[i].run else { continue }
                let before = old.length(run.direction), after = newTimeline.length(run.direction)
                guard before > 0 else { continue }
                run.t *= after / before
                cells[i].run = run
            }
        }
    }
    /// The window's fill behind the list.
    public var backdrop = LinearGradient(colors: [Color(hex: 0x2E3442), Color(hex: 0x1B1F28)])
    /// View size in pixels; the 375 pt column is scaled to fit, centred.
    public var viewSize: SIMD2<Double> {
        didSet {
            viewSize = sanitizedViewSize(viewSize)
            layOut()
        }
    }
    /// Panels per cell, 2…8 (`cell.items`, the demo's 4); the container's height
    /// follows. Changing it closes every cell.
    public var itemCount: Int {
        get { timeline.itemCount }
        set { settings[CellSettings.items] = Swift.min(Swift.max(newValue, 2), 8) }
    }

    // MARK: State

    /// One cell: open or closed at rest, or running a timeline.
    package struct Cell {
        package var isOpen = false
        package var run: Run?
    }
    /// An open or close timeline at time `t` (scene seconds into it), moving at `rate`
    /// (+1 forwards, −1 backwards, 0 held by a drag or by `progress`).
    package struct Run {
        package var direction: FoldingTimeline.Direction
        package var t: Double
        package var rate: Double
    }
    package private(set) var cells = [Cell](repeating: Cell(), count: CellScene.cellCount)
    package private(set) var timeline: FoldingTimeline

    /// The list's scroll offset, points (0 = the first row at the top).
    public var offset: Double { scroller.offset }
    private var scroller = ScrollPhysics()

    private enum DragKind { case undecided, scroll, scrub(Int) }
    private struct Drag {
        var start: SIMD2<Double>
        var kind: DragKind
        /// The cell under the press, if any.
        var cell: Int?
        var startOffset: Double
        /// The finger's y in points, for the release velocity.
        var tracker: VelocityTracker
    }
    private var drag: Drag?
    private var gesture = PointerGesture(slop: CellScene.clickSlop)
    private var clock = 0.0

    private(set) var textures: CellTextures
    /// Pixels per point and the column's left edge in the view, pixels.
    package private(set) var scale = 1.0
    private(set) var columnX = 0.0

    // MARK: Init

    /// A list laid out in a view of `viewSize` pixels with `itemCount` panels per cell;
    /// `text` sets the cards' words (nil draws bars); `content`'s first picture is the
    /// closed face and its second the open content (split across the panels) of every
    /// cell, or of `content.cell` alone, fitted by `content.fit`.
    public init(viewSize: SIMD2<Double>, itemCount: Int? = nil, text: (any TextRasterizing)? = nil,
                content: SceneContent = SceneContent(), settings: SettingValues = SettingValues()) {
        self.viewSize = sanitizedViewSize(viewSize)
        var settings = settings
        if let itemCount { settings[CellSettings.items] = Swift.min(Swift.max(itemCount, 2), 8) }
        self.settings = settings
        timeline = CellSettings.timeline(settings)
        textures = CellTextures(text: text, content: content)
        layOut()
    }

    public convenience init(mode: Mode, setup: SceneSetup) {
        self.init(viewSize: setup.viewSize, text: setup.resources.text, content: setup.resources.content,
                  settings: setup.settings)
    }

    // MARK: Scene

    /// The fraction of the first cell's opening timeline (`--progress`): 0 closed, 1 open.
    /// Setting it holds the first cell there, everything else closed and still (0 and 1
    /// are the closed and the open cell at rest).
    public var progress: Double {
        get {
            let first = cells[0]
            guard let run = first.run else { return first.isOpen ? 1 : 0 }
            let fraction = run.t / timeline.length(run.direction)
            return run.direction == .open ? fraction : 1 - fraction
        }
        set {
            let p = newValue.isNaN ? 0 : Swift.min(Swift.max(newValue, 0), 1)
            reset()
            // The ends are the cell at rest (closed, or open showing its container).
            if p >= 1 {
                cells[0].isOpen = true
            } else if p > 0 {
                cells[0].run = Run(direction: .open, t: p * timeline.length(.open), rate: 0)
            }
        }
    }

    public var isAnimating: Bool {
        scroller.isMoving || cells.contains { ($0.run?.rate ?? 0) != 0 }
    }

    public func handle(_ event: PointerEvent) {
        switch gesture.interpret(event) {
        case .press(let point):
            scroller.touch()   // a touch stops a flick
            let hit = cellIndex(atViewPoint: point)
            drag = Drag(start: point, kind: .undecided, cell: hit, startOffset: offset,
                        tracker: VelocityTracker(time: clock, position: point.y / scale))
        case .drag(let point, let pastSlop):
            dragMoved(to: point, pastSlop: pastSlop)
        case .release(let point, let isClick):
            if let point { dragMoved(to: point, pastSlop: !isClick) }
            release()
        case .wheel(_, let dy):
            syncScroller()
            scroller.wheel(by: -dy * Self.wheelStep)
        case nil:
            break
        }
    }

    /// Space: toggles the first visible cell.
    public func play() {
        let top = offset
        let first = (0..<Self.cellCount).first { rowTop($0) + rowHeight($0) > top } ?? 0
        toggle(first)
    }

    /// Every cell closed, the list at the top, nothing moving.
    public func reset() {
        cells = [Cell](repeating: Cell(), count: Self.cellCount)
        drag = nil
        scroller.set(0)
    }

    public func advance(by dt: Double) {
        guard dt.isFinite, dt > 0 else { return }
        let step = dt
        clock += step
        for i in cells.indices {
            guard var run = cells[i].run, run.rate != 0 else { continue }
            run.t += step * run.rate
            let length = timeline.length(run.direction)
            if run.t >= length {
                cells[i] = Cell(isOpen: run.direction == .open, run: nil)
            } else if run.t <= 0 {
                cells[i] = Cell(isOpen: run.direction == .close, run: nil)
            } else {
                cells[i].run = run
            }
        }
        advanceScroll()
    }

    /// The HUD's line: the first moving cell, or the list's state, and the panel count.
    public var hudLine: String {
        let items = "items \(itemCount)"
        guard let (index, run) = movingCell else {
            let open = cells.indices.filter { cells[$0].isOpen }.map { String($0 + 1) }
            return (open.isEmpty ? "all closed" : "open: " + open.joined(separator: ", ")) + "   \(items)"
        }
        return "cell \(index + 1) " + (run.direction == .open ? "opening" : "closing") + "   \(items)"
    }

    /// The first moving cell's fraction of its open or close timeline (opening counts up,
    /// closing down, as `progress` does) and its time on it; at rest, `progress`.
    public var timelineStatus: TimelineStatus {
        guard let (_, run) = movingCell else { return TimelineStatus(progress: progress) }
        let length = timeline.length(run.direction)
        let fraction = length > 0 ? run.t / length : 1
        return TimelineStatus(progress: run.direction == .open ? fraction : 1 - fraction, elapsed: run.t,
                              length: length)
    }

    /// The first cell that is opening or closing, and its run.
    var movingCell: (Int, Run)? {
        cells.enumerated().lazy.compactMap { i, c in c.run.map { (i, $0) } }.first
    }

    /// The list's column.
    public var contentFrame: Rect { Rect(x: columnX, y: 0, width: CellLayout.columnWidth * scale, height: viewSize.y) }

    /// The phone the list is laid out on.
    public static var designSize: SIMD2<Double>? { [CellLayout.columnWidth, CellLayout.screenHeight] }

    /// The cards are drawn for the panel count.
    public static var artSettings: [any AnySetting] { [CellSettings.items] }

    /// Takes `other`'s card images (drawn at its scale and panel count) when they show the
    /// same pictures.
    public func adoptArt(from other: any Scene) -> Bool { adopt(\.textures, from: other, content: \.content) }

    /// Draws every cell's images, closed and open, so that no frame draws a cell's as it
    /// first shows or opens.
    public func drawArt() { textures.drawAll(count: Self.cellCount) }

    public var hint: String { "click a card to open or close it, or drag it to unfold it by hand; drag between cards to scroll" }

    public static let subject = "the folding cells"

    public static func contentSlots(for mode: Mode) -> [ContentSlot] {
        [ContentSlot(.first, "closed face"), ContentSlot(.second, "open content")]
    }

    /// `SceneContent.cell` picks one of the list's rows.
    public static func contentItemCount(for mode: Mode) -> Int? { cellCount }

    public static let controls: [SceneControl] = [
        .gesture("click / drag a cell", action: "open or close it, or scrub it; drag off the cards or wheel: scroll the list"),
    ]

    public static let shorthands = [
        SettingShorthand(option: "items", setting: CellSettings.items.name,
                         help: "Panels per folding cell, 2…8 (shorthand of --set cell.items=N)."),
    ]

    // MARK: Cells

    /// Opens a closed cell or closes an open one; a cell that is animating ignores it
    /// (FoldingCell's `isAnimating()` guard).
    public func toggle(_ index: Int) {
        guard cells.indices.contains(index), cells[index].run == nil else { return }
        let direction: FoldingTimeline.Direction = cells[index].isOpen ? .close : .open
        cells[index].run = Run(direction: direction, t: 0, rate: 1)
        if direction == .open { scrollIntoView(index) }
    }

    /// The demo scrolls a cell that opens past the bottom so that it ends in view.
    private func scrollIntoView(_ index: Int) {
        let bottom = rowTop(index) + CellLayout.openRowHeight(itemCount: itemCount)
        let viewport = viewportHeight
        guard bottom > offset + viewport else { return }
        let target = Swift.min(bottom - viewport + CellLayout.bottomInset, rowTop(index))
        scroller.animate(to: Swift.max(target, 0), duration: timeline.openHeightDuration,
                         timingFunction: .easeOut, at: clock)
    }

    /// The current height of row `index`, points.
    package func rowHeight(_ index: Int) -> Double {
        let cell = cells[index]
        let open = CellLayout.openRowHeight(itemCount: itemCount), closed = CellLayout.closedRowHeight
        guard let run = cell.run else { return cell.isOpen ? open : closed }
        return timeline.rowHeight(at: run.t, direction: run.direction, closed: closed, open: open)
    }

    /// The top of row `index` in list coordinates (before scrolling), points.
    package func rowTop(_ index: Int) -> Double {
        var y = CellLayout.topInset
        for i in 0..<index { y += rowHeight(i) }
        return y
    }

    var contentHeight: Double { rowTop(Self.cellCount) + CellLayout.bottomInset }
    var viewportHeight: Double { viewSize.y / scale }
    var maxOffset: Double { Swift.max(0, contentHeight - viewportHeight) }

    /// The cell whose card is under a view point, if any.
    private func cellIndex(atViewPoint point: SIMD2<Double>) -> Int? {
        let x = (point.x - columnX) / scale, y = point.y / scale + offset
        guard x >= CellLayout.inset, x <= CellLayout.columnWidth - CellLayout.inset else { return nil }
        for i in 0..<Self.cellCount {
            let top = rowTop(i)
            // The card: the row less its top inset at each end (the gaps between cards
            // belong to the list and scroll it).
            if y >= top + CellLayout.cardTop && y <= top + rowHeight(i) - CellLayout.cardTop {
                return i
            }
        }
        return nil
    }

    // MARK: Drag

    private func dragMoved(to point: SIMD2<Double>, pastSlop: Bool) {
        guard var current = drag else { return }
        let delta = point - current.start
        current.tracker.add(time: clock, position: point.y / scale)
        if case .undecided = current.kind, pastSlop {
            // A vertical drag that starts on a resting cell scrubs it; anything else scrolls.
            if let index = current.cell, cells[index].run == nil, abs(delta.y) >= abs(delta.x) {
                current.kind = .scrub(index)
                let direction: FoldingTimeline.Direction = cells[index].isOpen ? .close : .open
                cells[index].run = Run(direction: direction, t: 0, rate: 0)
            } else {
                current.kind = .scroll
            }
        }
        drag = current
        switch current.kind {
        case .undecided:
            break
        case .scroll:
            syncScroller()
            scroller.drag(from: current.startOffset, by: -delta.y / scale)
        case .scrub(let index):
            // Down opens a closed cell, up closes an open one, over the height it gains
            // or loses.
            guard var run = cells[index].run else { return }
            let travel = CellLayout.openRowHeight(itemCount: itemCount) - CellLayout.closedRowHeight
            let along = (run.direction == .open ? delta.y : -delta.y) / scale
            run.t = Swift.min(Swift.max(along / travel, 0), 1) * timeline.length(run.direction)
            cells[index].run = run
        }
    }

    private func release() {
        guard let current = drag else { return }
        drag = nil
        switch current.kind {
        case .undecided:
            if let index = current.cell { toggle(index) }
        case .scrub(let index):
            guard var run = cells[index].run else { return }
            let fraction = run.t / timeline.length(run.direction)
            run.rate = fraction >= settings[CellSettings.commitThreshold] ? 1 : -1
            if run.t <= 0 { cells[index] = Cell(isOpen: cells[index].isOpen, run: nil) } else { cells[index].run = run }
        case .scroll:
            syncScroller()
            scroller.release(velocity: -current.tracker.velocity, at: clock)
        }
    }

    /// The scroller's ends and rubber band follow the rows' current heights.
    private func syncScroller() {
        scroller.maxOffset = maxOffset
        scroller.viewport = viewportHeight
    }

    private func advanceScroll() {
        syncScroller()
        scroller.advance(to: clock, dragging: drag != nil)
    }

    // MARK: Layout

    /// Fits the 375 pt column in the view (the height of a 667 pt phone at least).
    private func layOut() {
        let vw = viewSize.x
        let vh = viewSize.y
        scale = Swift.max(Swift.min(vw / CellLayout.columnWidth, vh / CellLayout.screenHeight), 1e-3)
        columnX = ((vw - CellLayout.columnWidth * scale) / 2).rounded()
        textures.prepare(scale: scale, itemCount: itemCount)
    }
}
