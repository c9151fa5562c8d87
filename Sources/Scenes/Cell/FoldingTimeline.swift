import Motion

/// Ramotion's FoldingCell open and close sequences as pure functions of time
/// (`FoldingCell.swift`): which item turns when, through which angles, with which curve,
/// and what is visible before, during and after its turn.
///
/// The items in opening order are the foreground, panel 1, panel 1's back, panel 2, …,
/// the last panel (2·(itemCount − 1) items). Each duration dᵢ is split in two halves
/// (`durationSequence`), and each item starts exactly when the previous one ends:
///
///     open  (items in order):    even steps 0 → −π/2 easeIn, then hidden
///                                odd steps  +π/2 → 0 easeOut, hidden until they start
///     close (items reversed, durations reversed):
///                                even steps 0 → +π/2 easeIn, then hidden
///                                odd steps  −π/2 → 0 easeOut, hidden until they start
///
/// Angles are `transform.rotation.x` (CA: y' = y cos θ − z sin θ), each about the item's
/// own hinge. On FoldingCell's curves (`foldAwayCurve` easeIn on even steps, `unfoldCurve`
/// easeOut on odd ones) no item turns past ±π/2 or past flat, so no back side shows.
///
/// Either curve may be a spring: a step on it lasts the spring's settling time instead of
/// its half of dᵢ, and the steps after it start that much later (each still when the one
/// before ends, as FoldingCell adds each step's duration to the next one's delay), so the
/// sequence lasts (itemCount − 1)·(foldAway + unfold settling times) when both are springs.
/// An underdamped spring turns its item past its end and back, as a spring on
/// `transform.rotation.x` would: folding away past edge-on (its back shows, a layer being
/// double-sided), unfolding past flat with its free edge into the screen.
public struct FoldingTimeline: Sendable, Equatable {
    /// The demo's per-item durations, seconds, for both states.
    public static let demoDurations = [0.26, 0.2, 0.2]
    /// The row-height animation around the sequence (the demo's table controller).
    public static let openHeightDuration = 0.5
    public static let closeHeightDuration = 0.8

    public enum Direction: Sendable, Equatable { case open, close }

    /// One moving part: the foreground, panel k ≥ 1, or the back face of panel k.
    public enum Item: Sendable, Hashable {
        case foreground
        case panel(Int)
        case back(Int)
    }

    /// What an item looks like at one instant.
    public struct ItemState: Sendable, Equatable {
        /// Rotation about x, radians, about the item's hinge.
        public var angle: Double
        /// Whether the item itself is shown (a back face also needs its panel shown).
        public var isVisible: Bool
    }

    /// Number of panels, 2…8 (the container's strips; the demo's 4).
    public let itemCount: Int
    /// dᵢ for i in 0..<itemCount − 1, seconds.
    public let durations: [Double]
    /// The curve of each even step, an item folding away from flat (FoldingCell's easeIn):
    /// a Bézier over the step's half of dᵢ, or a spring over its own settling time.
    public let foldAwayCurve: TimingCurve
    /// The curve of each odd step, an item unfolding to flat (FoldingCell's easeOut).
    public let unfoldCurve: TimingCurve
    /// The row's growth (opening) and shrinking (closing), seconds: 0.5 and 0.8.
    public let openHeightDuration: Double
    public let closeHeightDuration: Double

    /// A timeline for `itemCount` panels (clamped to 2…8). `durations` needs
    /// itemCount − 1 entries; missing ones repeat the last given (the demo's 0.2), extra
    /// ones are ignored.
    public init(itemCount: Int = 4, durations: [Double] = FoldingTimeline.demoDurations,
                foldAwayCurve: TimingCurve = .easeIn, unfoldCurve: TimingCurve = .easeOut,
                openHeightDuration: Double = FoldingTimeline.openHeightDuration,
                closeHeightDuration: Double = FoldingTimeline.closeHeightDuration) {
        self.foldAwayCurve = foldAwayCurve
        self.unfoldCurve = unfoldCurve
        func positive(_ v: Double, otherwise fallback: Double) -> Double { v.isFinite && v > 0 ? v : fallback }
        self.openHeightDuration = positive(openHeightDuration, otherwise: Self.openHeightDuration)
        self.closeHeightDuration = positive(closeHeightDuration, otherwise: Self.closeHeightDuration)
        let count = Swift.min(Swift.max(itemCount, 2), 8)
        self.itemCount = count
        let given = durations.filter { $0.isFinite && $0 > 0 }
        let base = given.isEmpty ? Self.demoDurations : given
        self.durations = (0..<(count - 1)).map { $0 < base.count ? base[$0] : base[base.count - 1] }
    }

    /// The items in opening order: foreground, panel 1, back 1, panel 2, …, last panel.
    public var items: [Item] {
        var list: [Item] = [.foreground]
        for k in 1..<itemCount {
            list.append(.panel(k))
            if k < itemCount - 1 { list.append(.back(k)) }
        }
        return list
    }

    /// The items in the order `direction` turns them (closing reverses the list).
    public func order(_ direction: Direction) -> [Item] {
        direction == .open ? items : items.reversed()
    }

    /// Each step's duration: every dᵢ as two halves (`durationSequence`), reversed for
    /// closing; a step on a spring (even steps on `foldAwayCurve`, odd ones on
    /// `unfoldCurve`) takes the spring's settling time instead of its half.
    public func stepDurations(_ direction: Direction) -> [Double] {
        let halves = durations.flatMap { [$0 / 2, $0 / 2] }
        let ordered = direction == .open ? halves : halves.reversed()
        return ordered.enumerated().map { step, half in curve(ofStep: step).duration(nominal: half) }
    }

