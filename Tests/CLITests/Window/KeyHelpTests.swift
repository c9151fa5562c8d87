@testable import foldpreview
import Scenes
import Testing

/// The window's keys, its F1 help and `help preview` come from one list, and the modes'
/// own keys and shorthands from the modes.
@Suite struct KeyHelpTests {
    /// `text` with every run of white space (a wrapped line's break too) as one space.
    static func squeezed(_ text: some StringProtocol) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Every row of the help overlay, keys and action, is in `foldpreview help preview`.
    @Test func helpPreviewListsEveryKeyTheOverlayDoes() throws {
        let result = try BinaryProcess.run(["help", "preview"])
        #expect(result.status == 0, "\(result.stderr)")
        let printed = Self.squeezed(result.stdout)
        for row in Command.help {
            #expect(printed.contains(Self.squeezed(row.keys)), "help preview lacks the keys '\(row.keys)'")
            #expect(printed.contains(Self.squeezed(row.action)), "help preview lacks '\(row.action)'")
        }
        for keys in ["E", "X", "Ctrl-C", "Home", "End", "F12 or Ctrl-S"] {
            #expect(printed.contains(keys), "help preview lacks \(keys)")
        }
    }

    /// Each key a mode reads is in the help with what it does there, and the key map
    /// hands it to the scene.
    @Test func everyModesKeysAreInTheHelpAndReachTheScene() {
        let rows = Command.help
        for mode in Mode.allCases {
            for control in SceneCatalog.controls(for: mode) {
                let row = rows.first { $0.keys == control.label }
                #expect(row?.action.contains(control.action) == true, "\(mode): '\(control.label)' is not in the help")
                for key in control.keys {
                    let pressed: (Key, KeyModifiers) = switch key {
                    case .left: (.left, [])
                    case .right: (.right, [])
                    case .up: (.up, [])
                    case .down: (.down, [])
                    case .character(let c): (.character(c), [])
                    }
                    #expect(Command.forKey(pressed.0, pressed.1) == .scene(key), "\(mode): \(key) does not reach the scene")
                }
            }
        }
        // A letter no mode reads is no command at all (it lets nothing go, says nothing).
        #expect(Command.forKey(.character("z"), []) == nil)
        #expect(Command.forKey(.character("f"), []) == .selectMode(.fold))
    }

    /// A key the shown mode ignores names the modes that read it, from the catalogue.
    @Test func aKeyOfAnotherModeSaysWhichModesReadIt() {
        #expect(SceneCatalog.elsewhereMessage(for: .character("p"), shown: .pop)
                == "that key changes the fold and the page (fold, cubic, page), not pop")
        #expect(SceneCatalog.elsewhereMessage(for: .character("t"), shown: .fold) == "that key changes the board (flip), not fold")
        #expect(SceneCatalog.elsewhereMessage(for: .character("p"), shown: .cubic) == nil)
    }

    /// The shorthand options the executable declares are exactly those the modes declare.
    @Test func theShorthandOptionsAreTheModes() {
        let declared = (try? TuningArguments.parse([]))?.givenShorthands.map(\.option) ?? []
        #expect(Set(declared) == Set(SceneCatalog.shorthands.map(\.option)))
        #expect(declared.count == SceneCatalog.shorthands.count)
    }
}
