// UIKit, as declarations for type-checking `foldpreview code`'s Swift: exactly the API the
// outputs use, with Apple's names, argument labels and types. Bodies are placeholders;
// nothing here runs. (`awakeFromNib` is NSObject's in UIKit; a stub cannot add an
// overridable method to Foundation's NSObject, so it sits on UIView here.)
@_exported import QuartzCore

open class UIColor: NSObject {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    open class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {}
    open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
    open var cgColor: CGColor { fatalError() }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
    open func setFill() {}
}

open class UIFont: NSObject {}

public enum NSTextAlignment: Int {
    case left, center, right, justified, natural
}

open class UIImage: NSObject {
    open var cgImage: CGImage? { nil }
}

open class UIScreen: NSObject {
    open var scale: CGFloat { 2 }
}

open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int {
        case height
    }
    open var firstAttribute: NSLayoutConstraint.Attribute { .height }
    open var secondItem: AnyObject? { nil }
    open var constant: CGFloat = 0
}

open class UIView: NSObject {
    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    open var constraints: [NSLayoutConstraint] { [] }
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var center: CGPoint = .zero
    open var transform: CGAffineTransform = .identity
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var clipsToBounds = false
    open var backgroundColor: UIColor?
    open var layer: CALayer { CALayer() }
    open var superview: UIView? { nil }
    open var window: UIWindow? { nil }
    open func addSubview(_ view: UIView) {}
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {}
    open func removeFromSuperview() {}
    open func layoutIfNeeded() {}
    open func awakeFromNib() {}
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { nil }
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                    withCapInsets capInsets: UIEdgeInsets) -> UIView? { nil }

    open var autoresizingMask: UIView.AutoresizingMask = []

    public struct AutoresizingMask: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    /// UIViewAnimationCurve.
    public enum AnimationCurve: Int {
        case easeInOut, easeIn, easeOut, linear
    }
}

public struct UIEdgeInsets {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

open class UIWindow: UIView {
    open var screen: UIScreen { UIScreen() }
}

open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var textAlignment: NSTextAlignment = .natural
}

open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
    open var decelerationRate: UIScrollView.DecelerationRate = .normal

    public struct DecelerationRate: Hashable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
    }
}

open class UITableViewCell: UIView {}

open class UICollectionView: UIScrollView {
    open func numberOfItems(inSection section: Int) -> Int { 0 }
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}

open class UICollectionReusableView: UIView {
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

open class UICollectionViewCell: UICollectionReusableView {
    open var contentView: UIView { UIView(frame: .zero) }
}

open class UICollectionViewController: UIViewController {
    public init(collectionViewLayout layout: UICollectionViewLayout) {}
    public required init?(coder: NSCoder) {}
    open var collectionView: UICollectionView! { nil }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

open class UICollectionViewLayoutAttributes: NSObject {
    public override init() {}
    public convenience init(forCellWith indexPath: IndexPath) { self.init() }
    open var frame: CGRect = .zero
    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var transform: CGAffineTransform = .identity
    open var zIndex = 0
    open func copy(with zone: NSZone? = nil) -> Any { self }
    open override func isEqual(_ object: Any?) -> Bool { false }
}

open class UICollectionViewLayout: NSObject {
    public override init() {}
    open var collectionView: UICollectionView? { nil }
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    open func invalidateLayout() {}
}

open class UIGraphicsImageRendererFormat: NSObject {
    public override init() {}
    open var scale: CGFloat = 1
}

open class UIGraphicsImageRendererContext: NSObject {
    open var cgContext: CGContext { fatalError() }
    open func fill(_ rect: CGRect) {}
}

open class UIGraphicsImageRenderer: NSObject {
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {}
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { UIImage() }
}

public protocol UITimingCurveProvider {}

open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {}
}

open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {}
}

public struct CGVector {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public static let zero = CGVector(dx: 0, dy: 0)
}

public enum UIViewAnimatingPosition: Int {
    case end, start, current
}

open class UIViewPropertyAnimator: NSObject {
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {}
    open func addAnimations(_ animation: @escaping () -> Void) {}
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    open func startAnimation() {}
    open func startAnimation(afterDelay delay: TimeInterval) {}
}

extension IndexPath {
    /// UIKit's NSIndexPath additions.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var item: Int { self[1] }
}

// MARK: View controller transitions. The delegate protocols' methods are optional in UIKit
// (Objective-C `@optional`, which Swift on Linux cannot declare): here they are required, so a
// misspelled label leaves the class not conforming and fails the check.

open class UIViewController: NSObject {
    open var view: UIView!
    open func viewDidLoad() {}
}

public typealias UIActionHandler = (UIAction) -> Void

open class UIAction: NSObject {
    public init(title: String = "", handler: @escaping UIActionHandler) {}
}

open class UIButton: UIView {
    public init(primaryAction: UIAction?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

open class UINavigationController: UIViewController {
    public enum Operation: Int {
        case none, push, pop
    }
}

public struct UITransitionContextViewKey: Hashable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "from")
    public static let to = UITransitionContextViewKey(rawValue: "to")
}

@MainActor public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    var containerView: UIView { get }
    var transitionWasCancelled: Bool { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func completeTransition(_ didComplete: Bool)
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

@MainActor public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}

@MainActor public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}

@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

@MainActor public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}
