/// Ramotion's FoldingCell: the demo (the originals), and the class's own defaults
/// (FoldingCell.swift: `itemCount` 2, `backViewColor` `.brown`, UIKit's 0.6, 0.4, 0.2:
/// #996633; its durations are empty there, so the demo's stay).
extension CellSettings {
    public static let presets: [SettingPreset] = [
        .originals("FoldingCell demo", detail: "every cell setting as Ramotion's demo has it"),
        SettingPreset("FoldingCell's class defaults",
                      detail: "FoldingCell.swift: cell.items 2 (itemCount), cell.backColor #996633 (backViewColor .brown)",
                      entries: [(items.name, "2"), (backColor.name, "#996633")]),
    ]
}
