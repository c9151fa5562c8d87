// Just enough of UIKit, QuartzCore and Foundation, as declarations, for `clang
// -fsyntax-only` to check the Objective-C that `foldpreview code --lang objc` writes.
#pragma once
typedef double CGFloat;
typedef double NSTimeInterval;
typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define nil ((id)0)
double pow(double, double);

__attribute__((objc_root_class))
@interface NSObject
+ (instancetype)alloc;
@end
@interface NSString : NSObject
@end
@interface NSNumber : NSObject
+ (NSNumber *)numberWithInt:(int)value;
+ (NSNumber *)numberWithDouble:(double)value;
@end
typedef struct { unsigned long state; id *itemsPtr; unsigned long *mutationsPtr; unsigned long extra[5]; } NSFastEnumerationState;
@protocol NSFastEnumeration
- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state objects:(id *)buffer count:(NSUInteger)len;
@end
@interface NSArray<__covariant ObjectType> : NSObject <NSFastEnumeration>
+ (instancetype)arrayWithObjects:(const ObjectType _Nonnull [_Nonnull])objects count:(NSUInteger)count;
@end
typedef enum { NSLayoutAttributeWidth = 7, NSLayoutAttributeHeight = 8 } NSLayoutAttribute;
@interface NSLayoutConstraint : NSObject
@property (readonly) NSLayoutAttribute firstAttribute;
@property (readonly) id secondItem;
@property CGFloat constant;
@end
@interface UIView : NSObject
@property (nonatomic, readonly) NSArray<NSLayoutConstraint *> *constraints;
@end
@interface UIColor : NSObject
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
@end
@interface CAMediaTimingFunction : NSObject
+ (instancetype)functionWithName:(NSString *)name;
+ (instancetype)functionWithControlPoints:(float)c1x :(float)c1y :(float)c2x :(float)c2y;
@end
extern NSString *const kCAMediaTimingFunctionLinear;
extern NSString *const kCAMediaTimingFunctionDefault;
extern NSString *const kCAMediaTimingFunctionEaseIn;
extern NSString *const kCAMediaTimingFunctionEaseOut;
extern NSString *const kCAMediaTimingFunctionEaseInEaseOut;
typedef enum { UIViewAnimationCurveEaseInOut, UIViewAnimationCurveEaseIn, UIViewAnimationCurveEaseOut, UIViewAnimationCurveLinear } UIViewAnimationCurve;
