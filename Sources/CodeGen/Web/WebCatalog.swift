import Scenes
import Stage

/// The web page of each mode (`foldpreview code --lang html`, `render --out x.html`): the ONE
/// table from a mode to the function that builds its page.
///
/// How to add a mode's page (nothing else changes; the executable only calls `page(for:)`):
/// 1. Write `Sources/Scenes/<Mode>/<Mode>Scene+Web.swift` with
///    `extension XScene { func webPage(_ context: WebContext) -> WebPage }`. Start from the
///    scene's own layer tree, as `rootLayer()` builds it at the play's start, through
///    `context.element(for:)` (`WebLayers`: every Core Animation property in CSS, the
///    pictures embedded, `--background` applied), then give what moves an expression of a
///    registered custom property (`WebProperty`, e.g. `--a` an `<angle>`) animated by
///    `WebKeyframes` with a `WebAnimation` on the root: a `WebEasing.curve` for a
///    Bézier, `WebEasing.sampled` for a spring. Page time t is scene time: frame k of
///    `render --fps 60` is t = k/60 (`Recording`), 0 the moment the play begins.
///    `FoldScene+Web.swift` is the example.
/// 2. Name the builder in `builder(for:)` below.
/// 3. Add the mode and the frames it is compared at to the browser test
///    (`Tests/CLITests/Web/BrowserTests.swift`, `BrowserTests.cases`), which renders
///    `render --fps 60` frame k and the page at `#t=k/60` in headless Chromium and asks for
///    the PSNR the issue sets.
public enum WebCatalog {
    /// Builds a mode's page from its scene (reset: the play's first state, in the export's
    /// size, with the person's pictures and settings); nil when the scene is not of the mode.
    public typealias Builder = (any Scene, WebContext) -> WebPage?

    /// The page of `scene`'s mode, reset to the start of its play. Throws (one line) for a
    /// mode with no page yet.
    public static func page(for scene: any Scene, context: WebContext) throws(WebPageError) -> WebPage {
        guard let builder = builder(for: scene.mode) else {
            throw WebPageError("no web page plays the \(scene.mode.rawValue) mode yet "
                               + "(pages: \(modesWithPages.map(\.rawValue).joined(separator: ", ")))")
        }
        scene.reset()
        guard let page = builder(scene, context) else {
            throw WebPageError("the \(scene.mode.rawValue) mode's page builder was given another mode's scene")
        }
        return page
    }

    /// The modes that have a page.
    public static var modesWithPages: [Mode] { Mode.allCases.filter { builder(for: $0) != nil } }

    /// The table: each mode's page builder, nil for a mode without one.
    static func builder(for mode: Mode) -> Builder? {
        switch mode {
        case .fold, .cubic: return { ($0 as? FoldScene)?.webPage($1) }
        case .page: return { ($0 as? PageScene)?.webPage($1) }
        case .pop: return { ($0 as? PopScene)?.webPage($1) }
        case .cell: return { ($0 as? CellScene)?.webPage($1) }
        case .flip: return { ($0 as? FlipScene)?.webPage($1) }
        case .cards: return { ($0 as? CardsScene)?.webPage($1) }
        default: return nil
        }
    }
}

/// What a page builder is given besides the scene: the background asked for (`--background`).
public struct WebContext {
    /// The mode's backdrop, a colour instead, or none (the page is transparent there).
    public var background: SceneBackground

    public init(background: SceneBackground = .scene) { self.background = background }

    /// `root` (a scene's root layer) with the background applied, as page elements.
    public func element(for root: Layer) -> WebElement {
        background.apply(to: root)
        return WebLayers.element(for: root)
    }
}

/// Why a page cannot be written, in one line.
public struct WebPageError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
