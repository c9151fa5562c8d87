import Scenes

/// The card stack as a `UICollectionViewLayout` that lays out (`--lang uikit`, and the
/// `TunedCardLayout` of `--lang swift`): DDCardAnimation's CardLayout.m laws as the preview
/// computes them (CardStackLayout.swift): card i at y = n₀·((m₀ + Δ·i − x)/m₀)^e while that is
/// ≥ 0, else tracking the scroll off the top; scaled by (min(y, H)/H)^s about its centre (1
/// above the top); an overlay of alpha max(0, 1 − f·scale)^o; lower cards over higher ones; and
/// the selected layout (the chosen card centred, the others leaving at the earlier and later
/// scales), switched over the tuned duration and curve.
extension CardsCode {
    static func uikit(_ settings: SettingValues, mode: Mode) -> String {
        var code = CodeText(.uikit, settings)
        UIKitCode.header(&code, "the card stack in UIKit (DDCardAnimation CardLayout.m's laws as a UICollectionViewLayout)")
        layout(&code, name: "CardStackCollectionLayout", attributes: "CardStackLayoutAttributes")
        return code.text
    }

    /// The laws' constants, in the order the layout reads them.
    private static var constants: [(String, Setting<Double>)] {
        let s = CardsSettings.self
        return [("m0", s.climb), ("n0", s.firstY), ("deltaOffsetY", s.spacing), ("exponent", s.exponent),
                ("scaleExponent", s.scaleExponent), ("overlayFactor", s.overlayFactor), ("overlayExponent", s.overlayExponent)]
    }

    /// The layout class `name` (and its attributes class) with every tuned value.
    static func layout(_ code: inout CodeText, name: String, attributes: String) {
        let s = CardsSettings.self
        code.line("/// A card's layout attributes with the stack's dark overlay (apply it in your cell's `apply(_:)`).")
        code.line("final class \(attributes): UICollectionViewLayoutAttributes {")
        code.line("var overlayAlpha: CGFloat = 0", indent: 4)
        code.line("")
        code.line("override func copy(with zone: NSZone? = nil) -> Any {", indent: 4)
        code.line("let copy = super.copy(with: zone) as! \(attributes)", indent: 8)
        code.line("copy.overlayAlpha = overlayAlpha", indent: 8)
        code.line("return copy", indent: 8)
        code.line("}", indent: 4)
        code.line("")
        code.line("override func isEqual(_ object: Any?) -> Bool {", indent: 4)
        code.line("guard let other = object as? \(attributes), other.overlayAlpha == overlayAlpha else { return false }", indent: 8)
        code.line("return super.isEqual(object)", indent: 8)
        code.line("}", indent: 4)
        code.line("}")
        code.line("")
        code.line("/// DDCardAnimation's stack, and its selected layout when `selectedIndex` is set (`select(_:in:)`).")
        code.line("final class \(name): UICollectionViewLayout {")
        let summaries = ["m0": "the scroll distance over which card 0 climbs to the top, points",
                         "n0": "card 0's y at scroll offset 0, points",
                         "deltaOffsetY": "the scroll delay between neighbouring cards, points",
                         "exponent": "the climb law's power", "scaleExponent": "the scale law's power",
                         "overlayFactor": "the overlay shows below scale 1/overlayFactor",
                         "overlayExponent": "the overlay law's power"]
        for (constant, setting) in constants {
            code.constant(constant, "CGFloat", code.literal(setting), summary: summaries[constant] ?? setting.summary,
                          note: code.note(setting))
        }
        code.constant("cardHeight", "CGFloat", CodeText.number(CardStackLayout.cardHeight), summary: "a card's height, points")
        code.constant("sideInset", "CGFloat", CodeText.number(CardStackArt.sideInset / 2),
                      summary: "a card's inset from each side of the collection view, points")
        code.constant("earlierScale", "CGFloat", code.literal(s.earlierScale),
                      summary: "the scale of the cards leaving upward when one is selected", note: code.note(s.earlierScale))
        code.constant("laterScale", "CGFloat", code.literal(s.laterScale),
                      summary: "the scale of the cards leaving downward", note: code.note(s.laterScale))
        code.constant("selectDuration", "TimeInterval", code.literal(s.selectDuration),
                      summary: "the switch to and from the selected layout, seconds", note: code.note(s.selectDuration))
        switch code.settings[s.selectCurve] {
        case .bezier(let curve):
            let points = [curve.x1, curve.y1, curve.x2, curve.y2].map(CodeText.number)
            code.line("/// The switch's curve, " + curve.settingText + ".", indent: 4)
            code.line("static let selectCurve = UICubicTimingParameters(controlPoint1: CGPoint(x: \(points[0]), y: \(points[1])), "
                      + "controlPoint2: CGPoint(x: \(points[2]), y: \(points[3])))" + code.note(s.selectCurve), indent: 4)
        case .spring(let spring):
            // With mass, stiffness and damping the animator takes the spring's own length and
            // ignores its duration, as the preview does.
            code.line("/// The switch's spring, " + code.settings[s.selectCurve].settingText
                      + ": SwiftUI's response R and damping fraction ζ as mass 1, stiffness (2π/R)², damping 4πζ/R.",
                      indent: 4)
            code.line("static let selectCurve = UISpringTimingParameters(mass: 1, stiffness: \(CodeText.number(spring.stiffness)), "
                      + "damping: \(CodeText.number(spring.damping)), initialVelocity: .zero)" + code.note(s.selectCurve), indent: 4)
        }
        code.constant("background", "", code.literal(s.background), summary: s.background.summary, note: code.note(s.background))
        code.constant("selectedBackground", "", code.literal(s.selectedBackground), summary: s.selectedBackground.summary,
                      note: code.note(s.selectedBackground))
        code.constant("crossFade", "Bool", code.literal(s.crossFade), summary: "the background fades with the switch "
                      + "(FoldPreview's) instead of changing at once (the demo's)", note: code.note(s.crossFade))
        code.constant("decelerationRate", "", "UIScrollView.DecelerationRate(rawValue: \(code.literal(s.decay)))",
                      summary: "how long a flick glides (set it on the collection view; 0.998 is UIKit's .normal)",
                      note: code.note(s.decay))
        if code.changed(s.rubberBand) {
            code.comment("cards.rubberBand = \(code.literal(s.rubberBand)): UIKit cannot set UIScrollView's rubber band (its own 0.55)"
                         + code.note(s.rubberBand), indent: 4)
        }
        code.lines(layoutBody(attributes))
        code.line("}")
    }

