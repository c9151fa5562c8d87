import Foundation
import Scenes

/// What a key asks the preview to do (the README's keys table). Keys map to commands here and
/// nowhere else, so the help overlay and the key handling cannot disagree.
enum Command: Equatable, Sendable {
    /// `1`…`7`: the n-th mode of `Mode.allCases`.
    case selectMode(Mode)
    /// Tab / Shift-Tab: the next or previous mode.
    case nextMode, previousMode
    case play, reset
    /// `-` makes animations slower (1× → 2× → 5× → 10×), `=` faster; both stop at the ends.
    case slower, faster
    case screenshot, record, copyCode, toggleHUD, toggleHelp, toggleXRay, togglePanel, quit
    /// `,` / `.` step the mode's animation a frame back or on (at 60 fps), Home / End jump
    /// to its ends; the scene holds there until other input lets it go on.
    case stepBack, stepForward, toStart, toEnd
    /// `V`: A/B side by side (A the originals, B the current settings); `Shift-V`: the two
    /// over each other with a divider to drag (a wipe). Again: one view.
    case compare, wipe
    /// Ctrl-Z undoes the mode's last settings change; Ctrl-Shift-Z or Ctrl-Y redoes it.
    case undo, redo
    /// A key whose meaning depends on the mode (P, O, U, arrows, T: any key a mode lists
    /// in its `Scene.controls`), passed on to the scene.
    case scene(SceneKey)

    /// The command for a key press, or nil for keys the preview ignores.
    static func forKey(_ key: Key, _ modifiers: KeyModifiers) -> Command? {
        switch key {
        case .tab: return modifiers.contains(.shift) ? .previousMode : .nextMode
        case .space: return .play
        case .escape: return .quit
        case .f1: return .toggleHelp
        case .f12: return .screenshot
        case .left: return sceneKey(.left)
        case .right: return sceneKey(.right)
        case .up: return sceneKey(.up)
        case .down: return sceneKey(.down)
        case .home: return .toStart
        case .end: return .toEnd
        case .character(let c):
            if modifiers.contains(.control) {
                switch c {
                case "s": return .screenshot
                case "r": return .record
                case "c": return .copyCode
                case "q": return .quit
                case "z": return modifiers.contains(.shift) ? .redo : .undo
                case "y": return .redo
                default: return nil
                }
            }
            if let digit = c.wholeNumberValue, (1...Mode.allCases.count).contains(digit) {
                return .selectMode(Mode.allCases[digit - 1])
            }
            if let mode = Mode.allCases.first(where: { $0.shortcut == c }) { return .selectMode(mode) }
            switch c {
            case "r": return .reset
            case "-": return .slower
            case "=", "+": return .faster
            case "d": return .toggleHUD
            case "x": return .toggleXRay
            case "e": return .togglePanel
            case "?": return .toggleHelp
            case "/": return modifiers.contains(.shift) ? .toggleHelp : nil
            case "q": return .quit
            case "v": return modifiers.contains(.shift) ? .wipe : .compare
            case ",": return .stepBack
            case ".": return .stepForward
            default: return sceneKey(.character(c))
            }
        }
    }

    /// `.scene(key)` when some mode reads `key` (the shown one may not: the window then
    /// says which do), else nil.
    private static func sceneKey(_ key: SceneKey) -> Command? {
        SceneCatalog.modes(reading: key).isEmpty ? nil : .scene(key)
    }

    /// The help overlay and `help preview`: every key and gesture and what it does; the
    /// modes' own come from their scenes (`Scene.controls`).
    static let help: [(keys: String, action: String)] =
        SceneCatalog.helpRows(pointer: true) + [
            ("click / Space", "play the whole animation"),
            ("1 – \(Mode.allCases.count), Tab / Shift-Tab", "modes: " + Mode.allCases.map(\.rawValue).joined(separator: ", ")),
            (shortcuts.map { String($0.key).uppercased() }.joined(separator: " / "),
             shortcuts.map(\.mode.title).joined(separator: ", ")),
            ("R", "reset"),
            (",  /  .  /  Home  /  End", "step the animation a frame back / on, jump to its start / end"),
            ("-  /  =", "time scale: slower / faster (1×, 2×, 5×, 10×)"),
            ("V", "A/B: the originals (A) beside the current settings (B), on one clock; V again: one view"),
            ("Shift-V", "A/B wipe: A and B over each other, drag the divider; Shift-V again: one view"),
        ] + SceneCatalog.helpRows(pointer: false) + [
            ("F12 or Ctrl-S", "save a screenshot PNG here (the scene only)"),
            ("Ctrl-R", "start / stop recording the scene to a video here"),
            ("Ctrl-C", "copy the mode's settings as Swift (and print it)"),
            ("Ctrl-Z / Ctrl-Shift-Z", undoAction),
            ("D", "show or hide the HUD"),
            ("E", "the tuning panel: every setting of the mode, changed live"),
            ("X", "X-ray: each layer's outline, name, anchor and hinge"),
            ("F1 or ?", "show or hide this help"),
            ("Esc or Q", "quit"),
            ("drop a picture", "on the left (top) half: the first page, closed face or picture; on the right "
             + "(bottom) half: the second page or open content; a folder: the card pictures. E's content section "
             + "swaps them or goes back to the built-in art"),
        ]

    /// Ctrl-Z's row in the help.
    private static let undoAction = "undo / redo (Ctrl-Y too) the mode's last settings change: a drag, a key, a "
        + "preset, reset all; \(SettingsHistory.limit) steps per settings group"

    /// The modes with a letter of their own, in keyboard order.
    private static let shortcuts: [(key: Character, mode: Mode)] =
        Mode.allCases.compactMap { mode in mode.shortcut.map { ($0, mode) } }

    /// The help as text for `help preview`: one row a line, the keys in a column and each
    /// action broken between words to fit 78 columns (ArgumentParser would break it at the
    /// margin).
    static var helpText: String {
        let keysWidth = help.map(\.keys.count).max() ?? 0, indent = 2 + keysWidth + 2
        return help.map { row in
            var lines: [String] = [], line = ""
            for word in row.action.split(separator: " ") {
                if !line.isEmpty, indent + line.count + 1 + word.count > 78 {
                    lines.append(line)
                    line = String(word)
                } else {
                    line += (line.isEmpty ? "" : " ") + word
                }
            }
            lines.append(line)
            return "  " + row.keys.padding(toLength: keysWidth, withPad: " ", startingAt: 0) + "  "
                + lines.joined(separator: "\n" + String(repeating: " ", count: indent))
        }.joined(separator: "\n")
    }
}
