import Scenes

/// How a mode is written in one language: text from the settings alone, or a web page built
/// from the scene itself (its layer tree at the play's start and its pictures).
public enum CodeWriter {
    /// The code for a mode's settings.
    case text((SettingValues) -> String)
    /// The page of a scene reset to the start of its play; nil when the scene is another
    /// mode's.
    case page((any Scene, WebContext) -> WebPage?)
}

/// The one table of code generation: every mode's writer in every `CodeLanguage`. The
/// command, the window's Ctrl-C, `render --out x.html` and the tests all ask it; a new mode
/// is one entry in `writers(for:)`, a new language one field of `ModeWriters` filled for
/// every mode (`Sources/CodeGen/README.md`).
public enum CodeCatalog {
    /// `mode`'s writer in `language`.
    public static func writer(for mode: Mode, in language: CodeLanguage) -> CodeWriter {
        let writers = writers(for: mode)
        return switch language {
        case .swift, .objc: .text { writers.original($0, language) }
        case .uikit: .text(writers.uikit)
        case .swiftui: .text(writers.swiftUI)
        case .compose: .text(writers.compose)
        case .html: .page(writers.page)
        }
    }

    /// `mode`'s settings as code in `language`; nil for a language written from the scene
    /// (`html`: `page(for:context:)`).
    public static func code(mode: Mode, settings: SettingValues, language: CodeLanguage) -> String? {
        guard case .text(let write) = writer(for: mode, in: language) else { return nil }
        return write(settings)
    }

    /// The web page of `scene`'s mode, reset to the start of its play.
    public static func page(for scene: any Scene, context: WebContext) throws(WebPageError) -> WebPage {
        guard case .page(let build) = writer(for: scene.mode, in: .html) else {
            throw WebPageError("no web page plays the \(scene.mode.rawValue) mode")
        }
        scene.reset()
        guard let page = build(scene, context) else {
            throw WebPageError("the \(scene.mode.rawValue) mode's page builder was given another mode's scene")
        }
        return page
    }

    /// A mode's writers, one per language (Swift and Objective-C share the original's).
    struct ModeWriters {
        /// The original's library, called from Swift or Objective-C.
        let original: (SettingValues, CodeLanguage) -> String
        let uikit: (SettingValues) -> String
        let swiftUI: (SettingValues) -> String
        let compose: (SettingValues) -> String
        /// The web page, from a scene of the mode's type (`built(by:)`).
        let page: (any Scene, WebContext) -> WebPage?
    }

    /// The table: each mode's writers.
    static func writers(for mode: Mode) -> ModeWriters {
        switch mode {
        case .fold, .cubic:
            ModeWriters(original: { FoldCode.code($0, mode: mode, language: $1) }, uikit: { FoldCode.uikit($0, mode: mode) },
                        swiftUI: { FoldCode.swiftUI($0, mode: mode) }, compose: { FoldCode.compose($0, mode: mode) },
                        page: built(by: FoldScene.webPage))
        case .flip:
            ModeWriters(original: { FlipCode.code($0, mode: mode, language: $1) }, uikit: FlipCode.uikit,
                        swiftUI: FlipCode.swiftUI, compose: FlipCode.compose, page: built(by: FlipScene.webPage))
        case .cell:
            ModeWriters(original: { CellCode.code($0, mode: mode, language: $1) }, uikit: CellCode.uikit,
                        swiftUI: CellCode.swiftUI, compose: CellCode.compose, page: built(by: CellScene.webPage))
        case .pop:
            ModeWriters(original: { PopCode.code($0, mode: mode, language: $1) }, uikit: PopCode.uikit,
                        swiftUI: PopCode.swiftUI, compose: PopCode.compose, page: built(by: PopScene.webPage))
        case .cards:
            ModeWriters(original: { CardsCode.code($0, mode: mode, language: $1) }, uikit: CardsCode.uikit,
                        swiftUI: CardsCode.swiftUI, compose: CardsCode.compose, page: built(by: CardsScene.webPage))
        case .page:
            ModeWriters(original: { PageCode.code($0, language: $1) }, uikit: PageCode.uikit,
                        swiftUI: PageCode.swiftUI, compose: PageCode.compose, page: built(by: PageScene.webPage))
        }
    }

    /// A page builder of one scene type as one for any scene: nil for a scene of another type.
    static func built<S: Scene>(by build: @escaping (S) -> (WebContext) -> WebPage) -> (any Scene, WebContext) -> WebPage? {
        { scene, context in (scene as? S).map { build($0)(context) } }
    }
}