    /// The layout's methods, the same for every setting (the constants above decide).
    private static func layoutBody(_ ATTRIBUTES: String) -> String { """

        /// The card shown alone, or nil for the stack.
        var selectedIndex: Int?
        private var cache: [\(ATTRIBUTES)] = []

        override class var layoutAttributesClass: AnyClass { \(ATTRIBUTES).self }

        /// Card i's y on screen at scroll offset x: every card follows the first, deltaOffsetY of scroll later.
        static func cardY(_ i: Int, offset x: CGFloat) -> CGFloat {
            let m = m0 + deltaOffsetY * CGFloat(i) - x
            return m >= 0 ? pow(m / m0, exponent) * n0 : m - cardHeight
        }

        /// The stack's scale for a card at y in a view h tall (1 above the top).
        static func scale(y: CGFloat, height h: CGFloat) -> CGFloat {
            y < 0 ? 1 : pow(min(y, h) / max(h, 1), scaleExponent)
        }

        /// The dark overlay's alpha for a card at `scale`.
        static func overlayAlpha(scale: CGFloat) -> CGFloat {
            let base = 1 - overlayFactor * scale
            return base > 0 ? pow(base, overlayExponent) : 0
        }

        override func prepare() {
            super.prepare()
            cache = []
            guard let collectionView else { return }
            let count = collectionView.numberOfItems(inSection: 0)
            let bounds = collectionView.bounds
            let offset = collectionView.contentOffset.y, height = bounds.height
            for index in 0..<count {
                let attributes = \(ATTRIBUTES)(forCellWith: IndexPath(item: index, section: 0))
                let y = Self.cardY(index, offset: offset)
                let stackScale = Self.scale(y: y, height: height)
                let overlay = Self.overlayAlpha(scale: stackScale)
                var top = y, scale = stackScale
                attributes.overlayAlpha = overlay
                // Lower cards draw over higher ones.
                attributes.zIndex = Int(y.rounded(.down))
                if let selected = selectedIndex {
                    attributes.zIndex = index
                    if index == selected {
                        (top, scale) = (height / 2 - Self.cardHeight / 2, 1)
                        attributes.overlayAlpha = 0
                    } else if index < selected {
                        (top, scale) = (-Self.cardHeight, Self.earlierScale)
                    } else {
                        (top, scale) = (height + Self.cardHeight, Self.laterScale)
                    }
                }
                attributes.size = CGSize(width: bounds.width - 2 * Self.sideInset, height: Self.cardHeight)
                attributes.center = CGPoint(x: bounds.width / 2, y: offset + top + Self.cardHeight / 2)
                attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
                cache.append(attributes)
            }
        }

        override var collectionViewContentSize: CGSize {
            guard let collectionView else { return .zero }
            let count = collectionView.numberOfItems(inSection: 0)
            return CGSize(width: collectionView.bounds.width,
                          height: Self.deltaOffsetY * CGFloat(max(count, 1) - 1) + collectionView.bounds.height)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            cache.filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            indexPath.item < cache.count ? cache[indexPath.item] : nil
        }

        // Every scroll moves every card.
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

        /// Shows card `index` alone (nil: back to the stack) over `selectDuration` on `selectCurve`.
        func select(_ index: Int?, in collectionView: UICollectionView) {
            let background = index == nil ? Self.background : Self.selectedBackground
            if !Self.crossFade { collectionView.backgroundColor = background }
            let animator = UIViewPropertyAnimator(duration: Self.selectDuration, timingParameters: Self.selectCurve)
            animator.addAnimations {
                self.selectedIndex = index
                self.invalidateLayout()
                collectionView.layoutIfNeeded()
                if Self.crossFade { collectionView.backgroundColor = background }
            }
            animator.startAnimation()
        }
    """ }
}
