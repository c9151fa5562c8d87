// Core Animation (QuartzCore) and the CoreGraphics types it re-exports, as declarations for
// type-checking `foldpreview code`'s Swift: exactly the API the outputs use, with Apple's
// names, argument labels and types. Bodies are placeholders; nothing here runs.
@_exported import Foundation

// MARK: Foundation on Apple platforms, missing from Linux's

public typealias NSInteger = Int

// MARK: CoreGraphics (re-exported by QuartzCore on Apple platforms)

public typealias CFTimeInterval = Double

open class CGColor {}
open class CGImage {}
open class CGContext {}

public struct CGAffineTransform {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(rotationAngle angle: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { self }
}

// MARK: Core Animation

public func CACurrentMediaTime() -> CFTimeInterval { 0 }

public struct CATransform3D {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
    public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1
    public init() {}
}
public let CATransform3DIdentity = CATransform3D()
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D()
}

public struct CAMediaTimingFunctionName: Hashable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

open class CAMediaTimingFunction: NSObject {
    public init(name: CAMediaTimingFunctionName) {}
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {}
}

public struct CAMediaTimingFillMode: Hashable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

public struct CACornerMask: OptionSet {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

open class CALayer: NSObject {
    public override init() {}
    open var bounds: CGRect = .zero
    open var position: CGPoint = .zero
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var frame: CGRect = .zero
    open var transform = CATransform3DIdentity
    open var sublayerTransform = CATransform3DIdentity
    open var contents: Any?
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var contentsScale: CGFloat = 1
    open var opacity: Float = 1
    open var isHidden = false
    open var masksToBounds = false
    open var cornerRadius: CGFloat = 0
    open var maskedCorners: CACornerMask = []
    open var backgroundColor: CGColor?
    open var allowsEdgeAntialiasing = false
    open func addSublayer(_ layer: CALayer) {}
    open func removeFromSuperlayer() {}
    open func add(_ anim: CAAnimation, forKey key: String?) {}
    open func removeAllAnimations() {}
    open func presentation() -> Self? { nil }
    open func render(in ctx: CGContext) {}
    /// NSObject's key-value coding in Apple's Foundation (Core Animation reads `transform.rotation.x`,
    /// `bounds.size.height`…); Linux's NSObject has none, so it sits on CALayer here.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {}
}

open class CATransformLayer: CALayer {}

open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
}

open class CAAnimation: NSObject {
    public override init() {}
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var timingFunction: CAMediaTimingFunction?
    open var fillMode: CAMediaTimingFillMode = .removed
    open var isRemovedOnCompletion = true
}

open class CAPropertyAnimation: CAAnimation {
    public convenience init(keyPath path: String?) { self.init() }
    open var isAdditive = false
}

open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
}

open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
}

open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    @available(iOS 17.0, *) open var allowsOverdamping: Bool = false
    open var initialVelocity: CGFloat = 0
    open var settlingDuration: CFTimeInterval { 0 }
}

open class CATransaction: NSObject {
    open class func begin() {}
    open class func commit() {}
    open class func setCompletionBlock(_ block: (() -> Void)?) {}
    open class func setDisableActions(_ flag: Bool) {}
}
