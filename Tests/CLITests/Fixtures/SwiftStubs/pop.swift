// facebook/pop's POPSpringAnimation as Swift imports its Objective-C headers (POPAnimatableProperty.h,
// POPSpringAnimation.h, POPPropertyAnimation.h), for type-checking `foldpreview code --lang swift`:
// exactly the API the outputs use. The framework's module is `pop` (`import pop`).
import UIKit

public let kPOPLayerRotationX: String = "rotationX"

open class POPAnimation: NSObject {}

open class POPPropertyAnimation: POPAnimation {}

open class POPSpringAnimation: POPPropertyAnimation {
    /// `+ (instancetype)animationWithPropertyNamed:(NSString *)name`, imported as a failable factory init.
    public convenience init!(propertyNamed name: String!) { self.init() }
    open var velocity: Any!
    open var springBounciness: CGFloat = 4
    open var springSpeed: CGFloat = 12
    open var dynamicsTension: CGFloat = 0
    open var dynamicsFriction: CGFloat = 0
    open var dynamicsMass: CGFloat = 0
}
