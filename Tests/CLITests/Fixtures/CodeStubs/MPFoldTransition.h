// MPFoldTransition's public surface (mpospese/MPFoldTransition MPFoldTransition.h,
// MPTransition.h, MPFoldEnumerations.h), as declarations for the code tests.
#pragma once
#import <UIKit/UIKit.h>
enum { MPFoldStyleDefault = 0, MPFoldStyleUnfold = 1 << 0, MPFoldStyleCubic = 1 << 1, MPFoldStyleHorizontal = 1 << 2 };
typedef NSUInteger MPFoldStyle;
enum { MPTransitionActionAddRemove, MPTransitionActionShowHide, MPTransitionActionNone };
typedef NSUInteger MPTransitionAction;
@interface MPFoldTransition : NSObject
@property (assign, nonatomic) CGFloat foldShadowOpacity;
@property (assign, nonatomic) float m34;
// MPTransition's, read-write: the style sets its first value (fold easeOut, unfold easeIn).
@property (assign, nonatomic) UIViewAnimationCurve timingCurve;
- (id)initWithSourceView:(UIView *)sourceView destinationView:(UIView *)destinationView duration:(NSTimeInterval)duration style:(MPFoldStyle)style completionAction:(MPTransitionAction)action;
- (void)perform:(void (^)(BOOL finished))completion;
@end
