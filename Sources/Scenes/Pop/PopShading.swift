/// What Popping's fold view shows beside the angle: whether the top half's blurred back
/// face is up, and the two shadows' opacities (`FoldingView.m`). Two callbacks set them,
/// with different rules, and that difference is visible:
///
/// - the pan, on every touch update, from the drag ratio r = (y − y₀)/(H − y₀) and the
///   angle the layer shows at that moment;
/// - the spring's `pop_animationDidApply`, on every frame, from the value θ it applied,
///   only while θ > −π/2: past −π/2 it leaves everything as the pan left it.
///
/// Opacities are clamped to [0, 1] as Core Animation clamps `opacity` (a drag upward
/// gives a negative ratio, an overshoot past 0 a negative −θ/π).
public struct PopShading: Sendable, Equatable {
    /// The blurred back face's alpha is 1 (it is 0 otherwise).
    public var showsBack: Bool
    /// The top half's shadow (clear → black toward the hinge), [0, 1].
    public var topShadow: Double
    /// The bottom half's shadow (black at the hinge → clear), [0, 1].
    public var bottomShadow: Double

    /// Flat and unshaded: the view at rest.
    public static let rest = PopShading(showsBack: false, topShadow: 0, bottomShadow: 0)

    public init(showsBack: Bool, topShadow: Double, bottomShadow: Double) {
        self.showsBack = showsBack
        self.topShadow = Self.clamped(topShadow)
        self.bottomShadow = Self.clamped(bottomShadow)
    }

    /// The pan's rule: with the layer at `shownAngle` (radians) and the drag `ratio`,
    /// past −π/2 the back is up, the top shadow 0 and the bottom shadow the ratio;
    /// otherwise the back is down and both shadows are the ratio.
    public static func duringPan(shownAngle: Double, ratio: Double) -> PopShading {
        shownAngle < -Double.pi / 2
            ? PopShading(showsBack: true, topShadow: 0, bottomShadow: ratio)
            : PopShading(showsBack: false, topShadow: ratio, bottomShadow: ratio)
    }

    /// The spring's rule for the value it just applied: while θ > −π/2 the back is down
    /// and both shadows are −θ/π; past −π/2 nothing changes (Popping's delegate does not
    /// update there).
    public mutating func springApplied(_ angle: Double) {
        guard angle > -Double.pi / 2 else { return }
        self = PopShading(showsBack: false, topShadow: -angle / .pi, bottomShadow: -angle / .pi)
    }

    /// The shading of a view held at `angle` by a drag: the pan's rule with the ratio
    /// that angle comes from (θ = −π·r, so r = −θ/π).
    public static func held(at angle: Double) -> PopShading {
        duringPan(shownAngle: angle, ratio: -angle / .pi)
    }

    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
    }
}
