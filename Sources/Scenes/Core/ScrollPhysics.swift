import Motion

/// A scroll view's offset along one axis, as a phone moves it: 1:1 under the finger,
/// UIScrollView's rubber band past either end, pop's decay (0.998 per ms) after a flick,
/// a critically damped spring back to the end it passed, and animated moves. Offsets are
/// points (+ shows content further down); times are the scene's seconds, passed in.
///
/// The cell list and the card stack scroll with it; their gestures decide when a drag is
/// a scroll and feed it here.
struct ScrollPhysics {
    /// UIScrollView's rubber-band constant (0.55).
    var rubberBand = 0.55
    /// pop's decay after a flick, per millisecond (0.998).
    var deceleration = 0.998
    /// A release slower than this (points per second) just stops.
    static let restingVelocity = 1.0

    /// The offset shown now, points.
    private(set) var offset = 0.0
    /// The largest offset at rest (content length less the viewport), ≥ 0.
    var maxOffset = 0.0
    /// The viewport's length, points: how far the rubber band can stretch.
    var viewport = 1.0

    private enum Movement {
        case decay(Decay)
        case springBack(SpringBack, to: Double)
        case animation(BasicAnimation)
    }
    private var motion: Movement?

    init(offset: Double = 0) {
        self.offset = offset.isFinite ? offset : 0
    }

    /// True while a flick, a spring back or an animated move runs.
    var isMoving: Bool { motion != nil }

    /// Jumps to `offset` (clamped to the ends) and stops any motion.
    mutating func set(_ offset: Double) {
        motion = nil
        self.offset = offset.isFinite ? Swift.min(Swift.max(offset, 0), maxOffset) : 0
    }

    /// A touch stops a flick (a spring back or an animated move carries on).
    mutating func touch() {
        if case .decay = motion { motion = nil }
    }

    /// Under the finger: `start` (the offset when the drag began) plus `delta`, rubber-
    /// banded past either end. Stops any motion.
    mutating func drag(from start: Double, by delta: Double) {
        motion = nil
        guard start.isFinite, delta.isFinite else { return }
        offset = rubberBanded(start + delta)
    }

    /// Lets go with `velocity` (points per second) at `time`: from past an end, a spring
    /// back to it; otherwise a decay, or nothing when slower than `restingVelocity`.
    mutating func release(velocity: Double, at time: Double) {
        let v = velocity.isFinite ? velocity : 0
        if offset < 0 || offset > maxOffset {
            let bound = offset < 0 ? 0 : maxOffset
            motion = .springBack(SpringBack(from: offset - bound, velocity: v, beginTime: time), to: bound)
        } else if abs(v) > Self.restingVelocity {
            motion = .decay(Decay(from: offset, velocity: v, deceleration: deceleration, beginTime: time))
        } else {
            motion = nil
        }
    }

    /// The wheel: moves by `delta` points within the ends, stopping any motion.
    mutating func wheel(by delta: Double) {
        guard delta.isFinite else { return }
        set(offset + delta)
    }

    /// Moves to `target` over `duration` seconds from `time` with `timingFunction`.
    mutating func animate(to target: Double, duration: Double, timingFunction: TimingFunction, at time: Double) {
        motion = .animation(BasicAnimation(from: offset, to: target, duration: duration,
                                           timingFunction: .bezier(timingFunction), beginTime: time))
    }

    /// Moves the running motion on to `time`. At rest and not `dragging`, the offset is
    /// kept within the ends (the content may have shrunk).
    mutating func advance(to time: Double, dragging: Bool) {
        guard let current = motion else {
            if !dragging { offset = Swift.min(Swift.max(offset, 0), maxOffset) }
            return
        }
        switch current {
        case .decay(let decay):
            offset = decay.value(at: time)
            if offset < 0 || offset > maxOffset {
                // A flick that runs past an end springs back from there, keeping its speed.
                let bound = offset < 0 ? 0 : maxOffset
                motion = .springBack(SpringBack(from: offset - bound, velocity: decay.velocity(at: time),
                                                beginTime: time), to: bound)
            } else if decay.isFinished(at: time) {
                motion = nil
            }
        case .springBack(let spring, let bound):
            offset = bound + spring.value(at: time)
            if spring.isSettled(at: time) {
                offset = bound
                motion = nil
            }
        case .animation(let animation):
            offset = animation.value(at: time)
            if animation.isFinished(at: time) { motion = nil }
        }
    }

    /// UIScrollView's rubber band past either end (`rubberBanded(_:dimension:constant:)`
    /// of the overshoot, the viewport as the dimension).
    func rubberBanded(_ raw: Double) -> Double {
        let d = Swift.max(viewport, 1)
        if raw < 0 { return Self.rubberBanded(raw, dimension: d, constant: rubberBand) }
        if raw > maxOffset { return maxOffset + Self.rubberBanded(raw - maxOffset, dimension: d, constant: rubberBand) }
        return raw
    }

    /// UIScrollView's rubber band: a pull of `x` past an end moves the content
    /// (1 − 1/(|x|·c/d + 1))·d, with the sign of x; d is the viewport's length, c the
    /// constant (0.55). It starts 1:1 and never reaches d. Non-finite x or d ≤ 0 give 0.
    static func rubberBanded(_ x: Double, dimension d: Double, constant c: Double = 0.55) -> Double {
        guard d > 0, x.isFinite else { return 0 }
        let magnitude = (1 - 1 / (abs(x) * c / d + 1)) * d
        return x < 0 ? -magnitude : magnitude
    }
}

/// The finger's recent positions, for the velocity it lets go with: the mean over the
/// last 0.1 s.
struct VelocityTracker {
    static let window = 0.1
    private var samples: [(time: Double, position: Double)] = []

    init(time: Double, position: Double) {
        samples = [(time, position)]
    }

    mutating func add(time: Double, position: Double) {
        samples.append((time, position))
        samples.removeAll { time - $0.time > Self.window }
    }

    /// Units per second over the window, 0 without two distinct times.
    var velocity: Double {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
        return (last.position - first.position) / (last.time - first.time)
    }
}
