// mpospese/MPFoldTransition (MPTransition.h, MPFoldTransition.h, MPFlipTransition.h and their
// enumerations) as Swift imports its Objective-C headers, for type-checking `foldpreview code
// --lang swift`: exactly the API the outputs use. The library is Objective-C; an app reaches it
// through its CocoaPods module `MPFoldTransition` (this stub) or through a bridging header that
// imports the headers, which gives the same Swift names without the `import` line.
import UIKit

// MPFoldEnumerations.h: an anonymous `enum { … }` whose constants Swift imports as Int, and
// `typedef NSUInteger MPFoldStyle`.
public var MPFoldStyleDefault: Int { 0 }
public var MPFoldStyleUnfold: Int { 1 << 0 }
public var MPFoldStyleCubic: Int { 1 << 1 }
public var MPFoldStyleHorizontal: Int { 1 << 2 }
public typealias MPFoldStyle = UInt

// MPFlipEnumerations.h: the same pattern.
public var MPFlipStyleDefault: Int { 0 }
public var MPFlipStyleDirectionBackward: Int { 1 << 0 }
public var MPFlipStyleOrientationVertical: Int { 1 << 1 }
public var MPFlipStylePerspectiveReverse: Int { 1 << 2 }
public typealias MPFlipStyle = UInt

// MPTransitionEnumerations.h: `enum { … } typedef MPTransitionAction`, a typedef'd C enum,
// which Swift imports as a struct with its constants as globals of that type.
public struct MPTransitionAction: RawRepresentable, Equatable {
    public var rawValue: UInt32
    public init(_ rawValue: UInt32) { self.rawValue = rawValue }
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}
public var MPTransitionActionAddRemove: MPTransitionAction { MPTransitionAction(0) }

// MPTransition.h (no nullability annotations: object types import implicitly unwrapped).
open class MPTransition: NSObject {
    open var timingCurve: UIView.AnimationCurve = .easeInOut
    open var m34: Float = 0
    // Both overloads, so a call that fits neither or both is caught.
    open func perform() {}
    open func perform(_ completion: ((Bool) -> Void)!) {}
}

// MPFoldTransition.h
open class MPFoldTransition: MPTransition {
    public init!(sourceView: UIView!, destinationView: UIView!, duration: TimeInterval, style: MPFoldStyle,
                 completionAction action: MPTransitionAction) {}
    open var foldShadowOpacity: CGFloat = 0.25
}

// MPFlipTransition.h
open class MPFlipTransition: MPTransition {
    public init!(sourceView: UIView!, destinationView: UIView!, duration: TimeInterval, style: MPFlipStyle,
                 completionAction action: MPTransitionAction) {}
    open var coveredPageShadowOpacity: CGFloat = 1.0 / 3
    open var flippingPageShadowOpacity: CGFloat = 0.1
    open var flipShadowColor: UIColor!
}
