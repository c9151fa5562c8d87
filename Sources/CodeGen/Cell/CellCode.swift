import Scenes

/// The cell's settings as iOS code: a Ramotion `FoldingCell` subclass with `itemCount`,
/// `backViewColor`, the container's height and an `animationDuration(_:type:)` override
/// (FoldingCell is Swift; the Objective-C form configures a cell, its step durations in
/// FoldingCell's `@objc` arrays), and the table view's row heights and animation lengths.
///
/// FoldingCell sizes the panels after the first two as (container − 2·foreground) /
/// (itemCount − 2) from the container view's height, while the preview gives each 74.5 pt
/// (`CellLayout`): so the code sets the container's height constraint to 2F + (itemCount −
/// 2)·74.5 and names the open row's height (container + 9), as the demo's storyboard and
/// `kOpenCellHeight` do for four panels (479, 488). With itemCount 2 the container is the two
/// panels (330 pt), which is what FoldingCell asserts for two (container − 2F == 0); the strip
/// height it divides (0 / 0) is never used, there being no third panel; the code says so, and
/// that FoldingCell 2.x, which asserted container − 2F ≥ 0/0 (false) for two as well, stops there.
enum CellCode: ModeCode {
    typealias SceneType = CellScene

    static func code(_ settings: SettingValues, mode: Mode, language: CodeLanguage) -> String {
        var code = CodeText(language, settings)
        let durations = settings[CellSettings.durations].map(CodeText.number).joined(separator: ", ")
        let items = CellSettings.items, color = CellSettings.backColor, steps = CellSettings.durations
        if code.isSwift {
            code.header("the folding cell as a Ramotion FoldingCell subclass (Ramotion/folding-cell)")
            code.line("import UIKit")
            code.line("import FoldingCell")
            code.line("")
            code.line("final class TunedFoldingCell: FoldingCell {")
            heights(&code, indent: 4)
            code.line("")
            code.line("override func awakeFromNib() {", indent: 4)
            code.line("itemCount = \(code.literal(items))" + code.note(items), indent: 8)
            code.line("backViewColor = \(code.literal(color))" + code.note(color), indent: 8)
            code.comment("Before super, which copies the container's height constraint into its animation view.", indent: 8)
            code.line("containerView.constraints.first { $0.firstAttribute == .height && $0.secondItem == nil }?.constant = Self.containerHeight",
                      indent: 8)
            code.line("super.awakeFromNib()", indent: 8)
            code.line("}", indent: 4)
            code.line("")
            code.line("/// One duration per fold step (the last repeats for more panels).", indent: 4)
            code.line("override func animationDuration(_ itemIndex: NSInteger, type: AnimationType) -> TimeInterval {", indent: 4)
            code.line("let durations: [TimeInterval] = [\(durations)]" + code.note(steps), indent: 8)
            code.line("return durations[min(itemIndex, durations.count - 1)]", indent: 8)
            code.line("}", indent: 4)
            code.line("}")
        } else {
            code.header("the folding cell's settings for a Ramotion FoldingCell (Ramotion/folding-cell)")
            code.line("#import <FoldingCell/FoldingCell-Swift.h>")
            code.line("")
            heights(&code, indent: 0)
            code.comment("Call from your cell's -awakeFromNib before [super awakeFromNib], which copies the container's height.")
            code.line("static void FPConfigureCell(FoldingCell *cell) {")
            code.line("cell.itemCount = \(code.literal(items));" + code.note(items), indent: 4)
            code.line("for (NSLayoutConstraint *constraint in cell.containerView.constraints) {", indent: 4)
            code.line("if (constraint.firstAttribute == NSLayoutAttributeHeight && constraint.secondItem == nil) {", indent: 8)
            code.line("constraint.constant = FPCellContainerHeight;", indent: 12)
            code.line("}", indent: 8)
            code.line("}", indent: 4)
            code.line("cell.backViewColor = \(code.literal(color));" + code.note(color), indent: 4)
            // @objc arrays, empty by default: itemCount − 1 fold steps each (the last
            // tuned duration repeats for more panels, as the preview plays them).
            let stepCount = max(1, settings[items] - 1), tuned = settings[steps]
            let perStep = (0..<stepCount).map { "@" + CodeText.number(tuned[min($0, tuned.count - 1)]) }.joined(separator: ", ")
            code.line("cell.durationsForExpandedState = @[\(perStep)];" + code.note(steps), indent: 4)
            code.line("cell.durationsForCollapsedState = @[\(perStep)];", indent: 4)
            code.line("}")
        }
        code.line("")
        code.comment("The table view's heightForRowAt: the closed and open row heights above (the demo's kCloseCellHeight, kOpenCellHeight).")
        code.comment("The row grows over \(code.literal(CellSettings.openRowDuration)) s as a cell opens"
                     + code.note(CellSettings.openRowDuration))
        code.comment("and shrinks over \(code.literal(CellSettings.closeRowDuration)) s as it closes (UIView.animate in the table view)"
                     + code.note(CellSettings.closeRowDuration))
        curveRemarks(&code)
        if code.changed(CellSettings.eyeDistance) {
            code.comment("\(CellSettings.eyeDistance.name) = \(code.literal(CellSettings.eyeDistance)) \(CellSettings.eyeDistance.unit) "
                         + "cannot be set in FoldingCell: its perspective (m34) is internal to the library"
                         + code.note(CellSettings.eyeDistance))
        }
        if code.changed(CellSettings.commitThreshold) {
            let setting = CellSettings.commitThreshold
            code.comment("\(setting.name) = \(code.literal(setting)) \(setting.unit) (\(setting.summary))" + code.note(setting))
        }
        return code.text
    }

