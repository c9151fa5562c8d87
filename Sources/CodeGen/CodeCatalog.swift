import Scenes

/// The one place that maps a mode and a language to the code written for it.
public enum CodeCatalog {
    /// `mode`'s settings as code in `language`.
    public static func code(mode: Mode, settings: SettingValues, language: CodeLanguage) -> String {
        switch language {
        case .swift, .objc: originalCode(mode: mode, settings: settings, language: language)
        case .uikit: UIKitCode.code(mode: mode, settings: settings)
        case .swiftui: SwiftUICode.code(mode: mode, settings: settings)
        case .compose: ComposeCode.code(mode: mode, settings: settings)
        }
    }

    /// The originals' libraries in Swift or Objective-C.
    static func originalCode(mode: Mode, settings: SettingValues, language: CodeLanguage) -> String {
        switch mode {
        case .fold, .cubic: FoldCode.code(settings, mode: mode, language: language)
        case .page: PageCode.code(settings, language: language)
        case .pop: PopCode.code(settings, mode: mode, language: language)
        case .cell: CellCode.code(settings, mode: mode, language: language)
        case .cards: CardsCode.code(settings, mode: mode, language: language)
        case .flip: FlipCode.code(settings, mode: mode, language: language)
        }
    }
}
