// Ramotion FoldingCell (FoldingCell.swift, a Swift framework: `import FoldingCell`), for
// type-checking `foldpreview code --lang swift`: exactly the API the outputs use.
import UIKit

open class FoldingCell: UITableViewCell {
    public enum AnimationType {
        case open, close
    }

    open var containerView: UIView!
    open var itemCount: NSInteger = 2
    open var backViewColor: UIColor = .clear

    open func animationDuration(_ itemIndex: NSInteger, type: AnimationType) -> TimeInterval { 0 }
}
