/// `mode`'s tuned animation as self-contained UIKit with Core Animation (Swift) code, no
/// third-party library: each mode's `<Mode>Code+UIKit.swift` writes it. Every mode's output
/// declares its own top-level names (`FoldTransition`, `CubicTransition`, `PageTurnTransition`,
/// `PopFoldSpring`, `FoldingCellPanels`, `CardStackCollectionLayout`, `BoardTransition`…), so
/// the seven can live in one module.
enum UIKitCode {
    static func code(mode: Mode, settings: SettingValues) -> String {
        switch mode {
        case .fold, .cubic: FoldCode.uikit(settings, mode: mode)
        case .page: PageCode.uikit(settings)
        case .pop: PopCode.uikit(settings)
        case .cell: CellCode.uikit(settings)
        case .cards: CardsCode.uikit(settings)
        case .flip: FlipCode.uikit(settings)
        }
    }
}
