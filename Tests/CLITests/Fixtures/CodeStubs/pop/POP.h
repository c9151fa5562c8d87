// facebook/pop's POPSpringAnimation surface, as declarations for the code tests.
#pragma once
#import <UIKit/UIKit.h>
extern NSString *const kPOPLayerRotationX;
@interface POPSpringAnimation : NSObject
+ (instancetype)animationWithPropertyNamed:(NSString *)name;
@property (assign, nonatomic) CGFloat springBounciness;
@property (assign, nonatomic) CGFloat springSpeed;
@property (assign, nonatomic) CGFloat dynamicsTension;
@property (assign, nonatomic) CGFloat dynamicsFriction;
@property (assign, nonatomic) CGFloat dynamicsMass;
@property (strong, nonatomic) id velocity;
@end
