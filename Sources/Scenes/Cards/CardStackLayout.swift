#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// DDCardAnimation's two collection-view layouts as pure functions, in points with y down
/// from the view's top (anchors §6.2). A card's `y` is its on-screen origin before
/// scaling; its centre is y + 105 and the scale acts about that centre.
///
/// The stack (`CardLayout`): with scroll offset x, card i sits at
///
///     y = 250·((1000 + 140 i − x)/1000)⁴        while 1000 + 140 i − x ≥ 0,
///     y = (1000 + 140 i − x) − 210              above that (off the top, tracking 1:1),
///
/// so every card follows card 0's curve 140 pt of scroll later; it is scaled by
/// (min(y, H)/H)^0.04 (1 above the top), darkened by an overlay of alpha
/// max(0, 1 − 1.14·scale)^0.4, and lower cards draw over higher ones.
///
/// The selected layout (`CardSelectedLayout`): the chosen card centred at scale 1, the
/// earlier ones just above the top at 0.8, the later ones just below the bottom at 1.2,
/// drawn in index order.
public enum CardStackLayout {
    /// The demo's card count.
    public static let count = 39
    /// m₀, n₀ and the scroll delay between neighbours (`deltaOffsetY`), points.
    public static let m0 = 1000.0
    public static let n0 = 250.0
    public static let step = 140.0
    /// The card's height, points.
    public static let cardHeight = 210.0
    /// The demo's starting scroll offset, points.
    public static let initialOffset = 400.0
    /// The exponents as the code has them (its comments say 0.4 and 0.3).
    public static let scaleExponent = 0.04
    public static let overlayExponent = 0.4
    public static let overlayFactor = 1.14
    /// Scales of the cards before and after the selected one.
    public static let earlierScale = 0.8
    public static let laterScale = 1.2

    /// Where one card is drawn, and how.
    public struct Placement: Sendable, Equatable {
        /// On-screen origin, points from the view's top (before scaling).
        public var y: Double
        /// Scale about the card's centre.
        public var scale: Double
        /// The dark overlay's alpha, [0, 1].
        public var overlay: Double
        /// Drawing order: higher draws over lower.
        public var z: Double
    }

    /// Card `index`'s origin at scroll offset `offset`.
    public static func y(_ index: Int, offset: Double) -> Double {
        let m = m0 + step * Double(index) - offset
        guard m >= 0 else { return m - cardHeight }
        let u = m / m0
        return n0 * (u * u) * (u * u)
    }

    /// The stack's scale for a card at `y` in a view `viewHeight` points tall.
    public static func scale(y: Double, viewHeight: Double) -> Double {
        guard y >= 0 else { return 1 }
        let h = Swift.max(viewHeight, 1)
        return pow(Swift.min(y, h) / h, scaleExponent)
    }

    /// The dark overlay's alpha for a card at `scale`.
    public static func overlay(scale: Double) -> Double {
        let base = 1 - overlayFactor * scale
        return base > 0 ? pow(base, overlayExponent) : 0
    }

    /// Card `index` in the stack at `offset`, in a view `viewHeight` points tall.
    public static func stack(_ index: Int, offset: Double, viewHeight: Double) -> Placement {
        let y = y(index, offset: offset)
        let scale = scale(y: y, viewHeight: viewHeight)
        return Placement(y: y, scale: scale, overlay: overlay(scale: scale), z: y)
    }

    /// Card `index` when card `selected` is chosen, in a view `viewHeight` points tall.
    /// The chosen card loses its overlay; the others keep `overlay` (the demo clears only
    /// the chosen card's).
    public static func selected(_ index: Int, selected: Int, viewHeight: Double, overlay: Double) -> Placement {
        if index == selected {
            return Placement(y: viewHeight / 2 - cardHeight / 2, scale: 1, overlay: 0, z: Double(index))
        }
        if index < selected {
            return Placement(y: -cardHeight, scale: earlierScale, overlay: overlay, z: Double(index))
        }
        return Placement(y: viewHeight + cardHeight, scale: laterScale, overlay: overlay, z: Double(index))
    }

    /// The scroll range's end: the content (140 pt a card after the first, plus the view)
    /// less the view.
    public static var maxOffset: Double { step * Double(count - 1) }
}
