/// The page's own keys (P, O, U) and what they and a drag do.
extension PageScene {
    public static let subject = "the page"

    public static func contentSlots(for mode: Mode) -> [ContentSlot] {
        [ContentSlot(.first, "first page"), ContentSlot(.second, "second page")]
    }

    public static let controls: [SceneControl] = [
        .gesture("drag", action: "turn the page"),
        .key("P", .character("p"), action: "perspective normal / reverse"),
        .key("O", .character("o"), action: "a book / a calendar"),
        .key("U", .character("u"), action: "direction forward / backward"),
    ]

    /// P turns the perspective, O the spine, U the direction; each says what it set.
    public func handleKey(_ key: SceneKey) -> String? {
        switch key {
        case .character("p"):
            settings[PageSettings.perspective] = settings[PageSettings.perspective] == .normal ? .reverse : .normal
            return "perspective \(settings[PageSettings.perspective].rawValue)"
        case .character("o"):
            settings[PageSettings.orientation] = settings[PageSettings.orientation] == .horizontal ? .vertical : .horizontal
            return "orientation \(settings[PageSettings.orientation].rawValue)"
        case .character("u"):
            settings[PageSettings.direction] = settings[PageSettings.direction] == .forward ? .backward : .forward
            return "direction \(settings[PageSettings.direction].rawValue)"
        default:
            return nil
        }
    }
}
