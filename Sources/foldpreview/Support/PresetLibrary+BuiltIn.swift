import Scenes

/// The originals' own presets, in code (no files): for each settings group the
/// originals as they are, then what the original offers to choose from (anchors §1–5).
/// A built-in sets only what it names, over the settings it is loaded on; "the originals"
/// returns the whole group first.
extension PresetLibrary {
    /// The built-in presets of `group`, in the panel's order.
    static func builtIn(_ group: SettingsMemory.Group) -> [NamedPreset] {
        builtIns.filter { $0.group == group.name }
    }

    /// Every built-in preset, group by group.
    static let builtIns: [NamedPreset] = fold + page + cell + pop + flip + cards

    /// MPFoldTransition: the originals, the perspective presets P cycles, and the style
    /// bits that are settings (Unfold, Horizontal; Cubic is its own mode).
    private static let fold: [NamedPreset] = {
        var list = [NamedPreset(builtIn: "MPFoldTransition (the originals)", group: "fold",
                                detail: "every fold setting as MPFoldTransition has it", fromOriginals: true)]
        for perspective in FoldScene.Perspective.allCases {
            let distance = perspective.eyeDistance.settingText
            list.append(NamedPreset(builtIn: "perspective \(perspective.rawValue)", group: "fold",
                                    detail: "fold.eyeDistance \(distance): the P key's \(perspective.rawValue) preset",
                                    entries: [(FoldSettings.eyeDistance.name, distance)]))
        }
        // MPFoldStyle's bits: Unfold = 1, Horizontal = 4 (MPFoldEnumerations.h).
        for (unfold, horizontal) in [(false, false), (true, false), (false, true), (true, true)] {
            let bits = [unfold ? "Unfold" : nil, horizontal ? "Horizontal" : nil].compactMap { $0 }
            let style = "MPFoldStyle" + (bits.isEmpty ? "Default" : bits.joined(separator: " | MPFoldStyle"))
            let orientation = horizontal ? "horizontal" : "vertical"
            list.append(NamedPreset(builtIn: "style " + (bits.isEmpty ? "default" : bits.joined(separator: " + ").lowercased()),
                                    group: "fold",
                                    detail: "\(style): fold.unfold \(unfold), fold.orientation \(orientation)",
                                    entries: [(FoldSettings.unfold.name, "\(unfold)"),
                                              (FoldSettings.orientation.name, orientation)]))
        }
        return list
    }()

    /// MPFlipTransition: the originals and its eight styles (MPFlipEnumerations.h:
    /// DirectionBackward = 1, OrientationVertical = 2, PerspectiveReverse = 4).
    private static let page: [NamedPreset] = {
        var list = [NamedPreset(builtIn: "MPFlipTransition (the originals)", group: "page",
                                detail: "every page setting as MPFlipTransition has it", fromOriginals: true)]
        for bits in 0..<8 {
            let backward = bits & 1 != 0, vertical = bits & 2 != 0, reverse = bits & 4 != 0
            let names = [backward ? "Backward" : nil, vertical ? "Vertical" : nil, reverse ? "Reverse" : nil]
                .compactMap { $0 }
            let style = names.isEmpty ? "MPFlipStyleDefault"
                : names.map { ["Backward": "MPFlipStyleDirectionBackward", "Vertical": "MPFlipStyleOrientationVertical",
                               "Reverse": "MPFlipStylePerspectiveReverse"][$0]! }.joined(separator: " | ")
            let entries = [(PageSettings.direction.name, backward ? "backward" : "forward"),
                           (PageSettings.orientation.name, vertical ? "vertical" : "horizontal"),
                           (PageSettings.perspective.name, reverse ? "reverse" : "normal")]
            list.append(NamedPreset(builtIn: "style " + (names.isEmpty ? "default" : names.joined(separator: " + ").lowercased()),
                                    group: "page",
                                    detail: style + ": " + entries.map { "\($0.0) \($0.1)" }.joined(separator: ", "),
                                    entries: entries))
        }
        return list
    }()

    /// Ramotion's FoldingCell: the demo (the originals), and the class's own defaults
    /// (`itemCount` 2, `backViewColor` `.brown`, UIKit's 0.6, 0.4, 0.2: #996633).
    private static let cell: [NamedPreset] = [
        NamedPreset(builtIn: "FoldingCell demo (the originals)", group: "cell",
                    detail: "every cell setting as Ramotion's demo has it", fromOriginals: true),
        NamedPreset(builtIn: "FoldingCell's class defaults", group: "cell",
                    detail: "FoldingCell.swift: cell.items 2 (itemCount), cell.backColor #996633 (backViewColor .brown)",
                    entries: [(CellSettings.items.name, "2"), (CellSettings.backColor.name, "#996633")]),
    ]

    /// Popping's FoldingView on pop's spring: its own spring (the originals), pop's
    /// `POPSpringAnimation` defaults (bounciness 4, speed 12: tension 342.1, friction
    /// 30.49, mass 1), and Popping's dials before it sets mass 2 and tension 200.
    private static let pop: [NamedPreset] = [
        NamedPreset(builtIn: "Popping's FoldingView (the originals)", group: "pop",
                    detail: "bounciness 18, then mass 2 and tension 200 (FoldingView.m), and the rest as Popping has it",
                    fromOriginals: true),
        NamedPreset(builtIn: "pop's POPSpringAnimation defaults", group: "pop",
                    detail: "pop.speed 12, pop.bounciness 4 (POPSpringAnimation.h): tension 342.1, friction 30.49, mass 1",
                    entries: [(PopSettings.speed.name, "12"), (PopSettings.bounciness.name, "4")]),
        NamedPreset(builtIn: "Popping's dials alone", group: "pop",
                    detail: "pop.speed 12, pop.bounciness 18: pop's spring before Popping sets mass 2 and tension 200",
                    entries: [(PopSettings.speed.name, "12"), (PopSettings.bounciness.name, "18")]),
    ]

    /// The flight board: the seed (the originals), and its flips as real boxes (T).
    private static let flip: [NamedPreset] = [
        NamedPreset(builtIn: "DevTalking's board (the originals)", group: "flip",
                    detail: "every board setting as the seed has it", fromOriginals: true),
        NamedPreset(builtIn: "true 3D boxes", group: "flip",
                    detail: "flip.true3d true: the cube flips as real boxes in perspective (the T key)",
                    entries: [(FlipSettings.true3d.name, "true")]),
    ]

    /// DDCardAnimation: the originals.
    private static let cards: [NamedPreset] = [
        NamedPreset(builtIn: "DDCardAnimation (the originals)", group: "cards",
                    detail: "every cards setting as DDCardAnimation has it", fromOriginals: true),
    ]
}
