import Scenes

/// The card stack as a `UICollectionViewLayout` that lays out (`--lang uikit`, and the
/// `TunedCardLayout` of `--lang swift`): DDCardAnimation's CardLayout.m laws as the preview
/// computes them (CardStackLayout.swift): card i at y = n₀·((m₀ + Δ·i − x)/m₀)^e while that is
/// ≥ 0, else tracking the scroll off the top; scaled by (min(y, H)/H)^s about its centre (1
/// above the top); an overlay of alpha max(0, 1 − f·scale)^o; lower cards over higher ones; and
/// the selected layout (the chosen card centred, the others leaving at the earlier and later
/// scales), switched over the tuned duration and curve.
extension CardsCode {
    static func uikit(_ model: ModeModel) -> String {
        let settings = model.settings
        var code = CodeText(.uikit, settings)
        UIKitCode.header(&code, model, "the card stack in UIKit (DDCardAnimation CardLayout.m's laws as a UICollectionViewLayout)")
        code.lines("""
            // Usage: collectionView.collectionViewLayout = layout (a CardStackCollectionLayout), collectionView.decelerationRate =
            // CardStackCollectionLayout.decelerationRate; in collectionView(_:didSelectItemAt:) call layout.select(item, in:
            // collectionView), nil to go back; your cell shows CardStackLayoutAttributes' overlayAlpha in apply(_:) (CardStackSampleCell).
            """)
        layout(&code, model, name: "CardStackCollectionLayout", attributes: "CardStackLayoutAttributes")
        code.lines(sample)
        return code.text
    }

    /// A cell that shows the stack's overlay, twelve sample cards in a collection view
    /// controller, and `#Preview` of them (a macro outside any stub: the tests parse it).
    private static let sample = """

        /// A card of the stack: the dark overlay the layout's attributes give, over your content.
        final class CardStackSampleCell: UICollectionViewCell {
            private lazy var overlay: UIView = {
                let overlay = UIView(frame: contentView.bounds)
                overlay.backgroundColor = CardStackCollectionLayout.overlayTint
                overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                contentView.layer.cornerRadius = CardStackCollectionLayout.cornerRadius
                contentView.clipsToBounds = true
                contentView.addSubview(overlay)
                return overlay
            }()

            override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
                super.apply(layoutAttributes)
                overlay.alpha = (layoutAttributes as? CardStackLayoutAttributes)?.overlayAlpha ?? 0
            }
        }

        /// Twelve sample cards in the stack: drag to scroll, tap a card to select it, tap again for the stack.
        final class CardStackSampleController: UICollectionViewController {
            private let layout: CardStackCollectionLayout

            init() {
                let layout = CardStackCollectionLayout()
                self.layout = layout
                super.init(collectionViewLayout: layout)
            }

            required init?(coder: NSCoder) { fatalError("the sample is built in code") }

            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.backgroundColor = CardStackCollectionLayout.background
                collectionView.decelerationRate = CardStackCollectionLayout.decelerationRate
                collectionView.register(CardStackSampleCell.self, forCellWithReuseIdentifier: "card")
                collectionView.contentOffset = CGPoint(x: 0, y: CardStackCollectionLayout.initialOffset)
            }

            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
                cell.contentView.backgroundColor = UIColor(hue: CGFloat(indexPath.item) / 12, saturation: 0.45, brightness: 0.9, alpha: 1)
                return cell
            }

            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                layout.select(layout.selectedIndex == nil ? indexPath.item : nil, in: collectionView)
            }
        }

        #Preview("card stack") {
            CardStackSampleController()
        }
        """

    /// The layout class `name` (and its attributes class) with every tuned value.
    static func layout(_ code: inout CodeText, _ model: ModeModel, name: String, attributes: String) {
        code.lines("""
            /// A card's layout attributes with the stack's dark overlay (apply it in your cell's `apply(_:)`).
            final class \(attributes): UICollectionViewLayoutAttributes {
                var overlayAlpha: CGFloat = 0

                override func copy(with zone: NSZone? = nil) -> Any {
                    let copy = super.copy(with: zone) as! \(attributes)
                    copy.overlayAlpha = overlayAlpha
                    return copy
                }

                override func isEqual(_ object: Any?) -> Bool {
                    guard let other = object as? \(attributes), other.overlayAlpha == overlayAlpha else { return false }
                    return super.isEqual(object)
                }
            }

            /// DDCardAnimation's stack, and its selected layout when `selectedIndex` is set (`select(_:in:)`).
            final class \(name): UICollectionViewLayout {
            """)
        code.tuning(model.constants)
        code.lines(layoutBody(attributes))
        code.line("}")
    }

    /// The layout's methods, the same for every setting (the constants above decide).
    private static func layoutBody(_ ATTRIBUTES: String) -> String { """

        /// The card shown alone, or nil for the stack.
        var selectedIndex: Int?
        private var cache: [\(ATTRIBUTES)] = []

        override class var layoutAttributesClass: AnyClass { \(ATTRIBUTES).self }

        /// How long a flick glides: set it on the collection view (`decelerationRate`).
        static let decelerationRate = UIScrollView.DecelerationRate(rawValue: decay)

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

        /// Shows card `index` alone (nil: back to the stack) over `selectDuration` on `select`.
        func select(_ index: Int?, in collectionView: UICollectionView) {
            let background = index == nil ? Self.background : Self.selectedBackground
            if !Self.crossFade { collectionView.backgroundColor = background }
            let animator = UIViewPropertyAnimator(duration: Self.selectDuration, timingParameters: Self.select)
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
