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
/// is one line in `codeType(for:)`, a new language one requirement of `ModeCode` that every
/// mode's folder meets (`Sources/CodeGen/README.md`).
public enum CodeCatalog {
    /// `mode`'s writer in `language`.
    public static func writer(for mode: Mode, in language: CodeLanguage) -> CodeWriter {
        let code = codeType(for: mode)
        return switch language {
        case .swift, .objc: .text { code.code($0, mode: mode, language: language) }
        case .uikit: .text { code.uikit(ModeModel(mode: mode, settings: $0)) }
        case .swiftui: .text { code.swiftUI(ModeModel(mode: mode, settings: $0)) }
        case .compose: .text { code.compose(ModeModel(mode: mode, settings: $0)) }
        case .html: .page { code.page(of: $0, context: $1) }
        }
    }

    /// `mode`'s settings as code in `language`; nil for a language written from the scene
    /// (`html`: `page(for:context:)`).
    public static func code(mode: Mode, settings: SettingValues, language: CodeLanguage) -> String? {
        guard case .text(let write) = writer(for: mode, in: language) else { return nil }
        return write(settings)
    }

    /// `mode`'s model for `settings` as text (`ModeModel.listing`): its tuning table, the
    /// constants every platform declares, what each cannot express, its rig and its timing.
    public static func modelListing(mode: Mode, settings: SettingValues) -> String {
        ModeModel(mode: mode, settings: settings).listing
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

    /// The table: the code type that writes `mode` (one line per mode).
    static func codeType(for mode: Mode) -> any ModeCode.Type {
        switch mode {
        case .fold, .cubic: FoldCode.self
        case .flip: FlipCode.self
        case .cell: CellCode.self
        case .pop: PopCode.self
        case .cards: CardsCode.self
        case .page: PageCode.self
        }
    }
}

/// A mode's writers, one per language: each mode's code type (`FoldCode`) conforms, so a
/// language added here is a requirement every mode meets before the package builds. `mode`
/// is the mode written (a type may write several, as `FoldCode` writes fold and cubic).
protocol ModeCode {
    /// The scene whose web page this mode's folder builds (`XScene+Web.swift`).
    associatedtype SceneType: WebPageBuilding
    /// The original's library, called from Swift or Objective-C (`language` is one of them).
    static func code(_ settings: SettingValues, mode: Mode, language: CodeLanguage) -> String
    /// The mode's constants, the one table the UIKit, SwiftUI and Compose backends each declare
    /// (`CodeText.tuning`), in the order the code reads them.
    static func constants(_ settings: SettingValues, mode: Mode) -> [CodeConstant]
    /// What each platform cannot express of the mode with these settings, one line (none: the
    /// platform expresses everything), as its code's header says.
    static func cannot(_ settings: SettingValues, mode: Mode) -> [CodeLanguage: String]
    /// Self-contained UIKit with Core Animation, printed from the model.
    static func uikit(_ model: ModeModel) -> String
    /// SwiftUI, printed from the model.
    static func swiftUI(_ model: ModeModel) -> String
    /// Jetpack Compose (Kotlin), printed from the model.
    static func compose(_ model: ModeModel) -> String
}

extension ModeCode {
    /// The page of `scene` when it is this mode's scene type, else nil.
    static func page(of scene: any Scene, context: WebContext) -> WebPage? {
        (scene as? SceneType)?.webPage(context)
    }
}

/// A scene that builds its mode's web page from its own layer tree.
protocol WebPageBuilding: Scene {
    /// The page, the scene reset to the start of its play (`CodeCatalog.page(for:context:)`).
    func webPage(_ context: WebContext) -> WebPage
}
