/// The cell's settings as iOS code: a Ramotion `FoldingCell` subclass with `itemCount`,
/// `backViewColor` and an `animationDuration(_:type:)` override (FoldingCell is Swift; the
/// Objective-C form configures a cell, its step durations in FoldingCell's `@objc` arrays),
/// and the table view's row animation lengths.
enum CellCode {
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
            code.line("override func awakeFromNib() {", indent: 4)
            code.line("itemCount = \(code.literal(items))" + code.note(items), indent: 8)
            code.line("backViewColor = \(code.literal(color))" + code.note(color), indent: 8)
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
            code.line("static void FPConfigureCell(FoldingCell *cell) {")
            code.line("cell.itemCount = \(code.literal(items));" + code.note(items), indent: 4)
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
        code.comment("The row grows over \(code.literal(CellSettings.openRowDuration)) s as a cell opens"
                     + code.note(CellSettings.openRowDuration))
        code.comment("and shrinks over \(code.literal(CellSettings.closeRowDuration)) s as it closes (UIView.animate in the table view)"
                     + code.note(CellSettings.closeRowDuration))
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
}
