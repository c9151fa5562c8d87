import Raster
import Scenes
import Stage

/// A layer tree as page elements, property for property, for a mode's builder to start
/// from: the tree at one pose gives every element its place, size, picture, shading and
/// 3D style, and the builder then replaces what moves (a transform, an opacity, a length)
/// with expressions of its animated custom properties.
///
/// Core Animation's rules, written in CSS:
/// - `bounds`, `position`, `anchorPoint`: an element `bounds.size` big whose top-left is
///   `position − anchorPoint·size` in the parent's bounds space (less the parent's bounds
///   origin, which is the parent's top-left in CSS); `transform-origin` is the anchor.
/// - `transform`: `matrix3d` (the same matrix, `CSS.matrix`), after `translateZ(zPosition)`.
/// - `sublayerTransform`: a `sublayers` wrapper as big as the element, its origin at the
///   anchor, whose `transform` is the matrix (an `m34` there is `perspective`, either sign,
///   which the `perspective` property cannot say for an inverse one) and whose children
///   keep their 3D (`preserve-3d`).
/// - `isTransformLayer`: `transform-style: preserve-3d` (a plain layer flattens, as CSS's
///   default does); `isDoubleSided` false: `backface-visibility: hidden`; `masksToBounds`:
///   `overflow: hidden`; `opacity`, `isHidden` (`display: none`).
/// - contents: a colour, a `linear-gradient` (`CSS.gradient`), or a texture's
///   `contentsRect` as the background's size and position.
public enum WebLayers {
    /// `layer` and its sublayers as elements; `parentOrigin` is the parent's bounds origin.
    public static func element(for layer: Layer, parentOrigin: SIMD2<Double> = .zero) -> WebElement {
        let e = WebElement(name: layer.name)
        let size = SIMD2(layer.bounds.width, layer.bounds.height)
        let topLeft = layer.position - layer.anchorPoint * size - parentOrigin
        e.set("left", CSS.px(topLeft.x))
        e.set("top", CSS.px(topLeft.y))
        e.set("width", CSS.px(size.x))
        e.set("height", CSS.px(size.y))
        e.set("transform-origin", origin(layer.anchorPoint, z: layer.anchorPointZ))
        var transforms: [String] = []
        if layer.zPosition != 0 { transforms.append("translateZ(\(CSS.px(layer.zPosition)))") }
        if layer.transform != .identity { transforms.append(CSS.matrix(layer.transform)) }
        if !transforms.isEmpty { e.set("transform", transforms.joined(separator: " ")) }
        if layer.isTransformLayer { e.set("transform-style", "preserve-3d") }
        if !layer.isDoubleSided { e.set("backface-visibility", "hidden") }
        if layer.masksToBounds { e.set("overflow", "hidden") }
        if layer.opacity != 1 { e.set("opacity", CSS.number(layer.opacity)) }
        if layer.isHidden { e.set("display", "none") }
        if let contents = layer.contents { paint(contents, on: e, width: size.x, height: size.y) }

        let origin = SIMD2(layer.bounds.x, layer.bounds.y)
        // Siblings in `sublayers` order, stably sorted by zPosition (as Stage draws them).
        let children = layer.sublayers.enumerated()
            .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map { element(for: $0.element, parentOrigin: origin) }
        if layer.sublayerTransform == .identity {
            e.children = children
        } else {
            let wrapper = WebElement(name: layer.name + "-sublayers")
            wrapper.set("left", "0")
            wrapper.set("top", "0")
            wrapper.set("width", "100%")
            wrapper.set("height", "100%")
            wrapper.set("transform-origin", e.value(of: "transform-origin") ?? "50% 50%")
            wrapper.set("transform", CSS.matrix(layer.sublayerTransform))
            wrapper.set("transform-style", "preserve-3d")
            wrapper.children = children
            e.children = [wrapper]
        }
        return e
    }

    /// `transform-origin` of an anchor point (unit, so it follows an animated size).
    static func origin(_ anchor: SIMD2<Double>, z: Double) -> String {
        CSS.percent(anchor.x) + " " + CSS.percent(anchor.y) + (z != 0 ? " " + CSS.px(z) : "")
    }

    /// The background that draws `paint` over the element's `width`×`height` box.
    public static func paint(_ paint: Paint, on e: WebElement, width: Double, height: Double) {
        switch paint {
        case .solid(let color):
            e.set("background-color", CSS.color(color))
        case .gradient(let gradient):
            e.set("background-image", CSS.gradient(gradient, width: width, height: height))
        case .texture(let texture, let rect, _):
            // contentsRect r shows the part r of the image over the whole box: the image is
            // drawn size/r.size big, moved by −r.origin of that.
            let drawn = SIMD2(width / Swift.max(rect.width, 1e-9), height / Swift.max(rect.height, 1e-9))
            e.image = WebImage(texture: texture)
            e.set("background-size", CSS.px(drawn.x) + " " + CSS.px(drawn.y))
            e.set("background-position", CSS.px(-rect.x * drawn.x) + " " + CSS.px(-rect.y * drawn.y))
            e.set("background-repeat", "no-repeat")
        }
    }
}
