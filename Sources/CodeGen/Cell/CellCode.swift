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
            code.comment("FoldingCell cannot express: " + libraryLimits(settings))
            code.lines("""
                import UIKit
                import FoldingCell

                final class TunedFoldingCell: FoldingCell {
                """)
            heights(&code, indent: 4)
            code.line("")
            code.line("override func awakeFromNib() {", indent: 4)
            code.line("itemCount = \(code.literal(items))" + code.note(items), indent: 8)
            code.line("backViewColor = \(code.literal(color))" + code.note(color), indent: 8)
            code.comment("Before super, which copies the container's height constraint into its animation view.", indent: 8)
            code.line("containerView.constraints.first { $0.firstAttribute == .height && $0.secondItem == nil }?.constant = Self.containerHeight",
                      indent: 8)
            code.lines("""
                        super.awakeFromNib()
                    }

                    /// One duration per fold step (the last repeats for more panels).
                    override func animationDuration(_ itemIndex: NSInteger, type: AnimationType) -> TimeInterval {
                """)
            code.line("let durations: [TimeInterval] = [\(durations)]" + code.note(steps), indent: 8)
            code.lines("""
                        return durations[min(itemIndex, durations.count - 1)]
                    }
                }
                """)
        } else {
            code.header("the folding cell's settings for a Ramotion FoldingCell (Ramotion/folding-cell)")
            code.comment("FoldingCell cannot express: " + libraryLimits(settings))
            code.line("#import <FoldingCell/FoldingCell-Swift.h>")
            code.line("")
            heights(&code, indent: 0)
            code.comment("Call from your cell's -awakeFromNib before [super awakeFromNib], which copies the container's height.")
            code.line("static void FPConfigureCell(FoldingCell *cell) {")
            code.line("cell.itemCount = \(code.literal(items));" + code.note(items), indent: 4)
            code.lines("""
                    for (NSLayoutConstraint *constraint in cell.containerView.constraints) {
                        if (constraint.firstAttribute == NSLayoutAttributeHeight && constraint.secondItem == nil) {
                            constraint.constant = FPCellContainerHeight;
                        }
                    }
                """)
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
        if code.changed(CellSettings.commitThreshold) {
            let setting = CellSettings.commitThreshold
            code.comment("\(setting.name) = \(code.literal(setting)) \(setting.unit) (\(setting.summary))" + code.note(setting))
        }
        return code.text
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
    /// `panelTop(_:)`, the same Swift in the UIKit and SwiftUI enums: where panel k starts in the
    /// container (k = itemCount: its height).
    static let panelTopFunction = """
        /// Where panel k starts in the container, points: 0, F, 2F, 2F + stripHeight, …; k = itemCount is its height.
        static func panelTop(_ k: Int) -> CGFloat {
            switch k {
            case ...0: return 0
            case 1: return foregroundHeight
            default: return 2 * foregroundHeight + CGFloat(min(k, itemCount) - 2) * stripHeight
            }
        }
        """
}

