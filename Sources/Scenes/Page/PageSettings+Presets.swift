/// MPFlipTransition's own presets: the originals and its eight styles
/// (MPFlipEnumerations.h: DirectionBackward = 1, OrientationVertical = 2,
/// PerspectiveReverse = 4), each setting all three.
extension PageSettings {
    public static let presets: [SettingPreset] = {
        var list = [SettingPreset.originals("MPFlipTransition", detail: "every page setting as MPFlipTransition has it")]
        for bits in 0..<8 {
            let chosen = [(1, "Backward", "MPFlipStyleDirectionBackward"), (2, "Vertical", "MPFlipStyleOrientationVertical"),
                          (4, "Reverse", "MPFlipStylePerspectiveReverse")].filter { bits & $0.0 != 0 }
            let style = chosen.isEmpty ? "MPFlipStyleDefault" : chosen.map(\.2).joined(separator: " | ")
            let entries = [(direction.name, (bits & 1 != 0 ? PageScene.Direction.backward : .forward).rawValue),
                           (orientation.name, (bits & 2 != 0 ? PageScene.Orientation.vertical : .horizontal).rawValue),
                           (perspective.name, (bits & 4 != 0 ? PageScene.Perspective.reverse : .normal).rawValue)]
            list.append(SettingPreset("style " + (chosen.isEmpty ? "default" : chosen.map(\.1).joined(separator: " + ").lowercased()),
                                      detail: style + ": " + entries.map { "\($0.0) \($0.1)" }.joined(separator: ", "),
                                      entries: entries))
        }
        return list
    }()
}