    /// The half-steps' curves when tuned, as comments: FoldingCell turns every item on easeIn
    /// then easeOut (`openAnimation`/`closeAnimation` pass the names to `foldingAnimation`, a
    /// `CABasicAnimation` of its own), so it takes no curve, and a spring not at all.
    private static func curveRemarks(_ code: inout CodeText) {
        let curves = [(CellSettings.foldAwayCurve, "folds each item away on easeIn"),
                      (CellSettings.unfoldCurve, "unfolds each item on easeOut")]
        for (setting, fixed) in curves where code.changed(setting) {
            if code.settings[setting].spring != nil {
                code.comment("FoldingCell cannot play a spring: it \(fixed), a CABasicAnimation of its own with a timing "
                             + "function's name, and each step lasts half its duration:")
                code.comment("\(setting.name) = \(code.literal(setting))" + code.note(setting)
                             + " (--lang uikit writes the cell on this spring)")
            } else {
                code.comment("FoldingCell \(fixed) and takes no curve of its own, not this one:")
                code.comment("\(setting.name) = \(code.literal(setting))" + code.note(setting) + " (--lang uikit writes the cell on it)")
            }
        }
    }

    /// The container's and the rows' heights the preview lays the cell out with: constants in
    /// the subclass (Swift) or file (Objective-C), each with its original, and for two panels
    /// what FoldingCell's assert does with them.
    private static func heights(_ code: inout CodeText, indent: Int) {
        let items = code.settings[CellSettings.items]
        let swift = code.isSwift
        func constant(_ name: String, _ value: Double, original: Double) {
            let note = value == original ? "" : " // original: " + CodeText.number(original)
            code.line(swift ? "static let \(name): CGFloat = \(CodeText.number(value))" + note
                      : "static const CGFloat FPCell\(name.prefix(1).uppercased() + name.dropFirst()) = \(CodeText.number(value));" + note,
                      indent: indent)
        }
        let doc = swift ? "/// " : "// "
        code.line(doc + "The container view's height: two foreground-high panels (\(CodeText.number(CellLayout.foregroundHeight)) pt) and "
                  + "\(CodeText.number(CellLayout.stripHeight)) pt for each one after,", indent: indent)
        code.line(doc + "as the preview lays them out; FoldingCell divides what is left over 2F by itemCount − 2.", indent: indent)
        if items == 2 {
            code.line(doc + "itemCount 2: the container is exactly the two panels, as FoldingCell asserts for two "
                      + "(container − 2F == 0); with no third panel its strip height (0 over 0) is never used.", indent: indent)
            // FoldingCell 2.x also asserted container − 2F >= itemHeight for every count, 0 >= 0/0
            // (NaN) for two, which is false: only from 3.0.0 on is that assert the other counts' alone.
            code.line(doc + "(So from FoldingCell 3.0.0 on; 2.x also asserted container − 2F >= 0/0, false, which stops a Debug build.)",
                      indent: indent)
        }
        constant("containerHeight", CellLayout.containerHeight(itemCount: items), original: CellLayout.containerHeight(itemCount: 4))
        code.line(doc + "The table view's row heights, closed and open (the container and 9 pt below it).", indent: indent)
        constant("closedRowHeight", CellLayout.closedRowHeight, original: CellLayout.closedRowHeight)
        constant("openRowHeight", CellLayout.openRowHeight(itemCount: items), original: CellLayout.openRowHeight(itemCount: 4))
    }
}

extension CellCode {
    /// The last lines of the cell's SwiftUI and Compose code (both comment with `//`): the
    /// commit threshold, which only a gesture of your own would use, when it is changed.
    static func closingNotes(_ code: inout CodeText) {
        if code.changed(CellSettings.commitThreshold) {
            let setting = CellSettings.commitThreshold
            code.line("")
            code.comment("\(setting.name) = \(code.literal(setting)) (\(setting.summary))" + code.note(setting))
        }
    }
}

extension CellCode {
    // TODO(i35-model): the mode's one table of constants and its platforms' limits.
    static func constants(_ settings: SettingValues, mode: Mode) -> [CodeConstant] { [] }
    static func cannot(_ settings: SettingValues, mode: Mode) -> [CodeLanguage: String] { [:] }
}
