import Raster
import Stage

/// How a picture of another shape than the page it goes on is fitted to it.
public enum PictureFit: String, CaseIterable, Sendable {
    /// The whole picture, as large as fits, centred; the rest of the page is the page's own
    /// background (letterboxed).
    case contain
    /// The page filled, the picture centred and its overflow cropped.
    case cover
}

/// The person's own pictures, shown instead of the drawn placeholders. Every part is
/// optional: what is missing stays the built-in art. It is an input, not a setting: `code`
/// and `params` never see it and the window never remembers it. Two are equal when every
/// part is (pictures pixel for pixel): art drawn for one is art for the other.
public struct SceneContent: Equatable {
    /// fold, cubic, page: the page shown at the start (MPFoldTransition's `fromView`);
    /// cell: the closed face; pop: the picture.
    public var first: Bitmap?
    /// fold, cubic, page: the page the transition lands on (`toView`); cell: the open
    /// content, split across the panels as FoldingCell splits its container.
    public var second: Bitmap?
    /// cards: one picture per card, in order (as many as there are; the rest drawn).
    public var cards: [Bitmap]
    /// How a picture of another shape goes onto its page.
    public var fit: PictureFit
    /// cell: the one cell (0-based) that shows `first` and `second`; nil: every cell.
    public var cell: Int?
    /// fold, cubic, page, pop: when set, the page is drawn at the first picture's own pixels
    /// (else the second's), 1:1, whatever the view's size; without a picture, at the
    /// built-in page's size (`builtInPage`, pop's square its own) times this. Nil: the
    /// page follows the view.
    public var nativeScale: Int?

    public init(first: Bitmap? = nil, second: Bitmap? = nil, cards: [Bitmap] = [], fit: PictureFit = .contain,
                cell: Int? = nil) {
        self.first = first
        self.second = second
        self.cards = cards
        self.fit = fit
        self.cell = cell
    }

    /// The built-in pages' own size: the page a 1280×800 view lays out (62 % of 800 high, 4:3).
    public static let builtInPage = (width: 660, height: 496)

    /// The page's size at `nativeScale`: the first picture's (else the second's) own
    /// pixels, else `builtInPage` times the scale; nil when the page follows the view.
    public var nativePage: (width: Int, height: Int)? {
        guard let scale = nativeScale else { return nil }
        if let image = [first, second].compactMap({ $0 }).first(where: { $0.width > 0 && $0.height > 0 }) {
            return (image.width, image.height)
        }
        return (Self.builtInPage.width * scale, Self.builtInPage.height * scale)
    }

    /// True when nothing of the person's own is given.
    public var isEmpty: Bool { first == nil && second == nil && cards.isEmpty }
}

/// What is drawn behind a frame's content: the mode's own backdrop, a colour instead, or
/// nothing (transparent, for a clip laid into a mockup).
public enum SceneBackground: Sendable, Equatable {
    /// The mode's own backdrop (the default).
    case scene
    /// One opaque colour instead of the backdrop.
    case color(Color)
    /// No backdrop: the frame's pixels outside the content are transparent.
    case transparent

    /// True when the frame may have pixels that are not opaque.
    public var isTransparent: Bool { self == .transparent }

    /// Puts this background on a scene's root layer, whose contents are the mode's
    /// backdrop: kept, a colour in its place, or none (every frame path and the web page).
    public func apply(to root: Layer) {
        switch self {
        case .scene: break
        case .color(let color): root.contents = .solid(color)
        case .transparent: root.contents = nil
        }
    }
}

/// A place a mode has for one part of `SceneContent`, named in the mode's own words for
/// the window's panel, its drop messages and `help`.
public struct ContentSlot: Sendable, Equatable {
    /// Which part of `SceneContent` the slot holds.
    public enum Part: Sendable, Equatable, CaseIterable {
        /// `SceneContent.first`.
        case first
        /// `SceneContent.second`.
        case second
        /// `SceneContent.cards` (given as a folder).
        case cards
    }

    public let part: Part
    /// What it is ("first page", "closed face", "card pictures").
    public let name: String

    public init(_ part: Part, _ name: String) {
        self.part = part
        self.name = name
    }
}

extension ContentSlot.Part {
    /// The command-line option that fills the part (`render`, `preview`).
    public var option: String {
        switch self {
        case .first: "--image"
        case .second: "--to"
        case .cards: "--images"
        }
    }
}

extension SceneContent {
    /// Puts `pictures` in `part`: the first of them for a page's part, all of them for the
    /// cards (nothing changes when `pictures` is empty).
    public mutating func set(_ pictures: [Bitmap], for part: ContentSlot.Part) {
        guard !pictures.isEmpty else { return }
        switch part {
        case .first: first = pictures[0]
        case .second: second = pictures[0]
        case .cards: cards = pictures
        }
    }
}
