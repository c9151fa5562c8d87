/// The fold's own keys (P, O, U), what they and a drag do, and its command-line shorthands.
extension FoldScene {
    public static let subject = "the fold"

    /// F for the fold, C for cubic.
    public static func shortcut(for mode: Mode) -> Character? { mode == .cubic ? "c" : "f" }

    /// Cubic is a style of the fold: "fold (cubic)".
    public static func title(for mode: Mode) -> String { mode == .cubic ? "fold (cubic)" : mode.rawValue }

    public static func contentSlots(for mode: Mode) -> [ContentSlot] {
        [ContentSlot(.first, "first page"), ContentSlot(.second, "second page")]
    }

    public static let controls: [SceneControl] = [
        .gesture("drag", action: "fold by hand; let go to finish or fall back"),
        .key("P", .character("p"), action: "perspective " + Perspective.allCases.map(\.rawValue).joined(separator: ", ")),
        .key("O", .character("o"), action: "orientation vertical / horizontal"),
        .key("U", .character("u"), action: "fold / unfold"),
    ]

    public static let shorthands: [SettingShorthand] = [
        SettingShorthand(option: "perspective", setting: FoldSettings.eyeDistance.name,
                         help: "Perspective preset of the fold: normal, high, low, none or inverse (sets fold.eyeDistance).",
                         settingText: { text throws(SettingError) in
            guard let preset = Perspective(rawValue: text.lowercased()) else {
                throw SettingError("unknown perspective '\(text)' (choose "
                                   + Perspective.allCases.map(\.rawValue).joined(separator: ", ") + ")")
            }
            return preset.eyeDistance.settingText
        }),
        SettingShorthand(option: "orientation", setting: FoldSettings.orientation.name,
                         help: "Fold orientation: vertical or horizontal (shorthand of --set fold.orientation=…)."),
        SettingShorthand(option: "unfold", setting: FoldSettings.unfold.name,
                         help: "Unfold instead of fold: the pages swapped, EaseIn (shorthand of --set fold.unfold=true)."),
    ]

    /// P cycles the perspective presets (a distance that is none of them goes to normal),
    /// O turns the orientation, U fold or unfold; each says what it set.
    public func handleKey(_ key: SceneKey) -> String? {
        switch key {
        case .character("p"):
            let all = Perspective.allCases
            let next = perspective.map { all[(all.firstIndex(of: $0)! + 1) % all.count] } ?? .normal
            perspective = next
            return "perspective \(next.rawValue)"
        case .character("o"):
            orientation = orientation == .vertical ? .horizontal : .vertical
            return "orientation \(orientation.rawValue)"
        case .character("u"):
            settings[FoldSettings.unfold].toggle()
            return settings[FoldSettings.unfold] ? "unfold" : "fold"
        default:
            return nil
        }
    }
}
