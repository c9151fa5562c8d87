import Scenes
import Stage

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
