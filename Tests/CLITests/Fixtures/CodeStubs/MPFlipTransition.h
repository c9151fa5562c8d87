// MPFlipTransition's public surface (mpospese/MPFoldTransition MPFlipTransition.h,
// MPTransition.h, MPFlipEnumerations.h), as declarations for the code tests.
#pragma once
#import <UIKit/UIKit.h>
enum { MPFlipStyleDefault = 0, MPFlipStyleDirectionBackward = 1 << 0, MPFlipStyleOrientationVertical = 1 << 1, MPFlipStylePerspectiveReverse = 1 << 2 };
typedef NSUInteger MPFlipStyle;
enum { MPTransitionActionAddRemove, MPTransitionActionShowHide, MPTransitionActionNone };
typedef NSUInteger MPTransitionAction;
@interface MPFlipTransition : NSObject
@property (assign, nonatomic) CGFloat coveredPageShadowOpacity;
@property (assign, nonatomic) CGFloat flippingPageShadowOpacity;
@property (strong, nonatomic) UIColor *flipShadowColor;
@property (assign, nonatomic) UIViewAnimationCurve timingCurve;
@property (assign, nonatomic) float m34;
- (id)initWithSourceView:(UIView *)sourceView destinationView:(UIView *)destinationView duration:(NSTimeInterval)duration style:(MPFlipStyle)style completionAction:(MPTransitionAction)action;
- (void)perform:(void (^)(BOOL finished))completion;
@end
