#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// DDCardAnimation's two collection-view layouts as pure functions, in points with y down
/// from the view's top (`CardLayout.m`). A card's `y` is its on-screen origin before
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
///
/// The law's numbers are `CardsSettings`; `CardStackLayout()` is the demo's.
public struct CardStackLayout: Sendable, Equatable {
    /// The demo's card count.
    public static let count = 39
    /// The card's height, points.
    public static let cardHeight = 210.0
    /// The demo's starting scroll offset, points.
    public static let initialOffset = 400.0

    /// m₀: the scroll distance over which card 0 climbs to the top, points (1000).
    public var m0 = 1000.0
    /// n₀: card 0's y at offset 0, points (250).
    public var n0 = 250.0
    /// The scroll delay between neighbours (`deltaOffsetY`), points (140).
    public var step = 140.0
    /// The law's power (4).
    public var exponent = 4.0
    /// The exponents and factor as the code has them (its comments say 0.4 and 0.3).
    public var scaleExponent = 0.04
    public var overlayExponent = 0.4
    public var overlayFactor = 1.14
    /// Scales of the cards before and after the selected one (0.8, 1.2).
    public var earlierScale = 0.8
    public var laterScale = 1.2
    /// The cards in the stack, ≥ 1: the demo's 39, or one per picture of the person's.
    public var cardCount = CardStackLayout.count

    /// The demo's layout.
    public init() {}

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
    public func y(_ index: Int, offset: Double) -> Double {
        let m = m0 + step * Double(index) - offset
        guard m >= 0 else { return m - Self.cardHeight }
        let u = m / m0
        // The demo's fourth power as two squares (exact, and what the goldens hold).
        return exponent == 4 ? n0 * (u * u) * (u * u) : n0 * pow(u, exponent)
    }

    /// The stack's scale for a card at `y` in a view `viewHeight` points tall.
    public func scale(y: Double, viewHeight: Double) -> Double {
        guard y >= 0 else { return 1 }
        let h = Swift.max(viewHeight, 1)
        return pow(Swift.min(y, h) / h, scaleExponent)
    }

    /// The dark overlay's alpha for a card at `scale`.
    public func overlay(scale: Double) -> Double {
        let base = 1 - overlayFactor * scale
        return base > 0 ? pow(base, overlayExponent) : 0
    }

    /// Card `index` in the stack at `offset`, in a view `viewHeight` points tall.
    public func stack(_ index: Int, offset: Double, viewHeight: Double) -> Placement {
        let y = y(index, offset: offset)
        let scale = scale(y: y, viewHeight: viewHeight)
        return Placement(y: y, scale: scale, overlay: overlay(scale: scale), z: y)
    }

    /// Card `index` when card `selected` is chosen, in a view `viewHeight` points tall.
    /// The chosen card loses its overlay; the others keep `overlay` (the demo clears only
    /// the chosen card's).
    public func selected(_ index: Int, selected: Int, viewHeight: Double, overlay: Double) -> Placement {
        let height = Self.cardHeight
        if index == selected {
            return Placement(y: viewHeight / 2 - height / 2, scale: 1, overlay: 0, z: Double(index))
        }
        if index < selected {
            return Placement(y: -height, scale: earlierScale, overlay: overlay, z: Double(index))
        }
        return Placement(y: viewHeight + height, scale: laterScale, overlay: overlay, z: Double(index))
    }

    /// The scroll range's end: the content (140 pt a card after the first, plus the view)
    /// less the view; 0 for a single card.
    public var maxOffset: Double { step * Double(Swift.max(cardCount, 1) - 1) }

    /// Where the stack starts: the demo's offset 400, within a shorter stack's range.
    public var initialOffset: Double { Swift.min(Self.initialOffset, maxOffset) }

    /// The demo's scroll range's end (140·38 = 5320 points).
    public static var maxOffset: Double { CardStackLayout().maxOffset }
}