    /// The curve step `step` turns on, either way: `foldAwayCurve` for even steps (an item
    /// leaving flat), `unfoldCurve` for odd ones (an item landing flat).
    public func curve(ofStep step: Int) -> TimingCurve {
        step % 2 == 0 ? foldAwayCurve : unfoldCurve
    }

    /// When each step starts: 0, then the sum of the steps before it.
    public func stepStarts(_ direction: Direction) -> [Double] {
        var starts: [Double] = []
        var t = 0.0
        for d in stepDurations(direction) {
            starts.append(t)
            t += d
        }
        return starts
    }

    /// The whole fold sequence, Σdᵢ seconds (0.66 for the demo); a spring's step counts its
    /// settling time instead of its half of dᵢ. The same either way: both directions run
    /// every dᵢ as a fold-away half and an unfold half.
    public var sequenceDuration: Double {
        // Two halves of a Bézier's dᵢ add up to dᵢ exactly (halving is exact), so the sum is
        // Σdᵢ's to the last bit.
        durations.reduce(0) { sum, d in
            sum + (foldAwayCurve.duration(nominal: d / 2) + unfoldCurve.duration(nominal: d / 2))
        }
    }

    /// The demo's row-height animation's duration for `direction`.
    public static func heightDuration(_ direction: Direction) -> Double {
        direction == .open ? openHeightDuration : closeHeightDuration
    }

    /// This timeline's row-height animation's duration for `direction`.
    public func heightDuration(_ direction: Direction) -> Double {
        direction == .open ? openHeightDuration : closeHeightDuration
    }

    /// `direction`'s sequence as bars: one per duration dᵢ, split where its first half
    /// (a face folding away, easeIn) hands over to its second (the next panel unfolding,
    /// easeOut), and the row's height beside them.
    public func bars(_ direction: Direction) -> [SettingPlot.Bar] {
        let steps = stepDurations(direction), starts = stepStarts(direction)
        var bars: [SettingPlot.Bar] = stride(from: 0, to: steps.count - 1, by: 2).map { step in
            // Opening, pair k unfolds panel k + 1; closing runs the pairs in reverse.
            let panel = direction == .open ? step / 2 + 1 : itemCount - 1 - step / 2
            return .init("panel \(panel)", start: starts[step], length: steps[step] + steps[step + 1],
                         split: starts[step + 1])
        }
        bars.append(.init("row height", start: 0, length: heightDuration(direction)))
        return bars
    }

    /// The whole timeline of one open or close: the later of the sequence and the height.
    public func length(_ direction: Direction) -> Double {
        Swift.max(sequenceDuration, heightDuration(direction))
    }

    /// `item`'s rotation and visibility at `t` seconds into `direction`'s sequence.
    public func state(of item: Item, at t: Double, direction: Direction) -> ItemState {
        let list = order(direction)
        guard let step = list.firstIndex(of: item) else { return ItemState(angle: 0, isVisible: false) }
        let start = stepStarts(direction)[step], duration = stepDurations(direction)[step]
        let even = step % 2 == 0
        let (from, to): (Double, Double) = switch (direction, even) {
        case (.open, true): (0, -.pi / 2)
        case (.open, false): (.pi / 2, 0)
        case (.close, true): (0, .pi / 2)
        case (.close, false): (-.pi / 2, 0)
        }
        let time = t.isNaN ? 0 : t
        if time < start {
            // Not started: the model transform (flat). Even steps are the ones showing at
            // the start (the foreground, the backs folded onto their panels; closing: the
            // panels); odd steps wait hidden.
            return ItemState(angle: 0, isVisible: even)
        }
        if time >= start + duration {
            // Done: reset to flat (animationDidStop), hidden after even steps.
            return ItemState(angle: 0, isVisible: !even)
        }
        let angle = BasicAnimation(from: from, to: to, duration: duration, timingFunction: curve(ofStep: step),
                                   beginTime: start)
            .value(at: time)
        return ItemState(angle: angle, isVisible: true)
    }

    /// Whether the static top panel (the container's first F points, tag 0) has the
    /// foreground's rounded corners at `t`: opening, until the first half-step ends;
    /// closing, from Σ − 2·(first closing step) on (both as FoldingCell schedules them).
    public func topPanelIsRounded(at t: Double, direction: Direction) -> Bool {
        switch direction {
        case .open:
            return t < stepDurations(.open)[0]
        case .close:
            return t >= sequenceDuration - 2 * stepDurations(.close)[0]
        }
    }

    /// The row height at `t` seconds into `direction`: an easeOut from one height to the
    /// other over `duration` (the demo's 0.5 s opening, 0.8 s closing).
    public static func rowHeight(at t: Double, direction: Direction, closed: Double, open: Double,
                                 duration: Double? = nil) -> Double {
        let (from, to) = direction == .open ? (closed, open) : (open, closed)
        return BasicAnimation(from: from, to: to, duration: duration ?? heightDuration(direction),
                              timingFunction: .easeOut)
            .value(at: t.isNaN ? 0 : t)
    }

    /// The row height at `t` seconds into `direction` with this timeline's durations.
    public func rowHeight(at t: Double, direction: Direction, closed: Double, open: Double) -> Double {
        Self.rowHeight(at: t, direction: direction, closed: closed, open: open, duration: heightDuration(direction))
    }
}