extension CellCode {
    /// The cell's constants: the panels (their count, heights, back colour, perspective), the
    /// steps' durations and curves, the row's heights and animations, and the threshold a drag
    /// of your own would commit at.
    static func constants(_ settings: SettingValues, mode: Mode) -> [CodeConstant] {
        let s = CellSettings.self, items = settings[s.items]
        let defaults = SettingValues()
        func points(_ name: String, _ value: Double, _ summary: String) -> CodeConstant {
            CodeConstant(name, .points, fixed: .number(value), summary)
        }
        func byItems(_ name: String, _ height: (Int) -> Double, _ summary: String) -> CodeConstant {
            CodeConstant(name, .points, value: .number(height(items)), original: .number(height(s.items.defaultValue)), summary: summary)
        }
        return [
            CodeConstant("itemCount", s.items, settings, "panels in the open card (FoldingCell's itemCount)"),
            CodeConstant("durations", .seconds, value: .numbers(CellSettings.timeline(settings).durations),
                         original: .numbers(CellSettings.timeline(defaults).durations),
                         summary: "each fold step's duration (itemCount − 1 steps, each two halves; the last tuned one repeats)"),
            CodeConstant("foldAway", curve: s.foldAwayCurve, over: nil, settings,
                         "the curve of an item folding away (each step's first half; a spring takes its own time)"),
            CodeConstant("unfold", curve: s.unfoldCurve, over: nil, settings,
                         "the curve of an item unfolding flat (each step's second half; a spring takes its own time)"),
            CodeConstant("backColor", s.backColor, settings),
            CodeConstant("eyeDistance", .points, s.eyeDistance, settings,
                         "the eye's distance from each panel's hinge (m34 = −1/d; FoldingCell: 2.5 / −2000), points"),
            points("cardWidth", CellLayout.cardWidth, "the card's width on a 375-point screen, points"),
            points("cardTop", CellLayout.cardTop, "the card's distance from the row's top, points"),
            points("foregroundHeight", CellLayout.foregroundHeight, "the closed card's (and the first two panels') height, points"),
            points("stripHeight", CellLayout.stripHeight, "each panel's height after the first two (the demo's (479 − 330) / 2), points"),
            byItems("containerHeight", CellLayout.containerHeight, "the open card's height, 2·foregroundHeight + (itemCount − 2)·stripHeight, points"),
            points("closedRowHeight", CellLayout.closedRowHeight, "a closed row's height, points"),
            byItems("openRowHeight", CellLayout.openRowHeight,
                    "an open row's height, the container's and \(CodeText.number(CellLayout.openRowExtra)) below it, points"),
            CodeConstant("openRowDuration", .seconds, s.openRowDuration, settings, "the row grows over this as a card opens (easeOut)"),
            CodeConstant("closeRowDuration", .seconds, s.closeRowDuration, settings, "the row shrinks over this as a card closes (easeOut)"),
            CodeConstant("commitThreshold", .factor, s.commitThreshold, settings,
                         "a drag of your own that opens or closes a card completes it from this fraction on, and falls back before"),
        ]
    }

    /// UIKit, SwiftUI and Compose write every value (nothing to say); the library form
    /// (`--lang swift`, `objc`) cannot set FoldingCell's perspective or its steps' curves.
    static func cannot(_ settings: SettingValues, mode: Mode) -> [CodeLanguage: String] {
        let library = libraryLimits(settings)
        return [.swift: library, .objc: library]
    }

    /// What a Ramotion FoldingCell cannot be told, naming each changed setting with its value
    /// and the original's: its perspective (m34) is internal, and it turns every item on
    /// easeIn then easeOut (a `CABasicAnimation` of its own given a timing function's name),
    /// each step lasting half its duration, so it takes no curve and a spring not at all.
    static func libraryLimits(_ settings: SettingValues) -> String {
        let code = CodeText(.swift, settings)
        func changed<Value>(_ setting: Setting<Value>, _ value: String, _ original: String) -> String? {
            code.changed(setting) ? "\(setting.name) = \(value) (original: \(original))" : nil
        }
        let s = CellSettings.self
        let eye = changed(s.eyeDistance, code.literal(s.eyeDistance), CodeText.number(s.eyeDistance.defaultValue))
        let curves = [s.foldAwayCurve, s.unfoldCurve].compactMap { setting in
            changed(setting, code.literal(setting), setting.defaultValue.settingText)
        }
        return "its perspective (m34 = 2.5 / −2000 inside the library)" + (eye.map { ": " + $0 } ?? "")
            + "; a curve for the steps (it folds each item away on easeIn and unfolds it on easeOut, each over half a step)"
            + (curves.isEmpty ? "" : ": " + curves.joined(separator: ", ") + ", which --lang uikit writes the cell on")
    }
}
