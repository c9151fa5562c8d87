import Raster
import Scenes

/// A mode's animation as one self-contained web page (`code --lang html`, `render --out
/// x.html`): a tree of absolutely placed elements (the layer tree, `WebElement`), the
/// registered custom properties and keyframes that move it, the CSS rules and an optional
/// script of the mode's own. The page's pictures are `WebImage`s (our rasterizer's bitmaps),
/// turned into data URIs only when the page is written (`html(imageURI:)`), by the caller
/// that knows PNG (Media).
///
/// Time on the page is scene time: t = 0 is the frame `render` records first (the play just
/// begun) and frame k of `render --fps 60` is t = k/60; every animation starts at 0 (or at
/// its own delay) and holds its end (`fill-mode: both`).
public struct WebPage {
    /// The page's title (the mode's and the tool's name).
    public var title: String
    /// The stage in CSS pixels: the export's size.
    public var width: Int, height: Int
    /// The stage's content: the root layer and everything under it.
    public var root: WebElement
    /// Custom properties the keyframes animate (`@property`, so they interpolate as numbers
    /// or angles and inherit down the tree).
    public var properties: [WebProperty] = []
    /// The keyframes the elements' `animation`s name.
    public var keyframes: [WebKeyframes] = []
    /// Further CSS rules, whole (`selector { … }`).
    public var rules: [String] = []
    /// A script of the mode's own, run after the page's (nil: none).
    public var script: String?
    /// One play, seconds: when a `#loop` page starts again (the last animation's end).
    public var duration: Double

    /// A page of `width`×`height` CSS pixels holding `root`, one play lasting `duration` s.
    public init(title: String, width: Int, height: Int, root: WebElement, duration: Double) {
        self.title = title
        self.width = width
        self.height = height
        self.root = root
        self.duration = duration
    }
}

/// One element of a page: a `div` placed absolutely in its parent, styled by ordered CSS
/// declarations, optionally showing a picture (as its background) and holding children.
/// A class, so a mode's builder can find an element by name and change its style.
public final class WebElement {
    /// The layer's name (kept as `data-layer`, for people reading the page and for lookup).
    public var name: String
    /// CSS declarations in order, property → value; `set` replaces a property in place.
    public private(set) var style: [(property: String, value: String)] = []
    /// The picture shown as the background (placed by `background-size`/`-position` in `style`).
    public var image: WebImage?
    /// Children, drawn in order (later on top, unless 3D sorting decides otherwise).
    public var children: [WebElement] = []

    public init(name: String) { self.name = name }

    /// Sets `property` to `value`, replacing an earlier value in its place.
    public func set(_ property: String, _ value: String) {
        if let i = style.firstIndex(where: { $0.property == property }) {
            style[i].value = value
        } else {
            style.append((property, value))
        }
    }

    /// Removes `property` if set.
    public func remove(_ property: String) { style.removeAll { $0.property == property } }

    /// The value of `property`, if set.
    public func value(of property: String) -> String? { style.first { $0.property == property }?.value }

    /// The first element named `name` in this subtree (depth first), if any.
    public func element(named name: String) -> WebElement? {
        if self.name == name { return self }
        for child in children { if let found = child.element(named: name) { return found } }
        return nil
    }

    /// Every element of the subtree, depth first, this one first.
    public var subtree: [WebElement] { [self] + children.flatMap(\.subtree) }
}

/// A picture a page shows: one of our rasterizer's bitmaps (a page, a card), embedded once
/// however many elements show it (`key` says which images are the same).
public struct WebImage {
    /// Identifies the image: two `WebImage`s with one key are written once.
    public let key: ObjectIdentifier
    /// The pixels, premultiplied (made only when the page is written).
    public let bitmap: () -> Bitmap

    /// The full-size level of `texture`, without the sampling edge the texture keeps.
    public init(texture: Texture) {
        key = ObjectIdentifier(texture)
        bitmap = {
            let level = texture.levels[0]
            var pixels = [UInt32](repeating: 0, count: level.width * level.height)
            pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<level.height {
                    (out.baseAddress! + y * level.width).update(from: level.texels + y * level.stride, count: level.width)
                }
            }
            return Bitmap(width: level.width, height: level.height, pixels: pixels)
        }
    }
}

/// A registered custom property (`@property --name { syntax; inherits: true; initial-value }`)
/// that keyframes animate: registered, it interpolates as its type, not as text.
public struct WebProperty {
    /// `--a`.
    public var name: String
    /// `<angle>`, `<number>`, `<length>`.
    public var syntax: String
    /// Its value where no animation sets it (`0deg`).
    public var initial: String

    public init(name: String, syntax: String, initial: String) {
        self.name = name
        self.syntax = syntax
        self.initial = initial
    }
}

/// `@keyframes name { offset% { declarations } … }`.
public struct WebKeyframes {
    public var name: String
    /// Offsets in [0, 1] with their declarations ("--a: 90deg").
    public var frames: [(offset: Double, declarations: String)]

    public init(name: String, frames: [(offset: Double, declarations: String)]) {
        self.name = name
        self.frames = frames
    }

    /// Keyframes moving one property from `from` to `to`.
    public init(name: String, property: String, from: String, to: String) {
        self.init(name: name, frames: [(0, "\(property): \(from)"), (1, "\(property): \(to)")])
    }
}

/// One CSS `animation` value: keyframes played once over `duration` s after `delay` s with
/// `easing`, holding both ends (so t < delay shows the first frame, t > end the last).
public struct WebAnimation {
    public var keyframes: String
    public var duration: Double
    public var delay: Double
    public var easing: WebEasing

    public init(keyframes: String, duration: Double, delay: Double = 0, easing: WebEasing) {
        self.keyframes = keyframes
        self.duration = duration
        self.delay = delay
        self.easing = easing
    }

    /// The `animation` shorthand (several joined by commas on one element).
    public var css: String {
        "\(keyframes) \(CSS.seconds(Swift.max(duration, 0))) \(easing.css) \(CSS.seconds(delay)) 1 normal both"
    }
}
