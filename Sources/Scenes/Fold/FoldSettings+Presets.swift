/// MPFoldTransition's own presets: the originals, the perspective presets P cycles, and
/// the style bits that are settings (MPFoldEnumerations.h: Unfold = 1, Horizontal = 4;
/// Cubic is its own mode).
extension FoldSettings {
    public static let presets: [SettingPreset] = {
        var list = [SettingPreset.originals("MPFoldTransition", detail: "every fold setting as MPFoldTransition has it")]
        for perspective in FoldScene.Perspective.allCases {
            let distance = perspective.eyeDistance.settingText
            list.append(SettingPreset("perspective \(perspective.rawValue)",
                                      detail: "fold.eyeDistance \(distance): the P key's \(perspective.rawValue) preset",
                                      entries: [(eyeDistance.name, distance)]))
        }
        for (isUnfold, horizontal) in [(false, false), (true, false), (false, true), (true, true)] {
            let bits = [isUnfold ? "Unfold" : nil, horizontal ? "Horizontal" : nil].compactMap { $0 }
            let style = bits.isEmpty ? "MPFoldStyleDefault" : bits.map { "MPFoldStyle" + $0 }.joined(separator: " | ")
            let axis = horizontal ? FoldScene.Orientation.horizontal : .vertical
            list.append(SettingPreset("style " + (bits.isEmpty ? "default" : bits.joined(separator: " + ").lowercased()),
                                      detail: "\(style): fold.unfold \(isUnfold), fold.orientation \(axis.rawValue)",
                                      entries: [(unfold.name, isUnfold.settingText), (orientation.name, axis.rawValue)]))
        }
        return list
    }()
}
