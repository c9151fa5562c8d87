import Raster

/// The two pages a two-page mode (fold, cubic, page) turns between, and where they sit in
/// the view: one rule, so every such mode shows the same page at the same pixels.
///
/// The pair is [0] the person's first page (`SceneContent.first`, MPFoldTransition's
/// `fromView`; else the dusk landscape) and [1] the page the turn lands on (`second`,
/// `toView`; else the card), each fitted to the page by `SceneContent.fit`; `swap()` makes
/// the destination the source after a completed turn. Textures are drawn at the page
/// rect's exact size (texels map 1:1 at rest), only when that size changes.
struct PagePair {
    /// Page height as a fraction of the view height (before the width limit).
    static let heightFraction = 0.62
    /// Page width at most this fraction of the view width.
    static let widthFraction = 0.9
    /// The page shapes (width / height) a picture gives it: from a phone's screen in
    /// portrait (9:19.5 ≈ 0.46, so a screenshot fills its page) to a wide banner.
    static let aspects = 0.4...2.5

    /// The page rectangle in view pixels: integer origin and size, centred.
    private(set) var rect: (x: Int, y: Int, width: Int, height: Int) = (0, 0, 2, 2)
    /// The person's pictures (the first and second page, how they are fitted) the pages
    /// are drawn from.
    private let content: SceneContent
    /// `content`'s first and second pictures, nil when absent or empty (the drawn pages).
    private let first: Bitmap?, second: Bitmap?
    private let text: (any TextRasterizing)?
    private var textures: [Texture] = []
    /// Index into `textures` of the page shown at rest.
    private var sourceIndex = 0
    /// The size `textures` were drawn at.
    private var builtSize: (Int, Int) = (0, 0)

    /// A pair drawn with `text`'s words on the card and `content`'s first and second
    /// pictures (any size; an empty one reads as none) as its pages, laid out in a view of
    /// `viewSize` pixels.
    init(viewSize: SIMD2<Double>, text: (any TextRasterizing)?, content: SceneContent) {
        self.text = text
        self.content = content
        first = Self.usable(content.first)
        second = Self.usable(content.second)
        layOut(in: viewSize)
    }

    /// `rect` as a `Rect`.
    var frame: Rect { Rect(x: Double(rect.x), y: Double(rect.y), width: Double(rect.width), height: Double(rect.height)) }

    /// The page shown at rest (the source of the next turn).
    var source: Texture { textures[sourceIndex] }
    /// The page the next turn shows.
    var destination: Texture { textures[1 - sourceIndex] }

    /// After a completed turn the destination is the new source.
    mutating func swap() { sourceIndex = 1 - sourceIndex }
    /// The pages in their first order.
    mutating func resetOrder() { sourceIndex = 0 }

    /// Puts the page in a view of `viewSize` pixels: about 62 % of its height, 4:3 (or the
    /// first picture's aspect, else the second's, within `aspects`), at most 90 % of its width, centred, integer origin
    /// and size, even sides where possible (so halves are equal), every side at least 2;
    /// draws the pages again when the size changed.
    mutating func layOut(in viewSize: SIMD2<Double>) {
        if let native = content.nativePage { return place(width: native.width, height: native.height, in: viewSize) }
        let (vw, vh) = (viewSize.x, viewSize.y)
        var aspect = 4.0 / 3.0
        if let image = first ?? second {
            aspect = Swift.min(Swift.max(Double(image.width) / Double(image.height), Self.aspects.lowerBound),
                               Self.aspects.upperBound)
        }
        var h = (vh * Self.heightFraction).rounded()
        var w = (h * aspect).rounded()
        if w > vw * Self.widthFraction {
            w = (vw * Self.widthFraction).rounded(.down)
            h = (w / aspect).rounded()
        }
        func evenAtLeastTwo(_ v: Double) -> Int {
            let n = Swift.max(2, Int(Swift.min(v, 16384)))
            return n % 2 == 0 ? n : n - 1
        }
        place(width: evenAtLeastTwo(w), height: evenAtLeastTwo(h), in: viewSize)
    }

    /// A `width` × `height` page centred in `viewSize`, drawn again when its size changed.
    private mutating func place(width: Int, height: Int, in viewSize: SIMD2<Double>) {
        rect = ((Int(viewSize.x) - width) / 2, (Int(viewSize.y) - height) / 2, width, height)
        if builtSize != (width, height) || textures.isEmpty { draw() }
    }

    /// A page of exactly `width` × `height` pixels centred in `viewSize` (tests: odd sizes).
    mutating func override(width: Int, height: Int, in viewSize: SIMD2<Double>) {
        rect = ((Int(viewSize.x) - width) / 2, (Int(viewSize.y) - height) / 2, width, height)
        draw()
    }

    /// Takes `other`'s textures when it is drawn from the same content (drawn off the frame
    /// thread for the size this pair is about to get); false otherwise.
    mutating func adoptTextures(of other: PagePair) -> Bool {
        guard other.content == content else { return false }
        textures = other.textures
        builtSize = other.builtSize
        return true
    }

    private mutating func draw() {
        let (w, h) = (rect.width, rect.height)
        // At its own size (a native page) a picture is the page itself, texel for pixel,
        // its transparent parts kept (no paper behind them).
        let (native, fit) = (content.nativeScale != nil, content.fit)
        let fitted = { (image: Bitmap) in
            native && image.width == w && image.height == h ? image : fit.picture(image, width: w, height: h)
        }
        let start = first.map(fitted) ?? PageArt.landscape(width: w, height: h)
        let end = second.map(fitted) ?? PageArt.card(width: w, height: h, text: text)
        textures = [Texture(start), Texture(end)]
        builtSize = (w, h)
    }

    private static func usable(_ image: Bitmap?) -> Bitmap? {
        image.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
    }
}
