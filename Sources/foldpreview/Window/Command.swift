import Scenes

/// What a key asks the preview to do (SPEC §1). Keys map to commands here and nowhere
/// else, so the help overlay and the key handling cannot disagree.
enum Command: Equatable, Sendable {
    /// `1`…`7`: the n-th mode of `Mode.allCases`.
    case selectMode(Mode)
    /// Tab / Shift-Tab: the next or previous mode.
    case nextMode, previousMode
    case play, reset
    /// `-` makes animations slower (1× → 2× → 5× → 10×), `=` faster; both stop at the ends.
    case slower, faster
    case nextPerspective, toggleOrientation, toggleDirection
    case screenshot, record, copyCode, toggleHUD, toggleHelp, toggleXRay, togglePanel, quit
    /// `,` / `.` step the mode's animation a frame back or on (at 60 fps), Home / End jump
    /// to its ends; the scene holds there until other input lets it go on.
    case stepBack, stepForward, toStart, toEnd
    /// A key whose meaning depends on the mode (arrows, T), passed on to the scene.
    case scene(SceneKey)

    /// The command for a key press, or nil for keys the preview ignores.
    static func forKey(_ key: Key, _ modifiers: KeyModifiers) -> Command? {
        switch key {
        case .tab: return modifiers.contains(.shift) ? .previousMode : .nextMode
        case .space: return .play
        case .escape: return .quit
        case .f1: return .toggleHelp
        case .f12: return .screenshot
        case .left: return .scene(.left)
        case .right: return .scene(.right)
        case .up: return .scene(.up)
        case .down: return .scene(.down)
        case .home: return .toStart
        case .end: return .toEnd
        case .character(let c):
            if modifiers.contains(.control) {
                switch c {
                case "s": return .screenshot
                case "r": return .record
                case "c": return .copyCode
                case "q": return .quit
                default: return nil
                }
            }
            if let digit = c.wholeNumberValue, (1...Mode.allCases.count).contains(digit) {
                return .selectMode(Mode.allCases[digit - 1])
            }
            switch c {
            case "f": return .selectMode(.fold)
            case "c": return .selectMode(.cubic)
            case "b": return .selectMode(.flip)
            case "r": return .reset
            case "-": return .slower
            case "=", "+": return .faster
            case "p": return .nextPerspective
            case "o": return .toggleOrientation
            case "u": return .toggleDirection
            case "d": return .toggleHUD
            case "x": return .toggleXRay
            case "e": return .togglePanel
            case "?": return .toggleHelp
            case "/": return modifiers.contains(.shift) ? .toggleHelp : nil
            case "q": return .quit
            case "t": return .scene(.character("t"))
            case ",": return .stepBack
            case ".": return .stepForward
            default: return nil
            }
        }
    }

    /// The help overlay: every key and what it does, in SPEC §1's order.
    static let help: [(keys: String, action: String)] = [
        ("drag", "fold, turn the page (or swipe the board) by hand; release finishes or reverses"),
        ("click / drag a cell", "cell: open or close it, or scrub it; drag off the cards or wheel: scroll the list"),
        ("drag / click the top half", "pop: fold it by hand, let go to spring back; a click pokes it"),
        ("drag / wheel / click", "cards: scroll with momentum; a click selects a card, any click returns"),
        ("click / Space", "play the whole animation"),
        ("1 – \(Mode.allCases.count), Tab / Shift-Tab", "modes: " + Mode.allCases.map(\.rawValue).joined(separator: ", ")),
        ("F / C / B", "fold, cubic, flip (board)"),
        ("R", "reset"),
        (",  /  .  /  Home  /  End", "step the animation a frame back / on, jump to its start / end"),
        ("-  /  =", "time scale: slower / faster (1×, 2×, 5×, 10×)"),
        ("P", "perspective: normal, high, low, none, inverse (page: normal / reverse)"),
        ("O", "orientation: vertical / horizontal (page: a book / a calendar)"),
        ("U", "fold / unfold (page: forward / backward)"),
        ("← / →", "flip: previous / next flight (or drag sideways)"),
        ("T", "flip: real 3D boxes / the seed's pseudo 3D"),
        ("F12 or Ctrl-S", "save a screenshot PNG here (the scene only)"),
        ("Ctrl-R", "start / stop recording the scene to a video here"),
        ("Ctrl-C", "copy the mode's settings as Swift (and print it)"),
        ("D", "show or hide the HUD"),
        ("E", "the tuning panel: every setting of the mode, changed live"),
        ("X", "X-ray: each layer's outline, name, anchor and hinge"),
        ("F1 or ?", "show or hide this help"),
        ("Esc or Q", "quit"),
        ("drop an image", "fold or turn it instead of the drawn pages (fold, cubic, page, pop)"),
    ]
}
