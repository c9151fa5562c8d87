/// A drag turning the page by hand, read as MPFlipViewController reads its pan
/// (`MPFlipViewController.m`, the same author's container for MPFlipTransition): where it
/// began, the pointer's recent positions, and from them the turn (`progressFromPosition:`)
/// and the speed along it (`velocityInView:`). Pure values on the scene's clock; the scene
/// decides what a speed does (`handlePan:`, `finishPan:`).
struct PageDrag {
    /// MPFlipViewController's MARGIN: its pan starts only this many points from an edge.
    static let edgeMarginPoints = 44.0

    /// The page as a drag sees it: the turn's axis and way, the spine's line along that
    /// axis, half the page's extent across it, and view pixels per point.
    struct Frame {
        /// True for a book (the turn runs along x), false for a calendar (along y).
        var horizontal: Bool
        /// True when the page turns toward −x (−y): `page.direction` forward.
        var forward: Bool
        /// The page's middle along the axis, view pixels (MPFlipViewController's width/2).
        var middle: Double
        /// Half the page's extent along the axis, view pixels.
        var half: Double
        /// View pixels per point (`PageScene.pageWidthPoints`).
        var pointSize: Double
    }

    /// Where the press began, view pixels.
    let start: SIMD2<Double>
    private var x: VelocityTracker
    private var y: VelocityTracker

    /// A drag pressed at `start` at scene time `time`.
    init(start: SIMD2<Double>, at time: Double) {
        self.start = start
        x = VelocityTracker(time: time, position: start.x)
        y = VelocityTracker(time: time, position: start.y)
    }

    /// Notes the pointer at `point` at scene time `time`.
    mutating func add(_ point: SIMD2<Double>, at time: Double) {
        x.add(time: time, position: point.x)
        y.add(time: time, position: point.y)
    }

    /// The turn, 0…1, for the pointer at `point`: `progressFromPosition:`'s stage progress
    /// `Δ / |panStart − width/2|` toward the side the page turns to, clamped to 0…2, halved.
    /// MPFlipViewController starts a pan only within 44 pt of an edge; a press farther in
    /// maps as one on that line, so a press by the spine never sends the page over at a touch.
    func turn(to point: SIMD2<Double>, in frame: Frame) -> Double {
        let along = frame.horizontal ? point.x - start.x : point.y - start.y
        let pressed = frame.horizontal ? start.x : start.y
        let reach = Swift.max(abs(pressed - frame.middle), frame.half - Self.edgeMarginPoints * frame.pointSize, 1)
        let progress = (frame.forward ? -along : along) / reach
        guard progress.isFinite else { return 0 }
        return Swift.min(Swift.max(progress, 0), 2) / 2
    }

    /// The pointer's speed along the turn, points a second, positive toward the side the
    /// page turns to: `velocityInView:` along the turn's axis (the mean over the last
    /// 0.1 s), 0 when the move is mostly across it (`velocityMinorComponent`).
    func speed(in frame: Frame) -> Double {
        let major = frame.horizontal ? x.velocity : y.velocity
        let minor = frame.horizontal ? y.velocity : x.velocity
        guard abs(minor) <= abs(major), frame.pointSize > 0 else { return 0 }
        return (frame.forward ? -major : major) / frame.pointSize
    }
}
