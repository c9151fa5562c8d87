import Raster
import Stage

extension PopScene {
    /// The frame as a layer tree, as Popping builds its view:
    ///
    ///     backdrop (root, white)
    ///     ├ bottom (the lower half, corners rounded at the bottom)
    ///     │ └ bottom-shadow (black at the hinge → clear)
    ///     └ top (the upper half, anchored at the hinge, turned by θ with m34 = −1/800 pt)
    ///       ├ top-back (the half blurred; seen from behind past −π/2, so mirrored)
    ///       └ top-shadow (clear → black at the hinge)
    ///
    /// Layers at opacity 0 are left out of draw lists, so the back face and the shadows
    /// appear in a dump only while they show.
    public func rootLayer() -> Layer {
        let root = backdropLayer(named: "backdrop", contents: .solid(.white))
        let images = textures.current
        let width = Double(page.width), half = Double(topHeight), lower = Double(page.height - topHeight)
        let halfBounds = Rect(x: 0, y: 0, width: width, height: half)
        func image(_ name: String, _ texture: Texture, opacity: Double = 1, height: Double = half) -> Layer {
            let layer = Layer(name: name, contents: .texture(texture, contentsRect: .unit, sampling: .mipmapped))
            layer.setFrame(Rect(x: 0, y: 0, width: width, height: height))
            layer.opacity = opacity
            return layer
        }

        let bottom = image("bottom", images.bottom, height: lower)
        bottom.setFrame(Rect(x: origin.x, y: origin.y + half, width: width, height: lower))
        bottom.addSublayer(image("bottom-shadow", images.bottomShadow, opacity: shading.bottomShadow, height: lower))
        root.addSublayer(bottom)

        let top = Layer(name: "top", bounds: halfBounds, position: [origin.x + width / 2, origin.y + half],
                        anchorPoint: [0.5, 1],
                        contents: .texture(images.top, contentsRect: .unit, sampling: .mipmapped))
        top.transform = turn(angle)
        top.addSublayer(image("top-back", images.back, opacity: shading.showsBack ? 1 : 0))
        top.addSublayer(image("top-shadow", images.topShadow, opacity: shading.topShadow))
        root.addSublayer(top)
        return root
    }
}
