// Ramotion FoldingCell's Objective-C surface (its Swift class as the generated header
// shows it), as declarations for the code tests.
#pragma once
#import <UIKit/UIKit.h>
@interface FoldingCell : UIView
@property (nonatomic, weak) UIView *containerView;
@property (nonatomic) NSInteger itemCount;
@property (nonatomic, strong) UIColor *backViewColor;
@property (nonatomic, copy) NSArray<NSNumber *> *durationsForExpandedState;
@property (nonatomic, copy) NSArray<NSNumber *> *durationsForCollapsedState;
@end
